import type { Browser, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { AdminBookingSummary } from "../domain/booking.ts";
import type { AdminReport, AdminShareLink } from "../domain/report.ts";
import { formatLongDate } from "../domain/report-rules.ts";
import { uploadAndAttach } from "../test/report-fixtures.ts";
import { collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { adminApi, type AdminApi, expectEachTestToLeaveTheDataAsFound, SESSION_COOKIE } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 32, item 8: a patient books a CBC on the Hindi pages of her phone, and the desk
// attaches her report and sends its share link. The QR code printed on the report and the link
// sent both open Hindi pages, which she reads in Hindi (hi-IN dates, lang="hi-IN"), and the
// language switch leads to their English twins, the address a QR printed before still answers.

const { baseUrl, adminPassword } = serverUnderTest();
const MOBILE = "9712340032";
const IP = "198.51.100.232";
const CBC_IN_HINDI = "कम्प्लीट ब्लड काउंट (CBC)";
const DEVANAGARI = /[\u0900-\u097F]/;

describe.skipIf(!baseUrl)("a Hindi booking's report links, in Chromium on a phone", () => {
  let browser: Browser;
  let admin: AdminApi;

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await admin?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  /** Books a CBC at home on /hi/book/cbc by taps, as the patient does; answers the reference. */
  async function bookInHindi(page: Page): Promise<string> {
    onTestFinished(() => admin.eraseBookingsOf(MOBILE));
    await page.goto(`${baseUrl}/hi/book/cbc`);
    await whenHydrated(page);
    await page.getByLabel("मरीज़ का पूरा नाम").fill("सुनीता शर्मा");
    await page.getByLabel("उम्र (साल में)").fill("52");
    await page.getByLabel("महिला").tap();
    await page.getByLabel("मोबाइल नंबर").fill(MOBILE);
    await page.getByLabel("सैंपल लेने का पता").fill("C-41, सेक्टर 50");
    await page.getByLabel("पिनकोड").fill("201301");
    await page.locator('input[name="slot"]:not([disabled]):visible').first().tap();
    await page.getByLabel(/मैंने प्राइवेसी नोटिस पढ़ लिया है/).tap();
    await page.getByRole("button", { name: "अभी बुक करें" }).tap();
    await page.waitForURL(/\/hi\/bookings\/manage\/[A-Za-z0-9_-]{43}\?done=booked$/);
    return (await page.getByRole("heading", { level: 1 }).textContent())!.replace("बुकिंग ", "");
  }

  /** The desk attaches a one-page report to the booking, as staff do. */
  async function attachReport(bookingId: string): Promise<AdminReport> {
    return uploadAndAttach(baseUrl, bookingId, {
      headers: { cookie: `${SESSION_COOKIE}=${admin.sessionToken}`, origin: baseUrl },
    });
  }

  /** The address printed beside the QR code on the report's page, read from the stored PDF. */
  async function printedVerifyPath(reportId: string): Promise<string> {
    const file = await fetch(`${baseUrl}/api/reports/${reportId}/file`, {
      headers: { cookie: `${SESSION_COOKIE}=${admin.sessionToken}` },
    });
    expect(file.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await file.arrayBuffer())), {
      mergePages: true,
    });
    const printed = /https?:\/\/\S+\/verify\/[A-Z0-9]{17}/.exec(text);
    expect(printed, text).not.toBeNull();
    return new URL(printed![0]).pathname;
  }

  /** The page's language switch in the phone's header, tapped, and the twin it leads to read. */
  async function switchLanguage(page: Page, name: string, to: string, lang: string) {
    await page.locator("header:visible").getByRole("button", { name }).tap();
    await page.waitForURL(`${baseUrl}${to}`);
    await page.waitForFunction((tag) => document.documentElement.lang === tag, lang);
  }

  it("opens the report's QR code and its share link in Hindi at 390×844, and their English twins by the switch", async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      hasTouch: true,
      isMobile: true,
      extraHTTPHeaders: { "x-forwarded-for": IP },
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const main = page.locator("main");

    const reference = await bookInHindi(page);
    const [{ id }] = await admin.call<AdminBookingSummary[]>("GET", `/api/admin/bookings?q=${reference}`);
    const report = await attachReport(id);
    const date = formatLongDate(report.uploadedAt, "hi");
    expect(date).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);

    // The QR code's address is the Hindi verify page: scanned, it speaks Hindi.
    const verifyPath = await printedVerifyPath(report.id);
    expect(verifyPath).toBe(`/hi/verify/${report.verificationCode}`);
    expect(new URL(report.verifyUrl).pathname).toBe(verifyPath);
    await page.goto(`${baseUrl}${verifyPath}`);
    await whenHydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");
    await page.getByRole("heading", { level: 1, name: "रिपोर्ट असली है या नहीं" }).waitFor();
    const verified = await main.innerText();
    expect(verified).toContain(CBC_IN_HINDI);
    expect(verified).toContain(date);
    expect(verified).toContain(report.sha256);
    expect(verified).not.toMatch(/Report verification|Patient|Report date/);
    expect(await page.title()).toMatch(DEVANAGARI);

    // The switch leads to the English twin, the address every QR printed before carries, and back.
    await switchLanguage(page, "Read this page in English", `/verify/${report.verificationCode}`, "en-IN");
    await page.getByRole("heading", { level: 1, name: "Report verification" }).waitFor();
    expect(await main.innerText()).toContain(formatLongDate(report.uploadedAt, "en"));
    await switchLanguage(page, "यह पेज हिन्दी में पढ़ें", verifyPath, "hi-IN");
    await page.getByRole("heading", { level: 1, name: "रिपोर्ट असली है या नहीं" }).waitFor();

    // The share link the desk sends on WhatsApp opens the Hindi share page.
    const share = await admin.call<AdminShareLink>("POST", `/api/reports/${report.id}/shares`);
    const sharedPath = new URL(share.url).pathname;
    expect(sharedPath).toMatch(/^\/hi\/reports\/shared\/[A-Za-z0-9_-]{43}$/);
    await page.goto(`${baseUrl}${sharedPath}`);
    await whenHydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");
    await page.getByRole("heading", { level: 1, name: "लैब रिपोर्ट" }).waitFor();
    expect(await main.innerText()).toContain(CBC_IN_HINDI);
    await main.getByText(`${date} की रिपोर्ट`).waitFor();
    await main.getByRole("link", { name: "डाउनलोड करें" }).waitFor();
    expect(await main.innerText()).not.toContain("सुनीता");
    await switchLanguage(page, "Read this page in English", sharedPath.replace(/^\/hi/, ""), "en-IN");
    await page.getByRole("heading", { level: 1, name: "Lab report" }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
