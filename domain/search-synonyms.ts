// Kept free of zod: the search box imports it (through search.ts) into the browser.
import type { PackageCategory } from "./catalogue.ts";

/**
 * Words patients type for a kind of checkup, in Hindi (Devanagari) and in Hinglish, and the
 * package category they lead to. The words for a test are data: its alternate names, which
 * staff edit in the Tests Manager ("Other names patients search for"), where the synonyms that
 * lived here until issue 37 moved (docs/decisions/2026-11-28-search-words.md). A package has no
 * such field yet, so the words for its category stay here.
 *
 * Only mappings that are medically right: a word leads to the packages that answer it.
 * Devanagari needs no variants for nukta, chandrabindu or vowel length, which the index folds
 * (search.ts), nor Hinglish spellings of itself, which the index adds (hinglishOf).
 */
const PACKAGE_SYNONYMS: readonly { means: string; words: readonly string[]; packages: readonly PackageCategory[] }[] = [
  {
    means: "blood sugar, diabetes",
    words: ["sugar", "शुगर", "diabetes", "डायबिटीज़", "madhumeh", "मधुमेह", "शुगर की बीमारी", "शुगर की जांच"],
    packages: ["diabetes"],
  },
  {
    // Cholesterol is the blood marker of heart risk; the cardiac checkup says so.
    means: "heart",
    words: ["dil", "दिल", "हार्ट", "दिल की जांच"],
    packages: ["cardiac"],
  },
  { means: "full body checkup", words: ["फ़ुल बॉडी", "pura sharir", "पूरे शरीर की जांच"], packages: ["full-body"] },
  { means: "women", words: ["महिला", "महिलाओं", "mahila", "aurat", "औरत"], packages: ["women"] },
  { means: "senior citizens", words: ["बुज़ुर्ग", "buzurg", "सीनियर सिटीज़न"], packages: ["senior"] },
];

/** What every package is also called, in both languages. */
export const PACKAGE_WORDS = ["package", "checkup", "health checkup", "पैकेज", "चेकअप", "हेल्थ चेकअप"] as const;

const wordsByPackage = new Map<PackageCategory, string[]>();
for (const { words, packages } of PACKAGE_SYNONYMS)
  for (const category of packages) wordsByPackage.set(category, [...(wordsByPackage.get(category) ?? []), ...words]);

/** The synonyms a package is found by, from its category. */
export const synonymsOfPackage = (category: string): string[] => wordsByPackage.get(category as PackageCategory) ?? [];
