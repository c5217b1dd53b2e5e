import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// What several app processes on one database must share, so none of it lives in one
// process's memory:
// - rate_limit_counts: events per key per fixed window (an upsert adds one), for the login
//   throttle and the booking and report-lookup limits. Keys hold an address, a username or an
//   HMAC of anything personal, never a mobile or a booking reference in clear.
// - login_lockouts: the login throttle's lockouts: until when a key is locked, and how many
//   lockouts in a row it has had (each lasts twice the one before).
// - job_leases: which process runs a background job now, until when.
// Times are ISO 8601 text (UTC), which sorts as it reads.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counts")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_counts_pk", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limit_counts_window").on("rate_limit_counts").column("window_start").execute();
  await db.schema
    .createTable("login_lockouts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("locked_until", "text", (c) => c.notNull())
    .addColumn("lockouts", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
  await db.schema.dropTable("login_lockouts").execute();
  await db.schema.dropTable("rate_limit_counts").execute();
}
