import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { type AdminApi, adminApi, signedInContext } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

const NEW_PHONE = "+91 98111 22233";
const ACCREDITATION = "NABL accredited (certificate MC-0000, e2e test)";

/** The public page as any visitor gets it (no cookie: the shared, cached page). */
const publicHtml = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

describe.skipIf(!baseUrl)("Settings in Chromium", () => {
  let browser: Browser;
  let api: AdminApi;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  /** The settings as they were, put back when the tests are done. */
  let original: Record<string, unknown>;

  beforeAll(async () => {
    browser = await connectBrowser();
    // The run's admin session: no test here is about signing in (admin.e2e.test.ts's are).
    api = await adminApi(baseUrl, adminPassword);
    // axe is injected as a script, which our CSP rightly refuses; only this file's pages bypass it.
    context = await signedInContext(browser, baseUrl, api, { bypassCSP: true });
    page = await context.newPage();
    errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/admin/settings`);
    await whenHydrated(page);
    const {
      updatedAt: _at,
      updatedBy: _by,
      ...settings
    } = await (await context.request.get(`${baseUrl}/api/settings`)).json();
    original = settings;
  });

  afterAll(async () => {
    if (original) {
      const restored = await context.request.put(`${baseUrl}/api/settings`, { data: original });
      expect(restored.status()).toBe(200);
      expect(await publicHtml("/")).not.toContain(ACCREDITATION);
    }
    await api?.logout();
    await browser?.close();
  });

  it("makes no accreditation claim while the line is empty", async () => {
    expect(original.accreditation).toBe("");
    const visitor = await browser.newPage({ viewport: VIEWPORTS.desktop });
    for (const path of ["/", "/about", "/labs"]) {
      await visitor.goto(`${baseUrl}${path}`);
      expect(await visitor.locator("body").innerText(), path).not.toMatch(/accredit/i);
    }
    await visitor.close();
  });

  it("saves a new phone and accreditation line, and the public pages show them at once", async () => {
    await page.getByLabel("Phone (the 24/7 line)").fill(NEW_PHONE);
    await page.getByLabel("Accreditation line (optional)").fill(ACCREDITATION);
    await page.getByText("You have changes that are not saved yet.").waitFor();
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByRole("status").filter({ hasText: "Settings saved. The website shows them now." }).waitFor();
    await page.getByText(/Last saved .* by admin, Owner\./).waitFor();

    const home = await publicHtml("/");
    expect(home).toContain(NEW_PHONE);
    expect(home).toContain(ACCREDITATION);
    expect(await publicHtml("/about")).toContain(ACCREDITATION);

    const visitor = await browser.newPage({ viewport: VIEWPORTS.phone });
    await visitor.goto(`${baseUrl}/`);
    const footer = visitor.locator("footer");
    await expect(footer.innerText()).resolves.toContain(ACCREDITATION);
    await expect(footer.getByRole("link", { name: NEW_PHONE }).getAttribute("href")).resolves.toBe("tel:+919811122233");
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it("shows a bad pincode next to its city, takes the keyboard there and saves nothing", async () => {
    const delhi = page.getByLabel("Delhi");
    await delhi.fill("110001\n11001");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("11001 is not a 6-digit pincode").waitFor();
    await page
      .getByRole("alert")
      .filter({ hasText: "Please correct the field marked below. Nothing was saved." })
      .waitFor();
    await expect(delhi.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(delhi.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const stored = await (await context.request.get(`${baseUrl}/api/settings`)).json();
    expect(stored.pincodes.Delhi).toEqual(original.pincodes && (original.pincodes as Record<string, string[]>).Delhi);

    // Typing clears the error; Discard changes puts back what is saved.
    await delhi.fill("110001");
    await expect(page.getByText("11001 is not a 6-digit pincode").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Discard changes" }).click();
    await expect(delhi.inputValue()).resolves.toBe((stored.pincodes.Delhi as string[]).join("\n"));
  });

  it("is usable on a phone and at 1366×768, with no serious accessibility problem", async () => {
    for (const viewport of ["phone", "desktop"] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto(`${baseUrl}/admin/settings`);
      await whenHydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), viewport).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );
      await expect(page.getByRole("button", { name: "Save settings" }).isVisible()).resolves.toBe(true);
      for (const legend of [
        "Contact",
        "Cities and pincodes",
        "Home collection fee",
        "Collection slots",
        "Booking window",
        "Consent notice",
      ]) {
        await expect(page.getByRole("group", { name: legend, exact: true }).count(), legend).resolves.toBe(1);
      }
      const violations = await accessibilityProblems(page);
      expect(violations, viewport).toEqual([]);
    }
  });
});
