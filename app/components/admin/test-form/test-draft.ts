import { CITIES } from "../../../../domain/catalogue.ts";
import type { AdminLabTest } from "../../../../domain/lab-test.ts";
import { type EnglishOfTest, HINDI_ITEM_LISTS, HINDI_TEXTS } from "../../../lib/test-hindi-draft.ts";

/**
 * A test as the form holds it (text as typed, keyed by field) and back to what the API takes:
 * the schema reads the typed text and says what is wrong with it.
 */

export const LINES = ["alternateNames", "subTests", "preparation", "whenToTake", "benefits", "usedToDiagnose"] as const;
export const TEXTS = [
  ["subtitle", "Subtitle"],
  ["sampleType", "Sample type (e.g. Blood, Urine)"],
  ["reportTime", "Report time (e.g. Same Day, 24 hours)"],
  ["fastingInstructions", "Fasting instructions"],
  ["testingMethod", "Testing method"],
  ["sampleVolume", "Sample volume"],
  ["transportation", "Transportation"],
  ["stability", "Stability"],
  ["labType", "Lab type"],
] as const;
/** How often, one purpose a line: "Monitoring | On thyroid medicine: 6–8 weeks after a dose change". */
export const FREQUENCY_SEPARATOR = "|";
export const REVIEW_FIELDS = [
  ["reviewer", "Reviewer's name"],
  ["qualification", "Qualification (e.g. MD Pathology)"],
  ["reviewedOn", "Reviewed on (YYYY-MM-DD)"],
] as const;

export type Draft = Record<string, string | boolean>;

/** An original price equal to the price is no offer: the field shows it empty. */
const originalPriceField = ({ price, originalPrice }: { price: number; originalPrice: number }) =>
  originalPrice === price ? "" : String(originalPrice);

/** An empty original price means no offer: the test stores the price as its original too. */
const originalPriceToSave = (price: string | boolean, originalPrice: string | boolean) =>
  String(originalPrice).trim() === "" ? price : originalPrice;

export function toDraft(test: AdminLabTest | null): Draft {
  const draft: Draft = {
    slug: test?.slug ?? "",
    name: test?.name ?? "",
    category: test?.category ?? "",
    description: test?.description ?? "",
    longDescription: test?.longDescription ?? "",
    interpretation: test?.interpretation ?? "",
    price: test ? String(test.price) : "",
    originalPrice: test ? originalPriceField(test) : "",
    parametersCount: test ? String(test.parametersCount) : "1",
    fasting: test?.fasting ?? "",
    isPopular: test?.isPopular ?? false,
    testingFrequency:
      test?.testingFrequency.map((f) => `${f.purpose} ${FREQUENCY_SEPARATOR} ${f.text}`).join("\n") ?? "",
  };
  for (const [name] of REVIEW_FIELDS) draft[`review.${name}`] = test?.medicalReview?.[name] ?? "";
  for (const [name] of TEXTS) draft[name] = test?.[name] ?? "";
  for (const name of LINES) draft[name] = test?.[name].join("\n") ?? "";
  for (const city of CITIES) {
    const cityPrice = test?.cityPrices[city];
    draft[`${city}.price`] = cityPrice ? String(cityPrice.price) : "";
    draft[`${city}.originalPrice`] = cityPrice ? originalPriceField(cityPrice) : "";
  }
  return draft;
}

/** All three empty: not reviewed (the page says nothing); otherwise the schema checks each. */
export const reviewOf = (draft: Draft) =>
  REVIEW_FIELDS.every(([name]) => String(draft[`review.${name}`] ?? "").trim() === "")
    ? null
    : Object.fromEntries(REVIEW_FIELDS.map(([name]) => [name, draft[`review.${name}`]]));

const lines = (text: string | boolean) =>
  String(text)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The testing frequency's lines as purpose and how often. */
const frequencyOf = (draft: Draft) =>
  lines(draft.testingFrequency).map((line) => {
    const at = line.indexOf(FREQUENCY_SEPARATOR);
    return at < 0
      ? { purpose: line, text: "" }
      : { purpose: line.slice(0, at).trim(), text: line.slice(at + 1).trim() };
  });

/** The English the Hindi fields stand beside, as the form has it now (lists read line by line). */
export function englishOf(draft: Draft, test: AdminLabTest | null): EnglishOfTest {
  return {
    ...Object.fromEntries(HINDI_TEXTS.map((name) => [name, String(draft[name] ?? "")])),
    ...Object.fromEntries(HINDI_ITEM_LISTS.map((name) => [name, lines(draft[name])])),
    testingFrequency: frequencyOf(draft),
    faqs: test?.faqs ?? [],
  } as EnglishOfTest;
}

export function fromDraft(draft: Draft, test: AdminLabTest | null): object {
  const cityPrices = Object.fromEntries(
    CITIES.filter((c) => String(draft[`${c}.price`]).trim() !== "").map((c) => [
      c,
      {
        price: draft[`${c}.price`],
        originalPrice: originalPriceToSave(draft[`${c}.price`], draft[`${c}.originalPrice`]),
      },
    ]),
  );
  return {
    slug: draft.slug,
    name: draft.name,
    category: draft.category,
    description: draft.description,
    longDescription: draft.longDescription,
    interpretation: draft.interpretation,
    // Prices go as typed: the schema reads decimal text and says what is wrong with it.
    price: draft.price,
    originalPrice: originalPriceToSave(draft.price, draft.originalPrice),
    parametersCount: Number(draft.parametersCount),
    fasting: draft.fasting,
    isPopular: draft.isPopular,
    testingFrequency: frequencyOf(draft),
    medicalReview: reviewOf(draft),
    ...Object.fromEntries(TEXTS.map(([name]) => [name, draft[name]])),
    ...Object.fromEntries(LINES.map((name) => [name, lines(draft[name])])),
    cityPrices,
    // Not edited here: kept as they are (or empty for a new test).
    faqs: test?.faqs ?? [],
    references: test?.references ?? [],
    relatedTestIds: test?.relatedTestIds ?? [],
    imageId: test?.imageId ?? null,
  };
}
