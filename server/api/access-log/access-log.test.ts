import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessLog } from "./access-log.service.ts";
import { permissionsOf, type Staff } from "../../../domain/staff-roles.ts";
import { insertBookingRow, insertPaidVisit } from "../../../test/report-fixtures.ts";
import { runMaintenance } from "../../jobs/maintenance.ts";
import { ADMIN, ADMIN_STAFF, createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { down, up } from "../../../db/migrations/2026-11-28T0100-access-log.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())("the access log on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const row = (id: string, at: string, bookingId: string) => ({
    id,
    at,
    actor_kind: "staff",
    staff_user_id: null,
    staff_username: ADMIN.username,
    staff_name: "Priya",
    staff_role: "desk",
    action: "opened-booking",
    booking_id: bookingId,
    person_id: null,
    report_id: null,
  });

  it("refuses every UPDATE and DELETE; only the retention purge removes rows, and only the old ones", async () => {
    const booking = await insertBookingRow(t.db, { sequence: 960 });
    await t.db
      .insertInto("access_log")
      .values([row("a1", "2025-01-01T00:00:00.000Z", booking.id), row("a2", "2026-11-27T10:42:00.000Z", booking.id)])
      .execute();

    await expect(t.db.updateTable("access_log").set({ staff_name: "Someone else" }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom("access_log").where("id", "=", "a1").execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from access_log`.execute(t.db)).rejects.toThrow(/append-only/);
    if (dialect === "postgres") await expect(sql`truncate access_log`.execute(t.db)).rejects.toThrow(/append-only/);
    const kept = await t.db
      .selectFrom("access_log")
      .select(["id", "staff_name"])
      .where("booking_id", "=", booking.id)
      .orderBy("id")
      .execute();
    expect(kept).toEqual([
      { id: "a1", staff_name: "Priya" },
      { id: "a2", staff_name: "Priya" },
    ]);

    expect(await createAccessLog(t.db).purgeBefore("2026-01-01T00:00:00.000Z")).toBe(1);
    expect(await t.db.selectFrom("access_log").select("id").where("booking_id", "=", booking.id).execute()).toEqual([
      { id: "a2" },
    ]);
    // The purge's permit went with its transaction: deleting is refused again.
    expect(await t.db.selectFrom("access_log_purges").selectAll().execute()).toEqual([]);
    await expect(t.db.deleteFrom("access_log").where("id", "=", "a2").execute()).rejects.toThrow(/append-only/);
  });

  it("moves the report accesses and the booking history's access events into the log, and back on down", async () => {
    await down(t.db);
    const booking = await insertBookingRow(t.db, { sequence: 961 });
    const person = await t.db
      .selectFrom("booking_people")
      .select("id")
      .where("booking_id", "=", booking.id)
      .executeTakeFirstOrThrow();
    await sql`insert into reports (id, booking_id, person_id, file_key, file_name, size_bytes, sha256, verification_code, uploaded_at, uploaded_by)
      values ('r1', ${booking.id}, ${person.id}, 'k', 'report.pdf', 10, 'x', 'CODE961', '2026-11-27T09:00:00.000Z', ${ADMIN.username})`.execute(
      t.db,
    );
    await sql`insert into report_access (id, report_id, at, via, actor, what) values
      ('ra1', 'r1', '2026-11-27T10:00:00.000Z', 'patient', null, 'view'),
      ('ra2', 'r1', '2026-11-27T10:01:00.000Z', 'admin', ${ADMIN.username}, 'download')`.execute(t.db);
    await sql`insert into booking_events (id, booking_id, at, actor, what, details_json) values
      ('e1', ${booking.id}, '2026-11-27T10:02:00.000Z', ${`admin:${ADMIN.username}`}, 'viewed', null),
      ('e2', ${booking.id}, '2026-11-27T10:03:00.000Z', ${`admin:${ADMIN.username}`}, 'exported', '{"person":1}'),
      ('e3', ${booking.id}, '2026-11-27T10:04:00.000Z', 'link', 'receipt-link', null),
      ('e4', ${booking.id}, '2026-11-27T10:05:00.000Z', 'patient', 'cancelled', null)`.execute(t.db);

    await up(t.db);
    const user = await t.db
      .selectFrom("admin_users")
      .select(["id", "display_name", "role"])
      .where("username", "=", ADMIN.username)
      .executeTakeFirstOrThrow();
    const staff = {
      actor_kind: "staff",
      staff_user_id: user.id,
      staff_username: ADMIN.username,
      staff_name: user.display_name,
      staff_role: user.role,
    };
    const none = { staff_user_id: null, staff_username: null, staff_name: null, staff_role: null };
    const moved = await t.db
      .selectFrom("access_log")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .orderBy("at")
      .execute();
    expect(moved).toEqual([
      {
        id: "ra1",
        at: "2026-11-27T10:00:00.000Z",
        actor_kind: "patient",
        ...none,
        action: "opened-report",
        booking_id: booking.id,
        person_id: person.id,
        report_id: "r1",
      },
      {
        id: "ra2",
        at: "2026-11-27T10:01:00.000Z",
        ...staff,
        action: "downloaded-report",
        booking_id: booking.id,
        person_id: person.id,
        report_id: "r1",
      },
      {
        id: "e1",
        at: "2026-11-27T10:02:00.000Z",
        ...staff,
        action: "opened-booking",
        booking_id: booking.id,
        person_id: null,
        report_id: null,
      },
      {
        id: "e2",
        at: "2026-11-27T10:03:00.000Z",
        ...staff,
        action: "exported",
        booking_id: booking.id,
        person_id: person.id,
        report_id: null,
      },
      {
        id: "e3",
        at: "2026-11-27T10:04:00.000Z",
        actor_kind: "receipt-link",
        ...none,
        action: "downloaded-receipt",
        booking_id: booking.id,
        person_id: null,
        report_id: null,
      },
    ]);
    // The history keeps what happened to the booking, and no longer who looked at it.
    expect(
      await t.db.selectFrom("booking_events").select("what").where("booking_id", "=", booking.id).execute(),
    ).toEqual([{ what: "cancelled" }]);

    await down(t.db);
    const back = await sql<{
      what: string;
    }>`select what from booking_events where booking_id = ${booking.id} order by at`.execute(t.db);
    expect(back.rows.map((r) => r.what)).toEqual(["viewed", "exported", "receipt-link", "cancelled"]);
    const reportBack = await sql<{
      via: string;
      what: string;
    }>`select via, what from report_access order by at`.execute(t.db);
    expect(reportBack.rows).toEqual([
      { via: "patient", what: "view" },
      { via: "admin", what: "download" },
    ]);
    await up(t.db);
  });
});

describe.each(testDialects())("staff accesses in the log on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  const priya: Staff = {
    userId: "desk-priya",
    username: "priya",
    displayName: "Priya",
    role: "desk",
    permissions: permissionsOf("desk"),
  };

  it("shows the patient who at the desk opened their booking, newest first; a search lists it in the owner's log only", async () => {
    const { id, manageToken } = await insertPaidVisit(t.db, { sequence: 970, lines: 2 });
    expect(await t.services.bookings.accessForPatient(manageToken)).toEqual([]);

    const { reference } = await t.db
      .selectFrom("bookings")
      .select("reference")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await t.services.bookingDesk.listForAdmin({ q: reference }, priya);
    await t.services.bookingDesk.getForAdmin(id, priya);
    await t.services.dataRights.exportPersonalData(id, priya);

    const lines = await t.services.bookings.accessForPatient(manageToken);
    expect(lines.map(({ staffName, role, action }) => ({ staffName, role, action }))).toEqual([
      { staffName: "Priya", role: "desk", action: "exported" },
      { staffName: "Priya", role: "desk", action: "opened-booking" },
    ]);
    const logged = await t.db
      .selectFrom("access_log")
      .select(["action", "staff_user_id"])
      .where("booking_id", "=", id)
      .orderBy("id")
      .execute();
    expect(logged).toEqual([
      { action: "listed", staff_user_id: "desk-priya" },
      { action: "opened-booking", staff_user_id: "desk-priya" },
      { action: "exported", staff_user_id: "desk-priya" },
    ]);
  });
  it("gives the owner the log as CSV by booking reference and day, formulas made text, no-store; bad filters are a 400", async () => {
    const { id } = await insertPaidVisit(t.db, { sequence: 975, lines: 1 });
    const { reference } = await t.db
      .selectFrom("bookings")
      .select("reference")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await t.services.bookingDesk.getForAdmin(id, { ...priya, displayName: '=HYPERLINK("x")' });
    const cookie = await t.login();
    const day = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    const answer = await t.app.inject({
      url: `/api/admin/access-log.csv?reference=${reference.toLowerCase()}&day=${day}`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const lines = answer.body.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"staff","priya","'=HYPERLINK(""x"")","desk","opened-booking","${reference}"`);

    const otherDay = await t.app.inject({
      url: `/api/admin/access-log.csv?reference=${reference}&day=2020-01-01`,
      headers: { cookie },
    });
    expect(otherDay.body.trim().split("\r\n")).toHaveLength(1);
    const bad = await t.app.inject({ url: "/api/admin/access-log.csv?day=yesterday", headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("day");
    expect((await t.app.inject({ url: "/api/admin/access-log.csv" })).statusCode).toBe(401);
  });
});

describe.each(testDialects())("the access log's retention on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  it("keeps rows for the setting's days (400 unless changed), then the maintenance job purges them", async () => {
    const { id } = await insertPaidVisit(t.db, { sequence: 980, lines: 1 });
    await t.services.bookingDesk.getForAdmin(id, ADMIN_STAFF);
    const rows = () => t.db.selectFrom("access_log").select("action").where("booking_id", "=", id).execute();
    expect((await t.services.settings.get()).accessLogRetentionDays).toBe(400);

    await runMaintenance(t.services, new Date(Date.now() + 399 * DAY));
    expect(await rows()).toEqual([{ action: "opened-booking" }]);
    await runMaintenance(t.services, new Date(Date.now() + 401 * DAY));
    expect(await rows()).toEqual([]);
  });
});
