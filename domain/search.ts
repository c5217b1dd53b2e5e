import { CITIES, type City } from "./catalogue.ts";
import { DEFAULT_LOCALE, LOCALE_PREFIX, type Locale } from "./locale.ts";
import { priceInCity } from "./pricing.ts";
import type { SearchDoc } from "./search-doc.ts";
import { packagePrice } from "./package-pricing.ts";
import { wordKeys } from "./name-match.ts";
import { PACKAGE_WORDS, synonymsOfPackage } from "./search-synonyms.ts";
import { FILLER_WORDS, foldLatin } from "./search-spelling.ts";

/** A page's Hindi, field by field: a field left out shows in English. */
type HindiText = { name?: string; description?: string; alternateNames?: string[] };

type IndexableTest = {
  slug: string;
  name: string;
  description: string;
  alternateNames: string[];
  category: string;
  price: number;
  originalPrice: number;
  cityPrices: Partial<Record<string, { price: number; originalPrice: number }>>;
  /** Optional: tests saved before the Hindi release have none. */
  hi?: HindiText;
};

/** Only the cities whose price differs from the catalogue price, so 5,000 tests stay a small index. */
function differingCityPrices(test: IndexableTest): SearchDoc["cityPrices"] {
  const prices: SearchDoc["cityPrices"] = {};
  for (const city of CITIES) {
    const { price } = priceInCity(test, city);
    if (price !== test.price) prices[city] = price;
  }
  return prices;
}
type IndexablePackage = {
  id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  discountedPrice: number | null;
  hi?: Omit<HindiText, "alternateNames">;
};

/** The name and description a language's results show (Hindi falls back to English field by field), and the other language's names. */
function inLanguage(item: { name: string; description: string; hi?: HindiText }, locale: Locale) {
  // An empty text means "not written yet", as in the schemas.
  const hindiName = item.hi?.name || undefined;
  if (locale === "hi") {
    return {
      name: hindiName ?? item.name,
      description: item.hi?.description || item.description,
      otherName: hindiName ? [item.name] : [],
    };
  }
  return { name: item.name, description: item.description, otherName: hindiName ? [hindiName] : [] };
}

/**
 * One language's index: results show that language's names and lead to its pages. Both
 * languages match the names and alternate names of both, and the synonyms patients type
 * (search-synonyms.ts), so "khoon", "खून" and "CBC" find the same test on either site.
 */
export function toSearchDocs(
  tests: IndexableTest[],
  packages: IndexablePackage[],
  locale: Locale = DEFAULT_LOCALE,
): SearchDoc[] {
  const prefix = LOCALE_PREFIX[locale];
  return [
    ...tests.map((t) => {
      const { name, description, otherName } = inLanguage(t, locale);
      return {
        id: `test:${t.slug}`,
        kind: "test" as const,
        name,
        description,
        alternateNames: [...t.alternateNames, ...otherName, ...(t.hi?.alternateNames ?? [])],
        category: t.category,
        url: `${prefix}/tests/${t.slug}`,
        price: t.price,
        cityPrices: differingCityPrices(t),
      };
    }),
    ...packages.map((p) => {
      const { name, description, otherName } = inLanguage(p, locale);
      return {
        id: `package:${p.id}`,
        kind: "package" as const,
        name,
        description,
        alternateNames: [...PACKAGE_WORDS, ...otherName, ...synonymsOfPackage(p.category)],
        category: p.category,
        url: `${prefix}/packages/${p.id}`,
        price: packagePrice(p),
        // A package costs the same in every city.
        cityPrices: {},
      };
    }),
  ];
}

export type SearchResult = Pick<
  SearchDoc,
  "id" | "kind" | "name" | "description" | "category" | "url" | "price" | "cityPrices"
>;

/** A result's price in the visitor's city, as the cards show it. */
export const resultPriceIn = (result: Pick<SearchResult, "price" | "cityPrices">, city: City): number =>
  result.cityPrices[city] ?? result.price;

/**
 * Up to this many tests and packages the search box downloads them all and searches as you
 * type; past it, the download would cost a phone more than asking the server per query.
 */
export const BROWSER_INDEX_LIMIT = 500;

/** SPEC §5: desktop shows at most five results. */
export const DESKTOP_RESULT_LIMIT = 5;

/**
 * The `limit` documents with the highest scores above 0, best first; equal scores keep the
 * catalogue's order (popular tests first). A short list is kept by insertion, so the box's
 * five results never sort thousands of hits.
 */
