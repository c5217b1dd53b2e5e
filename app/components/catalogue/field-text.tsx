import { langOf } from "../../i18n/localize.ts";
import { TranslatedText } from "../../i18n/translated.tsx";

/**
 * One text field of a thing shown in the page's language (localize): inline, and marked
 * lang="en" when its Hindi is not written yet, so a screen reader reads it as English.
 */
export function FieldText<T extends { englishFields: readonly string[] }>({
  item,
  field,
}: {
  item: T;
  field: keyof T & string;
}) {
  return <TranslatedText text={{ value: String(item[field]), lang: langOf(item, field) }} />;
}
