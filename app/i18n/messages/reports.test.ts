import { describe, expect, it } from "vitest";
import { OpenReportsRequestSchema } from "../../../domain/report.ts";
import { REPORT_MESSAGES, tooManyTriesMessage } from "../../../domain/report-rules.ts";
import englishPrivacy from "../../content/pages/privacy.ts";
import hindiPrivacy from "../../content/pages/hi/privacy.ts";
import { formatMessage } from "../message-format.ts";
import reports from "./reports.ts";

const DEVANAGARI = /[\u0900-\u097F]/;
const english = (key: keyof typeof reports, values = {}) => formatMessage("en", reports[key].en, values);
/** The messages the patient's form gets from its schema, field by field. */
function schemaMessages(reference: string, mobile: string) {
  const parsed = OpenReportsRequestSchema.safeParse({ reference, mobile });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
}

describe("the report pages' messages", () => {
  // missing-messages.test.ts holds every catalogue to its syntax and values; these pages have no text without Hindi words.
  it.each(Object.entries(reports))("%s has its Hindi in Devanagari", (_key, texts) => {
    expect(texts.hi).toMatch(DEVANAGARI);
  });

  it("say the lookup's answers in the English words the service and the schemas use", () => {
    expect(english("error.notFound")).toBe(REPORT_MESSAGES.notFound);
    expect(english("error.notFoundHelp")).toBe(REPORT_MESSAGES.notFoundHelp);
    expect(english("shared.gone")).toBe(REPORT_MESSAGES.linkGone);
    expect(english("verify.unknown")).toBe(REPORT_MESSAGES.noSuchCode);
    for (const minutes of [1, 7, 15])
      expect(english("error.tooManyTries", { minutes })).toBe(tooManyTriesMessage(minutes));
    expect(schemaMessages("", "9876543210")).toEqual([`reference: ${english("error.referenceMissing")}`]);
    expect(schemaMessages("LF-12", "9876543210")).toEqual([`reference: ${english("error.referenceFormat")}`]);
    expect(schemaMessages("LF-7Q2K9", "12345")).toEqual([`mobile: ${english("error.mobile")}`]);
  });

  it("name the remembered references as each language's privacy notice quotes them", () => {
    expect(reports["remembered.title"].hi).toBe("इस डिवाइस पर खोली गई");
    const said = (page: typeof englishPrivacy) => JSON.stringify(page);
    expect(said(hindiPrivacy)).toContain(`“${reports["remembered.title"].hi} (${reports["remembered.title"].en})”`);
    expect(said(englishPrivacy)).toContain(`\\"${reports["remembered.title"].en}\\"`);
  });
});
