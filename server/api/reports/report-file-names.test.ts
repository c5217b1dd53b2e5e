import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { up } from "../../../db/migrations/2026-11-24T0200-neutral-report-names.ts";
import { insertBookingRow, uploadAndAttach } from "../../../test/report-fixtures.ts";
import { ADMIN_STAFF, createTestApp, testDialects, type TestApp } from "../../../test/test-app.ts";

/** The patient's name, and the name a lab's software gives the file it exports for them. */
const PATIENT = "Yolanda Wexfordian";
const UPLOADED_AS = "yolanda-wexfordian-cbc.pdf";
const PERSONAL = /yolanda|wexfordian/i;

describe.each(testDialects())("report file names on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let sequence = 0;

  const upload = (bookingId: string) =>
    uploadAndAttach(t.app, bookingId, { headers: { cookie }, fileName: UPLOADED_AS });
  const storedNames = async (bookingId?: string) => {
    let query = t.db.selectFrom("reports").select("file_name").orderBy("uploaded_at").orderBy("id");
    if (bookingId) query = query.where("booking_id", "=", bookingId);
    return (await query.execute()).map((row) => row.file_name);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("names a report by the reference and its number from upload on: in the list, the row and every download", async () => {
    const { id, reference, mobile } = await insertBookingRow(t.db, { sequence: ++sequence, patientName: PATIENT });
    const first = await upload(id);
    const second = await upload(id);
    expect([first.fileName, second.fileName]).toEqual([`${reference}-report-1.pdf`, `${reference}-report-2.pdf`]);
    expect(
      (await t.app.inject({ url: `/api/bookings/${id}/reports`, headers: { cookie } }))
        .json()
        .map((r: { fileName: string }) => r.fileName),
    ).toEqual([`${reference}-report-1.pdf`, `${reference}-report-2.pdf`]);
    expect(await storedNames(id)).toEqual([`${reference}-report-1.pdf`, `${reference}-report-2.pdf`]);

    // A removed report keeps its number: the next one is not named like it.
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/reports/${second.id}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    expect((await upload(id)).fileName).toBe(`${reference}-report-3.pdf`);

    const staff = await t.app.inject({ url: `/api/reports/${first.id}/file`, headers: { cookie } });
    expect(staff.headers["content-disposition"]).toBe(`attachment; filename="${reference}-report-1.pdf"`);
    const opened = await t.services.reports.open({ reference, mobile }, { ip: "10.1.1.1" });
    if (opened.status !== "found") throw new Error("not opened");
    const patient = await t.app.inject(opened.reports[0].downloadUrl);
    expect(patient.statusCode).toBe(200);
    expect(patient.headers["content-disposition"]).toBe(`attachment; filename="${reference}-report-1.pdf"`);
    expect(patient.headers["content-disposition"]).not.toMatch(PERSONAL);
  });

  it("renames the reports stored before under their uploaded names, so none is left after erasure", async () => {
    const erased = await insertBookingRow(t.db, { sequence: ++sequence, patientName: PATIENT });
    const kept = await insertBookingRow(t.db, { sequence: ++sequence, patientName: PATIENT });
    for (const booking of [erased, kept, erased]) await upload(booking.id);
    // As the upload stored them before: the name the file came with.
    await t.db
      .updateTable("reports")
      .set({ file_name: UPLOADED_AS })
      .where("booking_id", "in", [erased.id, kept.id])
      .execute();

    await up(t.db); // what the next start of the server runs
    expect(await storedNames(erased.id)).toEqual([
      `${erased.reference}-report-1.pdf`,
      `${erased.reference}-report-2.pdf`,
    ]);
    expect(await storedNames(kept.id)).toEqual([`${kept.reference}-report-1.pdf`]);

    await t.services.bookingDesk.changeStatus(erased.id, { status: "completed" }, ADMIN_STAFF);
    const erasure = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${erased.id}/erase`,
      headers: { cookie },
    });
    expect(erasure.statusCode, erasure.body).toBe(200);
    expect((await storedNames()).filter((name) => PERSONAL.test(name))).toEqual([]);
    expect(JSON.stringify(await t.db.selectFrom("reports").selectAll().execute())).not.toMatch(PERSONAL);
  });
});
