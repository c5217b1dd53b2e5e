// Issue 24: a public page's scripts never hold back the page. They start once it has loaded
// (or at the visitor's first touch), and what the visitor did meanwhile is kept.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { Browser, Page, Request, Route } from "playwright-core";
import { collectPageErrors, connectBrowser, sharedTabs, VIEWPORTS, whenHydrated } from "./browser.ts";
import { expectEachTestToLeaveTheDataAsFound } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl } = serverUnderTest();

const isHydrated = (page: Page) => page.evaluate(() => window.__labfrontHydrated === true);

/** Holds back every script of the site until `release()`, so a test can act before any has run. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.js", (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe.skipIf(!baseUrl)("scripts after the page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());
  expectEachTestToLeaveTheDataAsFound();
  /**
   * One tab per size, navigated by each test: a new context is a renderer process (e2e/README.md).
   * Routing a tab disables its cache, so a test that holds the scripts loads them afresh; its
   * routes go when it ends, so the next test meets the plain tab.
   */
  const tabs = sharedTabs(() => browser, baseUrl);
  async function tab(viewport: keyof typeof VIEWPORTS) {
    const { page, errors } = await tabs.tab(viewport);
    onTestFinished(() => page.unrouteAll({ behavior: "ignoreErrors" }));
    return { page, errors };
  }

  it.each(["/", "/tests/cbc", "/packages", "/book", "/reports"])(
    "%s asks for no script until it has loaded, then comes to life by itself",
    async (path) => {
      const { page, errors } = await tab("phone");
      const scriptsBeforeLoad: string[] = [];
      let loaded = false;
      const onRequest = (request: Request) => {
        if (!loaded && request.resourceType() === "script") scriptsBeforeLoad.push(request.url());
      };
      const onLoad = () => (loaded = true);
      page.on("request", onRequest).on("load", onLoad);
      onTestFinished(() => void page.off("request", onRequest).off("load", onLoad));
      await page.goto(`${baseUrl}${path}`);
      expect(scriptsBeforeLoad).toEqual([]);
      await whenHydrated(page);
      expect(errors).toEqual([]);
    },
  );

  // The browser hydrates with Preact, which binds the server's <head> to the page's own list by
  // tag: an element React placed elsewhere was once dropped (the icon, an hreflang twin) or
  // moved (the stylesheet, restyling the whole page) once the page came to life.
  it.each(["/", "/hi", "/packages", "/tests/cbc", "/book/cbc"])(
    "%s keeps the head the server sent once it comes to life",
    async (path) => {
      const { page, errors } = await tab("phone");
      const scripts = await holdScripts(page);
      // Each element of the head as a crawler would name it; the boot script the page adds to start its modules is not the server's.
      const head = () =>
        page.evaluate(() =>
          [...document.head.children]
            .filter((element) => !(element.tagName === "SCRIPT" && element.getAttribute("type") === "module"))
            .map((element) =>
              [
                element.tagName,
                ...["rel", "name", "property", "hreflang", "href", "media", "type"].map(
                  (name) => element.getAttribute(name) ?? "",
                ),
              ].join(" "),
            ),
        );
      await page.goto(`${baseUrl}${path}`);
      const sent = await head();
      await scripts.release();
      // Each part of the page hydrates in a task of its own (HydrateLater): wait for the last.
      await whenHydrated(page);
      expect(await head()).toEqual(sent);
      expect(sent.some((element) => element.startsWith("LINK icon"))).toBe(true);
      expect(errors).toEqual([]);
    },
  );

  it("searches what was typed into the box before the scripts came", async () => {
    const { page, errors } = await tab("desktop");
    const scripts = await holdScripts(page);
    await page.goto(baseUrl);
    const box = page.getByRole("combobox", { name: "Search tests and packages" });
    await box.fill("bilirubin");
    expect(await isHydrated(page)).toBe(false);
    await scripts.release();
    await whenHydrated(page);
    await page.getByRole("listbox", { name: "Search results" }).getByRole("option").first().waitFor();
    expect(await box.inputValue()).toBe("bilirubin");
    expect(errors).toEqual([]);
  });

  // On a phone the desktop header is hidden by CSS and not hydrated with the page (HydrateLater's
  // `until`); it comes to life when the window is widened enough to show it.
  it("brings the desktop header to life when a phone-sized window is widened", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/tests/cbc`);
    await whenHydrated(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    const box = page.getByRole("combobox", { name: "Search tests and packages" });
    await box.fill("bilirubin");
    await page.getByRole("listbox", { name: "Search results" }).getByRole("option").first().waitFor();
    expect(await box.inputValue()).toBe("bilirubin");
    expect(errors).toEqual([]);
    await page.close();
  });

  // Once the page is alive React Router fetches the routes its links lead to (lazy route
  // discovery); the entry does not draw the page again for that (passOnOnlyChanges), and the
  // routes discovered must still take a tap to their page without loading a new document.
  it("opens a page a link leads to in the same document once the booking form has found its routes", async () => {
    const { page, errors } = await tab("phone");
    const discovered = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/__manifest");
    await page.goto(`${baseUrl}/book/cbc`);
    await whenHydrated(page);
    expect((await discovered).ok()).toBe(true);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("navigation", { name: "Sections" }).locator('a[href="/tests"]').click();
    await page.waitForURL(`${baseUrl}/tests`);
    await page.getByRole("heading", { level: 1, name: "All Tests" }).waitFor();
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  // The page's own script restores a scroll position only where React Router saved one (a reload,
  // or coming back); a page opened afresh gets its history key from the scripts that start later.
  it("comes back to where the patient was reading, after following a link and going back, and after a reload", async () => {
    const { page, errors } = await tab("phone");
    const scrolled = () => page.evaluate(() => window.scrollY);
    await page.goto(`${baseUrl}/tests/cbc`);
    expect(await scrolled()).toBe(0);
    await whenHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(scrolled).toBe(1200);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/packages"]')!.click());
    await page.getByRole("heading", { level: 1, name: "Health Packages" }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/tests/cbc`);
    await expect.poll(scrolled).toBe(1200);
    await page.reload();
    await expect.poll(scrolled).toBe(1200);
    await whenHydrated(page);
    expect(await scrolled()).toBe(1200);
    expect(errors).toEqual([]);
  });

  // A phone shows a long page while it is still reading it. The booking form's price comes before
  // its "home or lab" radios: it must already show the one kind's sums it will keep, or the form
  // moves up under the patient's eyes once the radios are read (a layout shift).
  it("draws the booking form's price as it stays while the browser is still reading the page", async () => {
    const { page } = await tab("phone");
    const priceHeight = () =>
      page.getByRole("complementary", { name: "Price" }).evaluate((aside) => aside.clientHeight);
    await page.goto(`${baseUrl}/book/cbc`);
    const whole = await priceHeight();
    await page.route(`${baseUrl}/book/cbc`, async (route) => {
      const html = await (await route.fetch()).text();
      const firstRadio = html.lastIndexOf("<input", html.indexOf('name="collectionType"'));
      await route.fulfill({ contentType: "text/html", body: html.slice(0, firstRadio) });
    });
    await page.goto(`${baseUrl}/book/cbc`);
    expect(await page.locator('input[name="collectionType"]').count()).toBe(0);
    expect(await priceHeight()).toBe(whole);
  });

  it("keeps a booking reference typed on My Reports before the scripts came", async () => {
    const { page, errors } = await tab("phone");
    const scripts = await holdScripts(page);
    await page.goto(`${baseUrl}/reports`);
    await page.getByLabel("Booking reference").fill("LF-7Q2K9");
    expect(await isHydrated(page)).toBe(false);
    await scripts.release();
    await whenHydrated(page);
    expect(errors).toEqual([]);
    // Sent without a mobile, so the server names the missing field and counts no wrong try; the
    // form renders again with its answer, and the reference is still what was typed.
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.method() === "POST"),
      page.getByRole("button", { name: "Show my reports" }).click(),
    ]);
    expect(new URLSearchParams(post.postData() ?? "").get("reference")).toBe("LF-7Q2K9");
    await page.locator(`[id$="-mobile-error"]`).waitFor();
    expect(await page.getByLabel("Booking reference").inputValue()).toBe("LF-7Q2K9");
  });

  // A part still waiting to hydrate keeps its server HTML; hydrating it later with the next page's
  // data once left the links and labels of the page it came from (Preact mends text, not attributes).
  it("shows the English page whole when the language switch is used while a part of the Hindi page has yet to come to life", async () => {
    // A context of its own: the switch sets the language cookie.
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const errors = collectPageErrors(page);
    // Alive, not scrolled: the footer, far below the first screen, still waits to come to life
    // (HydrateLater's `nearView`) in the Hindi the server drew it in. The switch moves the router,
    // which brings every waiting part to life before the English page is drawn over it.
    await page.goto(`${baseUrl}/hi`);
    await whenHydrated(page);
    await page.locator('form[action="/set-language"]').first().getByRole("button").click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForFunction(() => window.__labfrontHydrated === true && document.documentElement.lang === "en-IN");
    for (const part of [page.locator("main"), page.locator("#site-footer")]) {
      const hindiLinks = await part.evaluate((element) =>
        [...element.querySelectorAll("a[href^='/hi']")].map((link) => link.getAttribute("href")),
      );
      expect(hindiLinks).toEqual([]);
      const hindiLabels = await part.evaluate((element) =>
        [...element.querySelectorAll("[aria-label]")]
          .map((labelled) => labelled.getAttribute("aria-label")!)
          .filter((label) => /[\u0900-\u097F]/.test(label)),
      );
      expect(hindiLabels).toEqual([]);
      expect(await part.innerText()).not.toMatch(/[\u0900-\u097F]/);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("gives the staff's screens their scripts at once", async () => {
    const html = await (await fetch(`${baseUrl}/admin-login`)).text();
    expect(html).toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('rel="modulepreload"');
  });
});
