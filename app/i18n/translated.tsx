import { isWritten, type Locale } from "../../domain/locale.ts";

/**
 * A text from the data (a test's name, the opening hours) in the page's language: its Hindi
 * on a Hindi page when it has been written, else its English, which then says so (lang="en")
 * for screen readers and the browser's own translation. A page never shows an empty Hindi text.
 */
export type Translated<T = string> = { value: T; lang: "en" | undefined };

export function translated<T>(locale: Locale, english: T, hindi: T | undefined): Translated<T> {
  if (locale === "en") return { value: english, lang: undefined };
  return isWritten(hindi) ? { value: hindi as T, lang: undefined } : { value: english, lang: "en" };
}

/** A translated text inline: marked lang="en" only when it fell back to English. */
export function TranslatedText({ text }: { text: Translated }) {
  return text.lang ? <span lang={text.lang}>{text.value}</span> : <>{text.value}</>;
}
