// Which messages a page gets: a loader asks for its namespaces in its page's language
// (docs/decisions/2026-11-25-hindi.md). Loaders only: React Router keeps this file, and the
// texts it imports, out of the browser's scripts.
import type { Locale } from "../../domain/locale.ts";
import { TEXTS, type Namespace } from "./namespaces.ts";
import { type Messages, type SentMessages, sendMessages } from "./sent-messages.ts";

/** The namespaces' texts in `locale`, for the server to read or pick from before sending. */
export function messageTextsFor(locale: Locale, ...namespaces: Namespace[]): Messages {
  const messages: Messages = {};
  for (const namespace of namespaces) {
    for (const [key, texts] of Object.entries(TEXTS[namespace])) messages[`${namespace}.${key}`] = texts[locale];
  }
  return messages;
}

/** The namespaces' messages in `locale`, as a page sends them to the browser (one JSON text: sent-messages.ts). */
export const messagesFor = (locale: Locale, ...namespaces: Namespace[]): SentMessages =>
  sendMessages(messageTextsFor(locale, ...namespaces));
