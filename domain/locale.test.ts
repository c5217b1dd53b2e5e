import { describe, expect, it } from "vitest";
import { localeOfPath, pathIn } from "./locale.ts";

describe("a page's language comes from its address", () => {
  it.each([
    ["/", "en"],
    ["/tests/cbc", "en"],
    ["/history", "en"],
    ["/hi", "hi"],
    ["/hi/", "hi"],
    ["/hi/tests/cbc", "hi"],
    ["/HI/tests/cbc", "hi"],
    ["/hindi", "en"],
  ] as const)("%s is in %s", (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it.each([
    ["/", "/hi"],
    ["/tests/cbc", "/hi/tests/cbc"],
    ["/hi/tests/cbc", "/tests/cbc"],
    ["/hi", "/"],
    ["/HI/tests/cbc", "/tests/cbc"],
  ])("%s's twin is %s", (path, twin) => expect(pathIn(localeOfPath(path) === "hi" ? "en" : "hi", path)).toBe(twin));

  it("leads a page to itself in its own language", () => {
    expect(pathIn("hi", "/hi/packages")).toBe("/hi/packages");
    expect(pathIn("en", "/packages")).toBe("/packages");
  });
});
