import { createContext, useContext } from "react";
import { useNonce } from "./nonce.tsx";

// The site's whole stylesheet, given by entry.server.tsx to every page it renders. On a
// slow phone network a linked stylesheet costs a round trip before the first paint, while
// the script downloads share the bandwidth with it: inline, the page paints as soon as its
// HTML arrives (docs/decisions/2026-11-22-content-before-scripts.md). The client never holds
// the text (it would add it to the JavaScript), so there the context is empty.
const StylesheetContext = createContext("");

export const StylesheetProvider = StylesheetContext.Provider;

/**
 * The stylesheet as a <style> in <head>. The element hydrates with no text on the client:
 * React keeps server-rendered inner HTML it was not given (suppressHydrationWarning), and
 * never updates it afterwards, as its props do not change.
 */
export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  const nonce = useNonce();
  return <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
