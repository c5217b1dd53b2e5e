import { createHash } from "node:crypto";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKED_TESTS, insertBookingRow, pdfOf, uploadAndAttach } from "../test/report-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { serverUnderTest } from "./server.ts";

/** What the pages say, in English (app/i18n/messages/reports.ts). */
const NOT_FOUND = "We could not find reports for that reference and mobile number.";
const LINK_GONE = "This link has expired or was withdrawn";
const NO_SUCH_CODE = "No report has this code";

const ROOT = path.resolve(import.meta.dirname, "..");
/** Set by the global setup once it built the app and found Chromium. */
const { baseUrl: baseUrlOfSharedServer } = serverUnderTest();

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
/** A page with its per-response CSP nonces taken out: what is left must not depend on the visitor. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/**
 * The report pages (/reports, /reports/shared/:token, /verify/:code) rendered by the real
 * production build. This file runs its own site in-process on a fresh database (the built
 * pages served from it), so it can make bookings and read rows back; the pages are driven
 * with plain form posts and in Chromium, with JavaScript on and off.
 */
describe.skipIf(!baseUrlOfSharedServer)("report pages", () => {
  let t: TestApp;
  let baseUrl: string;
  let cookie: string;
  let browser: Browser;
  let sequence = 100;
  const NAME = "Asha Rani Verma";

  async function bookingWithReport(patientName = NAME) {
    const booking = await insertBookingRow(t.db, { sequence: ++sequence, patientName });
    const report = await uploadAndAttach(t.app, booking.id, { headers: { cookie }, pdf: await pdfOf(2) });
    return { ...booking, report };
  }
  const postReports = (fields: Record<string, string>, ip = "10.20.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/reports",
      remoteAddress: ip,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp("sqlite", { pages: { mode: "production", buildDir: path.join(ROOT, "build") } });
    cookie = await t.login();
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("answers a wrong reference, a wrong mobile and no reports yet with the same status and the same page", async () => {
    const withReport = await bookingWithReport();
    const withoutReport = await insertBookingRow(t.db, { sequence: ++sequence });
    const answers = [
      await postReports({ intent: "open", reference: "LF-ZZZZZ", mobile: withReport.mobile }, "10.20.1.1"),
      await postReports({ intent: "open", reference: withReport.reference, mobile: "9000000001" }, "10.20.1.2"),
      await postReports(
        { intent: "open", reference: withoutReport.reference, mobile: withoutReport.mobile },
        "10.20.1.3",
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect(answers[0].body).toContain(NOT_FOUND);
    expect(new Set(answers.map((answer) => withoutNonces(answer.body))).size).toBe(1);
    // Nothing typed is repeated back.
    expect(answers[1].body).not.toContain(withReport.reference);
  });

  it("finds the booking whatever case, spaces and dashes the reference is typed with, and says 'No reports available yet.' only after a lookup", async () => {
    const { reference, mobile } = await bookingWithReport();
    const suffix = reference.slice(3);
    const before = await t.app.inject("/reports");
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain("No reports available yet.");
    const typings = [
      `lf ${suffix.toLowerCase()}`,
      reference,
      `lf${suffix.toLowerCase()}`,
      ` Lf - ${suffix.toLowerCase()} `,
      `LF–${suffix}`,
    ];
    for (const [i, typed] of typings.entries()) {
      const opened = await postReports({ intent: "open", reference: typed, mobile }, `10.22.0.${i}`);
      expect(opened.statusCode, typed).toBe(200);
      expect(opened.body.replaceAll("<!-- -->", ""), typed).toContain(`Reports for ${reference}`);
    }
    const missing = await postReports({ intent: "open", reference: "lf zzzzz", mobile }, "10.22.1.1");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("No reports available yet.");
    const malformed = await postReports({ intent: "open", reference: "lf 12", mobile }, "10.22.1.2");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("Enter the reference like LF-7Q2K9");
  });

  it("asks to wait after 5 wrong tries for a reference", async () => {
    const { reference, mobile } = await bookingWithReport();
    for (let i = 0; i < 5; i++)
      expect(
        (await postReports({ intent: "open", reference, mobile: `900000000${i}` }, `10.21.0.${i}`)).statusCode,
      ).toBe(404);
    const refused = await postReports({ intent: "open", reference, mobile }, "10.21.1.1");
    expect(refused.statusCode).toBe(429);
    // The tries are counted in fixed 15-minute windows shared by every process: the wait is what is left of this one.
    const wait = /Too many tries: wait (\d+) minutes?, or call the lab/.exec(refused.body);
    expect(Number(wait?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(wait?.[1])).toBeLessThanOrEqual(15);
  });

  it("lists the reports for the right reference (any case, mobile as written) with a download that needs no credentials in its address", async () => {
    const { reference, mobile, report } = await bookingWithReport();
    const opened = await postReports({
      intent: "open",
      reference: ` ${reference.toLowerCase()} `,
      mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.body.replaceAll("<!-- -->", "")).toContain(`Reports for ${reference}`);
    expect(opened.body).toContain(BOOKED_TESTS.join(", "));
    expect(opened.body).not.toContain(NAME);
    const href = /href="(\/api\/reports\/[a-z0-9]+\/download\?ticket=[^"]+)"/
      .exec(opened.body)?.[1]
      .replaceAll("&amp;", "&");
    expect(href).toBeDefined();
    expect(href).not.toContain(mobile);
    const download = await fetch(`${baseUrl}${href}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${reference}-report-1.pdf"`);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(report.sha256);
  });

  it("shows a share link's report without the patient's name, and a clear page once it is withdrawn", async () => {
    const { report } = await bookingWithReport();
    const share = (
      await t.app.inject({ method: "POST", url: `/api/reports/${report.id}/shares`, headers: { cookie } })
    ).json();
    const sharedPath = new URL(share.url).pathname;
    const page = await t.app.inject(sharedPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(BOOKED_TESTS.join(", "));
    expect(page.body).not.toContain(NAME);
    expect(page.body).toContain(`${sharedPath}/file`.replace("/reports/shared/", "/api/reports/shared/"));

    await t.app.inject({ method: "POST", url: `/api/reports/shares/${share.id}/revoke`, headers: { cookie } });
    const gone = await t.app.inject(sharedPath);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(LINK_GONE);
    const unknown = await t.app.inject(`/reports/shared/${"x".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(LINK_GONE);
  });

  it("verifies a code: the lab, the masked name, the tests and the SHA-256 of the file as downloaded; an unknown code is a 404", async () => {
    const { report } = await bookingWithReport();
    const file = await t.app.inject({ url: `/api/reports/${report.id}/file`, headers: { cookie } });
    const page = await t.app.inject(`/verify/${report.verificationCode.toLowerCase()}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("A*** R*** V****");
    expect(page.body).not.toContain(NAME);
    expect(page.body).toContain(BOOKED_TESTS.join(", "));
    expect(page.body).toContain(sha256(file.rawPayload));
    expect(page.body).toContain("sha256sum report.pdf");

    const unknown = await t.app.inject("/verify/ABCDEFGHJKMNPQRST");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(NO_SUCH_CODE);

    await t.app.inject({ method: "DELETE", url: `/api/reports/${report.id}`, headers: { cookie } });
    const removed = await t.app.inject(`/verify/${report.verificationCode}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain("The code was genuine");
  });

  it("in Chromium with JavaScript: opens the reports, remembers the reference, and copies a share link", async () => {
    const { reference, mobile } = await bookingWithReport();
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/reports`);
    await whenHydrated(page);
    await page.getByText("When is my report ready?").waitFor();
    // Nothing was looked up yet, so nothing is said to be missing.
    expect(await page.getByText("No reports available yet.").count()).toBe(0);
    await page.getByLabel("Booking reference").fill(reference.toLowerCase());
    await page.getByLabel("Mobile number").fill(`0${mobile}`);
    await page.getByRole("button", { name: "Show my reports" }).click();
    await page.getByRole("heading", { name: `Reports for ${reference}` }).waitFor();
    await page.getByRole("button", { name: `Open ${reference}` }).waitFor();
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(mobile);

    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("status").filter({ hasText: "Link copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/[^/]+\/reports\/shared\/[A-Za-z0-9_-]{43}$/);

    // Another visit: the remembered reference fills the form.
    await page.goto(`${baseUrl}/reports`);
    await whenHydrated(page);
    await page.getByRole("button", { name: `Open ${reference}` }).click();
    expect(await page.getByLabel("Booking reference").inputValue()).toBe(reference);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("in Chromium without JavaScript: the form opens the reports and Share shows a link", async () => {
    const { reference, mobile } = await bookingWithReport();
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/reports`);
    await page.getByLabel("Booking reference").fill(reference);
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByRole("button", { name: "Show my reports" }).click();
    await page.getByRole("heading", { name: `Reports for ${reference}` }).waitFor();
    await page.getByRole("button", { name: "Share" }).click();
    const link = await page.getByLabel(/Share link/).inputValue();
    expect(link).toMatch(/\/reports\/shared\/[A-Za-z0-9_-]{43}$/);
    expect((await fetch(link.replace(/^https?:\/\/[^/]+/, baseUrl))).status).toBe(200);
    await context.close();
  });

  it("has no serious accessibility problem on the form with its answer, a share link's page and the verify page", async () => {
    const { reference, mobile, report } = await bookingWithReport();
    const share = (
      await t.app.inject({ method: "POST", url: `/api/reports/${report.id}/shares`, headers: { cookie } })
    ).json();
    // axe is injected as a script, which our CSP rightly refuses; only this context bypasses it.
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, bypassCSP: true });
    const page = await context.newPage();
    const seriousProblems = () => accessibilityProblems(page);
    await page.goto(`${baseUrl}/reports`);
    await whenHydrated(page);
    await page.getByLabel("Booking reference").fill("LF-ZZZZZ");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByRole("button", { name: "Show my reports" }).click();
    await page.getByText(NOT_FOUND).waitFor();
    expect(await seriousProblems(), "not found").toEqual([]);
    await page.getByLabel("Booking reference").fill(reference);
    await page.getByRole("button", { name: "Show my reports" }).click();
    await page.getByRole("heading", { name: `Reports for ${reference}` }).waitFor();
    expect(await seriousProblems(), "found").toEqual([]);
    for (const address of [new URL(share.url).pathname, `/verify/${report.verificationCode}`]) {
      await page.goto(`${baseUrl}${address}`);
      expect(await seriousProblems(), address).toEqual([]);
    }
    await context.close();
  });
});
