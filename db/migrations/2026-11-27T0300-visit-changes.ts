import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// The desk changes what a visit costs (issue 32): a line (a test, a package) or a whole person
// removed with a reason, and a discount with a reason. Each change is one row of
// `booking_changes`, never updated: `lines_json` holds the lines it removed as they were priced
// (a discount removes none), `amount_paise` what it took off the visit's lines (the removed
// lines' prices, or the discount). The visit's remaining lines stay in booking_people and its
// sums in bookings, repriced by each change: `bookings.discount_paise` is its discounts, and
// `booking_people.removed_at` marks a person taken out of the visit (their row stays for an
// erasure and the accounts). `idempotency_key` is unique: the same request sent twice changes
// the visit once. `reason` is staff free text kept after an erasure, refused when it names the
// patient, as a refund's is.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("booking_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("person_id", "text")
    .addColumn("lines_json", "text", (c) => c.notNull())
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("made_by", "text", (c) => c.notNull())
    .addColumn("made_at", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("booking_changes_booking_id").on("booking_changes").column("booking_id").execute();
  await db.schema
    .createIndex("booking_changes_idempotency_key")
    .on("booking_changes")
    .column("idempotency_key")
    .unique()
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("discount_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("booking_people").addColumn("removed_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("booking_people").dropColumn("removed_at").execute();
  await db.schema.alterTable("bookings").dropColumn("discount_paise").execute();
  await db.schema.dropTable("booking_changes").execute();
}
