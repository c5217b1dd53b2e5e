import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { connectBrowser, sharedTabs, VIEWPORTS, whenHydrated } from "./browser.ts";
import { adminApi, expectEachTestToLeaveTheDataAsFound } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

type Viewport = keyof typeof VIEWPORTS;

/** Scrolls so the element's top sits a tenth of the way down the window, where a reader's eye has just moved on to it. */
async function readFrom(page: Page, selector: string) {
  await page.evaluate((selector) => {
    const top = document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight / 10);
  }, selector);
}

/** Scrolls to the very end of the page, where the footer's last line is. */
async function scrollToTheEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
  );
}

/** Whether the element is shown and wholly inside the window. */
const isInWindow = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility() && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** The screenshot's pixels, as RGB triples. */
async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

const luminance = (r: number, g: number, b: number) => {
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/**
 * Focuses the element from the keyboard and measures its focus ring as WCAG 2.2's focus
 * appearance does: the pixels that change by at least 3:1 between the unfocused and the
 * focused look, against the area of a 2 px line around the control (1 when they match it).
 */
async function focusRingArea(page: Page, locator: Locator): Promise<number> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  const margin = 8;
  const clip = {
    x: Math.max(0, box.x - margin),
    y: Math.max(0, box.y - margin),
    width: box.width + 2 * margin,
    height: box.height + 2 * margin,
  };
  const before = await pixels(await page.screenshot({ clip }));
  await page.keyboard.press("Shift"); // keyboard use, so a scripted focus shows the ring as Tab would
  await locator.focus();
  const after = await pixels(await page.screenshot({ clip }));
  let changed = 0;
  for (let i = 0; i < before.length; i += 3) {
    const [a, b] = [
      luminance(before[i], before[i + 1], before[i + 2]),
      luminance(after[i], after[i + 1], after[i + 2]),
    ];
    if ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) >= 3) changed++;
  }
  return changed / (2 * 2 * (box.width + box.height));
}

