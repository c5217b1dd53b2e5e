// How a page's messages travel to the browser: as one JSON text (app/lib/json-text.ts), not as
// an object of a value per key and per text. Loaders, thrown answers and actions all send them
// this way (messagesFor); the browser reads a text once, when a page first translates.
import { fromJsonText, type JsonText, toJsonText } from "../lib/json-text.ts";

/** A page's messages: "namespace.key" → the text in one language. */
export type Messages = Record<string, string>;

/** Messages as a loader, a thrown answer or an action sends them. */
export type SentMessages = JsonText<Messages>;

export const sendMessages = (messages: Messages): SentMessages => toJsonText(messages);

// A page's few texts (the root's, the layout's, the route's) are read again on every navigation
// and by each error page: each text is parsed once. A handful are in use at a time; the cache is
// emptied when it grows past that, rather than holding every page visited.
const MAX_PARSED = 16;
const parsed = new Map<SentMessages, Messages>();

/** The messages a text sent holds. */
export function readMessages(sent: SentMessages): Messages {
  let messages = parsed.get(sent);
  if (!messages) {
    if (parsed.size >= MAX_PARSED) parsed.clear();
    messages = fromJsonText(sent);
    parsed.set(sent, messages);
  }
  return messages;
}

/** Whether `value` (an answer's data, typed by nothing) is messages as sent. */
export const isSentMessages = (value: unknown): value is SentMessages => typeof value === "string";
