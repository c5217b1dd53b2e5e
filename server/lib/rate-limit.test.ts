import { describe, expect, it } from "vitest";
import { RateLimit } from "./rate-limit.ts";

describe("RateLimit", () => {
  it("allows the limit in a window, says how long to wait, and forgets hits older than the window", () => {
    let now = 1_000_000;
    const limit = new RateLimit(3, 60_000, () => now);
    expect([limit.hit("a"), limit.hit("a"), limit.hit("a")]).toEqual([0, 0, 0]);
    expect(limit.hit("b")).toBe(0);
    now += 10_000;
    expect(limit.hit("a")).toBe(50_000);
    now += 50_001;
    expect(limit.hit("a")).toBe(0);
  });

  it("says how long to wait without counting the question (limits that count failures only)", () => {
    let now = 1_000_000;
    const limit = new RateLimit(2, 60_000, () => now);
    expect(limit.waitFor("a")).toBe(0);
    expect(limit.waitFor("a")).toBe(0);
    limit.hit("a");
    now += 1_000;
    limit.hit("a");
    expect(limit.waitFor("a")).toBe(59_000);
    now += 59_001;
    expect(limit.waitFor("a")).toBe(0);
  });
});
