import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { AdminReport } from "../domain/report.ts";
import { formatLongDate } from "../domain/report-rules.ts";
import { uploadAndAttach } from "../test/report-fixtures.ts";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { adminApi, type AdminApi, expectEachTestToLeaveTheDataAsFound, SESSION_COOKIE } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 23, Hindi: a patient books a CBC, the desk attaches the report, and she opens it at
// /hi/reports on her phone: the form, its answers, the list, the share link's page and the
// page the report's QR code opens, all in Hindi. The QR code prints the English address,
// which still works and names its Hindi twin.

const { baseUrl, adminPassword } = serverUnderTest();
const MOBILE = "9712340023";
const IP = "198.51.100.223";
/** The CBC's Hindi name, as the seeded test has it (db/seed/tests/cbc.json). */
const CBC_IN_HINDI = "कम्प्लीट ब्लड काउंट (CBC)";

/** A refused form posts back with 400/404: Chromium logs those answers, which is no fault of the page. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of (400|404)/.test(e));
const hydrated = (page: Page) => whenHydrated(page);
const istDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

describe.skipIf(!baseUrl)("My Reports in Hindi, in Chromium on a phone", () => {
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

  /** A CBC booked through the API, and its report attached at the desk as staff do. */
  async function bookingWithReport(): Promise<{ reference: string; report: AdminReport }> {
    onTestFinished(() => admin.eraseBookingsOf(MOBILE));
    let slot: { date: string; window: string } | undefined;
    for (let days = 2; !slot && days < 14; days++) {
      const day = (await (await fetch(`${baseUrl}/api/bookings/availability?date=${istDate(days)}`)).json()) as {
        slots: { window: string; placesLeft: number }[];
      };
      const free = day.slots.find((s) => s.placesLeft > 0);
      if (free) slot = { date: istDate(days), window: free.window };
    }
    expect(slot).toBeDefined();
    const made = await fetch(`${baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": IP },
      body: JSON.stringify({
        tests: ["cbc"],
        patientName: "Sunita Devi Sharma",
        age: 58,
        gender: "female",
        mobile: MOBILE,
        collectionType: "home",
        address: "H-14, Sector 22",
        pincode: "201301",
        ...slot,
        consent: true,
        idempotencyKey: `e2e-hindi-reports-${randomBytes(6).toString("hex")}`,
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { reference } = (await made.json()) as { reference: string };
    const [{ id }] = await admin.call<{ id: string }[]>("GET", `/api/admin/bookings?q=${reference}`);
    const report = await uploadAndAttach(baseUrl, id, {
      headers: { cookie: `${SESSION_COOKIE}=${admin.sessionToken}`, origin: baseUrl },
    });
    return { reference, report };
  }

  it("looks up, lists, shares and verifies a report in Hindi at 390×844", async () => {
    const { reference, report } = await bookingWithReport();
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      extraHTTPHeaders: { "x-forwarded-for": IP },
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const main = page.locator("main");
    const reference$ = main.locator('input[name="reference"]');
    const mobile$ = main.locator('input[name="mobile"]');

    // Nothing is said to be missing before a lookup, not even in the page's data.
    expect(await (await fetch(`${baseUrl}/hi/reports`)).text()).not.toContain("अभी कोई रिपोर्ट उपलब्ध नहीं है।");
    await page.goto(`${baseUrl}/hi/reports`);
    await hydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");
    await page.getByRole("heading", { level: 1, name: "मेरी रिपोर्ट" }).waitFor();
    await page.getByRole("heading", { name: "मेरी रिपोर्ट कब तैयार होगी?" }).waitFor();
    expect(await main.getByRole("link", { name: "बुकिंग देखें या बदलें" }).getAttribute("href")).toBe("/hi/bookings/find");

    // A mobile number mistyped: said in Hindi beside the field, which is marked and described by it.
    await reference$.fill(reference);
    await mobile$.fill("98765");
    await page.getByRole("button", { name: "मेरी रिपोर्ट दिखाएं" }).click();
    const mobileError = main.getByText("10 अंकों का भारतीय मोबाइल नंबर लिखें");
    await mobileError.waitFor();
    expect(await mobile$.getAttribute("aria-invalid")).toBe("true");
    expect(await mobile$.getAttribute("aria-describedby")).toBe(await mobileError.getAttribute("id"));

    // A wrong mobile number: the one answer for anything wrong, in Hindi.
    await mobile$.fill("9000000001");
    await page.getByRole("button", { name: "मेरी रिपोर्ट दिखाएं" }).click();
    const refusal = page.getByRole("alert");
    await refusal.getByText("इस बुकिंग नंबर और मोबाइल नंबर की कोई रिपोर्ट हमें नहीं मिली।").waitFor();
    await refusal.getByText("अभी कोई रिपोर्ट उपलब्ध नहीं है।").waitFor();

    // The right one: the report listed with the test's Hindi name and the date in Hindi.
    await mobile$.fill(MOBILE);
    await page.getByRole("button", { name: "मेरी रिपोर्ट दिखाएं" }).click();
    const found = page.getByRole("region", { name: `${reference} की रिपोर्ट` });
    await found.waitFor();
    const listed = found.getByRole("listitem");
    expect(await listed.locator("p").first().innerText()).toBe(CBC_IN_HINDI);
    const date = formatLongDate(report.uploadedAt, "hi");
    expect(date).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    await listed.getByText(`${date} की रिपोर्ट`).waitFor();
    await listed.getByRole("link", { name: "डाउनलोड करें" }).waitFor();
    await page.getByRole("heading", { name: "इस डिवाइस पर खोली गई" }).waitFor();
    await page.getByRole("button", { name: `${reference} खोलें` }).waitFor();

    // Shared from the Hindi page, the link opens the Hindi page.
    await listed.getByRole("button", { name: "शेयर करें" }).click();
    await page.getByRole("status").filter({ hasText: "लिंक कॉपी हो गया" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/[^/]+\/hi\/reports\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(await page.getByLabel(/^शेयर लिंक \(7 दिन चलेगा, .+ तक\)$/).inputValue()).toBe(copied);
    const sharedPath = new URL(copied).pathname;

    await page.goto(`${baseUrl}${sharedPath}`);
    await page.getByRole("heading", { level: 1, name: "लैब रिपोर्ट" }).waitFor();
    expect(await main.innerText()).toContain(CBC_IN_HINDI);
    await main.getByText(`${date} की रिपोर्ट`).waitFor();
    await main.getByRole("link", { name: "डाउनलोड करें" }).waitFor();
    expect(await main.innerText()).not.toContain("Sunita");
    const twinPath = async (hreflang: string) =>
      new URL((await page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute("href"))!).pathname;
    expect(await twinPath("en-IN")).toBe(sharedPath.replace(/^\/hi/, ""));

    // The QR code's English address still answers, and names the Hindi page that speaks Hindi.
    const verifyPath = new URL(report.verifyUrl).pathname;
    expect(verifyPath).toBe(`/verify/${report.verificationCode}`);
    await page.goto(`${baseUrl}${verifyPath}`);
    await page.getByRole("heading", { level: 1, name: "Report verification" }).waitFor();
    expect(await twinPath("hi-IN")).toBe(`/hi${verifyPath}`);
    await page.goto(`${baseUrl}/hi${verifyPath}`);
    await page.getByRole("heading", { level: 1, name: "रिपोर्ट असली है या नहीं" }).waitFor();
    const verified = await main.innerText();
    expect(verified).toContain("S***** D*** S*****");
    expect(verified).toContain(CBC_IN_HINDI);
    expect(verified).toContain(date);
    expect(verified).toContain(report.sha256);
    expect(await twinPath("en-IN")).toBe(verifyPath);

    // An unknown code: said in Hindi.
    await page.goto(`${baseUrl}/hi/verify/ABCDEFGHJKMNPQRST`);
    await page.getByRole("heading", { level: 1, name: "इस कोड की कोई रिपोर्ट नहीं है" }).waitFor();
    expect(realErrors(errors)).toEqual([]);
    await context.close();

    // Nothing serious for axe on the Hindi pages (its script needs the CSP bypassed).
    const checking = await browser.newContext({
      viewport: VIEWPORTS.phone,
      bypassCSP: true,
      extraHTTPHeaders: { "x-forwarded-for": IP },
    });
    const checked = await checking.newPage();
    await checked.goto(`${baseUrl}/hi/reports`);
    await hydrated(checked);
    await checked.locator('main input[name="reference"]').fill(reference);
    await checked.locator('main input[name="mobile"]').fill(MOBILE);
    await checked.getByRole("button", { name: "मेरी रिपोर्ट दिखाएं" }).click();
    await checked.getByRole("region", { name: `${reference} की रिपोर्ट` }).waitFor();
    expect(await accessibilityProblems(checked), "/hi/reports").toEqual([]);
    for (const address of [sharedPath, `/hi${verifyPath}`]) {
      await checked.goto(`${baseUrl}${address}`);
      expect(await accessibilityProblems(checked), address).toEqual([]);
    }
    await checking.close();
  });
});
