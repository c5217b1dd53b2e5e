import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findHardToReadFields, MAX_READING_GRADE, type ReadableTestContent } from "./content-readability.ts";

/** The shipped catalogue: every test page's long texts must read at about grade 8 (issue 10). */
const SEED_TESTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../db/seed/tests");
const seedTests = readdirSync(SEED_TESTS_DIR)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(SEED_TESTS_DIR, f), "utf8")) as ReadableTestContent & { slug: string });

describe("test content readability", () => {
  it("reads the whole catalogue", () => {
    expect(seedTests.length).toBeGreaterThanOrEqual(30);
  });

  it(`keeps every long description, interpretation and FAQ answer at or below grade ${MAX_READING_GRADE}`, () => {
    const tooHard = seedTests.flatMap((t) =>
      findHardToReadFields(t).map(({ field, grade }) => `${t.slug} ${field}: grade ${grade}`),
    );
    expect(tooHard, "Shorter sentences and common words bring these down").toEqual([]);
  });

  it("names the test's field that is too hard", () => {
    const hard =
      "Elevated triglyceride concentrations frequently accompany diabetes, obesity, hypothyroidism and excessive alcohol consumption.";
    const fields = findHardToReadFields({
      longDescription: "This test checks your blood. It is quick.",
      interpretation: hard,
      faqs: [
        { question: "Do I need to fast?", answer: "No. You can eat and drink as usual." },
        { question: "Why?", answer: hard },
      ],
    });
    expect(fields.map((f) => f.field)).toEqual(["interpretation", "faqs[1].answer"]);
    expect(fields.every((f) => f.grade > MAX_READING_GRADE)).toBe(true);
  });
});
