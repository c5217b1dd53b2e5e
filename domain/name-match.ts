/**
 * Names across scripts: staff find "सुनीता शर्मा" by typing "sunita" and "Sunita Sharma" by
 * typing "सुनीता" (issue 23, docs/decisions/2026-11-25-names-across-scripts.md).
 *
 * A name and a query each reduce to a key of loose Latin "skeletons", one per word. Devanagari
 * is first written in Latin letters the way Hindi speakers romanise names (the inherent vowel
 * left out at a word's end, as Hindi drops it); then both scripts go through the same loose
 * normalisation that survives how people spell Hindi names in English: long and short vowels
 * alike (aa/a, ee/i, oo/u), sh/s, v/w, ph/f, z/j, x/ks, aspiration (kh/k, dh/d), doubled letters,
 * and every "a" inside a word left out, since whether one is written there ("Agarwal",
 * "Agrawal", अग्रवाल) is the most uneven thing of all. An "a" that starts or ends a word stays:
 * it tells Sunita from Sunit and Amit from Mit.
 *
 * A query word matches a name when its skeleton starts one of the name's word skeletons, so
 * "sunita" finds "सुनीता शर्मा" and "shar" finds "Sharma", while "ram" does not find "Sharma"
 * (whose skeleton "srma" holds "rm").
 */

/** Raised whenever the key's rules change, so stored keys are made again (fillNameKeys). */
const NAME_KEY_VERSION = 1;

/** What a stored key starts with: its version. Its words follow, each after one space. */
export const NAME_KEY_PREFIX = `v${NAME_KEY_VERSION}:`;

const VIRAMA = "\u094D";
const NUKTA = "\u093C";

// prettier-ignore
const INDEPENDENT_VOWELS: Record<string, string> = {
  "\u0904": "a", अ: "a", आ: "a", इ: "i", ई: "i", उ: "u", ऊ: "u", ऋ: "ri", ॠ: "ri", ऌ: "li", ॡ: "li",
  ऍ: "e", ऎ: "e", ए: "e", ऐ: "ai", ऑ: "o", ऒ: "o", ओ: "o", औ: "au",
};

// prettier-ignore
const VOWEL_SIGNS: Record<string, string> = {
  "ा": "a", "ि": "i", "ी": "i", "ु": "u", "ू": "u", "ृ": "ri", "ॄ": "ri", "ॢ": "li", "ॣ": "li",
  "ॅ": "e", "ॆ": "e", "े": "e", "ै": "ai", "ॉ": "o", "ॊ": "o", "ो": "o", "ौ": "au",
};

// prettier-ignore
const CONSONANTS: Record<string, string> = {
  क: "k", ख: "kh", ग: "g", घ: "gh", ङ: "n",
  च: "ch", छ: "chh", ज: "j", झ: "jh", ञ: "n",
  ट: "t", ठ: "th", ड: "d", ढ: "dh", ण: "n",
  त: "t", थ: "th", द: "d", ध: "dh", न: "n", ऩ: "n",
  प: "p", फ: "ph", ब: "b", भ: "bh", म: "m",
  य: "y", र: "r", ऱ: "r", ल: "l", ळ: "l", ऴ: "l", व: "v",
  श: "sh", ष: "sh", स: "s", ह: "h",
};

/** Consonants a nukta changes as Hindi names are spelled in English (ख़ान is Khan, ज़ेबा Zeba). */
const WITH_NUKTA: Record<string, string> = { क: "k", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };

/** Written with a virama after them, these make a nasal or an r-sound, not a cluster that keeps a vowel after it. */
const SOFT_CLUSTER_STARTS = new Set(["ङ", "ञ", "ण", "न", "म", "र"]);

const SIGNS: Record<string, string> = { "ं": "n", "ँ": "n", "ः": "h", ॐ: "om" };

/**
 * What becomes of a word's last inherent vowel: Hindi drops it ("राम" ram), but not after a
 * cluster ("गुप्त" gupta, "आदित्य" aditya). After most clusters a query drops it all the same,
 * so "गुप्त" also finds "Gupt…"; after य it stays in both (आदित्य is never "Adity").
 */
type FinalVowel = "kept" | "kept-in-name" | "dropped";

