import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// One log of who saw a patient's data (issue 34, docs/decisions/2026-11-28-access-log.md):
// `access_log`, one row per access. Who: the kind of actor (staff, the patient, a report's
// share link, a receipt's link) and, for staff, their id, username, name and role as they
// were at the time. What: a closed list (domain/access-log.ts). Which booking, person and
// report, by id only: never a name, mobile or address, so an erasure has nothing to remove
// here and keeps every row.
//
// Append-only, enforced by the database: triggers refuse every UPDATE, and every DELETE unless
// the deleting transaction holds a row of `access_log_purges` (the retention purge inserts one,
// deletes the old rows and removes it, all in one transaction, so no other session ever sees it).
//
// What existed moves here: every row of `report_access`, and the booking history's access events
// (viewed, exported, receipt, receipt-link); `report_access` is dropped.

const APPEND_ONLY = "access_log is append-only: only the retention purge may delete its rows";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("access_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_kind", "text", (c) => c.notNull())
    .addColumn("staff_user_id", "text")
    .addColumn("staff_username", "text")
    .addColumn("staff_name", "text")
    .addColumn("staff_role", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("booking_id", "text")
    .addColumn("person_id", "text")
    .addColumn("report_id", "text")
    .execute();
  await db.schema.createIndex("access_log_at").on("access_log").column("at").execute();
  await db.schema.createIndex("access_log_booking_id").on("access_log").column("booking_id").execute();
  await db.schema.createIndex("access_log_report_id").on("access_log").column("report_id").execute();
  await db.schema.createIndex("access_log_staff_user_id").on("access_log").column("staff_user_id").execute();
  await db.schema
    .createTable("access_log_purges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .execute();

  const staff = new Map(
    (await db.selectFrom("admin_users").select(["id", "username", "display_name", "role"]).execute()).map((u) => [
      u.username as string,
      u as { id: string; username: string; display_name: string; role: string },
    ]),
  );
  const who = (actor: string | null, otherwise: string) => {
    const username = actor?.startsWith("admin:") ? actor.slice("admin:".length) : actor;
    if (otherwise !== "staff" && !actor?.startsWith("admin:")) return { actor_kind: otherwise };
    const user = username ? staff.get(username) : undefined;
    // A staff member whose account is gone keeps their username: the rest is not known.
    return {
      actor_kind: "staff",
      staff_user_id: user?.id ?? null,
      staff_username: username ?? "",
      staff_name: user?.display_name ?? username ?? "",
      staff_role: user?.role ?? null,
    };
  };

  const reportRows = await db
    .selectFrom("report_access")
    .innerJoin("reports", "reports.id", "report_access.report_id")
    .select([
      "report_access.id",
      "report_access.at",
      "report_access.via",
      "report_access.actor",
      "report_access.what",
      "reports.booking_id",
      "reports.person_id",
      "report_access.report_id",
    ])
    .execute();
  const VIA_KIND: Record<string, string> = { patient: "patient", share: "share-link", admin: "staff" };
  const moved = reportRows.map((r) => ({
    id: r.id,
    at: r.at,
    ...who(r.via === "admin" ? `admin:${r.actor ?? ""}` : null, VIA_KIND[r.via] ?? "patient"),
    action: r.what === "download" ? "downloaded-report" : "opened-report",
    booking_id: r.booking_id,
    person_id: r.person_id,
    report_id: r.report_id,
  }));

  const eventRows = await db
    .selectFrom("booking_events")
    .select(["id", "at", "actor", "what", "details_json", "booking_id"])
    .where("what", "in", ["viewed", "exported", "receipt", "receipt-link"])
    .execute();
  const people = await db.selectFrom("booking_people").select(["id", "booking_id", "position"]).execute();
  const personAt = new Map(people.map((p) => [`${p.booking_id}:${Number(p.position)}`, p.id as string]));
  const ACTION: Record<string, string> = {
    viewed: "opened-booking",
    exported: "exported",
    receipt: "downloaded-receipt",
    "receipt-link": "downloaded-receipt",
  };
  for (const e of eventRows) {
    const position = e.details_json ? (JSON.parse(e.details_json) as { person?: number }).person : undefined;
    moved.push({
      id: e.id,
      at: e.at,
      ...who(e.actor, e.what === "receipt-link" ? "receipt-link" : e.actor === "patient" ? "patient" : "staff"),
      action: ACTION[e.what],
      booking_id: e.booking_id,
      person_id: position ? (personAt.get(`${e.booking_id}:${position}`) ?? null) : null,
      report_id: null,
    });
  }
  for (let i = 0; i < moved.length; i += 200)
    await db
      .insertInto("access_log")
      .values(moved.slice(i, i + 200))
      .execute();
  await db
    .deleteFrom("booking_events")
    .where("what", "in", ["viewed", "exported", "receipt", "receipt-link"])
    .execute();
  await db.schema.dropTable("report_access").execute();

  if (isPostgres(db)) {
    await sql
      .raw(
        `create function access_log_append_only() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' and exists (select 1 from access_log_purges) then return old; end if;
          raise exception '${APPEND_ONLY}';
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger access_log_append_only before update or delete on access_log
        for each row execute function access_log_append_only()`,
      )
      .execute(db);
    // TRUNCATE fires no row trigger: refused on its own, the purge never truncates.
    await sql
      .raw(
        `create trigger access_log_no_truncate before truncate on access_log
        for each statement execute function access_log_append_only()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger access_log_no_update before update on access_log begin select raise(abort, '${APPEND_ONLY}'); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger access_log_no_delete before delete on access_log
        when not exists (select 1 from access_log_purges)
        begin select raise(abort, '${APPEND_ONLY}'); end`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("report_access")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("report_id", "text", (c) => c.notNull().references("reports.id"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("via", "text", (c) => c.notNull())
    .addColumn("actor", "text")
    .addColumn("what", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("report_access_report_id").on("report_access").column("report_id").execute();
  const rows = await db.selectFrom("access_log").selectAll().execute();
  const KIND_VIA: Record<string, string> = { patient: "patient", "share-link": "share", staff: "admin" };
  const reportRows = rows
    .filter((r) => r.report_id)
    .map((r) => ({
      id: r.id,
      report_id: r.report_id,
      at: r.at,
      via: KIND_VIA[r.actor_kind] ?? "patient",
      actor: r.actor_kind === "staff" ? r.staff_username : null,
      what: r.action === "downloaded-report" ? "download" : "view",
    }));
  for (let i = 0; i < reportRows.length; i += 200)
    await db
      .insertInto("report_access")
      .values(reportRows.slice(i, i + 200))
      .execute();
  const WHAT: Record<string, string> = {
    "opened-booking": "viewed",
    exported: "exported",
    "downloaded-receipt": "receipt",
  };
  const positions = new Map(
    (await db.selectFrom("booking_people").select(["id", "position"]).execute()).map((p) => [p.id, Number(p.position)]),
  );
  const events = rows
    .filter((r) => r.booking_id && !r.report_id && WHAT[r.action])
    .map((r) => ({
      id: r.id,
      booking_id: r.booking_id,
      at: r.at,
      actor: r.actor_kind === "staff" ? `admin:${r.staff_username}` : r.actor_kind === "patient" ? "patient" : "link",
      what: r.actor_kind === "receipt-link" ? "receipt-link" : WHAT[r.action],
      details_json: r.person_id ? JSON.stringify({ person: positions.get(r.person_id) }) : null,
    }));
  for (let i = 0; i < events.length; i += 200)
    await db
      .insertInto("booking_events")
      .values(events.slice(i, i + 200))
      .execute();
  await db.schema.dropTable("access_log").execute();
  if (isPostgres(db)) await sql`drop function access_log_append_only()`.execute(db);
  await db.schema.dropTable("access_log_purges").execute();
}
