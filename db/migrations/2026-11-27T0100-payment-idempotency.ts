import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// A payment or refund recorded once (issue 31, docs/decisions/2026-11-25-payments-ledger.md):
// each entry keeps the key its form made, and a unique index lets only one entry hold a key,
// so the same request sent twice at once makes one entry on either database. The index is
// over every booking: a key is a form's random 96 bits or more, and one reused on another
// booking is a mistake to refuse, not a second entry. Entries made before this have no key
// (NULL), which both databases let any number of rows share.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").addColumn("idempotency_key", "text").execute();
  await db.schema.createIndex("payments_idempotency_key").on("payments").column("idempotency_key").unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_idempotency_key").execute();
  await db.schema.alterTable("payments").dropColumn("idempotency_key").execute();
}