const SHORT_LIST = 50;
function best(score: Float64Array, limit: number): number[] {
  if (limit > SHORT_LIST) {
    const hits: number[] = [];
    for (let doc = 0; doc < score.length; doc++) if (score[doc] > 0) hits.push(doc);
    // Array sort is stable: equal scores keep the catalogue's order.
    return hits.sort((a, b) => score[b] - score[a]).slice(0, limit);
  }
  const top: number[] = [];
  for (let doc = 0; doc < score.length; doc++) {
    if (score[doc] <= 0) continue;
    if (top.length >= limit && score[doc] <= score[top[top.length - 1]]) continue;
    let at = top.length;
    while (at > 0 && score[top[at - 1]] < score[doc]) at--;
    top.splice(at, 0, doc);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** How much a match in each field counts: names first, then what patients call a test. */
const FIELD_WEIGHTS = { name: 4, alternateNames: 3, category: 1.5, description: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/** A filler word a result has counts a little: "thyroid ki jaanch" prefers "थायराइड की जांच" to a bare "thyroid". */
const OPTIONAL_WEIGHT = 0.25;
/** A whole name or alternate name typed counts as much as a name word. */
const PHRASE_BONUS = FIELD_WEIGHTS.name;

/** An exact word counts more than a word it begins, which counts more than a near miss. */
const MATCH_QUALITY = { exact: 1, prefix: 0.7, typo: 0.5 } as const;

/** Words of this many letters forgive typos: one in 4 to 6 letters (kidny), two from 7 (thyriod). */
const TYPO_MIN_LENGTH = 4;
const typosAllowed = (word: string) => (word.length >= TYPO_MIN_LENGTH ? Math.floor(word.length * 0.3) : 0);

/**
 * Devanagari as people type it, folded to one spelling: the nukta dropped (फ़ → फ, and the
 * letters that carry one, क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़), chandrabindu as anusvara (जाँच → जांच),
 * long vowels as short (ी → ि, ू → ु, ई → इ, ऊ → उ), ॉ as ो (कोलेस्ट्रॉल → कोलेस्ट्रोल), and the
 * invisible joiners dropped. Applied to the index and the query alike, so each finds the other.
 */
const DEVANAGARI_FOLDS: Record<string, string> = {
  "\u0901": "\u0902", // ँ → ं
  "\u0940": "\u093F", // ी → ि
  "\u0942": "\u0941", // ू → ु
  "\u0908": "\u0907", // ई → इ
  "\u090A": "\u0909", // ऊ → उ
  "\u0949": "\u094B", // ॉ → ो
  "\u0911": "\u0913", // ऑ → ओ
};
export function foldDevanagari(text: string): string {
  if (!/[\u0900-\u097F]/u.test(text)) return text;
  return (
    text
      .replace(/[\u0958-\u095F]/gu, (letter) => letter.normalize("NFD"))
      // Alternatives, not classes: in a class, combining signs read as joined to their neighbours.
      .replace(/\u093C|\u200C|\u200D/gu, "")
      .replace(/\u0901|\u0940|\u0942|\u0908|\u090A|\u0949|\u0911/gu, (sign) => DEVANAGARI_FOLDS[sign])
  );
}

/** Words, lower-cased and folded, split at spaces and punctuation: 'HbA1c (Glycated…)' → hba1c, glycated. */
const wordsOf = (text: string): string[] =>
  foldDevanagari(text.toLowerCase())
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);

// A catalogue repeats its words thousands of times: each is folded once.
const FOLDED = new Map<string, string>();
function folded(word: string): string {
  let fold = FOLDED.get(word);
  if (fold === undefined) {
    fold = foldLatin(word);
    if (FOLDED.size < 100_000) FOLDED.set(word, fold);
  }
  return fold;
}

/**
 * A name's Devanagari words also as Hinglish spells them ("खाली पेट शुगर" → khali, pet, shugar),
 * by the romanisation used for people's names (name-match.ts), so "khali pet sugar" finds what
 * staff wrote in Hindi and no Hinglish spelling needs writing down twice.
 */
const hinglishOf = (text: string): string[] =>
  /[\u0900-\u097F]/u.test(text) ? wordKeys(text.replace(/[^\u0900-\u097F\s]/gu, " ")).map(({ latin }) => latin) : [];

/** What a name says without its filler words, as one key: "Thyroid ki jaanch" and "thyroid test" → "thyroid". */
const phraseOf = (words: readonly string[]) =>
  words
    .filter((word) => !FILLER_WORDS.has(word))
    .map(folded)
    .join(" ");

function textOf(doc: SearchDoc, field: Field): string {
  return field === "alternateNames" ? doc.alternateNames.join(" ") : doc[field];
}

/**
 * SPEC §5 matching: every word must match (prefix, case-insensitive) the name, an
 * alternate name, the description or the category; words of 4+ letters forgive a
 * couple of typos ('thyriod' finds thyroid). Names count most; ties keep catalogue order.
 *
 * An inverted index of plain arrays, so a query costs the postings of its words plus one
 * pass over the documents: p95 well under a millisecond at 5,000 tests (`npm run bench --
 * search`; docs/decisions/2026-11-22-search-index.md has the libraries it was measured against).
 */
export function createSearchIndex(docs: SearchDoc[]) {
  // Every distinct word, sorted, so a prefix is a range and near misses share the work of
  // their common beginnings. postings[term] lists where it occurs as doc × 4 + field, one
  // flat array, so a word that begins thousands of codes ('pro' → PRO1…) stays cheap.
  const postingsByTerm = new Map<string, number[]>();
  // A name or alternate name typed whole (filler words aside) lifts its document above those
  // that only share a word with it: "haemoglobin" is the CBC's other name, while HbA1c only has
  // the word in "Glycated Haemoglobin".
  const docsByPhrase = new Map<string, number[]>();
  docs.forEach((doc, docIndex) => {
    for (const phrase of [doc.name, ...doc.alternateNames]) {
      const key = phraseOf(wordsOf(phrase));
      if (!key) continue;
      let list = docsByPhrase.get(key);
      if (!list) docsByPhrase.set(key, (list = []));
      if (list[list.length - 1] !== docIndex) list.push(docIndex);
    }
    FIELDS.forEach((field, fieldIndex) => {
      const text = textOf(doc, field);
      const terms = wordsOf(text);
      if (field === "name" || field === "alternateNames") terms.push(...hinglishOf(text));
      // Each word as written and as folded (Latin spellings, foldLatin), so a word still being
      // typed finds it by its beginning ("blo" → blood) and a spelling by its fold ("thairoid").
      for (const term of new Set(terms.flatMap((word) => [word, folded(word)]))) {
        let list = postingsByTerm.get(term);
        if (!list) postingsByTerm.set(term, (list = []));
        list.push(docIndex * FIELDS.length + fieldIndex);
      }
    });
  });
  const vocabulary = [...postingsByTerm.keys()].sort();
  const postings = vocabulary.map((term) => Int32Array.from(postingsByTerm.get(term)!));
  const weights = FIELDS.map((field) => FIELD_WEIGHTS[field]);

  /** Index of the first term not below `word`. */
  function lowerBound(word: string, from = 0): number {
    let low = from;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (vocabulary[middle] < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
  /** Index of the first term after every term that starts with `prefix`. */
  const endOfPrefix = (prefix: string, from: number) => lowerBound(prefix + "\uffff", from);

  // Typos are forgiven in words, not in codes and numbers (a mistyped 'hba1x' still finds
  // HbA1c by its beginning): near misses are looked for among the terms made of letters only,
  // with their vowel signs (Devanagari's ि and ् are marks, not letters).
  const words = vocabulary.flatMap((term, index) => (/^\p{L}[\p{L}\p{M}]{2,}$/u.test(term) ? [{ term, index }] : []));
  const longestWord = Math.max(0, ...words.map(({ term }) => term.length));

  /**
   * Terms within `maxTypos` typos of `word` (inserted, missing, wrong or swapped letters: optimal
   * string alignment distance), walking the sorted words like a trie.
   */
  function termsNear(word: string, maxTypos: number, found: (term: number) => void) {
    // Row d of the edit-distance table (the first d letters of the current word) starts at d × width.
    const width = word.length + 1;
    const table = new Int32Array((longestWord + 1) * width);
    for (let i = 0; i <= word.length; i++) table[i] = i;
    let previous = "";
    let next = 0;
    while (next < words.length) {
      const candidate = words[next].term;
      let depth = 0;
      while (depth < previous.length && depth < candidate.length && previous[depth] === candidate[depth]) depth++;
      let isHopeless = false;
      for (; depth < candidate.length; depth++) {
        const above = depth * width;
        const row = above + width;
        table[row] = depth + 1;
        let best = depth + 1;
        for (let i = 1; i <= word.length; i++) {
          const cost = word[i - 1] === candidate[depth] ? 0 : 1;
          let distance = Math.min(table[above + i] + 1, table[row + i - 1] + 1, table[above + i - 1] + cost);
          // Two neighbouring letters swapped ('thyriod') are one typo, not two.
          if (i > 1 && depth > 0 && word[i - 1] === candidate[depth - 1] && word[i - 2] === candidate[depth]) {
            distance = Math.min(distance, table[above - width + i - 2] + 1);
          }
          table[row + i] = distance;
          if (distance < best) best = distance;
        }
        if (best > maxTypos) {
          // No word that starts with these letters can come close: skip them all.
          previous = candidate.slice(0, depth + 1);
          const end = previous + "\uffff";
          while (next < words.length && words[next].term < end) next++;
          isHopeless = true;
          break;
        }
      }
      if (isHopeless) continue;
      if (table[candidate.length * width + word.length] <= maxTypos) found(words[next].index);
      previous = candidate;
      next++;
    }
  }

  /** Records, for every document, how well one query word matches it at best; a filler word forgives no typos. */
  function scoreWord(word: string, wordScore: Float64Array, forgivesTypos = true) {
    wordScore.fill(0);
    const credit = (term: number, quality: number) => {
      for (const posting of postings[term]) {
        const points = weights[posting % FIELDS.length] * quality;
        const doc = Math.floor(posting / FIELDS.length);
        if (points > wordScore[doc]) wordScore[doc] = points;
      }
    };
    const maxTypos = forgivesTypos ? typosAllowed(word) : 0;
    const fold = folded(word);
    // As typed, and as folded when that differs ("thairoid" → thiroid, which "thyroid" folds to).
    for (const spelling of fold === word ? [word] : [word, fold]) {
      const end = endOfPrefix(spelling, 0);
      for (let term = lowerBound(spelling); term < end; term++) {
        credit(term, vocabulary[term] === spelling ? MATCH_QUALITY.exact : MATCH_QUALITY.prefix);
      }
      if (maxTypos > 0) termsNear(spelling, maxTypos, (term) => credit(term, MATCH_QUALITY.typo));
    }
  }

  const toResult = ({ id, kind, name, description, category, url, price, cityPrices }: SearchDoc): SearchResult => ({
    id,
    kind,
    name,
    description,
    category,
    url,
    price,
    cityPrices,
  });

  // Scratch space for one query at a time (search is synchronous): score[doc] stays above 0
  // only while every word so far has matched the document; wordScore is the current word's.
  const score = new Float64Array(docs.length);
  const wordScore = new Float64Array(docs.length);

  return {
    search(query: string, limit = Infinity): SearchResult[] {
      const words = wordsOf(query);
      if (words.length === 0) return [];
      // Filler words ("ki", "jaanch", "टेस्ट") are optional unless the query is nothing else; so is
      // a last word of two letters or more still being typed that begins one ("thyroid ki ja"; a
      // single letter may name a test: vitamin A).
      const last = words.length - 1;
      const isFiller = words.map(
        (word, i) =>
          FILLER_WORDS.has(word) ||
          (i === last && i > 0 && word.length > 1 && [...FILLER_WORDS].some((f) => f.startsWith(word))),
      );
      const needed = isFiller.every(Boolean) ? words : words.filter((_, i) => !isFiller[i]);
      const optional = isFiller.every(Boolean) ? [] : words.filter((_, i) => isFiller[i]);
      score.fill(0);
      for (const [wordIndex, word] of needed.entries()) {
        scoreWord(word, wordScore);
        for (let doc = 0; doc < docs.length; doc++) {
          score[doc] = wordIndex === 0 || score[doc] > 0 ? (wordScore[doc] > 0 ? score[doc] + wordScore[doc] : 0) : 0;
        }
      }
      for (const word of optional) {
        scoreWord(word, wordScore, false);
        for (let doc = 0; doc < docs.length; doc++) if (score[doc] > 0) score[doc] += wordScore[doc] * OPTIONAL_WEIGHT;
      }
      for (const doc of docsByPhrase.get(phraseOf(words)) ?? []) if (score[doc] > 0) score[doc] += PHRASE_BONUS;
      return best(score, limit).map((doc) => toResult(docs[doc]));
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
