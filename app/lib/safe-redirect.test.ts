import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/admin/carousel", "/admin/carousel"],
    ["/tests?q=thyroid#faq", "/tests?q=thyroid#faq"],
    ["/tests/cbc?x=%0d", "/tests/cbc?x=%0d"],
    // Written as the URL parser writes it, so the Location header is plain ASCII.
    ["/\u3000", "/%E3%80%80"],
  ])("keeps a path on this site: %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "/\t/evil.example/path",
    "/\n/evil.example",
    "/\r/x",
    "/./\t/evil.example",
    "/.//evil.example",
    "javascript:alert(1)",
    "",
    null,
    42,
  ])("refuses anything that could leave the site: %j", (value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });
});
