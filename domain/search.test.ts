import { describe, expect, it } from "vitest";
import type { SearchDoc } from "./search-doc.ts";
import { createSearchIndex, resultPriceIn, toSearchDocs } from "./search.ts";

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
  doc("thyroid-profile", "Thyroid Profile (T3, T4, TSH)", { alternateNames: ["TSH", "thyroid test"], category: "Hormone Test" }),
  doc("liver-function", "Liver Function Test (LFT)", { alternateNames: ["LFT", "liver test"], category: "Organ Function" }),
  doc("kidney-function", "Kidney Function Test (KFT)", { alternateNames: ["KFT", "RFT"], category: "Organ Function" }),
  doc("blood-sugar-fasting", "Blood Sugar Fasting (FBS)", { alternateNames: ["sugar test", "glucose"], category: "Diabetes Test" }),
  doc("hba1c", "HbA1c (Glycated Haemoglobin)", { description: "Average blood sugar over three months", category: "Diabetes Test" }),
  doc("cbc", "Complete Blood Count (CBC)", { alternateNames: ["hemogram"], description: "Haemoglobin, blood cells and platelets" }),
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
    const index = createSearchIndex([doc("first", "Iron Studies"), doc("second", "Serum Iron"), doc("third", "Iron Binding")]);
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
  const test = { slug: "cbc", name: "CBC", description: "", alternateNames: [], category: "Blood Test", price: 319, originalPrice: 450 };
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
