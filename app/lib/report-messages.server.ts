// Which of the report pages' messages a page or an answer carries. The namespace holds three
// pages and the lookup's answers; each is sent only its own, so a page says nothing before it
// should: My Reports' first view holds no "No reports available yet." even in its data.
import type { Locale } from "../../domain/locale.ts";
import { messagesFor, type Messages } from "../i18n/messages.server.ts";

/** The lookup's answers (a mistyped field, nothing found, too many tries, a page open too long): sent with the answer. */
export const isAnswerKey = (key: string) => key.startsWith("reports.error.");
/** A share link's page and /verify have words of their own. */
const isOtherPageKey = (key: string) => key.startsWith("reports.shared.") || key.startsWith("reports.verify.");
/** The words those two pages share with My Reports. */
const SHARED_WORDS = ["reports.reportOf", "reports.download", "reports.call"];

const pick = (messages: Messages, isSent: (key: string) => boolean): Messages =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => isSent(key)));

/** My Reports' own words, without its answers (those come with each answer). */
export const myReportsMessages = (locale: Locale) => pick(messagesFor(locale, "reports"), (key) => !isAnswerKey(key) && !isOtherPageKey(key));

/** The words of the lookup's answers. */
export const answerMessages = (locale: Locale) => pick(messagesFor(locale, "reports"), isAnswerKey);

/** A share link's page's words ("shared") or /verify's ("verify"). */
export const reportPageMessages = (locale: Locale, page: "shared" | "verify") =>
  pick(messagesFor(locale, "reports"), (key) => key.startsWith(`reports.${page}.`) || SHARED_WORDS.includes(key));
