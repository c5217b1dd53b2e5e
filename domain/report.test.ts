import { issueText } from "./refusals.ts";
import { describe, expect, it } from "vitest";
import { OpenReportsRequestSchema, ReportReferenceSchema } from "./report.ts";

describe("a booking reference as a patient types it", () => {
  it.each([
    ["LF-HWEA7", "LF-HWEA7"],
    ["lf hwea7", "LF-HWEA7"],
    ["lfhwea7", "LF-HWEA7"],
    [" Lf - hwea7 ", "LF-HWEA7"],
    ["lf-hw ea7", "LF-HWEA7"],
    ["LF–HWEA7", "LF-HWEA7"], // the en dash a phone's keyboard makes of "-"
    ["LF\u00a0HWEA7", "LF-HWEA7"],
    ["hwea7", "LF-HWEA7"],
  ])("reads %j as %j", (typed, reference) => {
    expect(ReportReferenceSchema.parse(typed)).toBe(reference);
  });

  it.each([
    ["", "Enter your booking reference"],
    ["   ", "Enter your booking reference"],
    ["LF-HWEA", "Enter the reference like LF-7Q2K9"],
    ["LF-HWEA77", "Enter the reference like LF-7Q2K9"],
    ["LF-7O2K9", "Enter the reference like LF-7Q2K9"], // O is not in the alphabet: it reads like 0
    ["LX-HWEA7", "Enter the reference like LF-7Q2K9"],
    ["LF/HWEA7", "Enter the reference like LF-7Q2K9"],
    ["L".repeat(31), "Enter the reference like LF-7Q2K9"],
  ])("refuses %j with %j", (typed, words) => {
    const parsed = ReportReferenceSchema.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error && issueText("en", parsed.error.issues[0])).toBe(words);
  });

  it("names the field it refuses in the /reports form", () => {
    const parsed = OpenReportsRequestSchema.safeParse({ reference: "LF-12", mobile: "9876543210" });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["reference"]]);
    expect(OpenReportsRequestSchema.parse({ reference: "lf hwea7", mobile: "9876543210" }).reference).toBe("LF-HWEA7");
  });
});
