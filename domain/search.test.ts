import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SearchDoc } from "./search-doc.ts";
import { createSearchIndex, foldDevanagari, resultPriceIn, toSearchDocs } from "./search.ts";
import { foldLatin } from "./search-spelling.ts";

const doc = (id: string, name: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({
  id,
  kind: "test",
  name,
  description: "",
  alternateNames: [],
  category: "Blood Test",
  url: `/tests/${id}`,
  price: 100,
  cityPrices: {},
  ...extra,
});

const docs = [
  doc("thyroid-profile", "Thyroid Profile (T3, T4, TSH)", {
    alternateNames: ["TSH", "thyroid test"],
    category: "Hormone Test",
  }),
  doc("liver-function", "Liver Function Test (LFT)", {
    alternateNames: ["LFT", "liver test"],
    category: "Organ Function",
  }),
  doc("kidney-function", "Kidney Function Test (KFT)", { alternateNames: ["KFT", "RFT"], category: "Organ Function" }),
  doc("blood-sugar-fasting", "Blood Sugar Fasting (FBS)", {
    alternateNames: ["sugar test", "glucose"],
    category: "Diabetes Test",
  }),
  doc("hba1c", "HbA1c (Glycated Haemoglobin)", {
    description: "Average blood sugar over three months",
    category: "Diabetes Test",
  }),
  doc("cbc", "Complete Blood Count (CBC)", {
    alternateNames: ["hemogram"],
    description: "Haemoglobin, blood cells and platelets",
  }),
  doc("full-body", "Full Body Checkup", { kind: "package", category: "full-body", url: "/packages/full-body" }),
];

describe("test and package search", () => {
  const index = createSearchIndex(docs);
  const ids = (query: string, limit?: number) => index.search(query, limit).map((r) => r.id);

  it("finds by alternate names patients type", () => {
    expect(ids("LFT")[0]).toBe("liver-function");
    expect(ids("kft")[0]).toBe("kidney-function");
    expect(ids("tsh")[0]).toBe("thyroid-profile");
    expect(ids("sugar")).toEqual(expect.arrayContaining(["blood-sugar-fasting", "hba1c"]));
  });

  it("matches word prefixes, case-insensitively", () => {
    expect(ids("thyr")[0]).toBe("thyroid-profile");
    expect(ids("COMPLETE BLO")).toEqual(["cbc"]);
  });

  it("needs every word to match", () => {
    expect(ids("blood sugar").sort()).toEqual(["blood-sugar-fasting", "hba1c"]);
    expect(ids("liver kidney")).toEqual([]);
  });

  it("forgives typos in words of four letters or more, not in shorter ones", () => {
    expect(ids("thyriod")[0]).toBe("thyroid-profile");
    expect(ids("kidny")[0]).toBe("kidney-function");
    expect(ids("lfx")).toEqual([]);
  });

  it("ranks a name match above a description match", () => {
    expect(ids("blood")[0]).not.toBe("hba1c");
  });

  it("ranks the word typed above a word it begins or a near miss", () => {
    const index = createSearchIndex([
      doc("near", "Glucose Random", { alternateNames: ["sugr"] }),
      doc("begins", "Sugarcane Allergy"),
      doc("exact", "Sugar Profile"),
    ]);
    expect(index.search("sugar").map((r) => r.id)).toEqual(["exact", "begins", "near"]);
    expect(index.search("sugr").map((r) => r.id)).toEqual(["near", "exact"]);
  });

  it("keeps the catalogue's order between equally good matches", () => {
    const index = createSearchIndex([
      doc("first", "Iron Studies"),
      doc("second", "Serum Iron"),
      doc("third", "Iron Binding"),
    ]);
    expect(index.search("iron").map((r) => r.id)).toEqual(["first", "second", "third"]);
    expect(index.search("iron", 2).map((r) => r.id)).toEqual(["first", "second"]);
  });

  it("forgives one typo in a short word and two in a long one, never an unrelated word", () => {
    expect(ids("kidnye")[0]).toBe("kidney-function");
    expect(ids("kidnxx")).toEqual([]);
    expect(ids("thryiod")[0]).toBe("thyroid-profile");
    // 'fever' is two letters from 'liver': too far for a five-letter word.
    expect(ids("fever")).toEqual([]);
  });

  it("forgives typos in words, not in codes: a code is found by its beginning", () => {
    expect(ids("hba1x")).toEqual([]);
    expect(ids("hba1")).toEqual(["hba1c"]);
  });

  it("finds packages too, and gives nothing for a blank query", () => {
    expect(ids("full body")).toEqual(["full-body"]);
    expect(ids("   ")).toEqual([]);
    expect(ids("")).toEqual([]);
  });

  it("stops at the limit", () => {
    expect(ids("test", 2)).toHaveLength(2);
  });
});

describe("prices in the search index", () => {
  const test = {
    slug: "cbc",
    name: "CBC",
    description: "",
    alternateNames: [],
    category: "Blood Test",
    price: 319,
    originalPrice: 450,
  };
  const [cbc, pkg] = toSearchDocs(
    [{ ...test, cityPrices: { Noida: { price: 279, originalPrice: 450 }, Delhi: { price: 319, originalPrice: 450 } } }],
    [{ id: "p1", name: "Basic", description: "", category: "basic", price: 2499, discountedPrice: 1499 }],
  );

  it("keeps prices as numbers, with only the cities whose price differs", () => {
    expect(cbc).toMatchObject({ price: 319, cityPrices: { Noida: 279 } });
    expect(cbc.cityPrices).not.toHaveProperty("Delhi");
    expect(pkg).toMatchObject({ price: 1499, cityPrices: {} });
  });

  it("gives a result the visitor's city price, through the index too", () => {
    const [hit] = createSearchIndex([cbc]).search("cbc");
    expect(resultPriceIn(hit, "Noida")).toBe(279);
    expect(resultPriceIn(hit, "Delhi")).toBe(319);
    expect(resultPriceIn(hit, "Gurgaon")).toBe(319);
  });
});

/** The words patients search a shipped test by: its Hindi alternate names, data staff edit since issue 37. */
const searchWordsOf = (slug: string): string[] =>
  (
    JSON.parse(readFileSync(new URL(`../db/seed/tests/${slug}.json`, import.meta.url), "utf8")) as {
      hi: { alternateNames?: string[] };
    }
  ).hi.alternateNames ?? [];

/** Tests and packages as the catalogue holds them, some with their Hindi and some without, with the shipped search words. */
const test = (
  slug: string,
  name: string,
  alternateNames: string[],
  hi?: { name?: string; description?: string; alternateNames?: string[] },
) => ({
  slug,
  name,
  description: `${name}: what it measures.`,
  alternateNames,
  category: "Blood Test",
  price: 300,
  originalPrice: 400,
  cityPrices: {},
  hi: { ...hi, alternateNames: [...(hi?.alternateNames ?? []), ...searchWordsOf(slug)] },
});
const TESTS = [
  test("cbc", "Complete Blood Count (CBC)", ["CBC", "Hemogram", "Blood routine test"], {
    name: "कम्प्लीट ब्लड काउंट (CBC)",
    description: "खून में हीमोग्लोबिन, खून की कोशिकाएं और प्लेटलेट्स नापता है।",
    alternateNames: ["सीबीसी", "हीमोग्राम"],
  }),
  test("blood-sugar-fasting", "Blood Sugar Fasting (FBS)", ["FBS", "Fasting sugar", "Sugar test"], {
    name: "ब्लड शुगर फ़ास्टिंग (FBS)",
    description: "खाली पेट (fasting) खून में शुगर कितनी है।",
  }),
  test("hba1c", "HbA1c (Glycated Haemoglobin)", ["A1c", "3 month sugar test"], {
    name: "HbA1c (तीन महीने की औसत शुगर)",
    description: "पिछले तीन महीनों की औसत ब्लड शुगर।",
  }),
  test("thyroid-profile", "Thyroid Profile (T3, T4, TSH)", ["TSH", "Thyroid test"], {
    name: "थायराइड प्रोफ़ाइल (Thyroid Profile)",
    description: "खून में थायराइड के हार्मोन T3, T4 और TSH।",
  }),
  test("urine-analysis", "Complete Urine Analysis", ["Urine routine", "Urine test"], {
    name: "पेशाब की पूरी जांच (Complete Urine Analysis)",
    description: "पेशाब का रंग, प्रोटीन, शुगर और कोशिकाएं।",
  }),
  test("vitamin-d", "Vitamin D (25-OH)", ["Vitamin D test", "Vit D"], {
    name: "विटामिन डी (Vitamin D)",
    description: "खून में विटामिन डी कितना है।",
  }),
  test("liver-function", "Liver Function Test (LFT)", ["LFT", "Liver test", "Jaundice test"], {
    name: "लिवर फ़ंक्शन टेस्ट (LFT)",
    description: "लिवर कितना ठीक काम कर रहा है।",
  }),
  test("kidney-function", "Kidney Function Test (KFT)", ["KFT", "Kidney test"], {
    name: "किडनी फ़ंक्शन टेस्ट (KFT)",
    description: "किडनी कितनी ठीक काम कर रही है।",
  }),
  test("lipid-profile", "Lipid Profile", ["Cholesterol test"], {
    name: "लिपिड प्रोफ़ाइल (Lipid Profile)",
    description: "खून में कोलेस्ट्रॉल और ट्राइग्लिसराइड।",
  }),
  test("blood-urea", "Blood Urea", ["Urea test"], {
    name: "ब्लड यूरिया (Blood Urea)",
    description: "खून में यूरिया, किडनी की एक जांच।",
  }),
  test("bilirubin-total", "Bilirubin Total", ["Total bilirubin", "Jaundice test"], {
    name: "बिलीरुबिन टोटल",
    description: "पीलिया (jaundice) की जांच।",
  }),
  // Hindi description only: the name stays in English.
  test("serum-calcium", "Serum Calcium", ["Calcium test"], { description: "खून में कैल्शियम कितना है।" }),
  // No Hindi yet: everything shows in English.
  test("covid-rt-pcr", "COVID-19 RT-PCR", ["Corona test"]),
];
const pkg = (
  id: string,
  category: string,
  name: string,
  description: string,
  hi?: { name?: string; description?: string },
) => ({
  id,
  category,
  name,
  description,
  price: 2999,
  discountedPrice: 1999,
  hi,
});
const PACKAGES = [
  pkg(
    "p-full",
    "full-body",
    "Full Body Checkup",
    "Blood count, sugar, cholesterol, liver, kidney, thyroid, vitamin D and urine.",
    {
      name: "फ़ुल बॉडी चेकअप",
      description: "खून की जांच, शुगर, कोलेस्ट्रॉल, लिवर, किडनी, थायराइड, विटामिन डी और पेशाब की जांच, एक ही बार घर पर।",
    },
  ),
  pkg(
    "p-diabetes",
    "diabetes",
    "Diabetes Care Checkup",
    "Sugar today and over three months, kidney function, cholesterol and urine.",
    {
      name: "डायबिटीज़ केयर चेकअप",
      description: "आज की शुगर और तीन महीने की औसत शुगर, किडनी, कोलेस्ट्रॉल और पेशाब।",
    },
  ),
  pkg("p-women", "women", "Women's Wellness Checkup", "Anaemia, thyroid, vitamin D, calcium, sugar and cholesterol."),
];

describe("search in Hindi and in Hinglish (issue 23)", () => {
  const english = createSearchIndex(toSearchDocs(TESTS, PACKAGES, "en"));
  const hindi = createSearchIndex(toSearchDocs(TESTS, PACKAGES, "hi"));
  const top = (index: typeof english, query: string, n = 3) => index.search(query, n).map((r) => r.id);

  // The issue's eight queries: what a patient types, and what it must find first or in the top 3.
  const ISSUE_QUERIES: [query: string, first: string | null, inTop3: string[]][] = [
    ["थायराइड", "test:thyroid-profile", []],
    ["शुगर", null, ["test:blood-sugar-fasting", "test:hba1c", "package:p-diabetes"]],
    ["खून की जांच", "test:cbc", []],
    ["पेशाब", "test:urine-analysis", []],
    ["विटामिन डी", "test:vitamin-d", []],
    ["sugar test", null, ["test:blood-sugar-fasting", "test:hba1c"]],
    ["khoon", "test:cbc", []],
    ["peshab", "test:urine-analysis", []],
  ];
  describe.each([
    ["English", english],
    ["Hindi", hindi],
  ] as const)("in the %s index", (_language, index) => {
    it.each(ISSUE_QUERIES)("%s finds the right tests and packages", (query, first, inTop3) => {
      const found = top(index, query);
      if (first) expect(found[0]).toBe(first);
      expect(found).toEqual(expect.arrayContaining(inTop3));
    });

    it.each([
      ["sugar", "package:p-diabetes"],
      ["madhumeh", "test:blood-sugar-fasting"],
      ["मधुमेह", "test:hba1c"],
      ["khoon ki jaanch", "test:cbc"],
      ["खून की कमी", "test:cbc"],
      ["पेशाब की जांच", "test:urine-analysis"],
      ["jigar", "test:liver-function"],
      ["लिवर", "test:liver-function"],
      ["gurda", "test:kidney-function"],
      ["किडनी", "test:kidney-function"],
      ["कोलेस्ट्रॉल", "test:lipid-profile"],
      ["पीलिया", "test:bilirubin-total"],
      ["peeliya", "test:liver-function"],
      ["haddi", "test:serum-calcium"],
      ["हड्डी", "test:vitamin-d"],
      ["कोरोना", "test:covid-rt-pcr"],
      ["फ़ुल बॉडी", "package:p-full"],
      ["महिला", "package:p-women"],
      ["दिल", "test:lipid-profile"],
    ])("%s finds %s in the top 3", (query, id) => {
      expect(top(index, query)).toContain(id);
    });

    it("finds by English names and by Hindi names alike", () => {
      expect(top(index, "tsh")[0]).toBe("test:thyroid-profile");
      expect(top(index, "सीबीसी")[0]).toBe("test:cbc");
      expect(top(index, "कम्प्लीट ब्लड")[0]).toBe("test:cbc");
      expect(top(index, "लिपिड प्रोफ़ाइल")[0]).toBe("test:lipid-profile");
      expect(top(index, "डायबिटीज़ केयर")[0]).toBe("package:p-diabetes");
    });

    it("leads every word to a test or package that means it, never to an unrelated one", () => {
      expect(top(index, "khoon", 20)).not.toContain("test:thyroid-profile");
      expect(top(index, "peshab", 20)).toEqual(["test:urine-analysis"]);
      expect(top(index, "jigar", 20)).toEqual(["test:liver-function"]);
      expect(top(index, "dengue", 20)).toEqual([]);
    });
  });

  it("shows Hindi results in Hindi, field by field, leading to the Hindi pages", () => {
    const [cbc] = hindi.search("khoon", 1);
    expect(cbc).toMatchObject({
      name: "कम्प्लीट ब्लड काउंट (CBC)",
      description: expect.stringContaining("हीमोग्लोबिन"),
      url: "/hi/tests/cbc",
    });
    const calcium = hindi.search("haddi").find((r) => r.id === "test:serum-calcium");
    expect(calcium).toMatchObject({
      name: "Serum Calcium",
      description: "खून में कैल्शियम कितना है।",
      url: "/hi/tests/serum-calcium",
    });
    const [covid] = hindi.search("कोरोना", 1);
    expect(covid).toMatchObject({
      name: "COVID-19 RT-PCR",
      description: "COVID-19 RT-PCR: what it measures.",
      url: "/hi/tests/covid-rt-pcr",
    });
    expect(hindi.search("फ़ुल बॉडी", 1)[0]).toMatchObject({ name: "फ़ुल बॉडी चेकअप", url: "/hi/packages/p-full" });
    expect(hindi.search("महिला", 1)[0]).toMatchObject({
      name: "Women's Wellness Checkup",
      url: "/hi/packages/p-women",
    });
  });

  it("shows English results in English, leading to the English pages, whatever language was typed", () => {
    expect(english.search("खून की जांच", 1)[0]).toMatchObject({ name: "Complete Blood Count (CBC)", url: "/tests/cbc" });
    expect(english.search("फ़ुल बॉडी", 1)[0]).toMatchObject({ name: "Full Body Checkup", url: "/packages/p-full" });
  });

  it("ranks English queries in the English index as it did before the Hindi names and descriptions were written", () => {
    // The search words patients type are Hindi alternate names (issue 37): the rest of the Hindi changes nothing.
    const withoutHindi = createSearchIndex(
      toSearchDocs(
        TESTS.map((t) => ({ ...t, hi: { alternateNames: t.hi.alternateNames } })),
        PACKAGES.map((p) => ({ ...p, hi: undefined })),
      ),
    );
    for (const query of [
      "tsh",
      "thyriod",
      "lft",
      "kidny",
      "sugar",
      "blood",
      "blood sugar",
      "urine",
      "vitamin d",
      "full body",
      "cbc",
      "calcium",
      "jaundice",
      "checkup",
    ]) {
      expect(top(english, query, 10), query).toEqual(top(withoutHindi, query, 10));
    }
  });

  it("ignores an empty Hindi text, as the schemas do", () => {
    const [doc] = toSearchDocs(
      [test("cbc", "Complete Blood Count (CBC)", [], { name: "", description: "" })],
      [],
      "hi",
    );
    expect(doc).toMatchObject({
      name: "Complete Blood Count (CBC)",
      description: "Complete Blood Count (CBC): what it measures.",
    });
  });

  it("keeps the English index's documents as they were when there is no Hindi", () => {
    const [cbc] = toSearchDocs([TESTS[12]], []);
    expect(cbc).toMatchObject({ id: "test:covid-rt-pcr", name: "COVID-19 RT-PCR", url: "/tests/covid-rt-pcr" });
  });
});

describe("Devanagari as people type it", () => {
  const index = createSearchIndex(toSearchDocs(TESTS, PACKAGES, "hi"));
  const first = (query: string) => index.search(query, 1)[0]?.id;

  it.each([
    // nukta or none, either way round
    ["फास्टिंग", "test:blood-sugar-fasting"],
    ["प्रोफाइल थायराइड", "test:thyroid-profile"],
    ["फ़ुल बोडी", "package:p-full"],
    // chandrabindu for anusvara
    ["खून की जाँच", "test:cbc"],
    // short vowel for long and back
    ["खुन", "test:cbc"],
    ["बिलिरुबिन", "test:bilirubin-total"],
    ["विटामिन डि", "test:vitamin-d"],
    ["हीमोग्लोबीन", "test:cbc"],
    // ॉ typed as ो
    ["कोलेस्ट्रोल", "test:lipid-profile"],
    // a typo in a long word, as in English
    ["थायरायड", "test:thyroid-profile"],
  ])("%s finds %s", (query, id) => expect(first(query)).toBe(id));

  it("folds only what is spelled differently, not different words", () => {
    expect(foldDevanagari("फ़ुल बॉडी जाँच खून पीलिया")).toBe(foldDevanagari("फुल बोडी जांच खुन पिलिया"));
    expect(foldDevanagari("Vitamin D")).toBe("Vitamin D");
    expect(foldDevanagari("किडनी")).not.toBe(foldDevanagari("कडनी"));
  });
});

describe("search in the words patients type (issue 37)", () => {
  const hindi = createSearchIndex(toSearchDocs(TESTS, PACKAGES, "hi"));
  const english = createSearchIndex(toSearchDocs(TESTS, PACKAGES, "en"));
  const first = (index: typeof english, query: string) => index.search(query, 3)[0]?.id;

  it.each([
    ["thyroid ki jaanch", "test:thyroid-profile"],
    ["thyroid ki janch", "test:thyroid-profile"],
    ["thyroid ki ja", "test:thyroid-profile"],
    ["थायराइड की जांच", "test:thyroid-profile"],
    ["vitamin d ki kami", "test:vitamin-d"],
    ["विटामिन डी की कमी", "test:vitamin-d"],
    ["khali pet sugar", "test:blood-sugar-fasting"],
    ["kidney test price", "test:kidney-function"],
  ])("treats the filler words of %s as optional: it finds %s", (query, id) => {
    expect(first(english, query)).toBe(id);
    expect(first(hindi, query)).toBe(id);
  });

  it("still needs every word that is not a filler, and all of them when nothing else is typed", () => {
    expect(english.search("thyroid ki kami", 20)).toEqual([]);
    expect(english.search("ki jaanch", 50).length).toBeGreaterThan(0);
    expect(english.search("test", 50).length).toBeGreaterThan(0);
  });

  it.each([
    ["kolestrol", "test:lipid-profile"],
    ["yurin", "test:urine-analysis"],
    ["thairoid", "test:thyroid-profile"],
    ["tyroid", "test:thyroid-profile"],
    ["hemoglobin", "test:cbc"],
    ["peliya", "test:bilirubin-total"],
    ["hadi", "test:serum-calcium"],
  ])("folds the spelling %s as it is typed: it finds %s", (query, id) => {
    expect(english.search(query, 3).map((r) => r.id)).toContain(id);
  });

  it("folds Latin spellings alike, and leaves codes and short words as typed", () => {
    expect(foldLatin("haemoglobin")).toBe(foldLatin("hemoglobin"));
    expect(foldLatin("thyroid")).toBe(foldLatin("thairoid"));
    expect(foldLatin("urine")).toBe(foldLatin("yurin"));
    expect(foldLatin("cholesterol")).toBe("kolesterol");
    expect(foldLatin("khoon")).toBe(foldLatin("khun"));
    expect(foldLatin("jaanch")).toBe(foldLatin("janch"));
    expect(foldLatin("ggt")).toBe("ggt");
    expect(foldLatin("hba1c")).toBe("hba1c");
  });

  it("ranks the test a whole alternate name names above one that only shares its word", () => {
    const index = createSearchIndex([
      doc("hba1c", "HbA1c (Glycated Haemoglobin)"),
      doc("cbc", "Complete Blood Count (CBC)", { alternateNames: ["Haemoglobin test"] }),
    ]);
    expect(index.search("haemoglobin").map((r) => r.id)).toEqual(["cbc", "hba1c"]);
    expect(index.search("haemoglobin test").map((r) => r.id)).toEqual(["cbc", "hba1c"]);
  });

  it("finds a Hindi alternate name by its Hinglish spelling", () => {
    const index = createSearchIndex([doc("vitamin-d", "Vitamin D", { alternateNames: ["विटामिन डी की कमी"] })]);
    expect(index.search("vitamin d ki kami").map((r) => r.id)).toEqual(["vitamin-d"]);
    expect(index.search("kami").map((r) => r.id)).toEqual(["vitamin-d"]);
  });
});

describe("filler words never swallow a letter that names a test", () => {
  it("keeps 'vitamin a' apart from vitamin D", () => {
    const index = createSearchIndex([doc("vitamin-d", "Vitamin D"), doc("vitamin-a", "Vitamin A")]);
    expect(index.search("vitamin a").map((r) => r.id)).toEqual(["vitamin-a"]);
  });
});
