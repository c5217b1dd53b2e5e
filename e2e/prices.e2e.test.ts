// Prices patients can trust (issue 10 item 6), on the phone and the laptop layout: the
// package page's "if booked separately", one price format in search with the visitor's
// city price, and the "Show discount badges" switch. Everything changed is put back.
// docs/decisions/2026-11-22-honest-package-prices.md
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { HealthPackage } from "../domain/health-package.ts";
import type { LabTest } from "../domain/lab-test.ts";
import { formatRupees } from "../domain/pricing.ts";
import {
  accessibilityProblems,
  collectPageErrors,
  connectBrowser,
  sharedTabs,
  VIEWPORTS,
  whenHydrated,
} from "./browser.ts";
import {
  type AdminApi,
  adminApi,
  contentOf,
  expectEachTestToLeaveTheDataAsFound,
  signedInContext,
} from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();
/** CBC's price in Noida while these tests run (its seeded price is the same everywhere). */
const NOIDA_CBC = 289;

describe.skipIf(!baseUrl)("prices in Chromium", () => {
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
  // A visitor's tab per size, navigated from page to page by all its tests (the one that
  // chooses a city clears the cookie after it); staff pages have a signed-in context of their own.
  const visit = sharedTabs(() => browser, baseUrl);

  describe.each(["phone", "desktop"] as const)("at the %s size", (size) => {
    let page: Page;
    let errors: string[];

    async function open(path: string) {
      ({ page, errors } = await visit(path, size));
    }

    it("shows what a fully linked package's tests cost booked separately, above its lower price", async () => {
      const [packages, tests] = await Promise.all([
        api.call<HealthPackage[]>("GET", "/api/packages"),
        api.call<LabTest[]>("GET", "/api/tests"),
      ]);
      const basic = packages.find((p) => p.name === "Basic Health Checkup")!;
      const bySlug = new Map(tests.map((t) => [t.slug, t]));
      expect(basic.tests.every((t) => t.slug !== null && bySlug.has(t.slug))).toBe(true);
      const separately = basic.tests.reduce((sum, t) => sum + bySlug.get(t.slug!)!.price, 0);
      expect(basic.discountedPrice!).toBeLessThan(separately);

      await open(`/packages/${basic.id}`);
      const main = page.locator("main");
      await main.getByText(`${formatRupees(separately)} if booked separately`).waitFor();
      // Each linked test leads to its page.
      await expect(
        main.getByRole("link", { name: bySlug.get(basic.tests[0].slug!)!.name }).getAttribute("href"),
      ).resolves.toBe(`/tests/${basic.tests[0].slug}`);
      expect(errors).toEqual([]);

      // The package's card says the same.
      await page.goto(`${baseUrl}/packages?category=basic`);
      const card = page.locator("main article").filter({ hasText: basic.name });
      await card.getByText(`${formatRupees(separately)} if booked separately`).waitFor();
    });

    it("lets staff pick a package's tests from the catalogue, with the limit in words beside the price the patient pays, and no serious accessibility problem", async () => {
      // axe is injected as a script, which our CSP rightly refuses; only this context bypasses it.
      const admin = await signedInContext(browser, baseUrl, api, { viewport: VIEWPORTS[size], bypassCSP: true });
      onTestFinished(() => admin.close());
      const tab = await admin.newPage();
      const tabErrors = collectPageErrors(tab);
      await tab.goto(`${baseUrl}/admin/packages`);
      await whenHydrated(tab);
      await tab.getByRole("button", { name: "Add Package" }).click();
      const dialog = tab.getByRole("dialog", { name: "Add Package" });
      await dialog.getByLabel("Price (₹)", { exact: true }).fill("800");
      await dialog.getByLabel("Original price (₹)").fill("999");
      await dialog.getByLabel("Find a catalogue test").fill("lipid");
      await dialog.getByRole("checkbox", { name: /Lipid Profile/ }).check();
      const offer = dialog.getByLabel("Price (₹)", { exact: true });
      await expect.poll(() => offer.getAttribute("aria-invalid")).toBe("true");
      await dialog.getByText(/The price must be below ₹[\d,]+, the price of these tests booked separately/).waitFor();
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[size].width);

      const violations = await accessibilityProblems(tab, { within: "dialog[open]" });
      expect(violations).toEqual([]);
      expect(tabErrors).toEqual([]);
    });

    it("shows search prices as the cards do (no .00), and the Noida price after choosing Noida", async () => {
      const restoreCbc = await api.snapshotTest("cbc");
      onTestFinished(restoreCbc);
      const cbc = await api.adminTest("cbc");
      await api.call("PUT", "/api/tests/cbc", {
        ...contentOf(cbc),
        cityPrices: { ...cbc.cityPrices, Noida: { price: NOIDA_CBC, originalPrice: cbc.originalPrice } },
      });
      // The phone layout's search box is on the home page; the laptop's in the header.
      await open("/");
      // The city is a cookie: the next tests on this tab see the prices of no chosen city.
      onTestFinished(() => page.context().clearCookies());
      const box = page.locator("[role=combobox]:visible");
      const firstOption = page.locator("[role=option]:visible").first();

      await box.fill("complete blood");
      await expect.poll(() => firstOption.textContent()).toContain(formatRupees(cbc.price));
      expect(await firstOption.textContent()).not.toContain(".00");
      await box.fill("");

      await page.locator("select[name=city]:visible").selectOption("Noida");
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => page.locator("select[name=city]:visible").inputValue()).toBe("Noida");
      await page.locator("[role=combobox]:visible").fill("complete blood");
      await expect
        .poll(() => page.locator("[role=option]:visible").first().textContent())
        .toContain(formatRupees(NOIDA_CBC));
      expect(errors).toEqual([]);
    });

    it("hides the struck-through regular price and % off everywhere while 'Show discount badges' is off", async () => {
      const {
        updatedAt: _at,
        updatedBy: _by,
        ...settings
      } = await api.call<Record<string, unknown>>("GET", "/api/settings");
      expect(settings.showDiscountBadges).toBe(true);
      onTestFinished(async () => {
        await api.call("PUT", "/api/settings", settings);
      });
      const [basic] = (await api.call<HealthPackage[]>("GET", "/api/packages")).filter(
        (p) => p.name === "Basic Health Checkup",
      );
      const paths = ["/tests/cbc", "/tests", "/packages", `/packages/${basic.id}`];

      await open(paths[0]);
      expect(await page.locator("main").innerText()).toMatch(/% off/);

      await api.call("PUT", "/api/settings", { ...settings, showDiscountBadges: false });
      for (const path of paths) {
        await open(path);
        const text = await page.locator("body").innerText();
        expect(text, path).not.toMatch(/% off/);
        expect(await page.locator("main s").count(), path).toBe(0);
      }
      // The offer price itself still shows.
      await open(`/packages/${basic.id}`);
      await page.locator("main").getByText(formatRupees(basic.discountedPrice!), { exact: true }).first().waitFor();
      expect(errors).toEqual([]);
    });
  });
});
