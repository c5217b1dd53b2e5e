import { describe, expect, it } from "vitest";
import { OpenReportsRequestSchema } from "../../../domain/report.ts";
import englishPrivacy from "../../content/pages/privacy.ts";
import hindiPrivacy from "../../content/pages/hi/privacy.ts";
import { formatMessage } from "../../../domain/message-format.ts";
import reports from "./reports.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
const english = (key: keyof typeof reports, values = {}) => formatMessage("en", reports[key].en, values);
/** The refusals the patient's form gets from its schema, field by field, as codes. */
function schemaCodes(reference: string, mobile: string) {
  const parsed = OpenReportsRequestSchema.safeParse({ reference, mobile });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
}

describe("the report pages' messages", () => {
  // missing-messages.test.ts holds every namespace's texts to its syntax and values; these pages have no text without Hindi words.
  it.each(Object.entries(reports))("%s has its Hindi in Devanagari", (_key, texts) => {
    expect(texts.hi).toMatch(DEVANAGARI);
  });

  // The page words each with a line of its own (reports.tsx referenceError), in either language.
  it("have a line for each refusal of the form's schema", () => {
    expect(schemaCodes("", "9876543210")).toEqual(["reference: REFERENCE_REQUIRED"]);
    expect(schemaCodes("LF-12", "9876543210")).toEqual(["reference: REFERENCE_FORMAT"]);
    expect(schemaCodes("LF-7Q2K9", "12345")).toEqual(["mobile: MOBILE_INVALID"]);
    for (const key of ["error.referenceMissing", "error.referenceFormat", "error.mobile"] as const)
      expect(english(key)).not.toBe("");
  });

  it("name the remembered references as each language's privacy notice quotes them", () => {
    expect(reports["remembered.title"].hi).toBe("इस डिवाइस पर खोली गई");
    const said = (page: typeof englishPrivacy) => JSON.stringify(page);
    expect(said(hindiPrivacy)).toContain(`“${reports["remembered.title"].hi} (${reports["remembered.title"].en})”`);
    expect(said(englishPrivacy)).toContain(`\\"${reports["remembered.title"].en}\\"`);
  });
});
