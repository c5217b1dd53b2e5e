import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// The collector's day (issue 35; docs/decisions/2026-11-28-collector-visits.md).
// `home_visits`: one row per home visit, its assigned collector (an admin_users id, null while
// unassigned), the four-digit handover code the patient reads out when the sample is taken, and
// how many wrong codes were tried (the server stops at five) and the tap key of the last wrong one
// (a phone resending that tap after a lost answer is not counted twice). The code is kept as digits because
// the patient's page must show it: it is a spoken check between two people, not a password.
// Existing home visits get theirs here, later ones at their first read.
// `collect_taps`: each tap of a collector ("on-my-way", "not-at-home", "collected") as sent, with
// the key the phone made (unique: a tap sent twice is kept once) and the hash of what it said (the
// same key with another body is refused). An undo sets `undone_at`; nothing is deleted.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("home_visits")
    .addColumn("booking_id", "text", (c) => c.primaryKey())
    .addColumn("collector_id", "text")
    .addColumn("handover_code", "text", (c) => c.notNull())
    .addColumn("handover_wrong_tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_wrong_key", "text")
    .addColumn("assigned_at", "text")
    .execute();
  await db.schema.createIndex("home_visits_collector").on("home_visits").column("collector_id").execute();
  await db.schema
    .createTable("collect_taps")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull())
    .addColumn("collector_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("note", "text")
    .addColumn("from_status", "text")
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("tapped_at", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("undone_at", "text")
    .execute();
  await db.schema.createIndex("collect_taps_key").on("collect_taps").column("idempotency_key").unique().execute();
  await db.schema.createIndex("collect_taps_booking").on("collect_taps").columns(["booking_id", "at"]).execute();

  const visits = await db.selectFrom("bookings").select("id").where("collection_type", "=", "home").execute();
  const rows = visits.map((v) => ({
    booking_id: v.id,
    collector_id: null,
    handover_code: String(randomInt(0, 10_000)).padStart(4, "0"),
    handover_wrong_tries: 0,
    last_wrong_key: null,
    assigned_at: null,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto("home_visits")
      .values(rows.slice(i, i + 200))
      .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("collect_taps").execute();
  await db.schema.dropTable("home_visits").execute();
}