describe.skipIf(!baseUrl)("test and package pages in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());
  expectEachTestToLeaveTheDataAsFound();

  // The tests read pages and scroll them (each scrolls to where it reads), so each size has one
  // tab, navigated from page to page; the focus-ring test holds the carousel still in it while it runs.
  const open = sharedTabs(() => browser, baseUrl);

  const seededPackageId = async (name: string) => {
    const packages = (await (await fetch(`${baseUrl}/api/packages?pageSize=100`)).json()) as {
      id: string;
      name: string;
    }[];
    return packages.find((p) => p.name === name)!.id;
  };

  /** Asserts that, scrolled to the end, the footer's last line is wholly above the sticky price bar (phones) or the window's bottom. */
  async function expectFooterEndInSight(page: Page, viewport: Viewport) {
    await scrollToTheEnd(page);
    const lastLine = await page.locator("footer > :last-child").boundingBox();
    const bar = page.locator("[data-sticky-price-bar]");
    const limit = viewport === "phone" ? (await bar.boundingBox())!.y : VIEWPORTS[viewport].height;
    expect(await bar.isVisible()).toBe(viewport === "phone");
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(limit);
  }

  describe.each(Object.keys(VIEWPORTS) as Viewport[])("at %s size", (viewport) => {
    it("the test page's index marks the section being read (desktop; phones have no index)", async () => {
      const { page, errors } = await open("/tests/cbc", viewport);
      const index = page.getByRole("navigation", { name: "On this page" });
      if (viewport === "phone") {
        expect(await index.isVisible()).toBe(false);
        return;
      }
      const current = index.locator('a[aria-current="location"]');
      await readFrom(page, "#faq");
      await expect.poll(() => current.textContent()).toBe("FAQ");
      await readFrom(page, "#city-price-info");
      await expect.poll(() => current.textContent()).toBe("City Price Info");
      expect(await current.count()).toBe(1);
      // Marked in more than words: the current entry is drawn differently from the others.
      const look = (link: Locator) =>
        link.evaluate((a) => `${getComputedStyle(a).borderLeftColor} ${getComputedStyle(a).fontWeight}`);
      expect(await look(current)).not.toBe(await look(index.getByRole("link", { name: "FAQ" })));
      expect(errors).toEqual([]);
    });

    it("keeps the price and Book Now in reach after the first screen, once, going where the hero's goes", async () => {
      const { page, errors } = await open("/tests/cbc", viewport);
      await readFrom(page, "#faq");
      const inReach: string[] = [];
      for (const link of await page.getByRole("link", { name: /^book now$/i }).all()) {
        if (await isInWindow(link)) inReach.push((await link.getAttribute("href"))!);
      }
      expect(inReach).toEqual(["/book/cbc"]);
      expect(errors).toEqual([]);
    });

    it("lets the whole footer scroll into view above the sticky price bar, on a test page and a package page", async () => {
      const { page } = await open("/tests/cbc", viewport);
      await expectFooterEndInSight(page, viewport);
      await page.goto(`${baseUrl}/packages/${await seededPackageId("Full Body Checkup")}`);
      await expectFooterEndInSight(page, viewport);
    });

    it("draws a focus ring of at least 3:1 on the dark hero, in the dark footer and on a white page", async () => {
      // Reduced motion: the carousel holds still while it is photographed. Asked of the size's
      // tab until the test ends, rather than of a page of its own (a new renderer process).
      const { page } = await open.tab(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      onTestFinished(() => page.emulateMedia({ reducedMotion: null }));
      await page.goto(`${baseUrl}/`);
      await whenHydrated(page);
      const heroLink =
        viewport === "phone"
          ? page.getByRole("region", { name: "Offers" }).locator('a[tabindex="0"]')
          : page.getByRole("region", { name: "Highlights" }).locator('[aria-hidden="false"] a');
      expect(await focusRingArea(page, heroLink.first())).toBeGreaterThanOrEqual(1);
      expect(
        await focusRingArea(page, page.locator("footer").getByRole("link", { name: "All Tests" })),
      ).toBeGreaterThanOrEqual(1);
      await page.goto(`${baseUrl}/tests/cbc`);
      const bookNow = page
        .getByRole("link", { name: /^book now$/i })
        .filter({ visible: true })
        .first();
      expect(await focusRingArea(page, bookNow)).toBeGreaterThanOrEqual(1);
    });

    it("a package page states its strictest fasting rule and longest report time, and links its tests to their pages", async () => {
      const { page, errors } = await open(`/packages/${await seededPackageId("Full Body Checkup")}`, viewport);
      const fact = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
      // Blood sugar fasting and LFT need a fast; Vitamin D's report takes 24 hours, the others the same day.
      expect(await fact("Fasting Required").textContent()).toBe("Yes");
      expect(await fact("Report Time").textContent()).toBe("24 hours");
      await expect
        .poll(() =>
          page
            .getByText(/^Fasting needed for Blood Sugar Fasting \(FBS\), Liver Function Test \(LFT\)/)
            .first()
            .isVisible(),
        )
        .toBe(true);
      // The tests' own instructions, as the booking form shows them.
      expect(await page.getByRole("region", { name: "How to prepare" }).textContent()).toContain(
        "Fast for 8–10 hours (no more than 12), water allowed.",
      );
      const included = page.getByRole("region", { name: "9 tests included" });
      expect(await included.getByRole("link", { name: "Vitamin D (25-OH)" }).getAttribute("href")).toBe(
        "/tests/vitamin-d",
      );
      expect(await included.getByRole("link").count()).toBe(9);
      expect(errors).toEqual([]);
    });

    it("a package with a test outside the catalogue shows it unlinked and says its preparation is confirmed on the call", async () => {
      const api = await adminApi(baseUrl, adminPassword);
      const pkg = await api.createPackage({
        name: `Bone and Heart Check ${viewport}`,
        tests: [
          { name: "Lipid Profile", slug: "lipid-profile" },
          { name: "Vitamin D (25-OH)", slug: "vitamin-d" },
          { name: "Vitamin B12", slug: null },
        ],
      });
      onTestFinished(() => api.deletePackage(pkg.id));
      const { page, errors } = await open(`/packages/${pkg.id}`, viewport);
      const fact = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
      expect(await fact("Fasting Required").textContent()).toBe("Only if your doctor asks");
      expect(await fact("Report Time").textContent()).toBe("24 hours");
      const included = page.getByRole("region", { name: "3 tests included" });
      expect(await included.getByRole("link").allTextContents()).toEqual(["Lipid Profile", "Vitamin D (25-OH)"]);
      expect(await included.getByText("Vitamin B12").evaluate((element) => element.closest("a"))).toBeNull();
      expect(await page.getByTestId("not-in-catalogue").textContent()).toMatch(
        /^Vitamin B12: we tell you how to prepare and when the report is ready when we call/,
      );
      // Phones book it from the same sticky bar as a test page.
      const barBookNow = page.locator("[data-sticky-price-bar] a", { hasText: "Book Now" });
      expect(await barBookNow.isVisible()).toBe(viewport === "phone");
      expect(await barBookNow.getAttribute("href")).toBe(`/book-package/${pkg.id}`);
      expect(errors).toEqual([]);
    });
  });
});
