import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadAndAttach } from "../test/report-fixtures.ts";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import {
  type AdminApi,
  adminApi,
  expectEachTestToLeaveTheDataAsFound,
  SESSION_COOKIE,
  signedInContext,
} from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 34, the access log: a front desk member opens a patient's report with her own session;
// the owner finds it in the log by the booking's reference, and the patient's manage page names
// her and whose report she opened.

const { baseUrl, adminPassword } = serverUnderTest();
const MOBILE = "9712340034";
const IP = "198.51.100.234";

describe.skipIf(!baseUrl)("the access log in Chromium", () => {
  let browser: Browser;
  let api: AdminApi;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await connectBrowser();
    api = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await api?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  /** A front desk colleague made by the owner and signed in: her session. */
  async function deskMember(displayName: string): Promise<{ cookie: string }> {
    return { cookie: `${SESSION_COOKIE}=${await (await api.colleague("desk", displayName)).signIn()}` };
  }

  it("lets the owner find the desk's view of a report by its reference, and shows the patient who opened it", async () => {
    const deskName = `Priya ${randomBytes(2).toString("hex")}`;
    const desk = await deskMember(deskName);
    const visit = await api.bookVisit({
      ip: IP,
      mobile: MOBILE,
      people: [{ patientName: "Kamla Devi", age: 61, gender: "female", tests: ["cbc"] }],
    });
    const report = await uploadAndAttach(baseUrl, visit.id, {
      headers: { cookie: `${SESSION_COOKIE}=${api.sessionToken}`, origin: baseUrl },
    });
    // The desk opens the report with her own session.
    const opened = await fetch(`${baseUrl}/api/reports/${report.id}/file`, { headers: { cookie: desk.cookie } });
    expect(opened.status).toBe(200);
    await opened.arrayBuffer();

    const owner = await signedInContext(browser, baseUrl, api, { viewport: VIEWPORTS.desktop, bypassCSP: true });
    contexts.push(owner);
    const page = await owner.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/admin`);
    await whenHydrated(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Access log" }).click();
    await page.getByRole("heading", { name: "Access log", level: 1 }).waitFor();

    // A reference that is not one is said beside its field, and nothing is listed.
    await page.getByLabel("Booking reference").fill("LF-12");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByText("Enter the reference like LF-7Q2K9").waitFor();
    expect(await page.getByLabel("Booking reference").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("table").count()).toBe(0);

    // Typed as a patient reads it out, in small letters.
    await page.getByLabel("Booking reference").fill(visit.reference.toLowerCase());
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("reference") === visit.reference.toLowerCase());
    const row = page.getByRole("row").filter({ hasText: deskName });
    await row.waitFor();
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([
      expect.stringMatching(/IST$/),
      `${deskName} (Front desk)`,
      "Downloaded the report of person 1",
      visit.reference,
      "Person 1",
    ]);
    // No row names the patient: the log holds no names.
    expect(await page.getByRole("table").innerText()).not.toContain("Kamla");
    // Reached by the keyboard, the booking's link shows its focus ring.
    await row.getByRole("link", { name: visit.reference }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(visit.reference);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe("solid");
    expect(await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      `/api/admin/access-log.csv?reference=${visit.reference}`,
    );
    expect(await accessibilityProblems(page)).toEqual([]);
    // The page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.desktop.width,
    );

    // The desk member herself in the filter: her row is there, the owner's upload of the report is not.
    await page.getByLabel("Staff member").selectOption({ label: `${deskName} (Front desk)` });
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.has("staff"));
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    expect(errors).toEqual([]);

    // The patient, through her manage link: who at the lab opened her report.
    const patient = await browser.newContext({ viewport: VIEWPORTS.desktop });
    contexts.push(patient);
    const hers = await patient.newPage();
    await hers.goto(`${baseUrl}${visit.managePath}`);
    const accesses = hers.getByRole("region", { name: "Who at the lab opened your booking" });
    await accesses
      .getByRole("listitem")
      .filter({ hasText: new RegExp(`^Front desk — ${deskName}, .+: opened the report of Kamla Devi$`) })
      .waitFor();
  });
});
