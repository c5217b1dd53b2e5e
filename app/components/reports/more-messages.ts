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

/**
 * `t` with the page's messages and `more`: the words an answer brought with it (an action's
 * refusal, a loader's thrown 404), which no loader's data holds.
 */
export function useTWith(more: Messages | undefined): Translate {
  const matches = useMatches();
  const location = useLocation();
  return metaTranslator([...matches, { loaderData: { messages: more } }], location);
}

/** `t` for a report page's error page: the shell's messages and those its loader threw with. */
export const useErrorTranslator = (error: unknown): Translate => useTWith(messagesOfError(error));
