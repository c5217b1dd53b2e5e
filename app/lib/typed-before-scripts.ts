import { type RefObject, useLayoutEffect } from "react";

/**
 * A public page's scripts start after it has loaded (app/lib/deferred-scripts.server.ts), so a
 * visitor may type into a box before React owns it. React would put a controlled box back to
 * its state (empty) at its next render; this hands what was typed to `onTyped` as the box comes
 * to life, before anything renders again.
 */
export function useTypedBeforeScripts(ref: RefObject<HTMLInputElement | null>, onTyped: (typed: string) => void): void {
  useLayoutEffect(() => {
    const typed = ref.current?.value ?? "";
    if (typed !== "") onTyped(typed);
    // Once, when the box comes to life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
