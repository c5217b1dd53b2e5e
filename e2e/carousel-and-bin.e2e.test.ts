// The Carousel Manager and the packages' bin as a receptionist uses them (issue 11 item 10), on
// the phone and the laptop: a restored slide comes back where it was, hidden, and the toast says
// so; delete confirmations name the item; a deleted package leaves the site for Recently Deleted
// and comes back on restore; a slide shows where it is placed (computer hero, phone promo cards);
// the slide image field says the shape the page shows. Every test makes its own slides and
// packages and removes them.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { type AdminApi, adminApi, expectEachTestToLeaveTheDataAsFound, png, signedInContext } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

describe.skipIf(!baseUrl)("the Carousel Manager and the packages' bin in Chromium", () => {
  let browser: Browser;
  let api: AdminApi;

  beforeAll(async () => {
    browser = await connectBrowser();
    api = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await api?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  describe.each(["phone", "desktop"] as const)("at the %s size", (size) => {
    let context: BrowserContext;
    /** This size's one tab, which each test navigates: a new tab is a new renderer process. */
    let page: Page;
    /** What the tab reports, from the test's navigation on. */
    let errors: string[];
    /** Titles and names unique to this size, so the two runs never meet. */
    const own = (name: string) => `${name} (${size})`;

    beforeAll(async () => {
      // Without the page's CSP, so the accessibility check can inject axe.
      context = await signedInContext(browser, baseUrl, api, { viewport: VIEWPORTS[size], bypassCSP: true });
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(() => context?.close());

    async function open(path: string) {
      errors.length = 0;
      await page.goto(`${baseUrl}${path}`);
      await whenHydrated(page);
    }
    const ownSlide = async (title: string, placement: "hero" | "promo" | "both" = "hero") => {
      const slide = await api.createSlide({ title, placement });
      onTestFinished(() => api.removeSlide(slide.id));
      return slide;
    };
    const toast = (text: string) => page.getByRole("status").filter({ hasText: text }).first().waitFor();
    const slideTitles = () => page.locator("main ul li h3").allInnerTexts();

    it("puts a restored slide back at the position it had, inactive, and the toast says so", async () => {
      onTestFinished(await api.snapshotSlideOrder());
      const [first, middle, last] = [
        own("Fever Clinic Week"),
        own("Home Collection Sunday"),
        own("Vitamin Check Month"),
      ];
      await ownSlide(first);
      const deleted = await ownSlide(middle);
      await ownSlide(last);
      await open("/admin/carousel");
      const before = await slideTitles();
      const place = before.indexOf(middle) + 1;

      const card = page.locator("main ul li").filter({ has: page.getByRole("heading", { name: middle, exact: true }) });
      await card.getByRole("button", { name: /^Delete/ }).click();
      const confirm = page.getByRole("dialog", { name: `Delete "${middle}"?` });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect.poll(slideTitles).toEqual(before.filter((t) => t !== middle));

      await page.getByRole("button", { name: `Restore ${middle}` }).click();
      await toast(`Restored "${middle}" to position ${place}. It stays hidden until you activate it.`);
      await expect.poll(slideTitles).toEqual(before);
      await card.getByText("Inactive", { exact: true }).waitFor();
      await card.getByText(`Position ${place}`, { exact: false }).waitFor();
      const restored = (await api.slides()).find((s) => s.id === deleted.id)!;
      expect(restored).toMatchObject({ isDeleted: false, isActive: false });
      expect(errors).toEqual([]);
    });

    it("names the package in the delete confirmation; a deleted package leaves /packages until it is restored", async () => {
      const name = own("Heart Care Plus");
      const pkg = await api.createPackage({ name, category: "cardiac" });
      onTestFinished(() => api.deletePackage(pkg.id));
      const listed = async () => {
        const html = await (await fetch(`${baseUrl}/packages?category=cardiac`)).text();
        return html.includes(name);
      };
      expect(await listed()).toBe(true);

      await open("/admin/packages");
      const card = page.locator("main ul li").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await card.getByRole("button", { name: /^Delete/ }).click();
      const confirm = page.getByRole("dialog", { name: `Delete "${name}"?` });
      await confirm.getByText("Recently Deleted", { exact: false }).waitFor();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await toast(`"${name}" moved to Recently Deleted`);
      const bin = page.locator("section", { has: page.getByRole("heading", { name: "Recently Deleted" }) });
      await bin.getByRole("button", { name: `Restore ${name}` }).waitFor();
      expect(await card.count()).toBe(0);
      expect(await listed()).toBe(false);
      expect((await fetch(`${baseUrl}/packages/${pkg.id}`)).status).toBe(404);
      expect(await accessibilityProblems(page)).toEqual([]);

      await bin.getByRole("button", { name: `Restore ${name}` }).click();
      await toast(`Restored "${name}".`);
      await card.waitFor();
      await bin.getByRole("button", { name: `Restore ${name}` }).waitFor({ state: "detached" });
      expect(await listed()).toBe(true);
      expect((await fetch(`${baseUrl}/packages/${pkg.id}`)).status).toBe(200);
      expect(errors).toEqual([]);
    });

    it("shows a slide placed for phones as a promo card on the phone home, not in the computer hero, and the other way round", async () => {
      const forPhones = own("Sugar Check Camp");
      const forComputers = own("Lab Open Sundays");
      await ownSlide(forPhones, "promo");
      await ownSlide(forComputers, "hero");
      await open("/");
      const promoCards = page.locator('section[aria-label="Offers"]');
      const hero = page.locator('section[aria-label="Highlights"]');
      const texts = async () => ({ promo: await promoCards.textContent(), hero: await hero.textContent() });
      const { promo, hero: heroText } = await texts();
      expect(promo).toContain(forPhones);
      expect(promo).not.toContain(forComputers);
      expect(heroText).toContain(forComputers);
      expect(heroText).not.toContain(forPhones);
      // Each layout shows only its own carousel.
      expect(await (size === "phone" ? promoCards : hero).isVisible()).toBe(true);
      expect(await (size === "phone" ? hero : promoCards).isVisible()).toBe(false);
      // A link, hidden from the accessibility tree on computers, so found by its element.
      const card = promoCards.locator("a").filter({ hasText: forPhones });
      expect(await card.getAttribute("href")).toBe("/packages");
      expect(errors).toEqual([]);
    });

    it("says the shape the home page shows a slide image at, and previews it with the title over it", async () => {
      await open("/admin/carousel");
      await page.getByRole("button", { name: "Add Slide" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Slide" });
      await dialog.getByLabel("Title").fill("Preview Only");
      await dialog.getByText("Shown at 1600×600 (8:3) on computers").waitFor();
      await dialog.getByLabel("Phone promo cards").check();
      await dialog.getByText("Shown at 800×400 (2:1) on phones").waitFor();
      expect(await dialog.getByText("on computers", { exact: false }).count()).toBe(0);
      await dialog.getByLabel("Both").check();
      await dialog.getByText("Shown at 1600×600 (8:3) on computers").waitFor();
      await dialog.getByText("Shown at 800×400 (2:1) on phones").waitFor();

      await dialog
        .getByLabel(/^Image/)
        .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await png("#0f766e") });
      const computerPreview = dialog.getByRole("figure").filter({ hasText: "As it shows on computers" });
      await computerPreview.getByText("Preview Only").waitFor();
      const box = await computerPreview.getByRole("img", { name: "Preview on computers" }).boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(8 / 3, 1);
      const phoneBox = await dialog.getByRole("img", { name: "Preview on phones" }).boundingBox();
      expect(phoneBox!.width / phoneBox!.height).toBeCloseTo(2, 1);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      expect(errors).toEqual([]);
    });
  });
});
