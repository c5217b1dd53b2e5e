import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// A slot row is made on demand (an insert that ignores a conflict) with the capacity the
// settings had then; a place is taken by one conditional update (`booked < capacity`), so
// no two bookings can take the last place on either database. Money is integer paise;
// the priced lines of a booking are JSON, as they were when it was made.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("slots")
    .addColumn("slot_date", "text", (c) => c.notNull())
    .addColumn("slot_window", "text", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addColumn("booked", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("slots_pkey", ["slot_date", "slot_window"])
    .execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("manage_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("patient_name", "text", (c) => c.notNull())
    .addColumn("patient_age", "integer", (c) => c.notNull())
    .addColumn("patient_gender", "text", (c) => c.notNull())
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("guardian_name", "text")
    .addColumn("guardian_consent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("collection_type", "text", (c) => c.notNull())
    .addColumn("address", "text")
    .addColumn("landmark", "text")
    .addColumn("pincode", "text")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("lab_address", "text")
    .addColumn("slot_date", "text", (c) => c.notNull())
    .addColumn("slot_window", "text", (c) => c.notNull())
    .addColumn("items_json", "text", (c) => c.notNull())
    .addColumn("subtotal_paise", "integer", (c) => c.notNull())
    .addColumn("mrp_paise", "integer", (c) => c.notNull())
    .addColumn("fee_paise", "integer", (c) => c.notNull())
    .addColumn("total_paise", "integer", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("offers_opt_in", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bookings_mobile").on("bookings").column("mobile").execute();
  await db.schema.createIndex("bookings_slot").on("bookings").columns(["slot_date", "slot_window"]).execute();

  await db.schema
    .createTable("booking_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("what", "text", (c) => c.notNull())
    .addColumn("details_json", "text")
    .execute();
  await db.schema.createIndex("booking_events_booking_id").on("booking_events").column("booking_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["booking_events", "bookings", "slots"]) await db.schema.dropTable(table).execute();
}
