import { describe, expect, it } from "vitest";
import { chipBySlug, chipsFor, testsHref } from "./test-filter.ts";

describe("the tests list's chips and addresses", () => {
  it("keeps the search and the chip in the page's language", () => {
    expect(testsHref({ q: "sugar", category: "diabetes" })).toBe("/tests?q=sugar&category=diabetes");
    expect(testsHref({})).toBe("/tests");
    expect(testsHref({ q: "शुगर", category: "diabetes" }, "hi")).toBe(
      `/hi/tests?q=${encodeURIComponent("शुगर")}&category=diabetes`,
    );
    expect(testsHref({ category: null }, "hi")).toBe("/hi/tests");
  });

  it("shows Vitamin and Viral only when such tests exist", () => {
    expect(chipsFor([{ category: "Blood Test" }]).map((chip) => chip.slug)).toEqual([
      "organ-function",
      "blood",
      "urine",
      "hormone",
      "cardiac",
      "diabetes",
    ]);
    expect(chipsFor([{ category: "Viral Test" }]).map((chip) => chip.slug)).toContain("viral");
    expect(chipBySlug("nope")).toBeNull();
  });
});
