import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// The links staff make for a patient are accesses (issue 34, docs/decisions/2026-11-28-access-log.md):
// a receipt's 7-day link opens every person's name and lines to whoever holds it, so who made
// it belongs in the access log beside who opened the receipt. The booking history's
// "receipt-link-made" events move to `access_log` as "made-receipt-link", with the staff member
// looked up by username as 2026-11-28T0100-access-log did (their role is today's: the role at the
// time was never recorded). The owner's filter by staff member reads `staff_username` newest
// first: an index on both.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const staff = new Map(
    (await db.selectFrom("admin_users").select(["id", "username", "display_name", "role"]).execute()).map((u) => [
      u.username as string,
      u as { id: string; display_name: string; role: string },
    ]),
  );
  const events = await db
    .selectFrom("booking_events")
    .select(["id", "at", "actor", "booking_id"])
    .where("what", "=", "receipt-link-made")
    .execute();
  const moved = events.map((e) => {
    const actor = String(e.actor ?? "");
    const username = actor.startsWith("admin:") ? actor.slice("admin:".length) : actor;
    const user = staff.get(username);
    return {
      id: e.id,
      at: e.at,
      actor_kind: "staff",
      staff_user_id: user?.id ?? null,
      staff_username: username,
      staff_name: user?.display_name ?? username,
      staff_role: user?.role ?? null,
      action: "made-receipt-link",
      booking_id: e.booking_id,
      person_id: null,
      report_id: null,
    };
  });
  for (let i = 0; i < moved.length; i += 200)
    await db
      .insertInto("access_log")
      .values(moved.slice(i, i + 200))
      .execute();
  await db.deleteFrom("booking_events").where("what", "=", "receipt-link-made").execute();
  await db.schema.createIndex("access_log_staff_username").on("access_log").columns(["staff_username", "at"]).execute();
}

const PERMIT = "migration-2026-11-28T0400-access-log-links";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("access_log_staff_username").execute();
  const rows = await db
    .selectFrom("access_log")
    .select(["id", "at", "staff_username", "booking_id"])
    .where("action", "=", "made-receipt-link")
    .execute();
  const events = rows.map((r) => ({
    id: r.id,
    booking_id: r.booking_id,
    at: r.at,
    actor: `admin:${r.staff_username}`,
    what: "receipt-link-made",
    details_json: null,
  }));
  for (let i = 0; i < events.length; i += 200)
    await db
      .insertInto("booking_events")
      .values(events.slice(i, i + 200))
      .execute();
  // The log refuses a DELETE unless the deleting transaction holds a purge permit; the migrator
  // runs each batch in a transaction already (db/connection.server.ts).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const purge = async (trx: Kysely<any>) => {
    await trx.insertInto("access_log_purges").values({ id: PERMIT }).execute();
    await trx.deleteFrom("access_log").where("action", "=", "made-receipt-link").execute();
    await trx.deleteFrom("access_log_purges").where("id", "=", PERMIT).execute();
  };
  await (db.isTransaction ? purge(db) : db.transaction().execute(purge));
}
