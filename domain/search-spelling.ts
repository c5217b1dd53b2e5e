// Kept free of zod: the search box imports it (through search.ts) into the browser.

/**
 * The little words patients add around what they look for, in Hinglish and Hindi ("thyroid ki
 * jaanch", "vitamin d ki kami", "खाली पेट शुगर टेस्ट"), and the asking words of a search box
 * ("price", "kitne ka"). Search treats them as optional: they add to a result that has them and
 * never hide one that lacks them (issue 37). A query of nothing but these still needs them all
 * ("test" lists the tests). Written as typed: Devanagari folded as the index folds it. Never a
 * letter that names something on its own (vitamin A, hepatitis B): no "a", no "h".
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  // Hinglish: of, to, in, from, is, for; test, check(-up) words; asking words.
  "ki",
  "ka",
  "ke",
  "ko",
  "me",
  "mein",
  "se",
  "hai",
  "aur",
  "jaanch",
  "janch",
  "jaach",
  "jach",
  "jaanc",
  "jaanchh",
  "test",
  "tests",
  "karwana",
  "karvana",
  "karana",
  "kitne",
  "kitna",
  "price",
  "rate",
  "cost",
  "charges",
  "for",
  "of",
  "the",
  "my",
  "near",
  // Hindi, folded (की → कि, जाँच → जांच).
  "कि",
  "का",
  "के",
  "को",
  "में",
  "से",
  "है",
  "और",
  "जांच",
  "टेस्ट",
  "करवाना",
  "कराना",
  "कितने",
  "कीमत",
  "किमत",
  "रेट",
]);

/**
 * A word in Latin letters folded to one spelling, the way Hindi speakers spell in English (as
 * name-match.ts does for people's names, kept apart because a test's name is not a person's):
 * British and American vowels alike (haemoglobin hemoglobin, anaemia anemia), long vowels
 * written double (khoon khun, peeliya piliya, jaanch janch), any letter doubled (haddi hadi),
 * y as i (thyroid thairoid: both "thiroid"), a y before u dropped (yurin urin), w as v, z as j,
 * ph as f, c as k (uric yurik, creatinine kretinin) and a Greek ch before l, o or r as k
 * (cholesterol kolestrol), and a silent last e dropped (urine urin, vitamine vitamin). Applied to the index and
 * the query alike, so each finds the other. Short words (codes: GGT, TSH) stay as they are.
 */
export function foldLatin(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  return word
    .replace(/ae|oe/g, "e")
    .replace(/^ch(?=[lor])/, "k")
    .replace(/c(?!h)/g, "k")
    .replace(/ph/g, "f")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/ai/g, "i")
    .replace(/y(?=u)/g, "")
    .replace(/y/g, "i")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/(.)\1+/g, "$1")
    .replace(/([^aeiou])e$/, "$1");
}
