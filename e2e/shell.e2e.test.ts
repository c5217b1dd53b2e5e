// The public shell as issue 32 met it: its language kept through a city change, the city
// changed by touch without JavaScript, a keyboard's way to "Book now" and to the booking form,
// the phone header's WhatsApp button whole at 390 px, and "How to prepare" naming each test once.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectPageErrors, connectBrowser, sharedTabs, VIEWPORTS, whenHydrated } from "./browser.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl } = serverUnderTest();

/** Every word of the shell a patient or a screen reader meets: texts, labels and placeholders outside the page's own content. */
function shellWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const main = document.getElementById("main");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (main?.contains(node) || node.parentElement?.closest("script, style")) continue;
      if (node instanceof Text) {
        if (node.data.trim()) words.push(node.data.trim());
      } else if (node instanceof Element) {
        for (const name of ["aria-label", "placeholder", "title"]) {
          const value = node.getAttribute(name);
          if (value) words.push(`${name}=${value}`);
        }
      }
    }
    return words;
  });
}

describe.skipIf(!baseUrl)("the public shell (issue 32)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // The tests that change the city (a cookie) or turn JavaScript off make their own context;
  // the rest only read pages and press keys, in a tab per size they share.
  const open = sharedTabs(() => browser, baseUrl);

  for (const viewport of ["phone", "desktop"] as const) {
    it(`keeps the Hindi home page's shell in Hindi when the city changes (${viewport})`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${baseUrl}/hi`);
      await whenHydrated(page);
      const before = await shellWords(page);
      expect(before).toContain("होम");
      expect(before).toContain("English");

      const picker = page.locator("select[name=city]:visible").first();
      const revalidated = page.waitForResponse((response) => new URL(response.url()).pathname === "/hi.data");
      await picker.selectOption("Noida");
      await revalidated;
      await expect.poll(() => picker.inputValue()).toBe("Noida");

      // Every word of the header, the tab bar, the search box and the footer as it was, in Hindi.
      expect(await shellWords(page)).toEqual(before);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");
      expect(page.url()).toBe(`${baseUrl}/hi`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("changes the city by touch without JavaScript on a phone: a visible, touch-sized Update city", async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      hasTouch: true,
      isMobile: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/tests/cbc`);
    const form = page.locator("header:visible form", { has: page.locator("select[name=city]") });
    await form.locator("select").selectOption("Noida");
    const update = form.getByRole("button", { name: "Update city" });
    const box = (await update.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await update.tap();
    await page.waitForURL(`${baseUrl}/tests/cbc`);
    await page.getByText("Price in Noida, home sample collection available.").waitFor();
    expect(await page.locator("header select[name=city]:visible").first().inputValue()).toBe("Noida");
    await context.close();
  });

  /** Presses Tab until `done` says the focus is where it should be; the number of presses it took. */
  async function tabsUntil(page: Page, done: () => Promise<boolean>, most = 40): Promise<number> {
    for (let presses = 1; presses <= most; presses++) {
      await page.keyboard.press("Tab");
      if (await done()) return presses;
    }
    return Infinity;
  }
  const focused = (page: Page) =>
    page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim(),
      name: document.activeElement?.getAttribute("name"),
      href: document.activeElement?.getAttribute("href"),
    }));

  for (const [path, skip, target] of [
    ["/tests/cbc", "Skip to booking", { href: "/book/cbc" }],
    ["/hi/tests/cbc", "सीधे बुकिंग पर जाएं", { href: "/hi/book/cbc" }],
    ["/book/cbc", "Skip to the booking form", { name: "patientName" }],
  ] as const) {
    it(`reaches ${"href" in target ? "Book now" : "the booking form's first field"} in four keys from ${path} at 1366×768`, async () => {
      const { page } = await open(path, "desktop");
      // Tab, Tab: the second skip link, shown where the focus is.
      await page.keyboard.press("Tab");
      expect((await focused(page)).text).toMatch(/^(Skip to main content|सीधे मुख्य भाग पर जाएं)$/);
      await page.keyboard.press("Tab");
      expect((await focused(page)).text).toBe(skip);
      const box = (await page.locator(":focus").boundingBox())!;
      expect(box.width).toBeGreaterThan(40);
      // Enter, Tab: the booking.
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      expect(await focused(page)).toMatchObject(target);
    });
  }

  it("reaches Book now on a test page in a few Tab presses without the skip link too: the price card comes before the section index", async () => {
    const { page } = await open("/tests/cbc", "desktop");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // Skip to main content
    const presses = await tabsUntil(page, async () => (await focused(page)).href === "/book/cbc");
    // The breadcrumb's two links, then BOOK NOW (issue 32 counted 27 from the top, 13 after this skip link).
    expect(presses).toBeLessThanOrEqual(3);
  });

  for (const path of ["/tests/cbc", "/hi/tests/cbc", "/hi"]) {
    it(`shows the phone header's WhatsApp button whole at 390 px (${path})`, async () => {
      const { page } = await open(path, "phone", { touch: true });
      const header = page.locator("header:visible");
      for (const control of await header.locator("a, button").all()) {
        const box = (await control.boundingBox())!;
        expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      }
      const whatsapp = (await header.locator('a[href^="https://wa.me/"]').boundingBox())!;
      expect([whatsapp.width, whatsapp.height]).toEqual([36, 36]);
    });
  }

  it("names the lipid profile once under How to prepare when a package and the test both carry it", async () => {
    const packages = (await (await fetch(`${baseUrl}/api/packages`)).json()) as {
      id: string;
      tests: { slug?: string }[];
    }[];
    const withLipids = packages.find((p) => p.tests.some((test) => test.slug === "lipid-profile"))!;
    for (const [path, name] of [
      [`/book?packages=${withLipids.id}&tests=lipid-profile`, "Lipid Profile"],
      [`/hi/book?packages=${withLipids.id}&tests=lipid-profile`, "लिपिड प्रोफ़ाइल"],
      [`/packages/${withLipids.id}`, "Lipid Profile"],
    ]) {
      const { page } = await open(path, "desktop");
      const advice = await page.locator("section", { has: page.locator("#preparation-heading") }).innerText();
      expect(advice.split(name).length - 1, path).toBe(1);
    }
  });
});