/** What becomes of a consonant's inherent vowel at a word's end, given the letter a virama joined it to. */
function finalVowelOf(consonant: string, clusterStart: string | null): FinalVowel {
  if (clusterStart === null) return "dropped";
  // य ends a cluster that keeps its vowel even after a nasal or r: Aditya, Ananya, Surya, Maurya.
  if (consonant === "य") return "kept";
  return SOFT_CLUSTER_STARTS.has(clusterStart) ? "dropped" : "kept-in-name";
}

const isDevanagari = (ch: string) => ch >= "\u0900" && ch <= "\u097F";

/**
 * One Devanagari word in Latin letters, as Hindi speakers romanise names: the inherent vowel
 * of the last letter is dropped ("राम" ram, "सुनीता" sunita) unless that letter ends a hard
 * cluster ("गुप्त" gupta, "मिश्र" mishra, "कृष्ण" krishna); `asQuery` drops it there too, so a
 * query "मिश्र" also finds "Mishr". ज्ञ is "gy" (Gyan, Pragya).
 */
function romanise(word: string, asQuery: boolean): string {
  const chars = [...word];
  let out = "";
  /** Where the last consonant's inherent vowel was written, and what becomes of it if it ends the word. */
  let inherent: { at: number; atEnd: FinalVowel } | null = null;
  let clusterStart: string | null = null;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch in CONSONANTS) {
      let latin = CONSONANTS[ch];
      if (chars[i + 1] === NUKTA) {
        latin = WITH_NUKTA[ch] ?? latin;
        i++;
      } else if (ch === "ज" && chars[i + 1] === VIRAMA && chars[i + 2] === "ञ") {
        latin = "gy";
        i += 2;
      }
      const atEnd = finalVowelOf(ch, clusterStart);
      out += latin;
      const next = chars[i + 1];
      if (next === VIRAMA) {
        clusterStart = ch;
        i++;
        continue;
      }
      clusterStart = null;
      if (next !== undefined && next in VOWEL_SIGNS) {
        out += VOWEL_SIGNS[next];
        i++;
        inherent = null;
      } else {
        inherent = { at: out.length, atEnd };
        out += "a";
      }
      continue;
    }
    clusterStart = null;
    inherent = null;
    if (ch in INDEPENDENT_VOWELS) out += INDEPENDENT_VOWELS[ch];
    // An anusvara before ह is the "ng" of Singh (सिंह), not the "n" of Sinha (सिन्हा).
    else if (ch === "ं" && chars[i + 1] === "ह") out += "ng";
    else if (ch in SIGNS) out += SIGNS[ch];
    else if (!isDevanagari(ch)) out += ch;
    // Other signs (a lone nukta, avagraha, danda, Devanagari digits) add no sound to a name.
  }
  const ending = inherent?.at === out.length - 1 ? inherent.atEnd : "kept";
  if (ending === "dropped" || (ending === "kept-in-name" && asQuery)) out = out.slice(0, -1);
  return out;
}

/** An "h" that only marks aspiration (kh, gh, jh, th, dh, bh; ch and sh are gone by then). */
const ASPIRATED = /([bcdgjkpt])h/g;

/**
 * One word of Latin letters (lower case, a–z) reduced to its loose skeleton. Both scripts meet
 * here, so every rule applies to a romanised Devanagari name and a typed English one alike.
 */
