import { useLocation, useMatches } from "react-router";
import { pathIn } from "../../../domain/locale.ts";
import type { MessageKey } from "../../i18n/namespaces.ts";
import type { SentMessages } from "../../i18n/sent-messages.ts";
import { messagesOfError, metaTranslator, type Translate } from "../../i18n/use-t.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { RootData } from "../../root.tsx";

/**
 * `t` with the page's messages and `more`: the words an answer brought with it (an action's
 * refusal, a loader's thrown 404), which no loader's data holds.
 */
export function useTWith(more: SentMessages | undefined): Translate {
  const matches = useMatches();
  const location = useLocation();
  return metaTranslator([...matches, { loaderData: { messages: more } }], location);
}

/** `t` for a report page's error page: the shell's messages and those its loader threw with. */
export const useErrorTranslator = (error: unknown): Translate => useTWith(messagesOfError(error));

/**
 * The head of a report page reached by a link (a share link's page, /verify): never indexed,
 * in the page's language, naming its twin (the PDF's QR code and a sent link open the English
 * page, or the Hindi one), with the words its loader sent or threw with.
 */
export function reportPageMeta(
  {
    matches,
    location,
    loaderData,
    error,
  }: {
    matches: readonly ({ loaderData?: unknown } | undefined)[];
    location: { pathname: string };
    loaderData?: { messages?: SentMessages };
    error?: unknown;
  },
  words: { title: MessageKey; description: MessageKey },
) {
  const root = matches[0]?.loaderData as RootData | undefined;
  const noindex = { name: "robots", content: "noindex" };
  const messages = loaderData?.messages ?? messagesOfError(error);
  if (!root || !messages) return [{ title: root?.site.labName ?? "" }, noindex];
  const t = metaTranslator([...matches, { loaderData: { messages } }], location);
  return pageMeta({
    locale: t.locale,
    title: t(words.title),
    description: t(words.description, { labName: root.site.labName }),
    path: pathIn("en", location.pathname),
    origin: root.origin,
    labName: root.site.labName,
    isIndexed: false,
  });
}
