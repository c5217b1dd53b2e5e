import { createRoutesStub, Outlet } from "react-router";
import type { Locale } from "../domain/locale.ts";
import { messagesFor } from "../app/i18n/messages.server.ts";
import type { Namespace } from "../app/i18n/namespaces.ts";

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * createRoutesStub with the messages a page's loaders would send (the namespaces asked for,
 * in one language), there from the first render as on a server-rendered page.
 */
export function createRoutesStubWithMessages(
  routes: StubRoutes,
  { locale = "en", namespaces = ["common", "layout"] }: { locale?: Locale; namespaces?: Namespace[] } = {},
) {
  const messages = messagesFor(locale, ...namespaces);
  const Stub = createRoutesStub([
    { id: "messages", loader: () => ({ messages }), Component: Outlet, children: routes },
  ]);
  return (props: Omit<Parameters<typeof Stub>[0], "hydrationData">) => (
    <Stub {...props} hydrationData={{ loaderData: { messages: { messages } } }} />
  );
}
