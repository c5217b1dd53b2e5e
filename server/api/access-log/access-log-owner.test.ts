import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_LOG_PAGE_SIZE, AccessLogPageQuerySchema, type OwnerAccessPage } from "../../../domain/access-log.ts";
import { permissionsOf, type Role, type Staff } from "../../../domain/staff-roles.ts";
import { down, up } from "../../../db/migrations/2026-11-28T0400-access-log-links.ts";
import { insertBookingRow, insertPaidVisit, pdfOf, uploadAndAttach } from "../../../test/report-fixtures.ts";
import { ADMIN, ADMIN_STAFF, createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";

// The owner reads the log (issue 34): by staff member, booking reference and day, a page at a
// time, as CSV with the same filters; and the links staff take to send a patient are in it.

const staffOf = (username: string, displayName: string, role: Role): Staff => ({
  userId: `id-${username}`,
  username,
  displayName,
  role,
  permissions: permissionsOf(role),
});
const priya = staffOf("priya", "Priya", "desk");
const ravi = staffOf("ravi", "Ravi", "lab");

/** A moment on 27 Nov 2026 in India, `minutes` after 09:00 IST. */
const at27 = (minutes: number) => new Date(Date.parse("2026-11-27T03:30:00.000Z") + minutes * 60_000).toISOString();

describe.each(testDialects())("the owner's reading of the access log on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let first: { id: string; reference: string };
  let second: { id: string; reference: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
    cookie = await t.login();
    first = await insertBookingRow(t.db, { sequence: 990 });
    second = await insertBookingRow(t.db, { sequence: 991 });
    const person = await t.db
      .selectFrom("booking_people")
      .select("id")
      .where("booking_id", "=", first.id)
      .executeTakeFirstOrThrow();
    // 120 openings of the first booking by Priya on the 27th, one a minute; Ravi's download of
    // its report that day; Priya's opening of the second booking the next day.
    for (let minute = 0; minute < 120; minute++)
      await t.services.accessLog.append({ staff: priya }, [{ action: "opened-booking", bookingId: first.id }], {
        at: at27(minute),
      });
    await t.services.accessLog.append(
      { staff: ravi },
      [{ action: "downloaded-report", bookingId: first.id, personId: person.id, reportId: "r-1" }],
      { at: at27(30) },
    );
    await t.services.accessLog.append({ staff: priya }, [{ action: "opened-booking", bookingId: second.id }], {
      at: at27(24 * 60),
    });
    // Priya was renamed later: the filter offers her newest name.
    await t.services.accessLog.append(
      { staff: { ...priya, displayName: "Priya Sharma" } },
      [{ action: "listed", bookingId: second.id }],
      { at: at27(24 * 60 + 1) },
    );
  });
  afterAll(() => t.close());

  const page = (query: Record<string, string>) =>
    t.services.accessLog.pageForOwner(AccessLogPageQuerySchema.parse(query), ADMIN_STAFF);
  const whats = (p: OwnerAccessPage) => p.rows.map((row) => `${row.staff?.username} ${row.action} ${row.at}`);

  it("combines the filters: a staff member's accesses to one booking on one day in India", async () => {
    const ravis = await page({ staff: "ravi", reference: first.reference.toLowerCase(), day: "2026-11-27" });
    expect(ravis.rows).toEqual([
      expect.objectContaining({
        at: at27(30),
        staff: { userId: "id-ravi", username: "ravi", name: "Ravi", role: "lab" },
        action: "downloaded-report",
        reference: first.reference,
        personPosition: 1,
        reportId: "r-1",
      }),
    ]);
    expect(ravis.older).toBeNull();
    expect(ravis.newer).toBeNull();
    // The day is India's: 28 Nov 09:00 IST is not the 27th, though it is 03:30 UTC.
    expect((await page({ staff: "priya", day: "2026-11-28" })).rows.map((row) => row.reference)).toEqual([
      second.reference,
      second.reference,
    ]);
    expect((await page({ reference: second.reference, day: "2026-11-27" })).rows).toEqual([]);
    expect((await page({ staff: "nobody" })).rows).toEqual([]);
  });

  it("pages newest first, 50 at a time, Older and Newer leading to the same rows however they are reached", async () => {
    const newest = await page({ reference: first.reference });
    expect(newest.rows).toHaveLength(ACCESS_LOG_PAGE_SIZE);
    expect(newest.rows[0].at).toBe(at27(119));
    expect(newest.newer).toBeNull();
    const older = await page({ reference: first.reference, before: newest.older! });
    // Ravi's download and Priya's opening of minute 30 share a moment: both are listed, once.
    const oldest = await page({ reference: first.reference, before: older.older! });
    expect(oldest.older).toBeNull();
    const all = [...whats(newest), ...whats(older), ...whats(oldest)];
    expect(all).toHaveLength(121);
    expect(new Set(all).size).toBe(121);
    expect(all.at(-1)).toBe(`priya opened-booking ${at27(0)}`);
    expect([...all].sort((a, b) => b.split(" ")[2].localeCompare(a.split(" ")[2]))).toEqual(all);

    const backToMiddle = await page({ reference: first.reference, after: oldest.newer! });
    expect(whats(backToMiddle)).toEqual(whats(older));
    const backToNewest = await page({ reference: first.reference, after: backToMiddle.newer! });
    expect(whats(backToNewest)).toEqual(whats(newest));
    expect(backToNewest.newer).toBeNull();
  });

  it("offers the staff members the log names, by their newest name and role", async () => {
    expect(await t.services.accessLog.staffForOwner(ADMIN_STAFF)).toEqual([
      { username: "priya", name: "Priya Sharma", role: "desk" },
      { username: "ravi", name: "Ravi", role: "lab" },
    ]);
  });

  it("gives the CSV the same filters, the person by position, and refuses a bad filter with a 400 naming it", async () => {
    const answer = await t.app.inject({
      url: `/api/admin/access-log.csv?staff=ravi&reference=${first.reference}&day=2026-11-27`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.trim().split("\r\n");
    expect(lines).toEqual([
      '"When (UTC)","Who","Username","Name","Role","What","Booking","Person","Person id","Report id"',
      expect.stringMatching(
        new RegExp(
          `^"${at27(30)}","staff","ravi","Ravi","lab","downloaded-report","${first.reference}","1","[^"]+","r-1"$`,
        ),
      ),
    ]);
    // An empty field of the page's form is no filter.
    const everyone = await t.app.inject({
      url: `/api/admin/access-log.csv?staff=&reference=${second.reference}&day=`,
      headers: { cookie },
    });
    expect(everyone.body.trim().split("\r\n")).toHaveLength(3);

    for (const [query, field, error] of [
      ["reference=LF-12", "reference", "Enter the reference like LF-7Q2K9"],
      ["day=2026-02-30", "day", "That is not a day: choose one with the calendar (YYYY-MM-DD)"],
      [`staff=${"x".repeat(61)}`, "staff", undefined],
    ] as const) {
      const bad = await t.app.inject({ url: `/api/admin/access-log.csv?${query}`, headers: { cookie } });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().field, query).toBe(field);
      if (error) expect(bad.json().error).toContain(error);
    }
    // A page address that is not one is refused by the same schema, in words for beside the log.
    const badPage = AccessLogPageQuerySchema.safeParse({ before: "yesterday" });
    expect(badPage.error?.issues).toEqual([expect.objectContaining({ path: ["before"], message: "ACCESS_LOG_PAGE" })]);
  });

  it.each(["desk", "lab", "content", "collector"] as const)(
    "refuses the %s role the log: 403 and nothing read",
    async (role) => {
      const { cookie: theirs } = await t.signInAs(role);
      const answer = await t.app.inject({ url: "/api/admin/access-log.csv", headers: { cookie: theirs } });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain(first.reference);
      const staff = staffOf(`${role}-x`, "Someone", role);
      await expect(t.services.accessLog.pageForOwner({}, staff)).rejects.toMatchObject({ statusCode: 403 });
      await expect(t.services.accessLog.staffForOwner(staff)).rejects.toMatchObject({ statusCode: 403 });
    },
  );
});

