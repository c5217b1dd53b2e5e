import type { Locale } from "../../../domain/locale.ts";
import { type Translated, translated, TranslatedText } from "../../i18n/translated.tsx";

/** What the names are looked up in: the catalogue's tests, each with its Hindi (`hi.name`) where it has one. */
type NamedTest = { name: string; hi: { name?: string } };

/**
 * A booking keeps the names its tests had when booked, in English. A Hindi page shows a test's
 * Hindi name where the catalogue has one for that name; any other name (a package, a test
 * renamed or retired since) stays English, marked so.
 */
export function testNamesIn(locale: Locale, names: readonly string[], tests: readonly NamedTest[]): Translated[] {
  const hindiOf = new Map(locale === "en" ? [] : tests.map((test) => [test.name, test.hi.name] as const));
  return names.map((name) => translated(locale, name, hindiOf.get(name)));
}

/** The names, comma-separated: one plain text when none fell back to English (as English pages always were). */
export function TestNames({ names }: { names: readonly Translated[] }) {
  if (names.every((name) => !name.lang)) return <>{names.map((name) => name.value).join(", ")}</>;
  return (
    <>
      {names.map((name, i) => (
        <span key={i}>
          {i > 0 && ", "}
          <TranslatedText text={name} />
        </span>
      ))}
    </>
  );
}
