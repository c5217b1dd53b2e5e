import { isRouteErrorResponse, useLocation, useMatches } from "react-router";
import { metaTranslator, type Translate } from "../../i18n/use-t.ts";

type Messages = Record<string, string>;

/**
 * The messages a report page's loader sent with the answer it threw (a link gone, a code
 * unknown): a route's error page has no loader data of its own to take them from.
 */
export function messagesOfError(error: unknown): Messages | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const sent = (error.data as { messages?: Messages } | null)?.messages;
  return sent && typeof sent === "object" ? sent : undefined;
}

/** `t` for a report page's error page: the shell's messages and those its loader threw with. */
export function useErrorTranslator(error: unknown): Translate {
  const matches = useMatches();
  const location = useLocation();
  return metaTranslator([...matches, { loaderData: { messages: messagesOfError(error) } }], location);
}
