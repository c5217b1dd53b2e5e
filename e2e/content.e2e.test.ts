import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { connectBrowser, sharedTabs, VIEWPORTS, whenHydrated } from "./browser.ts";
import { type AdminApi, adminApi, expectEachTestToLeaveTheDataAsFound, signedInContext } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 10: what the test pages and the lab's pages claim, as a patient's browser shows it.

const { baseUrl, adminPassword } = serverUnderTest();

const ACCREDITATION = "NABL accredited (certificate MC-0000, content e2e test)";

/** The public page as any visitor gets it (no cookie: the shared, cached page). */
const publicHtml = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

describe.skipIf(!baseUrl)("honest content in Chromium", () => {
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

  /**
   * A visitor's tab at this size, navigated to `path`: the tests only read public pages with no
   * cookie, so they share one tab per size (a fresh context is a new renderer process each time).
   */
  const visit = sharedTabs(() => browser, baseUrl);

  /** The info strip's answer to "Fasting Required", as shown. */
  const fastingAnswer = (page: Page) =>
    page.locator("dt", { hasText: "Fasting Required" }).locator("xpath=following-sibling::dd");

  for (const viewport of ["phone", "desktop"] as const) {
    it(`shows the right fasting line on the CBC and lipid profile pages (${VIEWPORTS[viewport].width}×${VIEWPORTS[viewport].height})`, async () => {
      const cases = [
        { slug: "cbc", answer: "No", instructions: /No fasting needed/ },
        {
          slug: "lipid-profile",
          answer: "Only if your doctor asks",
          instructions: /No fasting needed for a routine check\. Fast for 9–12 hours/,
        },
      ];
      for (const { slug, answer, instructions } of cases) {
        const { page, errors } = await visit(`/tests/${slug}`, viewport);
        const shown = fastingAnswer(page);
        await expect(shown.isVisible(), slug).resolves.toBe(true);
        await expect(shown.innerText(), slug).resolves.toBe(answer);
        const line = page.getByTestId("fasting-instructions");
        await expect(line.isVisible(), slug).resolves.toBe(true);
        await expect(line.innerText(), slug).resolves.toMatch(instructions);
        // The test's own frequency, never the old generic "once a year" table.
        const body = await page.locator("main").innerText();
        expect(body, slug).not.toMatch(/Every 3-6 months/);
        expect(body, slug).toContain("Recommended testing frequency");
        // Nobody has reviewed the seeded pages: no review line is invented.
        expect(body, slug).not.toContain("Medically reviewed by");
        expect(errors, slug).toEqual([]);
      }
    });
  }

  it("describes a test in JSON-LD by the conditions it helps diagnose, with the price on the lab's Service, not on the MedicalTest", async () => {
    const html = await publicHtml("/tests/cbc");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
    const ofType = (type: string) => blocks.find((b) => b["@type"] === type);
    expect(ofType("MedicalTest")).toMatchObject({
      name: "Complete Blood Count (CBC)",
      usedToDiagnose: expect.arrayContaining([{ "@type": "MedicalCondition", name: "Anaemia" }]),
    });
    expect(ofType("MedicalTest")).not.toHaveProperty("offers");
    expect(ofType("Service")).toMatchObject({ offers: { "@type": "Offer", price: 319, priceCurrency: "INR" } });
    for (const type of ["FAQPage", "BreadcrumbList"]) expect(ofType(type), type).toBeDefined();
  });

  it("makes no accreditation claim until the line is set in settings, then shows it on the home and about pages", async () => {
    const {
      updatedAt: _at,
      updatedBy: _by,
      ...original
    } = await api.call<Record<string, unknown>>("GET", "/api/settings");
    onTestFinished(async () => {
      await api.call("PUT", "/api/settings", original);
      expect(await publicHtml("/about")).not.toContain(ACCREDITATION);
    });
    expect(original.accreditation).toBe("");
    for (const path of ["/", "/about"]) {
      for (const viewport of ["phone", "desktop"] as const) {
        const { page } = await visit(path, viewport);
        expect(await page.locator("body").innerText(), `${path} ${viewport}`).not.toMatch(/accredit/i);
      }
    }

    await api.call("PUT", "/api/settings", { ...original, accreditation: ACCREDITATION });
    for (const path of ["/", "/about"]) {
      const { page } = await visit(path, "desktop");
      await expect(page.locator("body").innerText(), path).resolves.toContain(ACCREDITATION);
    }
    const { page: about } = await visit("/about", "phone");
    await expect(about.locator("main").innerText()).resolves.toContain(ACCREDITATION);
  });

  describe("in the Tests Manager", () => {
    let adminContext: BrowserContext;
    beforeAll(async () => {
      adminContext = await signedInContext(browser, baseUrl, api);
    });
    afterAll(() => adminContext?.close());

    it("edits fasting, testing frequency and the medical review, with errors in words, and the page shows them", async () => {
      onTestFinished(await api.snapshotTest("uric-acid"));
      const page = await adminContext.newPage();
      onTestFinished(() => page.close());
      await page.goto(`${baseUrl}/admin/tests`);
      await whenHydrated(page);
      await page.getByLabel("Search").fill("uric");
      await page
        .locator("li")
        .filter({ has: page.getByRole("heading", { name: "Uric Acid" }) })
        .getByRole("button", { name: /^Edit/ })
        .click();
      const dialog = page.getByRole("dialog", { name: "Edit Uric Acid" });
      await expect(dialog.getByLabel("Fasting", { exact: true }).inputValue()).resolves.toBe("if-doctor-asks");

      await dialog.getByLabel("Fasting", { exact: true }).selectOption("required");
      await dialog
        .getByLabel("Recommended testing frequency (one purpose a line)")
        .fill("Monitoring | On treatment: as your doctor advises\nScreening");
      await dialog.getByLabel("Reviewer's name").fill("Dr A. Test");
      await dialog.getByLabel("Reviewed on (YYYY-MM-DD)").fill("2 Nov 2026");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.getByText("Say how often").waitFor();
      await dialog.getByText("Enter the reviewer's qualification").waitFor();
      await dialog.getByText("Enter the date as YYYY-MM-DD").waitFor();

      await dialog
        .getByLabel("Recommended testing frequency (one purpose a line)")
        .fill("Monitoring | On treatment: as your doctor advises");
      await dialog.getByLabel("Qualification (e.g. MD Pathology)").fill("MD Pathology");
      await dialog.getByLabel("Reviewed on (YYYY-MM-DD)").fill("2026-11-02");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText('"Uric Acid" saved').waitFor();

      const { page: visitor } = await visit("/tests/uric-acid", "desktop");
      await expect(fastingAnswer(visitor).innerText()).resolves.toBe("Yes");
      const body = await visitor.locator("main").innerText();
      expect(body).toContain("Medically reviewed by Dr A. Test, MD Pathology on 2 November 2026");
      expect(body).toContain("On treatment: as your doctor advises");
    });
  });
});
