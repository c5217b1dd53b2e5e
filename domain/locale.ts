/**
 * The languages the public site speaks. English pages live at their plain paths, Hindi twins
 * under /hi (docs/decisions/2026-11-25-hindi.md): the address is the truth, so a shared link
 * opens in the language it was shared in.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags: for `<html lang>`, hreflang and Intl. */
export const LOCALE_TAG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/**
 * How a language's dates name the month, for patients, messages, receipts and calendar files:
 * Hindi in full ("27 नवंबर"), since the short forms ("नव॰", "सित॰", "फ़र॰") are unfamiliar to
 * many older readers (issue 37); English keeps "27 Nov".
 */
export const MONTH_FORM: Record<Locale, "short" | "long"> = { en: "short", hi: "long" };

/** The path prefix of a language's pages ("" for English). */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", hi: "/hi" };

/**
 * The language a path's page is in: /hi and /hi/… are Hindi, everything else English. In any
 * case, as React Router matches routes (/HI/tests/cbc is the Hindi route, so it is Hindi).
 */
export function localeOfPath(pathname: string): Locale {
  const path = pathname.toLowerCase();
  return path === "/hi" || path.startsWith("/hi/") ? "hi" : "en";
}

/** The same page's path in another language: "/tests/cbc" ↔ "/hi/tests/cbc", "/" ↔ "/hi". */
export function pathIn(locale: Locale, pathname: string): string {
  const bare = localeOfPath(pathname) === "hi" ? pathname.slice(3) || "/" : pathname;
  if (locale === "en") return bare;
  return bare === "/" ? "/hi" : `/hi${bare}`;
}

/**
 * The cookie that remembers the language a visitor chose with the switch. It only decides
 * where the site's front door ("/") leads: every other address keeps its own language.
 */
export const LANGUAGE_COOKIE = "labfront_lang";

/**
 * Whether a field of a translation has been written: a text with more than spaces, a list with
 * an item, anything else present. What the pages show, the schemas keep and the dashboard
 * counts as missing all go by this one rule (zod-free, so pages may use it in the browser).
 */
export const isWritten = (value: unknown): boolean =>
  typeof value === "string"
    ? value.trim() !== ""
    : Array.isArray(value)
      ? value.length > 0
      : value !== null && value !== undefined;
