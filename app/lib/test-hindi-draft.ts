// The Hindi of a test page as the Tests Manager edits it, beside the English (issue 23). Texts
// are one field each; lists said item for item (preparation, FAQs, …) are one field per English
// item; the other names patients search for are a free list; the Hindi page's medical review
// is its own three fields, never the English one. hindi-draft.ts has the rules.
import type {
  FaqSchema,
  LabTestContent,
  LabTestHindi,
  MedicalReview,
  TestingFrequencySchema,
} from "../../domain/lab-test.ts";
import type { z } from "zod";
import {
  hindiText,
  isOutdated,
  itemForItem,
  type Kept,
  textLines,
  type HindiDraftField,
  withoutOutdated,
} from "./hindi-draft.ts";

/** The test page's texts that are one field in each language. */
export const HINDI_TEXTS = [
  "name",
  "subtitle",
  "description",
  "longDescription",
  "interpretation",
  "sampleType",
  "reportTime",
  "fastingInstructions",
  "testingMethod",
  "sampleVolume",
  "transportation",
  "stability",
  "labType",
] as const;
export type HindiTextField = (typeof HINDI_TEXTS)[number];

/** Lists of one-line items whose Hindi says the English item for item. */
export const HINDI_ITEM_LISTS = ["subTests", "preparation", "whenToTake", "benefits", "usedToDiagnose"] as const;
export type HindiItemList = (typeof HINDI_ITEM_LISTS)[number];

type Frequency = z.infer<typeof TestingFrequencySchema>;
type Faq = z.infer<typeof FaqSchema>;
export const REVIEW_PARTS = ["reviewer", "qualification", "reviewedOn"] as const;
type ReviewPart = (typeof REVIEW_PARTS)[number];

export type TestHindiDraft = {
  texts: Record<HindiTextField, string>;
  /** One name a line. */
  alternateNames: string;
  lists: Record<HindiItemList, string[]>;
  testingFrequency: Frequency[];
  faqs: Faq[];
  review: Record<ReviewPart, string>;
};

/** The English of the page as the form has it now (after its lines are read). */
export type EnglishOfTest = Record<HindiTextField, string> &
  Record<HindiItemList, string[]> & { testingFrequency: Frequency[]; faqs: Faq[] };

export function toHindiDraft(test: Pick<LabTestContent, "hi"> | null): TestHindiDraft {
  const hi: Partial<LabTestHindi> = test?.hi ?? {};
  return {
    texts: Object.fromEntries(HINDI_TEXTS.map((field) => [field, hi[field] ?? ""])) as Record<HindiTextField, string>,
    alternateNames: (hi.alternateNames ?? []).join("\n"),
    lists: Object.fromEntries(HINDI_ITEM_LISTS.map((field) => [field, [...(hi[field] ?? [])]])) as Record<
      HindiItemList,
      string[]
    >,
    testingFrequency: (hi.testingFrequency ?? []).map((f) => ({ ...f })),
    faqs: (hi.faqs ?? []).map((f) => ({ ...f })),
    review: Object.fromEntries(REVIEW_PARTS.map((part) => [part, hi.medicalReview?.[part] ?? ""])) as Record<
      ReviewPart,
      string
    >,
  };
}

/** The texts and lists that can go out of date when their English changes, as loaded and now. */
function translationsOf(
  hindi: TestHindiDraft,
  english: EnglishOfTest,
  test: LabTestContent | null,
): Record<string, HindiDraftField<unknown>> {
  const before = toHindiDraft(test);
  const englishBefore = (field: HindiTextField | HindiItemList | "testingFrequency") =>
    test?.[field] ?? (field in before.lists || field === "testingFrequency" ? [] : "");
  return {
    ...Object.fromEntries(
      HINDI_TEXTS.map((field) => [
        field,
        {
          english: english[field],
          englishBefore: englishBefore(field),
          hindi: hindi.texts[field],
          hindiBefore: before.texts[field],
        },
      ]),
    ),
    ...Object.fromEntries(
      HINDI_ITEM_LISTS.map((field) => [
        field,
        {
          english: english[field],
          englishBefore: englishBefore(field),
          hindi: hindi.lists[field],
          hindiBefore: before.lists[field],
        },
      ]),
    ),
    testingFrequency: {
      english: english.testingFrequency,
      englishBefore: englishBefore("testingFrequency"),
      hindi: hindi.testingFrequency,
      hindiBefore: before.testingFrequency,
    },
  };
}

/** Which texts and lists are out of date (hindi-draft.ts isOutdated), by field. */
export const outdatedFields = (hindi: TestHindiDraft, english: EnglishOfTest, test: LabTestContent | null): string[] =>
  Object.entries(translationsOf(hindi, english, test))
    .filter(([, translation]) => isOutdated(translation))
    .map(([field]) => field);

/** All three empty: the Hindi page is not reviewed; otherwise the schema checks each part. */
const reviewOf = (review: Record<ReviewPart, string>): Partial<MedicalReview> | null =>
  REVIEW_PARTS.every((part) => review[part].trim() === "")
    ? null
    : Object.fromEntries(REVIEW_PARTS.map((part) => [part, review[part].trim()]));

/**
 * The `hi` to send, and the reasons (by field: "hi.preparation") it cannot be sent. Empty fields
 * are left out, and so are texts and lists whose English changed while they did not, unless kept;
 * a list said item for item goes whole or not at all.
 */
export function hindiToSave(
  hindi: TestHindiDraft,
  english: EnglishOfTest,
  test: LabTestContent | null,
  kept: Kept,
): { hi: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const values: Record<string, unknown> = Object.fromEntries(
    HINDI_TEXTS.map((field) => [field, hindiText(hindi.texts[field])]),
  );
  const names = textLines(hindi.alternateNames);
  values.alternateNames = names.length > 0 ? names : undefined;
  const itemLists: [string, unknown[], number][] = [
    ...HINDI_ITEM_LISTS.map((field): [string, unknown[], number] => [field, hindi.lists[field], english[field].length]),
    ["testingFrequency", hindi.testingFrequency, english.testingFrequency.length],
    ["faqs", hindi.faqs, english.faqs.length],
  ];
  const translations = translationsOf(hindi, english, test);
  for (const [field, items, englishCount] of itemLists) {
    // An outdated list is left out whole, however many items it has.
    if (translations[field] && isOutdated(translations[field]) && !kept[field]) continue;
    const { value, error } = itemForItem(items, englishCount);
    if (error) errors[`hi.${field}`] = error;
    values[field] = value;
  }
  return { hi: { ...withoutOutdated(values, translations, kept), medicalReview: reviewOf(hindi.review) }, errors };
}
