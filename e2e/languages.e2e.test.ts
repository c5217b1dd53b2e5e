// Every page in the sitemap, in both languages, as a search engine and a patient meet it:
// its language, its twins (reciprocal hreflang), no message key where words should be, and the
// switch remembered for the front door (issue 23).
import { describe, expect, it } from "vitest";
import { serverUnderTest } from "./server.ts";

const { baseUrl } = serverUnderTest();

/** The sitemap's addresses, as paths on the server under test. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** What a page says about its language and its twins. */
function languageOf(html: string) {
  const links = [...html.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);
  const alternates = Object.fromEntries(
    links
      .filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"))
      .map((tag) => [attribute(tag, "hreflang")!, new URL(attribute(tag, "href")!).pathname]),
  );
  const canonical = links.find((tag) => attribute(tag, "rel") === "canonical");
  return {
    lang: /<html [^>]*lang="([^"]+)"/.exec(html)?.[1],
    canonical: canonical && new URL(attribute(canonical, "href")!).pathname,
    alternates,
  };
}

/** What a patient or their screen reader meets: the page without its scripts and styles, attributes (aria-label, alt, title) kept. */
const readable = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<style[\s\S]*?<\/style>/g, " ");
const MESSAGE_KEY = /\b(?:common|layout|home|catalogue|booking|reports|content)\.[a-z][\w-]*(?:\.[\w-]+)*\b/;

describe.skipIf(!baseUrl)("the site in two languages", () => {
  it("lists every page in both languages in the sitemap", async () => {
    const paths = await sitemapPaths();
    const english = paths.filter((p) => p !== "/hi" && !p.startsWith("/hi/"));
    expect(english).toContain("/tests/cbc");
    expect(paths.filter((p) => !english.includes(p)).sort()).toEqual(
      english.map((p) => (p === "/" ? "/hi" : `/hi${p}`)).sort(),
    );
  });

  it(
    "gives every page its language, itself as canonical, and twins that name each other",
    { timeout: 180_000 },
    async () => {
      const pages = new Map<string, ReturnType<typeof languageOf>>();
      for (const path of await sitemapPaths()) {
        const response = await fetch(`${baseUrl}${path}`);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        pages.set(path, languageOf(html));
        expect(readable(html), `${path} shows a message key`).not.toMatch(MESSAGE_KEY);
      }
      for (const [path, page] of pages) {
        const isHindi = path === "/hi" || path.startsWith("/hi/");
        expect(page.lang, path).toBe(isHindi ? "hi-IN" : "en-IN");
        expect(page.canonical, path).toBe(path);
        const english = isHindi ? path.slice(3) || "/" : path;
        const hindi = english === "/" ? "/hi" : `/hi${english}`;
        expect(page.alternates, path).toEqual({ "en-IN": english, "hi-IN": hindi, "x-default": english });
        // Reciprocal: the twin names this page back.
        expect(pages.get(isHindi ? english : hindi)?.alternates, path).toEqual(page.alternates);
      }
    },
  );

  it("switches to the same page in the other language and remembers the choice for the front door only", async () => {
    const switched = await fetch(`${baseUrl}/set-language`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
      body: new URLSearchParams({ language: "hi", redirectTo: "/hi/tests/cbc?from=switch" }),
    });
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/hi/tests/cbc?from=switch");
    const cookie = switched.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toBe("labfront_lang=hi");

    const frontDoor = await fetch(`${baseUrl}/`, { redirect: "manual", headers: { cookie } });
    expect([frontDoor.status, frontDoor.headers.get("location")]).toEqual([302, "/hi"]);
    expect(frontDoor.headers.get("cache-control")).toBe("no-store");
    // The address is the truth: an English link opens in English, whatever was chosen.
    const englishPage = await fetch(`${baseUrl}/tests/cbc`, { redirect: "manual", headers: { cookie } });
    expect(englishPage.status).toBe(200);
    expect(languageOf(await englishPage.text()).lang).toBe("en-IN");
    // Without the choice, the front door is English.
    expect((await fetch(`${baseUrl}/`, { redirect: "manual" })).status).toBe(200);
  });

  it("answers a Hindi address no page has with a Hindi 404", async () => {
    const response = await fetch(`${baseUrl}/hi/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(languageOf(html).lang).toBe("hi-IN");
    expect(html).toContain("पेज नहीं मिला");
  });
});
