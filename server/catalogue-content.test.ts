import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LabTestContent } from "../domain/lab-test.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { readSeedTests } from "./jobs/seed.ts";

// What the clinical review of issue 10 found wrong, checked on the shipped seed files and on
// the catalogue the site serves, so neither a seed edit nor the template can bring it back.

/** Words that claim a routine yearly test. */
const ANNUAL_SCREENING = /\b(once a year|every year|annual(ly)?|yearly)\b/i;
/** The one wording for the tests that need a fast (FBS, GGT, LFT). */
const STANDARD_FAST = "8–10 hours (no more than 12), water allowed";
const NO_ALCOHOL = "No alcohol for 24 hours before the test";
const KIDNEY_AND_COMPONENTS = [
  "kidney-function",
  "blood-urea",
  "serum-creatinine",
  "bun",
  "bun-creatinine-ratio",
  "sodium",
  "potassium",
  "chloride",
];
/** Tests that help judge a COVID-19 illness; the rest of the catalogue is not related. */
const RELEVANT_TO_COVID = ["cbc"];

/** A test page's content (the public catalogue leaves out the lab's containers). */
type PageContent = Omit<LabTestContent, "containers">;

const everyText = (test: PageContent) => JSON.stringify(test);

/** The checks; `catalogue` is read when they run (the live one is loaded in a beforeAll). */
function checkCatalogue(catalogue: () => PageContent[]) {
  const test = (slug: string) => {
    const found = catalogue().find((t) => t.slug === slug);
    if (!found) throw new Error(`no test ${slug}`);
    return found;
  };

  it("makes no annual-screening claim on a page without frequency text written for that test", () => {
    for (const t of catalogue()) {
      if (t.testingFrequency.length === 0) expect(everyText(t), t.slug).not.toMatch(ANNUAL_SCREENING);
    }
  });

  it("says how often per test: COVID only with symptoms, exposure or a requirement; no screening of people without symptoms for vitamin D and thyroid", () => {
    expect(
      test("covid-rt-pcr")
        .testingFrequency.map((f) => f.text)
        .join(" "),
    ).toMatch(/only when you have symptoms.*close contact.*travel or a hospital procedure/i);
    expect(test("covid-rt-pcr").testingFrequency.map((f) => f.purpose)).not.toContain("Screening");
    for (const slug of ["vitamin-d", "thyroid-profile"]) {
      const screening = test(slug).testingFrequency.find((f) => f.purpose === "Screening");
      expect(screening?.text, slug).toMatch(/^Not advised for adults without symptoms/);
    }
    for (const slug of ["bilirubin-total", "bilirubin-direct", "bilirubin-indirect"]) {
      expect(
        test(slug)
          .testingFrequency.map((f) => f.text)
          .join(" "),
        slug,
      ).toMatch(/as your doctor advises.*liver function test/i);
      expect(everyText(test(slug)), slug).not.toMatch(ANNUAL_SCREENING);
    }
  });

  it("does not demand a fast for a lipid profile, the kidney function test or its components", () => {
    expect(test("lipid-profile").fasting).toBe("if-doctor-asks");
    expect(test("lipid-profile").fastingInstructions).toMatch(/9–12 hours/);
    for (const slug of KIDNEY_AND_COMPONENTS) {
      expect(test(slug).fasting, slug).toBe("not-required");
      expect(test(slug).fastingInstructions, slug).not.toMatch(/8-12 hours|fast for 8/i);
    }
    for (const slug of ["uric-acid", "inorganic-phosphorus"]) {
      expect(test(slug).fasting, slug).toBe("if-doctor-asks");
      expect(test(slug).fastingInstructions, slug).toMatch(/fasting may be asked for by some labs/i);
    }
  });

  it("words the fast of FBS, GGT and LFT the same way, with no alcohol before the liver tests", () => {
    for (const slug of ["blood-sugar-fasting", "ggt", "liver-function"]) {
      expect(test(slug).fasting, slug).toBe("required");
      expect(test(slug).fastingInstructions, slug).toContain(STANDARD_FAST);
    }
    for (const slug of ["ggt", "liver-function"]) expect(test(slug).fastingInstructions, slug).toContain(NO_ALCOHOL);
    // Nothing else claims a fast is required.
    expect(
      catalogue()
        .filter((t) => t.fasting === "required")
        .map((t) => t.slug)
        .sort(),
    ).toEqual(["blood-sugar-fasting", "ggt", "liver-function"]);
  });

  it("lists eGFR among the kidney function's values, relevant tests beside COVID, and T3 and T4 with the thyroid profile", () => {
    const kft = test("kidney-function");
    expect(kft.subTests.some((s) => s.startsWith("eGFR"))).toBe(true);
    expect(kft.parametersCount).toBe(kft.subTests.length);
    expect(test("covid-rt-pcr").relatedTestIds.every((slug) => RELEVANT_TO_COVID.includes(slug))).toBe(true);
    const thyroid = test("thyroid-profile");
    expect(thyroid.alternateNames).toContain("TSH");
    for (const text of [thyroid.name, thyroid.subtitle, thyroid.description]) expect(text).toMatch(/T3.*T4.*TSH/);
  });

  it("names the conditions each test helps diagnose, never a category, and invents no reviewer", () => {
    for (const t of catalogue()) {
      expect(t.usedToDiagnose.length, t.slug).toBeGreaterThan(0);
      expect(t.usedToDiagnose, t.slug).not.toContain(t.category);
      expect(t.medicalReview, t.slug).toBeNull();
    }
  });
}

describe("the shipped seed files", async () => {
  const seed = await readSeedTests();
  checkCatalogue(() => seed);
});

describe("the catalogue the site serves", async () => {
  let t: TestApp;
  const tests: PageContent[] = [];
  beforeAll(async () => {
    t = await createTestApp("sqlite", { seed: true });
    tests.push(...(await t.services.labTests.list()));
  });
  afterAll(() => t.close());

  it("holds all thirty shipped tests", () => {
    expect(tests).toHaveLength(30);
  });
  describe("checked like the seed", () => checkCatalogue(() => tests));

  it("answers a search for TSH with the thyroid profile, saying it includes T3 and T4", async () => {
    const [first] = (await t.services.search.index()).search("TSH", 5);
    expect(first).toMatchObject({ id: expect.stringContaining("thyroid-profile") });
    expect(first.description).toMatch(/^Includes T3, T4 and TSH/);
  });
});
