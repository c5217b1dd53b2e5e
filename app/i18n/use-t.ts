import { useMemo } from "react";
import { isRouteErrorResponse, useLocation, useMatches } from "react-router";
import { localeOfPath, pathIn, type Locale } from "../../domain/locale.ts";
import { formatMessage, formatRich, type MessageValues, type TagRenderer } from "../../domain/message-format.ts";
import type { MessageKey } from "./namespaces.ts";
import { isSentMessages, type Messages, readMessages, type SentMessages } from "./sent-messages.ts";

/** The page's language, from its address (the address is the truth). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A path on this site in the page's language: "/tests" on a Hindi page is "/hi/tests". */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => pathIn(locale, path);
}

type MatchWithData = { loaderData?: unknown; data?: unknown };

// Every component that translates merges the same few namespaces' texts on every render: keep the last
// merge, keyed by the very texts the loaders sent (a page's data stays the same until the next
// navigation), so a page of cards reads and merges them once rather than once per card.
let lastMerge: { sources: SentMessages[]; messages: Messages } | undefined;

/** The messages every matched route's loader sent, merged (later routes' win). */
function messagesOf(matches: readonly (MatchWithData | undefined)[]): Messages {
  const sources: SentMessages[] = [];
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { messages?: SentMessages } | undefined;
    if (data?.messages) sources.push(data.messages);
  }
  if (
    lastMerge &&
    lastMerge.sources.length === sources.length &&
    lastMerge.sources.every((source, i) => source === sources[i])
  )
    return lastMerge.messages;
  lastMerge = { sources, messages: Object.assign({}, ...sources.map(readMessages)) };
  return lastMerge.messages;
}

/**
 * The messages an answer thrown by a loader brought (a link gone, a booking not found): a route's
 * error page has no loader data of its own to take them from.
 */
export function messagesOfError(error: unknown): SentMessages | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const sent = (error.data as { messages?: unknown } | null)?.messages;
  return isSentMessages(sent) ? sent : undefined;
}

function translator(locale: Locale, messages: Record<string, string>): Translate {
  const t = ((key, values) => formatMessage(locale, messages[key] ?? key, values)) as Translate;
  t.rich = (key, tags, values = {}) => formatRich(locale, messages[key] ?? key, values, tags);
  t.locale = locale;
  return t;
}

/** `t` for a route's meta function, which gets the matches and location rather than hooks. */
export function metaTranslator(
  matches: readonly (MatchWithData | undefined)[],
  location: { pathname: string },
): Translate {
  return translator(localeOfPath(location.pathname), messagesOf(matches));
}

export type Translate = ((key: MessageKey, values?: MessageValues) => string) & {
  /** A message whose tags become the caller's elements (links inside a sentence). */
  rich: <T>(key: MessageKey, tags: Record<string, TagRenderer<T>>, values?: MessageValues) => (string | T)[];
  locale: Locale;
};

/**
 * The page's messages: every matched route's loader sends the namespaces its screen uses
 * (messagesFor), and this merges them. A key no loader sent shows as itself, which
 * missing-messages.test.ts keeps from ever reaching a patient.
 */
export function useT(): Translate {
  const matches = useMatches();
  const locale = useLocale();
  return useMemo(() => translator(locale, messagesOf(matches)), [matches, locale]);
}
