import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { glossaryProblems, HINDI_GLOSSARY_RULES } from "../domain/hindi-glossary.ts";

// Issue 37 §2: every Hindi text we ship says a thing the way docs/hindi-glossary.md does. Read
// from the files themselves, so a text added anywhere is checked without being listed here: the
// message catalogues, content pages, home and slides, WhatsApp texts, refusals, calendar files,
// receipts, the admin forms' Hindi, and the seeded tests, packages and settings.

const ROOT = path.resolve(import.meta.dirname, "..");
const DEVANAGARI = /[\u0900-\u097F]/u;

/**
 * Files whose Devanagari is not shipped prose: search aliases and spelling tables (exempt by the
 * glossary), the glossary itself, and the words earlier releases shipped, kept there to be
 * recognised in a database and corrected (shipped-content.ts).
 */
const NOT_PROSE = new Set([
  "server/jobs/shipped-content.ts",
  "domain/hindi-glossary.ts",
  "domain/name-match.ts",
  "domain/search.ts",
  "domain/search-synonyms.ts",
  "domain/search-spelling.ts",
]);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(ROOT, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

type ShippedText = { where: string; text: string };

/** The string literals of a source file that hold Devanagari; comments (lines that start as one) are not shipped. */
function sourceTexts(file: string): ShippedText[] {
  const code = readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");
  return [...code.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/gu)]
    .map((match) => match[0])
    .filter((text) => DEVANAGARI.test(text))
    .map((text) => ({ where: file, text }));
}

/** Every string of a seed file except alternate names, which are search aliases. */
function seedTexts(file: string): ShippedText[] {
  const texts: ShippedText[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") {
      if (DEVANAGARI.test(value)) texts.push({ where: `${file} ${at}`, text: value });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}[${i}]`));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) if (key !== "alternateNames") walk(item, `${at}.${key}`);
  };
  walk(JSON.parse(readFileSync(path.join(ROOT, file), "utf8")), "");
  return texts;
}

const shipped: ShippedText[] = [
  ...["app", "domain", "server"]
    .flatMap(filesUnder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !NOT_PROSE.has(file))
    .flatMap(sourceTexts),
  ...filesUnder("db/seed")
    .filter((file) => file.endsWith(".json"))
    .flatMap(seedTexts),
];

describe("the Hindi glossary", () => {
  it("reads the Hindi of the catalogues, content pages, messages and seeded content", () => {
    const where = new Set(shipped.map((text) => text.where.split(" ")[0]));
    for (const file of [
      "app/i18n/messages/booking.ts",
      "app/content/pages/hi/terms.ts",
      "domain/whatsapp-messages.ts",
      "domain/refusal-texts/booking.ts",
      "domain/built-in-slides.ts",
      "db/seed/tests/cbc.json",
      "db/seed/packages.json",
      "db/seed/settings.json",
    ])
      expect(where, file).toContain(file);
    expect(shipped.length).toBeGreaterThan(2000);
  });

  it("finds no word or phrase the glossary avoids in any Hindi text we ship", () => {
    const found = shipped.flatMap(({ where, text }) =>
      glossaryProblems(text).map(({ found, use }) => `${where}: “${found}” (use “${use}”) in ${text.slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });

  it("finds each banned spelling as a whole word or phrase, with what to write instead", () => {
    expect(glossaryProblems("आपका रिज़ल्ट कल आएगा।")).toEqual([{ found: "रिज़ल्ट", use: "नतीजा" }]);
    expect(glossaryProblems("स्वस्थ वयस्कों में")).toEqual([{ found: "वयस्कों", use: "बड़े" }]);
    expect(glossaryProblems("रिपोर्ट की तारीख")).toEqual([{ found: "तारीख", use: "तारीख़" }]);
    // A phrase, not the word: burning urination is जलन, irritated liver cells are not.
    expect(glossaryProblems("लिवर की कोशिकाओं में जलन")).toHaveLength(1);
    expect(glossaryProblems("पेशाब करते समय जलन")).toEqual([]);
    expect(glossaryProblems("कमर या बगल में दर्द")).toHaveLength(1);
  });

  it("allows what the glossary allows and words that only contain a banned one", () => {
    expect(glossaryProblems("आपका नतीजा (रिज़ल्ट) कल आएगा।")).toEqual([]);
    expect(glossaryProblems("Ct वैल्यू क्या होती है?")).toEqual([]);
    expect(glossaryProblems("रिपोर्ट की तारीख़")).toEqual([]);
    // स्तर (level) is avoided; बिस्तर (bed) holds it and is fine.
    expect(glossaryProblems("लंबे समय तक बिस्तर पर रहना")).toEqual([]);
  });

  it("names in docs/hindi-glossary.md every word it checks for", () => {
    const doc = readFileSync(path.join(ROOT, "docs/hindi-glossary.md"), "utf8");
    for (const rule of HINDI_GLOSSARY_RULES) for (const word of rule.avoid) expect(doc, word).toContain(word);
  });
});
