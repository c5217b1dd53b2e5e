// The booking pages' refusals in the page's language. The schemas and services say what is
// wrong in English, one language for the API, the logs and the tests; a page in Hindi shows
// each refusal's Hindi from the booking catalogue's `error.*` lines, whose English is the
// refusal's own text (a `{value}` standing for what varies: a pincode, a number of minutes).
// One table, read on the server only: no schema changes language, and the browser is sent
// the words already in its page's language.
import { data } from "react-router";
import type { Locale } from "../../domain/locale.ts";
import booking from "../i18n/messages/booking.ts";
import { formatMessage, type MessageValues } from "../i18n/message-format.ts";
import { messagesFor } from "../i18n/messages.server.ts";

type BookingKey = keyof typeof booking;

/** A booking catalogue text in `locale`, for words an action makes itself. */
export function bookingText(locale: Locale, key: BookingKey, values?: MessageValues): string {
  return formatMessage(locale, booking[key][locale], values);
}

type Refusal = { key: BookingKey; pattern: RegExp; names: string[] };

/** The catalogue's refusal lines are its `error.*` keys. */
const isRefusalKey = (key: string) => key.startsWith("error.");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each `error.*` line's English as a pattern: "{name}" matches what the refusal put there. */
const REFUSALS: Refusal[] = Object.entries(booking)
  .filter(([key]) => isRefusalKey(key))
  .map(([key, texts]) => {
    const parts = texts.en.split(/\{(\w+)\}/);
    const names = parts.filter((_, i) => i % 2 === 1);
    const pattern = new RegExp(`^${parts.map((part, i) => (i % 2 === 1 ? "(.+?)" : escape(part))).join("")}$`);
    return { key: key as BookingKey, pattern, names };
  })
  // Lines without a value first, so "Enter a pincode" is never read as a pattern's value.
  .sort((a, b) => a.names.length - b.names.length);

/** The `error.*` line a refusal is, with the values it carries; null when it has none. */
export function refusalOf(message: string): { key: BookingKey; values: Record<string, string> } | null {
  for (const { key, pattern, names } of REFUSALS) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}

/**
 * A refusal as the page's language says it: the English as given on an English page; on a
 * Hindi page its line's Hindi, or, for a refusal without a line (zod's own words about a
 * malformed field, which the form never sends), a plain Hindi "check this" rather than English.
 */
export function refusalIn(locale: Locale, message: string): string {
  if (locale === "en") return message;
  const found = refusalOf(message);
  return found ? formatMessage(locale, booking[found.key][locale], found.values) : booking["error.other"][locale];
}

/** Every field's refusal in the page's language. */
export function refusalsIn<T extends Record<string, string>>(locale: Locale, errors: T): T {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, refusalIn(locale, message)])) as T;
}

/**
 * The booking pages' messages for a loader to send: all but the refusals, which the server
 * puts into the page's language itself (refusalIn), so their table never travels.
 */
export function bookingPageMessages(locale: Locale) {
  return Object.fromEntries(
    Object.entries(messagesFor(locale, "booking")).filter(([key]) => !isRefusalKey(key.slice(key.indexOf(".") + 1))),
  );
}

/**
 * The 404 a booking page throws: it carries the words its error page shows (the page's own
 * loader, which would have sent them, is the one that failed), in the page's language.
 */
export function notFoundIn(locale: Locale) {
  const messages = Object.fromEntries(
    Object.entries(bookingPageMessages(locale)).filter(([key]) => key.includes(".notFound")),
  );
  return data({ messages }, { status: 404 });
}
