import { LANGUAGE_COOKIE, LOCALES, type Locale } from "../../domain/locale.ts";

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The Set-Cookie value that remembers the chosen language for a year (read only at the site's front door, "/"). */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
