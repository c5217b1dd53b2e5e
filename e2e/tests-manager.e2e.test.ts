import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { type AdminApi, adminApi, expectEachTestToLeaveTheDataAsFound, signedInContext } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

const CBC = "Complete Blood Count (CBC)";
const BANNER = "Please correct the fields marked below.";

describe.skipIf(!baseUrl).each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
  "the Tests Manager on a %s",
  (size) => {
    let browser: Browser;
    let api: AdminApi;
    let adminContext: BrowserContext;
    /** This size's one tab, which each test navigates: a new tab is a new renderer process (e2e/README.md). */
    let page: Page;
    /** What the tab reports, from the test's navigation on. */
    let pageErrors: string[];

    beforeAll(async () => {
      browser = await connectBrowser();
      api = await adminApi(baseUrl, adminPassword);
      adminContext = await signedInContext(browser, baseUrl, api, { viewport: VIEWPORTS[size] });
      page = await adminContext.newPage();
      pageErrors = collectPageErrors(page);
    });
    afterAll(async () => {
      await api?.logout();
      await browser?.close();
    });
    afterEach(() => {
      expect(pageErrors).toEqual([]);
    });
    expectEachTestToLeaveTheDataAsFound();

    async function open(path: string) {
      pageErrors.length = 0;
      await page.goto(`${baseUrl}${path}`);
      await whenHydrated(page);
    }
    const row = (name: string) => page.locator("li").filter({ has: page.getByRole("heading", { name }) });
    const priceOf = (name: string) => page.getByLabel(`Price (₹) of ${name}`, { exact: true });
    const originalPriceOf = (name: string) => page.getByLabel(`Original price (₹) of ${name}`, { exact: true });
    const publicPage = async (slug: string) => (await fetch(`${baseUrl}/tests/${slug}`)).text();

    it("says 'Please correct the fields marked below.' only after a save finds a field to correct, never while typing in a valid one", async () => {
      await open("/admin/tests");
      await row(CBC).getByRole("button", { name: /^Edit/ }).click();
      const dialog = page.getByRole("dialog", { name: `Edit ${CBC}` });
      await dialog.getByLabel("Subtitle").fill("Checks red cells, white cells and platelets");
      await dialog.getByLabel("Sample type (e.g. Blood, Urine)").pressSequentially(" sample");
      expect(await dialog.getByText(BANNER).count()).toBe(0);

      const price = dialog.getByLabel("Price (₹)", { exact: true });
      await price.fill("a lot");
      expect(await dialog.getByText(BANNER).count()).toBe(0);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.getByText(BANNER).waitFor();
      await expect.poll(() => price.getAttribute("aria-invalid")).toBe("true");
      await dialog.getByText("Enter a price in rupees, in digits (1,499 is fine)").waitFor();

      // Correcting the marked field takes its mark and the banner away; nothing was saved.
      await price.fill("319");
      await expect.poll(() => dialog.getByText(BANNER).count()).toBe(0);
      expect(await price.getAttribute("aria-invalid")).toBeNull();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      expect((await api.adminTest("cbc")).subtitle).not.toBe("Checks red cells, white cells and platelets");
    });

    it("changes a test's price in its row with Enter: 'Saved', still there after a reload, and on the test's page", async () => {
      onTestFinished(await api.snapshotTest("cbc"));
      await open("/admin/tests");
      await priceOf(CBC).fill("289");
      await priceOf(CBC).press("Enter");
      await row(CBC).getByText("Saved").waitFor();
      expect(await publicPage("cbc")).toContain("₹289");

      await page.reload();
      await whenHydrated(page);
      expect(await priceOf(CBC).inputValue()).toBe("289");
      expect(await originalPriceOf(CBC).inputValue()).toBe("450");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS[size].width,
      );
    });

    it('takes "1,499" as ₹1,499 with the row\'s Save button, and says beside the row why a price is refused', async () => {
      onTestFinished(await api.snapshotTest("cbc"));
      await open("/admin/tests");
      await priceOf(CBC).fill("1,499");
      await row(CBC)
        .getByRole("button", { name: `Save prices of ${CBC}` })
        .click();
      // CBC's original price is ₹450: the price may not be above it, and nothing is saved.
      await row(CBC).getByText("Price must not be above the original price").waitFor();
      await expect.poll(() => priceOf(CBC).getAttribute("aria-invalid")).toBe("true");
      expect((await api.adminTest("cbc")).price).toBe(319);

      await originalPriceOf(CBC).fill("₹1,999");
      await row(CBC)
        .getByRole("button", { name: `Save prices of ${CBC}` })
        .click();
      await row(CBC).getByText("Saved").waitFor();
      expect(await priceOf(CBC).inputValue()).toBe("1499");
      expect(await api.adminTest("cbc")).toMatchObject({ price: 1499, originalPrice: 1999 });
      const html = await publicPage("cbc");
      expect(html).toContain("₹1,499");
      expect(html).toContain("₹1,999");
    });

    it("names the packages that list a test before retiring it, and Cancel retires nothing", async () => {
      const pkg = await api.createPackage({ name: "Retire Warning Checkup" });
      onTestFinished(() => api.deletePackage(pkg.id));
      await open("/admin/tests");
      await row("Thyroid Profile (T3, T4, TSH)")
        .getByRole("button", { name: /^Retire/ })
        .click();
      const dialog = page.getByRole("dialog", { name: "Retire test" });
      const question = await dialog.innerText();
      expect(question).toContain('Retire "Thyroid Profile (T3, T4, TSH)"? It is listed in');
      for (const name of ["Full Body Checkup", "Women's Wellness Checkup", "Retire Warning Checkup"])
        expect(question).toContain(name);
      expect(question).toContain("those packages will keep it in their list without a link");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect((await api.adminTest("thyroid-profile")).isRetired).toBe(false);
    });

    it("labels a package's prices 'Price (₹)' then 'Original price (₹)', the offer as the price", async () => {
      // The API's words: regular price ₹999, offer ₹699.
      const pkg = await api.createPackage({ name: "Price Words Checkup", price: 999, discountedPrice: 699 });
      onTestFinished(() => api.deletePackage(pkg.id));
      await open("/admin/packages");
      await page
        .locator("li")
        .filter({ has: page.getByRole("heading", { name: "Price Words Checkup", exact: true }) })
        .getByRole("button", { name: /^Edit/ })
        .click();
      const dialog = page.getByRole("dialog", { name: "Edit Package" });
      const labels = (await dialog.locator("label").allInnerTexts()).map((text) => text.trim());
      expect(labels.filter((text) => /price/i.test(text))).toEqual(["Price (₹)", "Original price (₹)"]);
      expect(await dialog.getByLabel("Price (₹)", { exact: true }).inputValue()).toBe("699");
      expect(await dialog.getByLabel("Original price (₹)").inputValue()).toBe("999");
      await dialog.getByRole("button", { name: "Cancel" }).click();
    });
  },
);
