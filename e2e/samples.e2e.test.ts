import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { pdfOf } from "../test/report-fixtures.ts";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { type AdminApi, adminApi, COLLEAGUE_PASSWORD, expectEachTestToLeaveTheDataAsFound } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 34, the lab's role: a lab technician signs in, opens Samples, finds the day's visit,
// attaches one person's report PDF (checked, then Attach) and sees the report ready, without
// ever being shown the patient's mobile or address.

const { baseUrl, adminPassword } = serverUnderTest();

describe.skipIf(!baseUrl)("the lab's day of samples in Chromium", () => {
  let browser: Browser;
  let owner: AdminApi;

  beforeAll(async () => {
    browser = await connectBrowser();
    owner = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await owner?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  /** A lab colleague, made by the owner with a one-time link they set their password through; disabled when the test ends. */
  const labColleague = async () => (await owner.colleague("lab", "Meera (lab)")).username;

  it("signs a lab technician in, who opens Samples, attaches one person's report and sees it ready (1366×768)", async () => {
    const username = await labColleague();
    const mobile = `95${String(72_000_000 + (Date.now() % 1_000_000)).padStart(8, "0")}`;
    const visit = await owner.bookVisit({
      ip: "198.51.100.190",
      mobile,
      address: "H-14, Sector 63",
      people: [
        { patientName: "Kamla Devi", age: 61, gender: "female", tests: ["cbc"] },
        { patientName: "Ravi Kumar", age: 38, gender: "male", tests: ["lipid-profile", "hba1c"] },
      ],
    });
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${baseUrl}/admin-login`);
    await whenHydrated(page);
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(COLLEAGUE_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    // The lab's menu: the dashboard and its samples, nothing that ends in 403.
    const menu = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
    await expect.poll(() => menu.allInnerTexts()).toEqual(["Dashboard", "Samples"]);
    await menu.getByText("Samples").click();
    await page.waitForURL(`${baseUrl}/admin/samples`);
    await page.getByRole("heading", { level: 1, name: "Samples" }).waitFor();

    // The visit's day, chosen with the date field.
    await page.getByLabel("Date", { exact: true }).fill(visit.slot.date);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(`${baseUrl}/admin/samples?date=${visit.slot.date}`);
    await whenHydrated(page);
    const card = page.getByRole("listitem", { name: visit.reference });
    await card.waitFor();
    // The people, not the tubes listed within each.
    const people = card.getByRole("list").first().locator(":scope > li");
    expect(await people.allInnerTexts()).toEqual([
      expect.stringMatching(
        /^Kamla Devi · 61 y, female\s+Tests: cbc Complete Blood Count \(CBC\)\s+Tubes expected\s+EDTA lavender .*\s+Report:\s*No report yet$/s,
      ),
      expect.stringMatching(
        /^Ravi Kumar · 38 y, male\s+Tests: lipid-profile Lipid Profile, hba1c HbA1c .*\s+Tubes expected\s+Serum gold .*\s+Report:\s*No report yet$/s,
      ),
    ]);
    // A label's worth of the patient, and not how to reach them.
    const text = await page.locator("main").innerText();
    for (const hidden of [mobile, "Sector 63", "201301"]) expect(text).not.toContain(hidden);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Ravi's report: whose, the file, the check, then Attach.
    await card.getByText(`Attach reports for ${visit.reference}`).click();
    await card.getByLabel("Whose report").selectOption({ label: "2. Ravi Kumar" });
    await card
      .getByLabel("Attach a report (PDF, up to 20 MB)")
      .setInputFiles({ name: "ravi-lipid.pdf", mimeType: "application/pdf", buffer: await pdfOf(2) });
    const check = card.getByTestId("pending-report");
    await check.waitFor();
    expect(await check.locator("dl").innerText()).toMatch(/For\s+2\. Ravi Kumar/);
    await check.getByRole("button", { name: "Attach" }).click();
    await page.getByText("Report attached for 2. Ravi Kumar").waitFor();

    // The day read again: Ravi's report attached, Kamla's still to come, the visit's report ready.
    await expect
      .poll(() => people.allInnerTexts())
      .toEqual([
        expect.stringMatching(/Report:\s*No report yet$/),
        expect.stringMatching(/Report:\s*Report attached$/),
      ]);
    expect(await card.getByText("Report ready", { exact: true }).count()).toBe(1);
    // No sending for the lab: that is the desk's, with the mobile the lab does not see.
    expect(await card.getByRole("button", { name: /share link|WhatsApp/ }).count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
