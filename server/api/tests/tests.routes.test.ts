import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";

const SLUGS = [
  "cbc", "kidney-function", "blood-urea", "serum-creatinine", "bun", "bun-creatinine-ratio", "uric-acid",
  "serum-calcium", "inorganic-phosphorus", "sodium", "potassium", "chloride", "liver-function",
  "bilirubin-total", "bilirubin-direct", "bilirubin-indirect", "sgot", "sgpt", "sap", "ggt", "total-protein",
  "globulin", "ag-ratio", "blood-sugar-fasting", "urine-analysis", "thyroid-profile", "vitamin-d", "hba1c",
  "lipid-profile", "covid-rt-pcr",
];

/** SPEC §4 prices (price / original). */
const PRICES: Record<string, [number, number]> = {
  cbc: [319, 450], "thyroid-profile": [399, 599], "vitamin-d": [549, 850], hba1c: [449, 699],
  "liver-function": [599, 899], "lipid-profile": [399, 599], "covid-rt-pcr": [299, 499], "kidney-function": [499, 799],
  "serum-calcium": [199, 399], "inorganic-phosphorus": [199, 399], "bilirubin-total": [199, 399],
  "bilirubin-direct": [199, 399], "bilirubin-indirect": [199, 399], "total-protein": [199, 399], globulin: [199, 399],
  "ag-ratio": [199, 399], sodium: [149, 299], potassium: [149, 299], chloride: [149, 299],
  "blood-sugar-fasting": [149, 299], sgot: [249, 499], sgpt: [249, 499], sap: [249, 499], ggt: [249, 499],
  "urine-analysis": [299, 599], "blood-urea": [199, 399], "serum-creatinine": [199, 399], bun: [199, 399],
  "bun-creatinine-ratio": [199, 399], "uric-acid": [199, 399],
};

describe.each(testDialects())("tests API on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  it("serves all thirty tests of the SPEC with their prices", async () => {
    const tests = (await t.app.inject("/api/tests")).json() as { slug: string; price: number; originalPrice: number }[];
    expect(tests.map((x) => x.slug).sort()).toEqual([...SLUGS].sort());
    for (const test of tests) expect([test.price, test.originalPrice], test.slug).toEqual(PRICES[test.slug]);
  });

  it("serves one test with every field of the test page", async () => {
    const response = await t.app.inject("/api/tests/urine-analysis");
    expect(response.statusCode).toBe(200);
    const test = response.json();
    expect(test).toMatchObject({ slug: "urine-analysis", category: "Urine Test", sampleType: "Urine" });
    expect(test.faqs.length).toBeGreaterThanOrEqual(3);
    for (const field of ["subTests", "preparation", "whenToTake", "benefits", "references", "relatedTestIds"]) {
      expect(test[field].length, field).toBeGreaterThan(0);
    }
    const cbc = (await t.app.inject("/api/tests/cbc")).json();
    expect(cbc.sampleType).toMatch(/^Blood/);
    expect(cbc.fastingRequired).toBe(false);
  });

  it("answers 404 for an unknown slug and 400 for a malformed one", async () => {
    expect((await t.app.inject("/api/tests/not-a-test")).statusCode).toBe(404);
    expect((await t.app.inject("/api/tests/Not%20a%20slug")).statusCode).toBe(400);
  });

  it("links related tests only to tests that exist", async () => {
    const tests = (await t.app.inject("/api/tests")).json() as { slug: string; relatedTestIds: string[] }[];
    for (const test of tests) for (const related of test.relatedTestIds) expect(SLUGS, test.slug).toContain(related);
  });
});
