// Free text staff write on a visit (a cancel reason, a refund's reason, a payment's reference)
// stays in the history and the ledger after the patient's data is erased, so it may hold no
// name or number of theirs (issue 31, docs/decisions/2026-11-25-names-across-scripts.md).
import { wordKeys } from "./name-match.ts";

/** What takes the place of older free text that still names someone, when they are erased. */
export const TEXT_REMOVED_AT_ERASURE = "[removed at erasure]";

/** The free text staff write on a visit that outlives an erasure: a reason, a payment's reference. */
export type FreeTextField = "reason" | "reference";

/** What identifies the people of a visit: their names (patients and guardians), and the visit's mobile and e-mail. */
export type PersonalMarks = { names: readonly string[]; mobile?: string | null; email?: string | null };

/**
 * A name word shorter than this is left out (as "Om" or "Jo"): it is too often a word of its
 * own. Counted in Latin letters, so "झा" (jha) counts.
 */
const MIN_NAME_LETTERS = 3;

/**
 * Two words match by their loose skeletons (name-match.ts: "सुनीता" sunita = "Suneeta") only
 * when the skeleton has at least this many letters: shorter ones are shared by everyday words
 * ("can" and ख़ान are both "kn", "man" and मान "mn"). Such names still match as written, in
 * either script ("Khan" = "ख़ान" by their Latin letters).
 */
const MIN_SKELETON_LETTERS = 3;

type Word = { asWritten: string; latin: string; skeleton: string };

/** A text's words, split so that a matra, virama or nukta stays inside its word, each with its keys. */
function wordsOf(text: string): Word[] {
  return text
    .normalize("NFC")
    .replace(/[\u200C\u200D]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length > 0)
    .map((asWritten) => {
      // One word in, at most one out: a word of another script (Gurmukhi) has no Latin letters.
      const [keys] = wordKeys(asWritten);
      return { asWritten, latin: keys?.latin ?? "", skeleton: keys?.skeleton ?? "" };
    });
}

const isLongEnough = (word: Word) => (word.latin ? word.latin.length : [...word.asWritten].length) >= MIN_NAME_LETTERS;

/** Whether a word of free text is this word of a name: as written, in Latin letters, or by a long enough skeleton. */
const isSameWord = (text: Word, name: Word) =>
  text.asWritten === name.asWritten ||
  (name.latin !== "" && text.latin === name.latin) ||
  (name.skeleton.length >= MIN_SKELETON_LETTERS && text.skeleton === name.skeleton);

/** Devanagari digits (०–९) as ASCII ones, so a number written in either is read alike. */
const asciiDigits = (text: string) => text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** Runs of digits, also with spaces, dots, dashes or brackets between them ("+91 98765-43210"). */
const DIGIT_RUNS = /\d(?:[\s().-]*\d)*/g;

/** Whether text holds the mobile number, however it is grouped, with or without +91 or a 0. */
function holdsMobile(text: string, mobile: string): boolean {
  if (!/^\d{10}$/.test(mobile)) return false;
  return (asciiDigits(text).match(DIGIT_RUNS) ?? []).some((run) => run.replace(/\D/g, "").includes(mobile));
}

/**
 * Whether free text names any of these people or holds their mobile or e-mail: a word of any
 * name (of 3 letters or more), whole, in Devanagari or Latin letters whichever the name was
 * written in ("सुनीता शर्मा को वापस" names "Sunita Sharma"), or the number however grouped.
 */
export function mentionsAnyone(text: string, marks: PersonalMarks): boolean {
  const nameWords = marks.names.flatMap(wordsOf).filter(isLongEnough);
  if (nameWords.length > 0) {
    const textWords = wordsOf(text);
    if (textWords.some((word) => nameWords.some((name) => isSameWord(word, name)))) return true;
  }
  if (marks.mobile && holdsMobile(text, marks.mobile)) return true;
  return marks.email ? text.toLowerCase().includes(marks.email.toLowerCase()) : false;
}
