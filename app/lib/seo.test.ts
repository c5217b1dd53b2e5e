import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../../domain/images.ts";
import { pageMeta, SHARE_CARD, shareCard, shareImageOf, uploadedShareImage } from "./seo.ts";

const origin = "https://lab.example";

/** The meta list as the page's head reads it: og:* and twitter:* by name, and the rest. */
function head(meta: ReturnType<typeof pageMeta>) {
  const byKey = new Map<string, string>();
  for (const tag of meta) {
    if ("property" in tag && tag.property !== undefined) byKey.set(tag.property, String(tag.content));
    if ("name" in tag && tag.name !== undefined) byKey.set(tag.name, String(tag.content));
  }
  return byKey;
}

describe("pageMeta", () => {
  const base = {
    title: "All lab tests and prices",
    description: "Every test we offer.",
    path: "/tests",
    locale: "en" as const,
    origin,
    labName: "Test Lab",
  };

  it("gives every page Open Graph and an X large-image card with the lab's share card, absolute and sized", () => {
    const tags = head(pageMeta(base));
    expect(Object.fromEntries(tags)).toMatchObject({
      "og:type": "website",
      "og:title": "All lab tests and prices | Test Lab",
      "og:description": "Every test we offer.",
      "og:url": "https://lab.example/tests",
      "og:image": "https://lab.example/share-card.png",
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
      "twitter:title": "All lab tests and prices | Test Lab",
      "twitter:description": "Every test we offer.",
      "twitter:image": "https://lab.example/share-card.png",
    });
    expect(tags.get("og:image:alt")).toMatch(/Lab tests and health checkups/);
    expect(tags.get("twitter:image:alt")).toBe(tags.get("og:image:alt"));
    expect(tags.has("robots")).toBe(false);
    expect(pageMeta(base)).toContainEqual({ tagName: "link", rel: "canonical", href: "https://lab.example/tests" });
  });

  it("uses the page's own picture when it has one, and can keep a shareable page out of search results", () => {
    const image = uploadedShareImage(origin, "/api/images/abc123", { width: 2000, height: 1000 }, "CBC");
    const tags = head(pageMeta({ ...base, image, isIndexed: false }));
    expect(tags.get("og:image")).toBe("https://lab.example/api/images/abc123?w=1280&fm=jpeg");
    expect(tags.get("twitter:image")).toBe(tags.get("og:image"));
    expect([tags.get("og:image:width"), tags.get("og:image:height"), tags.get("og:image:type")]).toEqual([
      "1280",
      "640",
      "image/jpeg",
    ]);
    expect(tags.get("robots")).toBe("noindex");
  });

  it("cuts a long description at a word, within 160 characters, in every tag that carries it", () => {
    const long = `${"Counts your red cells, white cells and platelets. ".repeat(4)}Done.`;
    const tags = head(pageMeta({ ...base, description: long }));
    const summary = tags.get("description");
    expect(summary).toBe(`${"Counts your red cells, white cells and platelets. ".repeat(3)}Counts…`);
    expect(summary!.length).toBeLessThanOrEqual(160);
    expect([tags.get("og:description"), tags.get("twitter:description")]).toEqual([summary, summary]);
    expect(head(pageMeta(base)).get("description")).toBe("Every test we offer.");
  });

  it("keeps a path that looks like another site's address on this site", () => {
    expect(head(pageMeta({ ...base, path: "//evil.example/x" })).get("og:url")).toBe(
      "https://lab.example//evil.example/x",
    );
  });

  it("names the page's twin in each language and x-default on both twins, with the page's own address as canonical", () => {
    const links = (locale: "en" | "hi") =>
      pageMeta({ ...base, locale }).filter((tag) => "tagName" in tag && tag.tagName === "link") as {
        rel: string;
        href: string;
        hrefLang?: string;
      }[];
    const alternates = [
      { rel: "alternate", hrefLang: "en-IN", href: `${origin}/tests` },
      { rel: "alternate", hrefLang: "hi-IN", href: `${origin}/hi/tests` },
      { rel: "alternate", hrefLang: "x-default", href: `${origin}/tests` },
    ];
    expect(links("en")).toEqual([
      { rel: "canonical", href: `${origin}/tests`, tagName: "link" },
      ...alternates.map((a) => ({ tagName: "link", ...a })),
    ]);
    expect(links("hi")).toEqual([
      { rel: "canonical", href: `${origin}/hi/tests`, tagName: "link" },
      ...alternates.map((a) => ({ tagName: "link", ...a })),
    ]);
    expect(head(pageMeta({ ...base, locale: "hi" })).get("og:locale")).toBe("hi_IN");
  });
});

describe("share pictures", () => {
  it("the lab's card is the 1200×630 PNG in public/", () => {
    expect(shareCard(origin)).toMatchObject({
      url: `${origin}${SHARE_CARD.path}`,
      width: 1200,
      height: 630,
      type: "image/png",
    });
  });

  it("an uploaded picture is served at the first listed width of at least 1200, its height kept in proportion", () => {
    expect(IMAGE_WIDTHS.find((w) => w >= 1200)).toBe(1280);
    expect(uploadedShareImage(origin, "/api/images/a", { width: 1600, height: 901 }, "x")).toMatchObject({
      url: `${origin}/api/images/a?w=1280&fm=jpeg`,
      width: 1280,
      height: 721,
    });
    // Between 1200 and 1280 wide: the 1280 variant, which the route does not enlarge.
    expect(uploadedShareImage(origin, "/api/images/a", { width: 1250, height: 700 }, "x")).toMatchObject({
      url: `${origin}/api/images/a?w=1280&fm=jpeg`,
      width: 1250,
      height: 700,
    });
  });

  it("a test or package without an image of its own (or whose image is gone) shares the lab's card", () => {
    expect(shareImageOf(origin, { imageUrl: null, imageSize: null, alt: "CBC" })).toEqual(shareCard(origin));
    expect(shareImageOf(origin, { imageUrl: "/api/images/a", imageSize: null, alt: "CBC" })).toEqual(shareCard(origin));
    expect(
      shareImageOf(origin, { imageUrl: "/api/images/a", imageSize: { width: 1600, height: 900 }, alt: "CBC" }),
    ).toMatchObject({ width: 1280, height: 720, alt: "CBC" });
  });

  it("a picture narrower than 1200 is shared whole, through the smallest variant that holds it", () => {
    expect(uploadedShareImage(origin, "/api/images/a", { width: 1000, height: 500 }, "x")).toMatchObject({
      url: `${origin}/api/images/a?w=1024&fm=jpeg`,
      width: 1000,
      height: 500,
    });
    expect(uploadedShareImage(origin, "/api/images/a", { width: 800, height: 600 }, "x")).toMatchObject({
      url: `${origin}/api/images/a?w=800&fm=jpeg`,
      width: 800,
      height: 600,
    });
  });
});
