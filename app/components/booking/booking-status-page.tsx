import { useLocation, useMatches, useRouteError } from "react-router";
import { messagesOfError, metaTranslator, type Translate } from "../../i18n/use-t.ts";
import type { MessageKey } from "../../i18n/namespaces.ts";
import { StatusPage } from "../status-page.tsx";

/**
 * `t` on a booking page's error page: the page's loader failed, so the words come with the
 * 404 it threw (notFoundIn in booking-errors.server.ts), beside the shell's.
 */
export function useErrorT(): Translate {
  const sent = messagesOfError(useRouteError());
  return metaTranslator([...useMatches(), { data: { messages: sent } }], useLocation());
}

/**
 * A booking page's status page: its 404 titled for what was missing, in the page's language
 * (the shell's "Page not found" when the 404 brought no words).
 */
export function BookingStatusPage({
  notFoundTitle,
  children,
}: {
  notFoundTitle: MessageKey;
  children?: (t: Translate) => React.ReactNode;
}) {
  const t = useErrorT();
  const title = t(notFoundTitle);
  return <StatusPage notFoundTitle={title === notFoundTitle ? undefined : title}>{children?.(t)}</StatusPage>;
}
