import { type HealthPackage, type PackageHindi, TRANSLATED_PACKAGE_FIELDS } from "../../domain/health-package.ts";
import type { LabTest } from "../../domain/lab-test.ts";
import type { Locale } from "../../domain/locale.ts";
import { localize, type Localized } from "../i18n/localize.ts";

/** A test in a package as a page lists it: in the page's language, marked lang="en" when its Hindi name is not written. */
type ShownPackageTest = { name: string; slug: string | null; lang: "en" | undefined };

/** A package in the page's language: its name and description, and each of its tests named. */
export type ShownPackage<P extends Pick<HealthPackage, "name" | "description" | "tests">> = Localized<
  Omit<P, "hi" | "tests">
> & { tests: ShownPackageTest[] };

/**
 * A package as a page in `locale` shows it (done in the loader, so one language travels): its
 * Hindi name and description where written, and each linked test by the catalogue test's
 * Hindi name (staff type a package's test names in English; the test pages have the Hindi).
 * A test without one, free text included, keeps the name staff gave it, marked as English.
 */
export function localizePackage<
  P extends Pick<HealthPackage, "name" | "description" | "tests"> & { hi?: PackageHindi },
>(locale: Locale, pkg: P, catalogue: readonly Pick<LabTest, "slug" | "hi">[]): ShownPackage<P> {
  const { tests, ...rest } = pkg;
  const hindiNames = new Map(catalogue.flatMap((test) => (test.hi.name ? [[test.slug, test.hi.name] as const] : [])));
  const shownTests = tests.map(({ name, slug }): ShownPackageTest => {
    if (locale === "en") return { name, slug, lang: undefined };
    const hindi = slug === null ? undefined : hindiNames.get(slug);
    return hindi ? { name: hindi, slug, lang: undefined } : { name, slug, lang: "en" };
  });
  // Only the name and description have a Hindi; the rest passes as it is.
  const shown = localize(
    locale,
    rest as { name: string; description: string; hi?: PackageHindi },
    TRANSLATED_PACKAGE_FIELDS,
  );
  return { ...(shown as Localized<Omit<P, "hi" | "tests">>), tests: shownTests };
}
