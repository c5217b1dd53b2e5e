// Images at the size they are shown (issue 12 item 6): every image from the images API is
// fetched in AVIF or WebP at the listed width the phone or computer needs, within one step,
// and only the images of the first screen load before the visitor scrolls.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { IMAGE_WIDTHS } from "../domain/images.ts";
import { connectBrowser, VIEWPORTS } from "./browser.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl } = serverUnderTest();
/** A typical phone draws two device pixels per CSS pixel; the laptop one. */
const SCREENS = [
  { name: "phone", viewport: VIEWPORTS.phone, deviceScaleFactor: 2 },
  { name: "desktop", viewport: VIEWPORTS.desktop, deviceScaleFactor: 1 },
] as const;

type Shown = { src: string; width: number; top: number; isLoaded: boolean; loading: string };

/** Every visible image of our images API: the variant the browser chose and how wide it is drawn. */
function shownImages(page: Page): Promise<Shown[]> {
  return page.$$eval("img", (images) =>
    images
      .filter((img) => img.currentSrc.includes("/api/images/") && img.getBoundingClientRect().width > 0)
      .map((img) => ({
        src: img.currentSrc,
        width: img.getBoundingClientRect().width,
        top: img.getBoundingClientRect().top + window.scrollY,
        isLoaded: img.complete && img.naturalWidth > 0,
        loading: img.loading,
      })),
  );
}

/**
 * Scrolls to `top` and waits, frame by frame, until every image drawn in the window has chosen
 * its source (a lazy one does as it comes into view), instead of a fixed pause a step.
 */
function scrollAndLetImagesStart(page: Page, top: number): Promise<void> {
  return page.evaluate(async (top) => {
    window.scrollTo(0, top);
    const hasStarted = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const isInWindow =
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth;
      return !isInWindow || !(img.getAttribute("src") || img.getAttribute("srcset")) || img.currentSrc !== "";
    };
    while (![...document.images].every(hasStarted)) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, top);
}

const stepOf = (width: number) => IMAGE_WIDTHS.findIndex((listed) => listed >= width);

describe.skipIf(!baseUrl)("images in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  describe.each(SCREENS)("on a $name", ({ viewport, deviceScaleFactor }) => {
    it("fetches each image as AVIF or WebP at the width it is drawn, within one listed step", async () => {
      const [pkg] = (await (await fetch(`${baseUrl}/api/packages`)).json()) as { id: string }[];
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of ["/", "/packages", `/packages/${pkg.id}`]) {
        await page.goto(`${baseUrl}${path}`);
        // Scroll through the page so that lazy images load, then look at each.
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height / 2) {
          await scrollAndLetImagesStart(page, y);
        }
        await page.waitForFunction(() => [...document.images].every((img) => img.loading === "lazy" || img.complete));
        const images = await shownImages(page);
        expect(images.length, path).toBeGreaterThan(0);
        for (const image of images) {
          const url = new URL(image.src);
          const chosen = Number(url.searchParams.get("w"));
          const needed = image.width * deviceScaleFactor;
          if (!["avif", "webp"].includes(url.searchParams.get("fm") ?? ""))
            problems.push(`${path}: ${image.src} is not AVIF or WebP`);
          // One step either way: the browser rounds, and a card's width varies a little with the text beside it.
          if (Math.abs(stepOf(chosen) - stepOf(needed)) > 1) {
            problems.push(
              `${path}: ${url.pathname} drawn ${Math.round(image.width)} px wide (${Math.round(needed)} device px) but fetched at ${chosen}`,
            );
          }
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });

    it("loads only the first screen's images before the visitor scrolls", async () => {
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: "load" });
      const images = await page.$$eval("img", (all) =>
        all
          // A lazy image not yet loaded has no currentSrc: its src attribute says what it is.
          .filter(
            (img) => img.getBoundingClientRect().width > 0 && (img.getAttribute("src") ?? "").includes("/api/images/"),
          )
          .map((img) => ({ top: img.getBoundingClientRect().top, loading: img.loading, src: img.getAttribute("src") })),
      );
      const belowTheFold = images.filter((image) => image.top > viewport.height);
      expect(belowTheFold.length).toBeGreaterThan(0);
      expect(belowTheFold.filter((image) => image.loading !== "lazy").map((image) => image.src)).toEqual([]);
      await context.close();
    });
  });
});
