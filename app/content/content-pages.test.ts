import { describe, expect, it } from "vitest";
import type { ContentPage } from "./content-page.ts";
import { CONTENT_PAGES } from "./content-pages.ts";

const files = import.meta.glob<{ default: ContentPage }>("./pages/*.ts", { eager: true });

describe("the content pages", () => {
  it("are listed once each, every one with its text in pages/{slug}.ts, and no file left out", () => {
    const listed = CONTENT_PAGES.map((page) => page.slug);
    expect(new Set(listed).size).toBe(listed.length);
    expect(Object.keys(files).sort()).toEqual(listed.map((slug) => `./pages/${slug}.ts`).sort());
    for (const slug of listed) expect(files[`./pages/${slug}.ts`].default.slug).toBe(slug);
  });
});
