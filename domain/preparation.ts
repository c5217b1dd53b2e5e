// What a patient must do before the sample, worked out from the tests in a booking. One
// place, so the booking form, the confirmation and the manage page say the same thing.

/** What a test says about preparing for it (its page shows the same fields). */
export type PreparationSource = {
  name: string;
  fastingRequired: boolean;
  fastingInstructions: string;
};

/** Windows that start before this (IST) suit a fasting sample: the patient fasts overnight. */
export const FASTING_SLOT_BEFORE = "09:00";

export type Preparation = {
  /** Names of the tests that need a fasting sample. */
  fastingTests: string[];
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
  return {
    fastingTests: [...new Set(sources.filter((s) => s.fastingRequired).map((s) => s.name))],
    instructions: [...byText].map(([text, names]) => ({ names, text })),
  };
}

/** Whether a window ("07:00–07:30") starts early enough for a fasting sample. */
export const suitsFasting = (window: string): boolean => window.slice(0, 5) < FASTING_SLOT_BEFORE;
