// Which of the report pages' messages a page or an answer carries. The namespace holds three
// pages and the lookup's answers; each is sent only its own, so a page says nothing before it
// should: My Reports' first view holds no "No reports available yet." even in its data.
import type { Locale } from "../../domain/locale.ts";
import { messageTextsFor } from "../i18n/messages.server.ts";
import { sendMessages, type SentMessages } from "../i18n/sent-messages.ts";

const NAMESPACE = "reports.";
/** The lookup's answers (a mistyped field, nothing found, too many tries, a page open too long): sent with the answer. */
const ANSWERS = "error.";
/** A share link's page and /verify have words of their own… */
const PAGES = { shared: "shared.", verify: "verify." } as const;
/** …and these they share with My Reports. */
const SHARED_WORDS = ["reportOf", "download", "call"];

/** The namespace's messages whose key (without "reports.") passes `isSent`. */
function pick(locale: Locale, isSent: (key: string) => boolean): SentMessages {
  return sendMessages(
    Object.fromEntries(
      Object.entries(messageTextsFor(locale, "reports")).filter(([key]) => isSent(key.slice(NAMESPACE.length))),
    ),
  );
}

/** My Reports' own words, without its answers (those come with each answer). */
export const myReportsMessages = (locale: Locale) =>
  pick(locale, (key) => ![ANSWERS, PAGES.shared, PAGES.verify].some((prefix) => key.startsWith(prefix)));

/** The words of the lookup's answers. */
export const answerMessages = (locale: Locale) => pick(locale, (key) => key.startsWith(ANSWERS));

/** A share link's page's words ("shared") or /verify's ("verify"). */
export const reportPageMessages = (locale: Locale, page: keyof typeof PAGES) =>
  pick(locale, (key) => key.startsWith(PAGES[page]) || SHARED_WORDS.includes(key));
