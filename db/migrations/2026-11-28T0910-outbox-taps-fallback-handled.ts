import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// Messages, part 2 (issue 36, docs/decisions/2026-11-28-outbox.md):
// - `tap_id`: the collector's tap an "on my way" or "collected" message is about; the dispatcher
//   drops the message if the tap was undone within its minute (the message waits that minute).
// - `fallback_of`: a message sent again on the fallback channel after it failed on the first is a
//   new row linked to the failed one (its own tries, key and receipts).
// - `handled_at` / `handled_by`: the desk sent a failed message by hand and said so.
// The reminder's "once per booking and day" is the unique `idempotency_key` it is given.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("tap_id", "text").execute();
  await db.schema.alterTable("outbox").addColumn("fallback_of", "text").execute();
  await db.schema.alterTable("outbox").addColumn("handled_at", "text").execute();
  await db.schema.alterTable("outbox").addColumn("handled_by", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("handled_by").execute();
  await db.schema.alterTable("outbox").dropColumn("handled_at").execute();
  await db.schema.alterTable("outbox").dropColumn("fallback_of").execute();
  await db.schema.alterTable("outbox").dropColumn("tap_id").execute();
}
