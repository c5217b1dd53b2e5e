import { type Kysely, sql } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types and SQL that mean the same on SQLite and PostgreSQL.
//
// Lab visits get places of their own in each window (docs/decisions/2026-11-24-lab-and-home-capacity.md):
// `capacity` and `booked` now count home collections only, `lab_capacity` and `lab_booked`
// lab visits, in the same row, so a place is still taken by one conditional update.
// Rows made before shared one pool: their lab visits move to the lab's count, and the lab
// gets the window's old capacity, which is what lab visits could use until now. No booking
// loses its place and no window ends up over its capacity.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("slots")
    .addColumn("lab_capacity", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("slots")
    .addColumn("lab_booked", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update slots set
      lab_capacity = capacity,
      lab_booked = (
        select count(*) from bookings
        where bookings.slot_date = slots.slot_date
          and bookings.slot_window = slots.slot_window
          and bookings.collection_type = 'lab'
          and bookings.status <> 'cancelled'
      )
  `.execute(db);
  await sql`update slots set booked = case when booked > lab_booked then booked - lab_booked else 0 end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // One pool again: the lab's bookings count against the window's capacity.
  await sql`update slots set booked = booked + lab_booked`.execute(db);
  await db.schema.alterTable("slots").dropColumn("lab_booked").execute();
  await db.schema.alterTable("slots").dropColumn("lab_capacity").execute();
}
