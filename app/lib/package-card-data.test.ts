import { describe, expect, it } from "vitest";
import { localizePackage } from "./package-card-data.ts";

const catalogue = [
  { slug: "cbc", hi: { name: "कम्प्लीट ब्लड काउंट (CBC)", medicalReview: null } },
  { slug: "lipid-profile", hi: { medicalReview: null } },
];
const pkg = {
  id: "p1",
  name: "Basic Health Checkup",
  description: "The essentials.",
  price: 1999,
  tests: [
    { name: "Complete Blood Count (CBC)", slug: "cbc" },
    { name: "Lipid Profile", slug: "lipid-profile" },
    { name: "ECG", slug: null },
  ],
};

describe("a package in the page's language", () => {
  it("names each test by its catalogue test's Hindi name, and marks the rest as English", () => {
    const shown = localizePackage("hi", { ...pkg, hi: { name: "बेसिक हेल्थ चेकअप (Basic Health Checkup)" } }, catalogue);
    expect(shown.name).toBe("बेसिक हेल्थ चेकअप (Basic Health Checkup)");
    // No Hindi description written: the English, named as such.
    expect(shown.description).toBe("The essentials.");
    expect(shown.englishFields).toEqual(["description"]);
    expect(shown.tests).toEqual([
      { name: "कम्प्लीट ब्लड काउंट (CBC)", slug: "cbc", lang: undefined },
      { name: "Lipid Profile", slug: "lipid-profile", lang: "en" },
      { name: "ECG", slug: null, lang: "en" },
    ]);
    expect(shown).not.toHaveProperty("hi");
    expect(shown.price).toBe(1999);
  });

  it("leaves an English page's package as staff wrote it, nothing marked", () => {
    const shown = localizePackage("en", pkg, catalogue);
    expect(shown.name).toBe("Basic Health Checkup");
    expect(shown.englishFields).toEqual([]);
    expect(shown.tests.map((test) => [test.name, test.lang])).toEqual([
      ["Complete Blood Count (CBC)", undefined],
      ["Lipid Profile", undefined],
      ["ECG", undefined],
    ]);
  });

  it("shows a package saved before it had Hindi (no hi at all) in English, marked", () => {
    const shown = localizePackage("hi", pkg, catalogue);
    expect([shown.name, shown.englishFields]).toEqual(["Basic Health Checkup", ["name", "description"]]);
  });
});
