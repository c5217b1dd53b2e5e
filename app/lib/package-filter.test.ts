import { describe, expect, it } from "vitest";
import { filterSearch, pageCount, parsePackageFilter } from "./package-filter.ts";

describe("package filter and pagination in the URL", () => {
  it("reads category and page, ignoring what it does not know", () => {
    expect(parsePackageFilter(new URLSearchParams("category=women&page=2"))).toEqual({ category: "women", page: 2 });
    expect(parsePackageFilter(new URLSearchParams("category=pets&page=-1"))).toEqual({ category: undefined, page: 1 });
    expect(parsePackageFilter(new URLSearchParams("page=1.5"))).toEqual({ category: undefined, page: 1 });
  });

  it("writes the shortest query: no page 1, no 'all'", () => {
    expect(filterSearch({ category: undefined, page: 1 })).toBe("");
    expect(filterSearch({ category: "senior", page: 1 })).toBe("?category=senior");
    expect(filterSearch({ category: "senior", page: 3 })).toBe("?category=senior&page=3");
  });

  it("counts pages of three, with at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(3)).toBe(1);
    expect(pageCount(4)).toBe(2);
    expect(pageCount(6)).toBe(2);
  });
});
