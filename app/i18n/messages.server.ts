// Which messages a page gets: a loader asks for its namespaces in its page's language
// (docs/decisions/2026-11-25-hindi.md). Loaders only: React Router keeps this file, and the
// texts it imports, out of the browser's scripts.
import type { Locale } from "../../domain/locale.ts";
import { TEXTS, type Namespace } from "./namespaces.ts";

/** A page's messages: "namespace.key" → the text in one language. */
export type Messages = Record<string, string>;

export function messagesFor(locale: Locale, ...namespaces: Namespace[]): Messages {
  const messages: Messages = {};
  for (const namespace of namespaces) {
    for (const [key, texts] of Object.entries(TEXTS[namespace])) messages[`${namespace}.${key}`] = texts[locale];
  }
  return messages;
}
