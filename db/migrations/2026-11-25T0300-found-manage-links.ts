import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// A patient who lost the manage link finds the booking again with its reference and mobile
// (docs/decisions/2026-11-25-booking-found-again.md). The original link's token cannot be
// rebuilt (only its hash is kept), so each lookup that matches makes a second link to the same
// booking: only the SHA-256 of its token is stored, with the time it stops working. The
// booking's own link (bookings.manage_token_hash) is left as it was.
// Times are ISO 8601 text (UTC), which sorts as it reads.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("booking_found_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("booking_found_links_booking_id")
    .on("booking_found_links")
    .column("booking_id")
    .execute();
  await db.schema
    .createIndex("booking_found_links_expires_at")
    .on("booking_found_links")
    .column("expires_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_found_links").execute();
}