describe.each(testDialects())("the links staff take to send, in the access log on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("records each time the desk takes a report's share link to send, with the report and person, and tells the patient", async () => {
    const { id, manageToken } = await insertPaidVisit(t.db, { sequence: 995, lines: 1 });
    const booking = { id };
    const report = await uploadAndAttach(t.app, booking.id, { headers: { cookie }, pdf: await pdfOf(1) });
    const before = await t.services.accessLog.ofBooking(booking.id);
    for (let i = 0; i < 2; i++) {
      const made = await t.app.inject({ method: "POST", url: `/api/reports/${report.id}/shares`, headers: { cookie } });
      expect(made.statusCode).toBe(i === 0 ? 201 : 200);
    }
    const sent = (await t.services.accessLog.ofBooking(booking.id)).slice(0, -before.length || undefined);
    expect(sent).toEqual([
      expect.objectContaining({ action: "sent-report-link", reportId: report.id, personId: report.personId }),
      expect.objectContaining({ action: "sent-report-link", reportId: report.id, personId: report.personId }),
    ]);
    expect(sent[0].staff?.username).toBe(ADMIN.username);
    // The booking page says it in words, and the report's view and download counts are unchanged.
    const detail = (await t.app.inject({ url: `/api/admin/bookings/${booking.id}`, headers: { cookie } })).json();
    expect(detail.access).toContainEqual(
      expect.objectContaining({ actor: `admin:${ADMIN.username}`, what: "sent-report-link", details: { person: 1 } }),
    );
    const [listed] = await t.services.reports.listForAdmin(booking.id, ADMIN_STAFF);
    expect([listed.views, listed.downloads]).toEqual([0, 0]);
    const patientSees = await t.services.bookings.accessForPatient(manageToken);
    expect(patientSees.filter((line) => line.action === "sent-report-link")).toEqual([
      expect.objectContaining({ staffName: sent[0].staff?.name, personName: "सुनीता शर्मा" }),
      expect.objectContaining({ staffName: sent[0].staff?.name, personName: "सुनीता शर्मा" }),
    ]);
  });

  it("records the desk taking a receipt's link to send, and tells the patient who did", async () => {
    const { id, manageToken } = await insertPaidVisit(t.db, { sequence: 997, lines: 1 });
    const answer = await t.app.inject({ url: `/api/admin/bookings/${id}/receipt/message`, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect((await t.services.accessLog.ofBooking(id)).map((entry) => [entry.action, entry.staff?.username])).toEqual([
      ["made-receipt-link", ADMIN.username],
    ]);
    expect((await t.services.bookings.accessForPatient(manageToken)).map((line) => line.action)).toEqual([
      "made-receipt-link",
    ]);
  });

  it("moves the history's receipt links into the log as the desk's access (2026-11-28T0300), and back on down", async () => {
    const booking = await insertBookingRow(t.db, { sequence: 996 });
    await down(t.db);
    await t.db
      .insertInto("booking_events")
      .values([
        {
          id: "ev-link",
          booking_id: booking.id,
          at: "2026-11-27T05:00:00.000Z",
          actor: `admin:${ADMIN.username}`,
          what: "receipt-link-made",
          details_json: null,
        },
        {
          id: "ev-gone",
          booking_id: booking.id,
          at: "2026-11-27T05:01:00.000Z",
          actor: "admin:someone-removed",
          what: "receipt-link-made",
          details_json: null,
        },
      ])
      .execute();
    await up(t.db);
    const account = await t.db
      .selectFrom("admin_users")
      .select(["id", "display_name", "role"])
      .where("username", "=", ADMIN.username)
      .executeTakeFirstOrThrow();
    const moved = await t.db
      .selectFrom("access_log")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .orderBy("at")
      .execute();
    expect(moved).toEqual([
      {
        id: "ev-link",
        at: "2026-11-27T05:00:00.000Z",
        actor_kind: "staff",
        staff_user_id: account.id,
        staff_username: ADMIN.username,
        staff_name: account.display_name,
        staff_role: account.role,
        action: "made-receipt-link",
        booking_id: booking.id,
        person_id: null,
        report_id: null,
      },
      {
        id: "ev-gone",
        at: "2026-11-27T05:01:00.000Z",
        actor_kind: "staff",
        staff_user_id: null,
        staff_username: "someone-removed",
        staff_name: "someone-removed",
        staff_role: null,
        action: "made-receipt-link",
        booking_id: booking.id,
        person_id: null,
        report_id: null,
      },
    ]);
    expect(await t.db.selectFrom("booking_events").select("id").where("booking_id", "=", booking.id).execute()).toEqual(
      [],
    );

    await down(t.db);
    const back = await t.db
      .selectFrom("booking_events")
      .select(["id", "actor", "what"])
      .where("booking_id", "=", booking.id)
      .orderBy("at")
      .execute();
    expect(back).toEqual([
      { id: "ev-link", actor: `admin:${ADMIN.username}`, what: "receipt-link-made" },
      { id: "ev-gone", actor: "admin:someone-removed", what: "receipt-link-made" },
    ]);
    expect(await t.db.selectFrom("access_log").select("id").where("booking_id", "=", booking.id).execute()).toEqual([]);
    // The log refuses deletes again once down is done.
    expect(await t.db.selectFrom("access_log_purges").selectAll().execute()).toEqual([]);
    await up(t.db);
  });
});
