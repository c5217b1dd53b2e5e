// What a patient must do before the sample, worked out from the tests in a booking. One
// place, so the test pages, the booking form, the confirmation and the manage page say the
// same thing. Free of zod: the public pages use it in the browser.
import type { Locale } from "./locale.ts";

/**
 * Whether the patient must fast before the sample. Three answers, because "only if your
 * doctor asks" (a routine lipid profile, uric acid) is neither a yes nor a no.
 */
export const FASTING_RULES = ["required", "not-required", "if-doctor-asks"] as const;
export type Fasting = (typeof FASTING_RULES)[number];

/** From the least to the most a patient must do: a package is as strict as its strictest test. */
const FASTING_STRICTNESS: readonly Fasting[] = ["not-required", "if-doctor-asks", "required"];

/** The strictest fasting rule among the tests, or null when there are none to go by. */
export function strictestFasting(sources: Pick<PreparationSource, "fasting">[]): Fasting | null {
  if (sources.length === 0) return null;
  return sources.reduce<Fasting>(
    (strictest, { fasting }) =>
      FASTING_STRICTNESS.indexOf(fasting) > FASTING_STRICTNESS.indexOf(strictest) ? fasting : strictest,
    "not-required",
  );
}

/** What a test says about preparing for it (its page shows the same fields). */
export type PreparationSource = {
  name: string;
  fasting: Fasting;
  fastingInstructions: string;
};

/** Windows that start before this (IST) suit a fasting sample: the patient fasts overnight. */
export const FASTING_SLOT_BEFORE = "09:00";

export type Preparation = {
  /** Names of the tests that need a fasting sample. */
  fastingTests: string[];
  /** Names of the tests that need a fast only when the patient's doctor asks for one (none of them also in fastingTests). */
  fastingIfDoctorAsksTests: string[];
  /** Each test's own instruction, in basket order, once per distinct text. */
  instructions: { names: string[]; text: string }[];
};

export function preparationFor(sources: PreparationSource[]): Preparation {
  const byText = new Map<string, string[]>();
  for (const source of sources) {
    const names = byText.get(source.fastingInstructions) ?? [];
    if (!names.includes(source.name)) names.push(source.name);
    byText.set(source.fastingInstructions, names);
  }
  const namesWith = (fasting: Fasting) => [...new Set(sources.filter((s) => s.fasting === fasting).map((s) => s.name))];
  // A test listed twice (a package's test booked on its own too) counts by its strictest rule.
  const fastingTests = namesWith("required");
  return {
    fastingTests,
    fastingIfDoctorAsksTests: namesWith("if-doctor-asks").filter((name) => !fastingTests.includes(name)),
    instructions: [...byText].map(([text, names]) => ({ names, text })),
  };
}

/** The heading of the advice, on the booking form, the booking's page and a package's page. */
export const PREPARATION_HEADING: Record<Locale, string> = { en: "How to prepare", hi: "तैयारी कैसे करें" };

/** The fasting sentences in each language; `names` are the tests' names, joined. */
const FASTING_WORDS: Record<
  Locale,
  { required: (names: string) => string; ifDoctorAsks: (names: string) => string; none: string }
> = {
  en: {
    required: (names) => `Fasting needed for ${names}: nothing to eat or drink but water before the sample.`,
    ifDoctorAsks: (names) => `${names}: no fasting needed unless your doctor has asked you to fast.`,
    none: "No fasting is needed for these tests.",
  },
  hi: {
    required: (names) => `${names} के लिए खाली पेट (fasting) रहना ज़रूरी है: सैंपल से पहले पानी के सिवा कुछ न खाएं, न पिएं।`,
    ifDoctorAsks: (names) => `${names}: खाली पेट रहने की ज़रूरत नहीं, जब तक आपके डॉक्टर ने खाली पेट आने को न कहा हो।`,
    none: "इन टेस्ट के लिए खाली पेट रहने की ज़रूरत नहीं।",
  },
};

/**
 * What the basket asks about fasting, in sentences: a fast is demanded only for tests that
 * require one; tests that need one only when the doctor asks say just that.
 */
export function fastingSentences(
  { fastingTests, fastingIfDoctorAsksTests }: Preparation,
  locale: Locale = "en",
): { text: string; isRequired: boolean }[] {
  const words = FASTING_WORDS[locale];
  const sentences: { text: string; isRequired: boolean }[] = [];
  if (fastingTests.length > 0) sentences.push({ text: words.required(fastingTests.join(", ")), isRequired: true });
  if (fastingIfDoctorAsksTests.length > 0)
    sentences.push({ text: words.ifDoctorAsks(fastingIfDoctorAsksTests.join(", ")), isRequired: false });
  if (sentences.length === 0) sentences.push({ text: words.none, isRequired: false });
  return sentences;
}

/** Whether a window ("07:00–07:30") starts early enough for a fasting sample. */
export const suitsFasting = (window: string): boolean => window.slice(0, 5) < FASTING_SLOT_BEFORE;

/**
 * The fasting sentences above each test's own words (the "How to prepare" box): the fast the
 * basket demands, or that none is needed. A test that needs a fast only when the doctor asks
 * says so in its own words just below, so a sentence of its own would list it twice (issue 32).
 */
export function fastingHeadline(
  preparation: Preparation,
  locale: Locale = "en",
): { text: string; isRequired: boolean }[] {
  if (preparation.fastingIfDoctorAsksTests.length === 0) return fastingSentences(preparation, locale);
  return fastingSentences({ ...preparation, fastingIfDoctorAsksTests: [] }, locale).filter(
    (sentence) => sentence.isRequired,
  );
}
