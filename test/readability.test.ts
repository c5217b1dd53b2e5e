import { describe, expect, it } from "vitest";
import { countWordSyllables, fleschKincaidGrade, textStats } from "./readability.ts";

describe("countWordSyllables", () => {
  it.each([
    ["cat", 1],
    ["blood", 1],
    ["doctor", 2],
    ["measures", 2],
    ["sample", 2],
    ["needed", 2],
    ["makes", 1],
    ["glucose", 2],
    ["history", 3],
    ["cholesterol", 4],
    ["triglycerides", 4],
    ["ratio", 3],
    ["sodium", 3],
    ["potassium", 4],
    ["infection", 3],
    ["interpretation", 5],
    ["HDL", 3],
    ["mg", 2],
    ["150", 3],
  ])("%s has %i syllables", (word, syllables) => {
    expect(countWordSyllables(word)).toBe(syllables);
  });
});

describe("textStats", () => {
  it("does not end a sentence at e.g., i.e. or a decimal point", () => {
    expect(textStats("Some foods, e.g. sweets, raise it. TSH is about 0.4 to 4.0 here.").sentences).toBe(2);
    expect(textStats("Tell the lab, i.e. the staff, first.").sentences).toBe(1);
    expect(textStats("Do the test. Then rest.").sentences).toBe(2);
  });

  it("ends a sentence at a blank line, not at a single line break, and ignores brackets", () => {
    expect(textStats("First paragraph\n\nSecond paragraph (with a note)").sentences).toBe(2);
    expect(textStats("One line\nshown as one paragraph").sentences).toBe(1);
    expect(textStats("Urea (a waste product) rises.").words).toBe(5);
  });

  it("keeps units, ranges and hyphenated words as one word", () => {
    const stats = textStats("Fast 8–10 hours. Urea is 15-40 mg/dL.");
    expect(stats.words).toBe(7);
    expect(stats.sentences).toBe(2);
  });
});

describe("fleschKincaidGrade", () => {
  // Expected grades worked by hand from dictionary syllable counts:
  // 0.39 × words/sentences + 11.8 × syllables/words − 15.59.
  it.each([
    // 6 words, 1 sentence, 6 syllables
    ["The cat sat on the mat.", -1.45],
    // 10 words, 1 sentence, 13 syllables
    ["This test measures the amount of sugar in your blood.", 3.65],
    // 11 words, 1 sentence, 21 syllables
    ["Your doctor will interpret the results together with your medical history.", 11.23],
    // 16 words, 2 sentences, 19 syllables
    ["Drink plain water before the test. Do not eat for eight to ten hours before it.", 1.54],
    // 16 words, 1 sentence, 45 syllables
    [
      "The laboratory measures total cholesterol, triglycerides and protective cholesterol to estimate the probability of cardiovascular disease.",
      23.84,
    ],
  ])("%s → grade %d", (text, grade) => {
    expect(Math.abs(fleschKincaidGrade(text) - grade)).toBeLessThanOrEqual(0.5);
  });

  it("is 0 for text without words", () => {
    expect(fleschKincaidGrade("")).toBe(0);
    expect(fleschKincaidGrade(" – ")).toBe(0);
  });
});
