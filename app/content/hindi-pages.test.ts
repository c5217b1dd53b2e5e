import { describe, expect, it } from "vitest";
import type { ContentPage } from "./content-page.ts";
import { CONTENT_PAGES } from "./content-pages.ts";

// Issue 23: every content page has a Hindi twin, served under /hi/. These hold each twin to its
// English page: the same sections, the same tokens for the template to fill, the same links.

const english = import.meta.glob<{ default: ContentPage }>("./pages/*.ts", { eager: true });
const hindi = import.meta.glob<{ default: ContentPage }>("./pages/hi/*.ts", { eager: true });

const DEVANAGARI = /[\u0900-\u097F]/;
const MAX_DESCRIPTION_LENGTH = 160;
/** What {cities} and {citiesOr} become on a Hindi page, the longest words a token there takes. */
const HINDI_CITIES = { "{cities}": "दिल्ली, नोएडा और गुरुग्राम", "{citiesOr}": "दिल्ली, नोएडा या गुरुग्राम" };

const textsOf = (page: ContentPage) => [
  page.title,
  page.description,
  page.intro,
  ...page.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.bullets ?? [])]),
];
/** Each text's tokens ({labName}, {cities}, …), in the order textsOf gives the texts. */
const tokensOf = (page: ContentPage) => textsOf(page).map((text) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort());
/** The site's own pages a text names, such as "/book" in "book at /book". */
const pathsOf = (page: ContentPage) =>
  new Set(textsOf(page).flatMap((text) => text.match(/(?<![\w/])\/[a-z][a-z/-]*/g) ?? []));
/** The paragraphs and bullets that name {accreditation}: the template leaves them out while none is set. */
const accreditationItems = (page: ContentPage) =>
  page.sections
    .flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])])
    .filter((text) => text.includes("{accreditation}"));

/** Places a Hindi text might list; cities are written through {cities}/{citiesOr}, never by hand. */
const HINDI_PLACES = /दिल्ली|नोएडा|गुरुग्राम|गुड़गांव|गाज़ियाबाद|गाजियाबाद|फ़रीदाबाद|फरीदाबाद|NCR|Delhi|Noida|Gurgaon|Gurugram/g;
/** The Hindi for what the site does not do (test/honest-copy.ts): reports by e-mail, payment online. */
const HINDI_UNKEPT_PROMISES = [
  /रिपोर्ट[^।]*ई-?मेल|ई-?मेल[^।]*रिपोर्ट/,
  /ऑनलाइन\s+(?:पेमेंट|भुगतान)|(?:पेमेंट|भुगतान)\s+ऑनलाइन|UPI|पेमेंट\s+लिंक/,
];

describe("the Hindi content pages", () => {
  it("are one for each content page, in pages/hi/{slug}.ts, and no file more", () => {
    expect(Object.keys(hindi).sort()).toEqual(CONTENT_PAGES.map(({ slug }) => `./pages/hi/${slug}.ts`).sort());
  });

  for (const { slug } of CONTENT_PAGES) {
    describe(`/hi/${slug}`, () => {
      const en = english[`./pages/${slug}.ts`].default;
      const hi = hindi[`./pages/hi/${slug}.ts`].default;

      it("has the English page's slug and date, a Hindi title and intro, and every section of the English", () => {
        expect(hi.slug).toBe(slug);
        expect(hi.updated).toBe(en.updated);
        expect(hi.title).toMatch(DEVANAGARI);
        expect(hi.intro).toMatch(DEVANAGARI);
        expect(hi.sections.length).toBeGreaterThan(0);
        expect(hi.sections.map((s) => [s.paragraphs?.length ?? 0, s.bullets?.length ?? 0])).toEqual(
          en.sections.map((s) => [s.paragraphs?.length ?? 0, s.bullets?.length ?? 0]),
        );
        for (const text of textsOf(hi)) expect(text.trim(), text).not.toBe("");
        for (const section of hi.sections) expect(section.heading).toMatch(DEVANAGARI);
      });

      it("has a meta description within 160 characters once the cities are written out", () => {
        const filled = Object.entries(HINDI_CITIES).reduce(
          (text, [token, words]) => text.replaceAll(token, words),
          hi.description,
        );
        expect(filled.length, filled).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
        expect(hi.description).toMatch(DEVANAGARI);
      });

      it("uses the English page's tokens, each in the same title, paragraph or bullet, and {accreditation} in items of its own", () => {
        expect(new Set(tokensOf(hi).flat())).toEqual(new Set(tokensOf(en).flat()));
        expect(tokensOf(hi)).toEqual(tokensOf(en));
        const alone = (items: string[]) => items.map((text) => text.trim() === "{accreditation}");
        expect(alone(accreditationItems(hi))).toEqual(alone(accreditationItems(en)));
      });

      it("points to the Hindi twin of each page the English names", () => {
        expect([...pathsOf(hi)].sort()).toEqual([...pathsOf(en)].map((path) => `/hi${path}`).sort());
      });

      it("writes no list of cities by hand, and promises no e-mailed report and no online payment", () => {
        for (const sentence of textsOf(hi).flatMap((text) => text.split(/[।?!]\s*|\n+/))) {
          expect((sentence.match(HINDI_PLACES) ?? []).length, sentence).toBeLessThanOrEqual(1);
          for (const promise of HINDI_UNKEPT_PROMISES) expect(sentence, sentence).not.toMatch(promise);
        }
      });
    });
  }
});
