import { fleschKincaidGrade } from "./readability.ts";

/**
 * Test pages are read by patients: their long texts should read at about school grade 8
 * (issue 10). Above this Flesch–Kincaid grade a text counts as too hard.
 */
export const MAX_READING_GRADE = 9;

/** The long texts of a test that patients read; the shape of a seed file or the Tests Manager form. */
export interface ReadableTestContent {
  longDescription: string;
  interpretation: string;
  faqs: readonly { question: string; answer: string }[];
}

interface HardToReadField {
  /** "longDescription", "interpretation" or "faqs[2].answer": where the text is. */
  field: string;
  grade: number;
}

/** Each long text of a test with its reading grade, in page order. */
function readingGrades(test: ReadableTestContent): HardToReadField[] {
  return [
    { field: "longDescription", grade: fleschKincaidGrade(test.longDescription) },
    { field: "interpretation", grade: fleschKincaidGrade(test.interpretation) },
    ...test.faqs.map((faq, i) => ({ field: `faqs[${i}].answer`, grade: fleschKincaidGrade(faq.answer) })),
  ];
}

/**
 * The long texts above the grade limit, for the content test and for the Tests Manager to warn
 * staff before they save ("Interpretation reads at grade 12; aim for 8: shorter sentences,
 * common words").
 */
export function findHardToReadFields(test: ReadableTestContent, maxGrade = MAX_READING_GRADE): HardToReadField[] {
  return readingGrades(test).filter((f) => f.grade > maxGrade);
}
