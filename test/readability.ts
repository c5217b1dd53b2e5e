/**
 * Flesch–Kincaid grade level of English text: the school grade a reader needs to follow it.
 *
 *   grade = 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59
 *
 * Patient-facing test content aims at about grade 8 (issue 10); `domain/content-readability.ts`
 * holds the limit. Zod-free and dependency-free so the Tests Manager can warn in the browser.
 *
 * Counting rules, chosen to read text the way a patient would say it aloud:
 * - Sentences end at `.`, `!` or `?` followed by a space or the end, and at a blank line (a new
 *   paragraph). A single line break does not: the test page shows it as a space. Abbreviations
 *   such as "e.g.", "i.e.", "etc.", "Dr." and decimal points ("0.4") do not end a sentence.
 * - Words are runs of letters and digits; a hyphen, slash or en dash inside a token keeps it one
 *   word ("long-term", "mg/dL", "8–10") whose syllables are the sum of its parts.
 * - Brackets, quotes and other punctuation are ignored.
 * - Syllables: a number is read digit by digit, roughly ("150" → 3, "0.4" → 2); an abbreviation
 *   without vowels or in capitals is spelled out ("HDL" → 3, "mg" → 2); other words count
 *   vowel groups with the usual English corrections (silent final "e", "-ed", "-es", final "-le").
 */

const ABBREVIATIONS = ["e.g.", "i.e.", "etc.", "dr.", "mr.", "mrs.", "ms.", "vs.", "approx.", "no.", "st.", "jr."];

/** The counts behind a grade, for tests and for showing staff why a text scored as it did. */
interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
}

const FK_SENTENCE_WEIGHT = 0.39;
const FK_SYLLABLE_WEIGHT = 11.8;
const FK_OFFSET = 15.59;

/** Syllables of one word (letters only, any case). */
export function countWordSyllables(word: string): number {
  if (word === "") return 0;
  if (/^\d+$/.test(word)) return word.length;
  const hasVowel = /[aeiouy]/i.test(word);
  // Abbreviations read letter by letter: HDL, TSH, mg, dL, mL (but not "I" or "A").
  if (!hasVowel || (word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word))) {
    return word.length;
  }
  let w = word.toLowerCase();
  if (w.length <= 3) return 1;
  // Silent endings: "make", "used", "tubes" (but "table", "needed", "glasses" keep theirs).
  if (/[^aeiouy]le$/.test(w)) {
    w = w.slice(0, -2) + "l";
    return Math.max(1, vowelGroups(w) + 1);
  }
  if (/(?:[^aeiouy]ed|[^aeiouysxzhc]es|[^aeiouy]e)$/.test(w) && !/(?:ted|ded)$/.test(w)) {
    w = w.endsWith("e") ? w.slice(0, -1) : w.slice(0, -2);
  }
  return Math.max(1, vowelGroups(w));
}

function vowelGroups(w: string): number {
  // "ia", "io", "ua", "uo", "iu" are usually two syllables: "bacteria", "ratio", "usual", "sodium".
  const v = w.replace(/qu/g, "q");
  const groups = v.match(/[aeiouy]+/g) ?? [];
  let count = groups.length;
  for (const g of groups)
    if (/(?:ia|io|ua|uo|iu)/.test(g) && !/(?:tion|sion|cious|tious|gious|ions?$)/.test(v)) count++;
  return count;
}

/** Syllables of one token, which may join parts with "-", "/", "–" or ".": "mg/dL", "8–10", "0.4". */
function countTokenSyllables(token: string): number {
  return token
    .split(/[-/–.]/)
    .filter(Boolean)
    .reduce((sum, part) => sum + countWordSyllables(part), 0);
}

function splitSentences(text: string): string[] {
  let t = text;
  for (const abbr of ABBREVIATIONS) {
    const re = new RegExp("(?<![A-Za-z])" + abbr.replaceAll(".", "\\.") + "(?=\\s|$)", "gi");
    t = t.replace(re, (m) => m.replaceAll(".", ""));
  }
  return t
    .split(/(?<=[.!?])["')\]]*\s+|\n\s*\n/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z0-9]/.test(s));
}

function tokens(sentence: string): string[] {
  return sentence.match(/[A-Za-z0-9]+(?:[-/–.][A-Za-z0-9]+)*/g) ?? [];
}

/** Words, sentences and syllables of a text. */
export function textStats(text: string): TextStats {
  let words = 0;
  let syllables = 0;
  const sentences = splitSentences(text);
  for (const s of sentences) {
    for (const token of tokens(s)) {
      words++;
      syllables += Math.max(1, countTokenSyllables(token));
    }
  }
  return { words, sentences: sentences.length, syllables };
}

/** Flesch–Kincaid grade level, rounded to one decimal; 0 for text without words. */
export function fleschKincaidGrade(text: string): number {
  const { words, sentences, syllables } = textStats(text);
  if (words === 0) return 0;
  const grade = FK_SENTENCE_WEIGHT * (words / sentences) + FK_SYLLABLE_WEIGHT * (syllables / words) - FK_OFFSET;
  return Math.round(grade * 10) / 10;
}
