import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_PREVIEW_WIDTH_PX } from "../../../domain/report-rules.ts";
import { insertBookingRow, pdfOf, uploadAndAttach } from "../../../test/report-fixtures.ts";
import { ADMIN_STAFF, createTestApp, multipart, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";
import { runMaintenance } from "../../jobs/maintenance.ts";

const MINUTE = 60_000;

/** A PNG's size, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

// Issue 32, item 10: the desk checks an upload (person, pages, page 1) before the patient gets
// it, can cancel it, and can withdraw a wrong report; item 12: a stale page cannot act on the
// reports of an erased person.
describe.each(testDialects())("attaching and withdrawing reports on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let sequence = 500;

  const booking = () => insertBookingRow(t.db, { sequence: ++sequence });
  const upload = async (bookingId: string, query = "", pages = 3, headers: Record<string, string> = { cookie }) => {
    const form = multipart(await pdfOf(pages), "asha-cbc.pdf", "file", "application/pdf");
    return t.app.inject({
      method: "POST",
      url: `/api/bookings/${bookingId}/reports${query}`,
      headers: { ...form.headers, ...headers },
      payload: form.payload,
    });
  };
  async function held(bookingId: string, pages = 3) {
    const response = await upload(bookingId, "", pages);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as {
      id: string;
      verificationCode: string;
      attachedAt: string | null;
      pageCount: number;
      event: unknown;
    };
  }
  const post = (url: string, payload?: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "POST", url, headers, payload: payload as object });
  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "GET", url, headers });
  const historyOf = async (id: string) =>
    (await get(`/api/admin/bookings/${id}`)).json().history as {
      what: string;
      actor: string;
      details: Record<string, unknown> | null;
    }[];
  const open = (b: { reference: string; mobile: string }) =>
    t.services.reports.open({ reference: b.reference, mobile: b.mobile }, { ip: "10.32.0.1" });
  const storedFile = (id: string) => path.join(t.dataDir, "reports", "files", `${id}.pdf`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("holds an upload for staff: its pages and page 1 show, the patient sees nothing until Attach, which gives it to them and says so in the history", async () => {
    const b = await booking();
    const report = await held(b.id);
    expect(report).toMatchObject({ attachedAt: null, pageCount: 3 });

    // Page 1, rendered from the stored PDF at the width the desk shows it; private and never cached.
    const preview = await get(`/api/reports/${report.id}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/png");
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(pngSize(preview.rawPayload).width).toBe(REPORT_PREVIEW_WIDTH_PX);
    expect(pngSize(preview.rawPayload).height).toBeGreaterThan(REPORT_PREVIEW_WIDTH_PX); // an A4 page stands upright
    expect((await get(`/api/reports/${report.id}/preview`, {})).statusCode).toBe(401);

    // Before "Attach": no report for the patient, no verification, no share link, the booking not "report ready".
    expect(await open(b)).toMatchObject({ status: "not-found" });
    expect(await t.services.reports.verify(report.verificationCode)).toBeNull();
    expect((await post(`/api/reports/${report.id}/shares`)).statusCode).toBe(409);
    expect((await get(`/api/admin/bookings/${b.id}`)).json().status).toBe("sample-collected");

    const attached = await post(`/api/reports/${report.id}/attach`);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({
      id: report.id,
      isBookingMarkedReady: true,
      event: { what: "report-attached", details: { person: 1 } },
    });
    expect(attached.json().attachedAt).not.toBeNull();
    const opened = await open(b);
    expect(opened.status === "found" && opened.reports.map((r) => r.id)).toEqual([report.id]);
    expect(await t.services.reports.verify(report.verificationCode)).toMatchObject({ withdrawnAt: null });
    expect((await historyOf(b.id)).map((event) => event.what)).toEqual(
      expect.arrayContaining(["report-attached", "status"]),
    );

    expect((await post(`/api/reports/${report.id}/attach`)).statusCode).toBe(409);
  });

  it("holds every upload: a client's old hold=false (once an attach at once) is refused naming it, and changes nothing", async () => {
    const b = await booking();
    const before = await snapshot(t.db);
    for (const query of ["?hold=false", "?hold=true", `?person=${b.id}p1&hold=false`]) {
      const refused = await upload(b.id, query, 1);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "FIELDS_UNKNOWN",
        error: "Leave out what this request does not take: hold",
      });
    }
    expect(await snapshot(t.db)).toEqual(before);

    // Without it, the upload waits for Attach: the patient has nothing, the booking is not "report ready".
    const waiting = await held(b.id, 1);
    expect(waiting.attachedAt).toBeNull();
    expect(await open(b)).toMatchObject({ status: "not-found" });
    expect((await get(`/api/admin/bookings/${b.id}`)).json().status).toBe("sample-collected");
    // Cancelled, as the desk would: the sweep of forgotten uploads below counts its own.
    const cancelled = await t.app.inject({ method: "DELETE", url: `/api/reports/${waiting.id}`, headers: { cookie } });
    expect(cancelled.statusCode).toBe(204);
  });

  it("cancels a held upload: the row and the file go; one left unattached is swept once an hour old", async () => {
    const b = await booking();
    const cancelled = await held(b.id);
    expect(existsSync(storedFile(cancelled.id))).toBe(true);
    const answer = await t.app.inject({ method: "DELETE", url: `/api/reports/${cancelled.id}`, headers: { cookie } });
    expect(answer.statusCode).toBe(204);
    expect(existsSync(storedFile(cancelled.id))).toBe(false);
    expect((await get(`/api/bookings/${b.id}/reports`)).json()).toEqual([]);
    expect((await post(`/api/reports/${cancelled.id}/attach`)).statusCode).toBe(404);
    expect(await open(b)).toMatchObject({ status: "not-found" });

    const forgotten = await held(b.id);
    expect((await runMaintenance(t.services, new Date(Date.now() + 30 * MINUTE))).unattachedReportsRemoved).toBe(0);
    expect((await runMaintenance(t.services, new Date(Date.now() + 61 * MINUTE))).unattachedReportsRemoved).toBe(1);
    expect(existsSync(storedFile(forgotten.id))).toBe(false);
    expect((await get(`/api/bookings/${b.id}/reports`, { cookie: await t.login() })).json()).toEqual([]);
    cookie = await t.login(); // the maintenance run in the future ended the session
  });

  it("withdraws a wrong report: My Reports, the patient's download and share links stop, /verify says so, the lab keeps the file, the history says why", async () => {
    const b = await booking();
    const report = await held(b.id, 1);
    expect((await post(`/api/reports/${report.id}/attach`)).statusCode).toBe(200);
    const opened = await open(b);
    if (opened.status !== "found") throw new Error("the patient should see the attached report");
    const share = await post(`/api/reports/${report.id}/shares`);
    expect(share.statusCode).toBe(201);
    const token = (share.json().url as string).split("/").pop()!;
    expect((await get(`/api/reports/shared/${token}/file`, {})).statusCode).toBe(200);

    const withdrawn = await post(`/api/reports/${report.id}/withdraw`, { reason: "  Another patient's file  " });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      withdrawn: {
        by: "reception",
        byStaff: { name: ADMIN_STAFF.displayName, role: "owner" },
        reason: "Another patient's file",
      },
      event: { what: "report-withdrawn", details: { person: 1, reason: "Another patient's file" } },
    });

    expect(await open(b)).toMatchObject({ status: "not-found" });
    expect((await get(opened.reports[0].downloadUrl, {})).statusCode).toBe(410);
    expect((await get(`/api/reports/shared/${token}/file`, {})).statusCode).toBe(410);
    expect((await post(`/api/reports/${report.id}/shares`)).statusCode).toBe(410);
    expect(await t.services.reports.verify(report.verificationCode)).toMatchObject({
      withdrawnAt: withdrawn.json().withdrawn.at,
      isFileRemoved: false,
    });
    // Kept for the lab's records: staff still download it.
    expect((await get(`/api/reports/${report.id}/file`)).statusCode).toBe(200);
    expect((await historyOf(b.id))[0]).toMatchObject({
      what: "report-withdrawn",
      actor: "admin:reception",
      details: { reason: "Another patient's file" },
    });

    expect((await post(`/api/reports/${report.id}/withdraw`, { reason: "Again" })).statusCode).toBe(409);
  });

  it("refuses bad input in words naming the field, unknown reports with 404, and changes nothing", async () => {
    const b = await booking();
    const report = await held(b.id, 1);
    // Not attached yet: cancel it instead.
    expect((await post(`/api/reports/${report.id}/withdraw`, { reason: "Wrong file" })).json()).toMatchObject({
      code: "REPORT_NOT_ATTACHED",
    });
    expect((await post(`/api/reports/${report.id}/attach`)).statusCode).toBe(200);

    for (const body of [{}, { reason: "" }, { reason: "  " }, { reason: "x".repeat(301) }, { reason: 42 }]) {
      const refused = await post(`/api/reports/${report.id}/withdraw`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().issues[0].path).toEqual(["reason"]);
    }
    expect((await get(`/api/bookings/${b.id}/reports`)).json()[0].withdrawn).toBeNull();

    for (const url of ["/api/reports/nosuchreport00000/attach", "/api/reports/nosuchreport00000/withdraw"]) {
      const refused = await post(url, { reason: "Wrong file" });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: "REPORT_NOT_FOUND", error: "Report not found" });
      const inHindi = await post(url, { reason: "Wrong file" }, { cookie, "accept-language": "hi-IN, en;q=0.5" });
      expect(inHindi.json()).toMatchObject({ code: "REPORT_NOT_FOUND", error: "रिपोर्ट नहीं मिली" });
    }
    // Attached already: the code the desk's page reads, in the request's language.
    const again = await post(`/api/reports/${report.id}/attach`, undefined, { cookie, "accept-language": "hi" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "REPORT_ATTACHED_ALREADY",
      error: "यह रिपोर्ट पहले ही जोड़ी जा चुकी है",
    });
    expect((await get("/api/reports/nosuchreport00000/preview")).statusCode).toBe(404);
    expect((await get("/api/reports/NOT-AN-ID!/preview")).statusCode).toBe(400);
    expect((await post(`/api/reports/${report.id}/attach`, undefined, {})).statusCode).toBe(401);
    expect((await post(`/api/reports/${report.id}/withdraw`, { reason: "Wrong file" }, {})).statusCode).toBe(401);
  });

  it("refuses a stale page's Download, Share and preview of an erased person's report (item 12)", async () => {
    const b = await booking();
    const second = `${b.id}p2`;
    const first = await t.db
      .selectFrom("booking_people")
      .selectAll()
      .where("id", "=", `${b.id}p1`)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("booking_people")
      .values({ ...first, id: second, position: 2, patient_name: "Ram Verma" })
      .execute();
    const { id } = await uploadAndAttach(t.app, b.id, { headers: { cookie }, person: second });
    await t.db.updateTable("bookings").set({ status: "completed" }).where("id", "=", b.id).execute();
    const erased = await post(`/api/admin/bookings/${b.id}/people/${second}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);

    expect((await post(`/api/reports/${id}/shares`)).statusCode).toBe(410);
    expect((await get(`/api/reports/${id}/file`)).statusCode).toBe(410);
    expect((await get(`/api/reports/${id}/preview`)).statusCode).toBe(410);
    expect((await post(`/api/reports/${id}/withdraw`, { reason: "Wrong file" })).statusCode).toBe(410);
  });
});