function skeleton(word: string): string {
  let w = word
    // Letters English spelling has two of: Laxmi Lakshmi, Qureshi Kureshi, Siddiqui सिद्दीक़ी, Zoya ज़ोया.
    .replace(/x/g, "ks")
    .replace(/qu(?=[ie])/g, "k")
    .replace(/q/g, "k")
    .replace(/z/g, "j")
    .replace(/ck/g, "k")
    .replace(/c(?!h)/g, "k")
    .replace(/ow(?![aeiou])/g, "o")
    .replace(/w/g, "v")
    .replace(/ph/g, "f")
    // Long vowels written double: Geeta Gita, Pooja Puja.
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/chh?/g, "c")
    .replace(/sh/g, "s")
    // Diphthongs spelled either way: Gaurav Gourav, Jain जैन (ai), Pandey Pande पांडे.
    .replace(/[ao]u/g, "o")
    .replace(/[ae]i/g, "e")
    .replace(/ey$/, "e")
    // Spellings of single names common enough to need their own rule: Goel Goyal, Rathore राठौर,
    // Muhammad Mohammad, Surender सुरेंद्र, Verma वर्मा and Grover ग्रोवर (an "e" for a short a).
    .replace(/oel$/, "oyal")
    .replace(/ore$/, "or")
    .replace(/^muh/, "moh")
    .replace(/nder$/, "ndra")
    .replace(/er(?=[^aeiouy])/g, "ar")
    .replace(/er$/, "ar")
    // y as a vowel: Riya Ria, Chaudhary चौधरी.
    .replace(/iy(?=[aeiou])/g, "i")
    .replace(/([^aeiou])y$/, "$1i")
    .replace(ASPIRATED, "$1")
    // A nasal before p or b is written m or n (Champa, चंपा).
    .replace(/m(?=[pb])/g, "n")
    // A last vowel English spelling adds where Hindi has none: Srivastava श्रीवास्तव, Shiva शिव; Ahmed अहमद.
    .replace(/va$/, "v")
    .replace(/med$/, "mad")
    .replace(/(.)\1+/g, "$1");
  if (w.length > 2) w = w[0] + w.slice(1, -1).replace(/a/g, "") + w[w.length - 1];
  // "eh" before a consonant is how Punjabi names write the short a before h: Sehgal सहगल, Rehman रहमान.
  return w.replace(/(?<=.)eh(?=[^aeiou])/g, "h");
}

/** The words of a name or query: Devanagari romanised, Latin letters stripped of accents, lower-cased. */
function latinWords(text: string, asQuery: boolean): string[] {
  return (
    text
      .normalize("NFC")
      // A zero-width joiner or non-joiner only chooses how a cluster is drawn: no part of its sound.
      .replace(/[\u200C\u200D]/g, "")
      .split(/[^\p{L}\p{M}]+/u)
      .map((word) => (/[\u0900-\u097F]/.test(word) ? romanise(word, asQuery) : word))
      .map((word) =>
        word
          .normalize("NFKD")
          .toLowerCase()
          .replace(/[^a-z]/g, ""),
      )
      .filter((word) => word.length > 0)
  );
}

/**
 * Each word of a text (a name, or free text that might hold one) as its Latin letters and its
 * skeleton: "सुनीता को" → [{ latin: "sunita", skeleton: "sunita" }, { latin: "ko", skeleton: "ko" }].
 * Words split at anything but a letter or a mark, so a matra, virama or nukta stays inside its word.
 */
export function wordKeys(text: string): { latin: string; skeleton: string }[] {
  return latinWords(text, false).map((latin) => ({ latin, skeleton: skeleton(latin) }));
}

/** A name's word skeletons ("सुनीता शर्मा" → ["sunita", "srma"]). */
export function nameSkeletons(name: string): string[] {
  return latinWords(name, false).map(skeleton);
}

/** What a name holds besides letters: spaces, dots of initials, apostrophes, hyphens. */
const NOT_IN_A_NAME = /[^\p{L}\p{M}\s.'’-]/u;

/**
 * A query's word skeletons; each must start a word skeleton of the name for it to match. A
 * query with digits or other signs is a mobile, a reference or a search for those very
 * characters, not a name: it has none.
 */
export function querySkeletons(query: string): string[] {
  if (NOT_IN_A_NAME.test(query.normalize("NFC").replace(/[\u200C\u200D]/g, ""))) return [];
  return latinWords(query, true).map(skeleton);
}

/** The key stored beside a name: the version, then each word skeleton after a space ("v1: sunita srma"). */
export function storedNameKey(name: string): string {
  return (
    NAME_KEY_PREFIX +
    nameSkeletons(name)
      .map((word) => ` ${word}`)
      .join("")
  );
}

/**
 * Whether a query finds a name by its key: every word of the query starts a word of the name.
 * The database does the same with one LIKE per query word (" sunita" anywhere in the key).
 */
export function nameKeyMatches(name: string, query: string): boolean {
  const key = storedNameKey(name);
  const words = querySkeletons(query);
  return words.length > 0 && words.every((word) => key.includes(` ${word}`));
}
