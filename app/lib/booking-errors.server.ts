// The booking pages' own words for what their actions answer, in the page's language. The
// refusals of schemas and services are codes, put into words by domain/refusals.ts; these are
// the answers the pages make themselves (nothing changed, not found). Read on the server only:
// the browser is sent the words already in its page's language.
import { data } from "react-router";
import type { Locale } from "../../domain/locale.ts";
import booking from "../i18n/messages/booking.ts";
import { formatMessage, type MessageValues } from "../../domain/message-format.ts";
import { messageTextsFor } from "../i18n/messages.server.ts";
import { type Messages, sendMessages } from "../i18n/sent-messages.ts";

type BookingKey = keyof typeof booking;

/** A booking catalogue text in `locale`, for words an action makes itself. */
export function bookingText(locale: Locale, key: BookingKey, values?: MessageValues): string {
  return formatMessage(locale, booking[key][locale], values);
}

/** The answers' lines (`error.*`), which an action puts into words itself (bookingText). */
const isAnswerKey = (key: string) => key.startsWith("error.");

/**
 * The booking pages' messages for a loader to send: all but the answers' lines, which the
 * server puts into the page's language itself, so they never travel unused.
 */
export const bookingPageMessages = (locale: Locale) => sendMessages(bookingPageTexts(locale));

function bookingPageTexts(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(messageTextsFor(locale, "booking")).filter(([key]) => !isAnswerKey(key.slice(key.indexOf(".") + 1))),
  );
}

/**
 * The 404 a booking page throws: it carries the words its error page shows (the page's own
 * loader, which would have sent them, is the one that failed), in the page's language.
 */
export function notFoundIn(locale: Locale) {
  const messages = Object.fromEntries(
    Object.entries(bookingPageTexts(locale)).filter(([key]) => key.includes(".notFound")),
  );
  return data({ messages: sendMessages(messages) }, { status: 404 });
}
