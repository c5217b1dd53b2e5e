import { describe, expect, it } from "vitest";
import { BUILT_IN_SLIDES } from "./home.ts";

describe("the built-in slides", () => {
  it("are the five of SPEC §3, in order, each with its own id and a button", () => {
    expect(BUILT_IN_SLIDES.map((s) => s.title)).toEqual([
      "Your Health Our Priority",
      "Home Collection Service",
      "Health Packages",
      "Expert Team",
      "Modern Facilities",
    ]);
    expect(new Set(BUILT_IN_SLIDES.map((s) => s.id)).size).toBe(5);
    for (const slide of BUILT_IN_SLIDES) expect(slide.buttonLink).toMatch(/^\/[a-z-]+$/);
  });
});
