import { describe, expect, it } from "vitest";
import { longestReportTime, reportTimeHours } from "./report-time.ts";

describe("report time", () => {
  it("reads the report times staff type, the upper end of a range counting", () => {
    expect(reportTimeHours("Same Day")).toBe(12);
    expect(reportTimeHours("same-day report")).toBe(12);
    expect(reportTimeHours("24 hours")).toBe(24);
    expect(reportTimeHours("Within 6 hrs")).toBe(6);
    expect(reportTimeHours("Next day")).toBe(48);
    expect(reportTimeHours("2-3 working days")).toBe(72);
    expect(reportTimeHours("3–5 days")).toBe(120);
    expect(reportTimeHours("1 week")).toBe(168);
  });

  it("does not guess at a report time it cannot read", () => {
    for (const text of ["", "Ask the lab", "Soon", "24", "3 fortnights"])
      expect(reportTimeHours(text), text).toBeNull();
  });

  it("names the longest report time among a package's tests, and which tests take it", () => {
    expect(
      longestReportTime([
        { name: "CBC", reportTime: "Same Day" },
        { name: "Vitamin D", reportTime: "24 hours" },
        { name: "Thyroid Profile", reportTime: "Same Day" },
        { name: "Vitamin B12", reportTime: "24 hours" },
      ]),
    ).toEqual({ isKnown: true, reportTime: "24 hours", names: ["Vitamin D", "Vitamin B12"] });
    expect(longestReportTime([{ name: "CBC", reportTime: "Same Day" }])).toEqual({
      isKnown: true,
      reportTime: "Same Day",
      names: ["CBC"],
    });
  });

  it("lists every time as typed when one of them cannot be read, and has nothing to say without tests", () => {
    expect(
      longestReportTime([
        { name: "CBC", reportTime: "Same Day" },
        { name: "Culture", reportTime: "Depends on growth" },
        { name: "LFT", reportTime: "Same Day" },
      ]),
    ).toEqual({ isKnown: false, reportTimes: ["Same Day", "Depends on growth"] });
    expect(longestReportTime([])).toBeNull();
  });
});
