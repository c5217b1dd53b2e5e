// Kept free of zod: the search box imports it (through search.ts) into the browser.
import type { PackageCategory } from "./catalogue.ts";

/**
 * Words patients type for a test or a checkup, in Hindi (Devanagari) and in Hinglish (Hindi
 * in Latin letters), and what they are looking for. Both search indexes (English and Hindi)
 * add a group's words to the alternate names of the tests and packages it names, so
 * "peshab" finds the urine test on either site.
 *
 * Only mappings that are medically right: a word leads to the tests that answer it, never to
 * everything that mentions it. The spellings differ as people type them (khoon, khun); Devanagari
 * needs no variants for nukta, chandrabindu or vowel length, which the index folds (search.ts).
 */
type SearchSynonym = {
  /** What the words mean, for whoever reads the table. */
  means: string;
  words: readonly string[];
  /** Tests by address (slug). */
  tests: readonly string[];
  /** Packages by category: their ids are made when they are created, categories are fixed. */
  packages: readonly PackageCategory[];
};

const SEARCH_SYNONYMS: readonly SearchSynonym[] = [
  {
    means: "blood sugar, diabetes",
    words: [
      "sugar",
      "शुगर",
      "diabetes",
      "डायबिटीज़",
      "madhumeh",
      "मधुमेह",
      "sugar ki bimari",
      "शुगर की बीमारी",
      "sugar ki jaanch",
      "शुगर की जांच",
    ],
    tests: ["blood-sugar-fasting", "hba1c"],
    packages: ["diabetes"],
  },
  {
    // The everyday blood test, and how anaemia (low haemoglobin) is found.
    means: "blood test, anaemia, haemoglobin, platelets",
    words: [
      "khoon",
      "khun",
      "खून",
      "khoon ki jaanch",
      "khoon ki janch",
      "खून की जांच",
      "रक्त जांच",
      "khoon ki kami",
      "खून की कमी",
      "हीमोग्लोबिन",
      "प्लेटलेट्स",
    ],
    tests: ["cbc"],
    packages: [],
  },
  {
    means: "urine test",
    words: ["peshab", "peshaab", "पेशाब", "peshab ki jaanch", "पेशाब की जांच", "यूरिन", "मूत्र", "mutra"],
    tests: ["urine-analysis"],
    packages: [],
  },
  {
    means: "thyroid",
    words: ["थायराइड", "थायरॉयड", "thyroid"],
    tests: ["thyroid-profile"],
    packages: [],
  },
  {
    means: "vitamin D",
    words: ["vitamin d", "विटामिन डी", "विटामिन डी3"],
    tests: ["vitamin-d"],
    packages: [],
  },
  {
    means: "liver",
    words: ["liver", "लिवर", "jigar", "जिगर", "यकृत"],
    tests: ["liver-function"],
    packages: [],
  },
  {
    means: "kidney",
    words: ["kidney", "किडनी", "gurda", "gurde", "गुर्दा", "गुर्दे"],
    tests: ["kidney-function"],
    packages: [],
  },
  {
    means: "cholesterol",
    words: ["cholesterol", "कोलेस्ट्रॉल", "कोलेस्टेरॉल", "लिपिड"],
    tests: ["lipid-profile"],
    packages: [],
  },
  {
    // Jaundice is measured by bilirubin, which the liver function test includes.
    means: "jaundice",
    words: ["peeliya", "piliya", "पीलिया", "jaundice"],
    tests: ["bilirubin-total", "bilirubin-direct", "bilirubin-indirect", "liver-function"],
    packages: [],
  },
  {
    // Calcium and vitamin D are the blood tests for bone health.
    means: "bones",
    words: ["haddi", "haddiyan", "हड्डी", "हड्डियां", "bones"],
    tests: ["serum-calcium", "vitamin-d"],
    packages: [],
  },
  {
    // Cholesterol is the blood marker of heart risk; the cardiac checkup says so.
    means: "heart",
    words: ["dil", "दिल", "हार्ट", "दिल की जांच"],
    tests: ["lipid-profile"],
    packages: ["cardiac"],
  },
  {
    means: "COVID",
    words: ["कोरोना", "कोविड"],
    tests: ["covid-rt-pcr"],
    packages: [],
  },
  {
    means: "full body checkup",
    words: ["फ़ुल बॉडी", "pura sharir", "पूरे शरीर की जांच"],
    tests: [],
    packages: ["full-body"],
  },
  {
    means: "women",
    words: ["महिला", "महिलाओं", "mahila", "aurat", "औरत"],
    tests: [],
    packages: ["women"],
  },
  {
    means: "senior citizens",
    words: ["बुज़ुर्ग", "buzurg", "सीनियर सिटीज़न"],
    tests: [],
    packages: ["senior"],
  },
];

/** What every package is also called, in both languages. */
export const PACKAGE_WORDS = ["package", "checkup", "health checkup", "पैकेज", "चेकअप", "हेल्थ चेकअप"] as const;

function wordsBy<K extends string>(keysOf: (synonym: SearchSynonym) => readonly K[]): Map<K, string[]> {
  const words = new Map<K, string[]>();
  for (const synonym of SEARCH_SYNONYMS) {
    for (const key of keysOf(synonym)) words.set(key, [...(words.get(key) ?? []), ...synonym.words]);
  }
  return words;
}
const wordsByTest = wordsBy((synonym) => synonym.tests);
const wordsByPackage = wordsBy((synonym) => synonym.packages);

/** The synonyms a test is found by. */
export const synonymsOfTest = (slug: string): string[] => wordsByTest.get(slug) ?? [];
/** The synonyms a package is found by, from its category. */
export const synonymsOfPackage = (category: string): string[] => wordsByPackage.get(category as PackageCategory) ?? [];
