import { describe, expect, it } from "vitest";
import { formatLongDate } from "./report-rules.ts";

describe("a report's date", () => {
  it("is the day in India, in the page's language", () => {
    // 20:00 UTC on 1 December is already 2 December in India.
    expect(formatLongDate("2026-12-01T20:00:00.000Z")).toBe("2 December 2026");
    expect(formatLongDate("2026-12-01T20:00:00.000Z", "en")).toBe("2 December 2026");
    expect(formatLongDate("2026-12-01T20:00:00.000Z", "hi")).toBe("2 दिसंबर 2026");
    expect(formatLongDate("2027-03-09T05:00:00.000Z", "hi")).toBe("9 मार्च 2027");
  });
});
