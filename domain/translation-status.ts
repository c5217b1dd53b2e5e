// What the Hindi pages still show in English (issue 23): for each test, package, slide, the
// settings and the content pages, the public texts that have English but no Hindi. The admin
// dashboard lists them with a link to each item's editor; a page shows the English of each one,
// marked lang="en", until staff write it.
import { isWritten } from "./locale.ts";
import { TRANSLATED_SLIDE_FIELDS, type Slide } from "./carousel.ts";
import { type HealthPackage, TRANSLATED_PACKAGE_FIELDS } from "./health-package.ts";
import { type LabTestContent, TRANSLATED_TEST_FIELDS, type TranslatedTestField } from "./lab-test.ts";
import type { Settings } from "./settings.ts";

/**
 * Lists whose Hindi says the English item for item (a preparation step, an FAQ): one with
 * another number of items than the English is not a translation of it, and counts as missing.
 * Other names patients search for are the words Hindi speakers search with, not a translation.
 */
const ITEM_FOR_ITEM_FIELDS = [
  "subTests",
  "testingFrequency",
  "usedToDiagnose",
  "preparation",
  "whenToTake",
  "benefits",
  "faqs",
] as const satisfies readonly TranslatedTestField[];

/** The test's Hindi medical review, which the dashboard lists beside its texts. */
export type MissingTestField = TranslatedTestField | "medicalReview";
const TRANSLATED_SETTINGS_FIELDS = ["hours", "consentNotice"] as const;
export type TranslatedSettingsField = (typeof TRANSLATED_SETTINGS_FIELDS)[number];

/** One item with English the Hindi pages lack, and which of its fields. */
export type Untranslated<Field extends string> = { id: string; name: string; fields: Field[] };

export type TranslationStatus = {
  tests: Untranslated<MissingTestField>[];
  packages: Untranslated<(typeof TRANSLATED_PACKAGE_FIELDS)[number]>[];
  slides: Untranslated<(typeof TRANSLATED_SLIDE_FIELDS)[number]>[];
  /** The settings' public texts without Hindi. */
  settings: TranslatedSettingsField[];
  /** Content pages (by slug) without their pages/hi/{slug}.ts. */
  contentPages: string[];
};

/** The fields of `english` that have text while `hindi` has none for them. */
function missingOf<Field extends string>(
  fields: readonly Field[],
  english: Record<Field, unknown>,
  hindi: Partial<Record<Field, unknown>>,
): Field[] {
  return fields.filter((field) => isWritten(english[field]) && !isWritten(hindi[field]));
}

/**
 * A test's fields whose Hindi is missing: texts and lists with English but no Hindi, lists
 * whose Hindi is not item for item, and the Hindi medical review when the English page has one
 * (a clinician reviews each language's text; it is never copied).
 */
export function untranslatedTestFields(
  test: Pick<LabTestContent, TranslatedTestField | "medicalReview" | "hi">,
): MissingTestField[] {
  const missing: MissingTestField[] = missingOf(TRANSLATED_TEST_FIELDS, test, test.hi);
  for (const field of ITEM_FOR_ITEM_FIELDS) {
    const hindi = test.hi[field];
    if (hindi && hindi.length !== test[field].length && !missing.includes(field)) missing.push(field);
  }
  const ordered = TRANSLATED_TEST_FIELDS.filter((field) => missing.includes(field));
  return test.medicalReview !== null && !test.hi.medicalReview ? [...ordered, "medicalReview"] : ordered;
}

const untranslatedPackageFields = (pkg: Pick<HealthPackage, "name" | "description" | "hi">) =>
  missingOf(TRANSLATED_PACKAGE_FIELDS, pkg, pkg.hi);

const untranslatedSlideFields = (slide: Pick<Slide, "title" | "description" | "buttonText" | "hi">) =>
  missingOf(TRANSLATED_SLIDE_FIELDS, slide, slide.hi);

export const untranslatedSettingsFields = (settings: Pick<Settings, TranslatedSettingsField | "hi">) =>
  missingOf(TRANSLATED_SETTINGS_FIELDS, settings, settings.hi);

/** Only the items that lack something, in the order given. */
function untranslated<Item, Field extends string>(
  items: Item[],
  of: (item: Item) => { id: string; name: string },
  fields: (item: Item) => Field[],
) {
  return items.flatMap((item) => {
    const missing = fields(item);
    return missing.length > 0 ? [{ ...of(item), fields: missing }] : [];
  });
}

/**
 * What is missing in Hindi across the site. Give it what patients can see: tests on sale,
 * packages outside the bin, slides outside the bin (inactive ones too: they may be shown any
 * day), and the content pages' slugs with the slugs that have a Hindi file.
 */
export function translationStatus({
  tests,
  packages,
  slides,
  settings,
  contentPages,
  hindiContentPages,
}: {
  tests: (Parameters<typeof untranslatedTestFields>[0] & { slug: string; name: string })[];
  packages: HealthPackage[];
  slides: Slide[];
  settings: Pick<Settings, TranslatedSettingsField | "hi">;
  contentPages: readonly string[];
  hindiContentPages: readonly string[];
}): TranslationStatus {
  return {
    tests: untranslated(tests, (t) => ({ id: t.slug, name: t.name }), untranslatedTestFields),
    packages: untranslated(packages, (p) => ({ id: p.id, name: p.name }), untranslatedPackageFields),
    slides: untranslated(slides, (s) => ({ id: s.id, name: s.title }), untranslatedSlideFields),
    settings: untranslatedSettingsFields(settings),
    contentPages: contentPages.filter((slug) => !hindiContentPages.includes(slug)),
  };
}

/** How many items (and settings texts, and content pages) lack some Hindi. */
export const untranslatedCount = (status: TranslationStatus): number =>
  status.tests.length +
  status.packages.length +
  status.slides.length +
  (status.settings.length > 0 ? 1 : 0) +
  status.contentPages.length;
