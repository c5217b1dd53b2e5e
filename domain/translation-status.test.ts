import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Slide } from "./carousel.ts";
import type { HealthPackage } from "./health-package.ts";
import { LabTestContentSchema, type LabTestContent } from "./lab-test.ts";
import {
  translationStatus,
  untranslatedCount,
  untranslatedSettingsFields,
  untranslatedTestFields,
} from "./translation-status.ts";

const seedDir = path.resolve(import.meta.dirname, "../db/seed/tests");
const shippedTests = readdirSync(seedDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => LabTestContentSchema.parse(JSON.parse(readFileSync(path.join(seedDir, file), "utf8"))));
const thyroid = shippedTests.find((t) => t.slug === "thyroid-profile")!;

const withHindi = (test: LabTestContent, hi: Partial<LabTestContent["hi"]>): LabTestContent => ({
  ...test,
  hi: { medicalReview: null, ...hi },
});
const REVIEW = { reviewer: "Dr A. Sharma", qualification: "MD Pathology", reviewedOn: "2026-11-02" };

const pkg = (id: string, hi: HealthPackage["hi"]) =>
  ({ id, name: `Package ${id}`, description: "Tests.", hi }) as HealthPackage;
const slide = (id: string, hi: Slide["hi"]) =>
  ({ id, title: `Slide ${id}`, description: "Words.", buttonText: "Go", hi }) as Slide;

describe("what is missing in Hindi", () => {
  it("finds nothing missing in a shipped test page", () => {
    for (const test of shippedTests) expect(untranslatedTestFields(test), test.slug).toEqual([]);
  });

  it("names a test's fields that have English but no Hindi, in the form's order, and none the English leaves empty", () => {
    const { subtitle: _s, preparation: _p, faqs: _f, ...hi } = thyroid.hi;
    expect(untranslatedTestFields(withHindi(thyroid, hi))).toEqual(["subtitle", "preparation", "faqs"]);
    // No English conditions: nothing to translate there.
    const { usedToDiagnose: _u, ...others } = thyroid.hi;
    expect(untranslatedTestFields(withHindi({ ...thyroid, usedToDiagnose: [] }, others))).toEqual([]);
    expect(untranslatedTestFields(withHindi(thyroid, {}))).toHaveLength(21);
  });

  it("counts a list whose Hindi is not item for item as missing, but not the other names patients search for", () => {
    const test = withHindi(thyroid, {
      ...thyroid.hi,
      preparation: thyroid.hi.preparation!.slice(1),
      alternateNames: ["थायराइड टेस्ट"],
    });
    expect(untranslatedTestFields(test)).toEqual(["preparation"]);
  });

  it("asks for the Hindi page's own medical review once the English page has one", () => {
    expect(untranslatedTestFields({ ...thyroid, medicalReview: REVIEW })).toEqual(["medicalReview"]);
    expect(
      untranslatedTestFields({ ...thyroid, medicalReview: REVIEW, hi: { ...thyroid.hi, medicalReview: REVIEW } }),
    ).toEqual([]);
    // A Hindi review without an English one is the Hindi page's own business.
    expect(untranslatedTestFields({ ...thyroid, hi: { ...thyroid.hi, medicalReview: REVIEW } })).toEqual([]);
  });

  it("lists only the items that lack something, with their fields, and content pages without a Hindi file", () => {
    const status = translationStatus({
      tests: [thyroid, withHindi({ ...thyroid, slug: "esr", name: "ESR" }, { name: "ईएसआर (ESR)" })],
      packages: [pkg("p1", { name: "नाम", description: "विवरण" }), pkg("p2", { name: "नाम" })],
      slides: [slide("s1", {}), slide("s2", { title: "शीर्षक", description: "शब्द", buttonText: "जाएं" })],
      settings: { hours: "Mon–Sun, 7 am – 9 pm", consentNotice: "We use…", hi: { consentNotice: "हम…" } },
      contentPages: ["about", "team", "blog"],
      hindiContentPages: ["about", "blog"],
    });
    expect(status.tests.map((t) => [t.id, t.name, t.fields.length])).toEqual([["esr", "ESR", 20]]);
    expect(status.packages).toEqual([{ id: "p2", name: "Package p2", fields: ["description"] }]);
    expect(status.slides).toEqual([{ id: "s1", name: "Slide s1", fields: ["title", "description", "buttonText"] }]);
    expect(status.settings).toEqual(["hours"]);
    expect(status.contentPages).toEqual(["team"]);
    expect(untranslatedCount(status)).toBe(5);
  });

  it("takes an empty or blank Hindi text as missing", () => {
    expect(
      untranslatedSettingsFields({ hours: "Mon–Sun", consentNotice: "We use…", hi: { hours: " ", consentNotice: "" } }),
    ).toEqual(["hours", "consentNotice"]);
  });
});
