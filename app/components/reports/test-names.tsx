import type { Locale } from "../../../domain/locale.ts";

/** A test's or package's name as a report page shows it; `lang` is set where a Hindi page shows the English. */
export type ShownTestName = { name: string; lang?: "en" };

/** What the names are looked up in: the catalogue's tests, each with its Hindi (`hi.name`) where it has one. */
type NamedTest = { name: string; hi: { name?: string } };

/**
 * A booking keeps the names its tests had when booked, in English. A Hindi page shows a test's
 * Hindi name where the catalogue has one for that name; any other name (a package, a test
 * renamed or retired since) stays English, marked so.
 */
export function testNamesIn(locale: Locale, names: readonly string[], tests: readonly NamedTest[]): ShownTestName[] {
  if (locale === "en") return names.map((name) => ({ name }));
  const hindiOf = new Map(tests.flatMap((test) => (test.hi.name ? [[test.name, test.hi.name] as const] : [])));
  return names.map((name) => {
    const hindi = hindiOf.get(name);
    return hindi ? { name: hindi } : { name, lang: "en" };
  });
}

/** The names, comma-separated: one plain text when none needs its own language (as English pages always were). */
export function TestNames({ names }: { names: readonly ShownTestName[] }) {
  if (names.every((shown) => !shown.lang)) return <>{names.map((shown) => shown.name).join(", ")}</>;
  return (
    <>
      {names.map((shown, i) => (
        <span key={i}>
          {i > 0 && ", "}
          {shown.lang ? <span lang={shown.lang}>{shown.name}</span> : shown.name}
        </span>
      ))}
    </>
  );
}
