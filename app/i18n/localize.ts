import { isWritten, type Locale } from "../../domain/locale.ts";

/** Something shown in the page's language, with the fields that fell back to English named. */
export type Localized<T> = T & {
  /** Fields a Hindi page shows in English, because their Hindi is not written yet (marked lang="en"). */
  englishFields: string[];
};

/**
 * A test, package or slide in the page's language: each field its Hindi (`hi`) on a Hindi page
 * when written, else its English, named in `englishFields` so the page marks it lang="en".
 * A page never shows an empty Hindi field. Done in the loader, so only one language travels.
 */
export function localize<T extends { hi?: Partial<Record<K, unknown>> }, K extends keyof T & string>(
  locale: Locale,
  item: T,
  fields: readonly K[],
): Localized<Omit<T, "hi">> {
  const { hi = {}, ...english } = item;
  if (locale === "en") return { ...english, englishFields: [] };
  const shown: Record<string, unknown> = { ...english };
  const englishFields: string[] = [];
  for (const field of fields) {
    const hindi = (hi as Record<string, unknown>)[field];
    if (isWritten(hindi)) shown[field] = hindi;
    else if (isWritten((english as Record<string, unknown>)[field])) englishFields.push(field);
  }
  return { ...(shown as Omit<T, "hi">), englishFields };
}

/** The lang attribute for one field of a localized thing: "en" when it fell back. */
export const langOf = (item: { englishFields: readonly string[] }, field: string): "en" | undefined =>
  item.englishFields.includes(field) ? "en" : undefined;
