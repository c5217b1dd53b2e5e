import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// Money taken at the desk against a booking (docs/decisions/2026-11-25-payments-ledger.md).
// A row is never updated or deleted: a payment is a positive amount, a refund a negative one
// with a reason, both in integer paise. `taken_by` is the admin's username, `reference` the
// UPI or card transaction's own reference (no payer's UPI id or card number). Nothing in a
// row is the patient's personal data, so an erasure keeps every row for the accounts.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("reason", "text")
    .addColumn("taken_by", "text", (c) => c.notNull())
    .addColumn("taken_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_booking_id").on("payments").column("booking_id").execute();
  await db.schema.createIndex("payments_taken_at").on("payments").column("taken_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payments").execute();
}
