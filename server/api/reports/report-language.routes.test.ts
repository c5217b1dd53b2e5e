import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingRow, pdfOf, textIn, uploadAndAttach } from "../../../test/report-fixtures.ts";
import { ADMIN_STAFF, TEST_ORIGIN, createTestApp, testDialects, type TestApp } from "../../../test/test-app.ts";

// Issue 32, item 8: a report of a booking made in Hindi prints the QR code of the Hindi verify
// page, and staff send its share link to the Hindi share page; an English booking's report
// prints the plain address as before. Both addresses answer every code.

const START = new Date("2026-12-01T04:30:00Z");

describe.each(testDialects())("a report's addresses follow its booking's language, on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let sequence = 900;

  async function bookingIn(language: "en" | "hi") {
    const booking = await insertBookingRow(t.db, { sequence: ++sequence, at: START });
    await t.db.updateTable("bookings").set({ language }).where("id", "=", booking.id).execute();
    return booking;
  }
  const upload = async (bookingId: string) =>
    uploadAndAttach(t.app, bookingId, { headers: { cookie }, pdf: await pdfOf(2) });
  const stampedText = async (reportId: string) =>
    textIn(
      (await t.app.inject({ method: "GET", url: `/api/reports/${reportId}/file`, headers: { cookie } })).rawPayload,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => START });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("stamps a Hindi booking's report with the Hindi verify page, on every page, and lists that address to staff", async () => {
    const { id } = await bookingIn("hi");
    const report = await upload(id);
    const hindiPage = `${TEST_ORIGIN}/hi/verify/${report.verificationCode}`;
    expect(report.verifyUrl).toBe(hindiPage);
    expect((await stampedText(report.id)).split(hindiPage).length - 1).toBe(2);

    const [listed] = (
      await t.app.inject({ method: "GET", url: `/api/bookings/${id}/reports`, headers: { cookie } })
    ).json();
    expect(listed.verifyUrl).toBe(hindiPage);
    const [exported] = await t.services.reports.listFor(id);
    expect(exported.verifyUrl).toBe(hindiPage);

    const share = await t.services.reports.shareByAdmin(report.id, { by: ADMIN_STAFF });
    expect(new URL(share.url).pathname).toMatch(/^\/hi\/reports\/shared\/[\w-]{43}$/);
  });

  it("stamps an English booking's report with the plain address, as every report printed before", async () => {
    const { id } = await bookingIn("en");
    const report = await upload(id);
    const plain = `${TEST_ORIGIN}/verify/${report.verificationCode}`;
    expect(report.verifyUrl).toBe(plain);
    const text = await stampedText(report.id);
    expect(text.split(plain).length - 1).toBe(2);
    expect(text).not.toContain("/hi/verify/");
    const share = await t.services.reports.shareByAdmin(report.id, { by: ADMIN_STAFF });
    expect(new URL(share.url).pathname).toMatch(/^\/reports\/shared\/[\w-]{43}$/);
  });
});
