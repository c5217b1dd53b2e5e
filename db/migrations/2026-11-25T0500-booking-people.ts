import { type Kysely, sql } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only what SQLite and PostgreSQL share.
//
// A booking is a visit that may serve several people (issue 22,
// docs/decisions/2026-11-25-several-people-one-visit.md). The visit keeps what is said once
// (reference, mobile, address or lab, slot, consent, fee and totals); each person is a row of
// `booking_people` with their name, age, gender, guardian and their own priced lines. Every
// booking made before is a visit of one person: that person moves to `booking_people` (id: the
// booking's id and "p1", position 1), and the person's columns leave `bookings`, so a name is
// never in two places. A booking erased before keeps its person erased. Reports belong to a
// person: the reports made before belong to their booking's one person.

/** What an erased booking's mobile was set to (domain/booking-rules.ts ERASED_MOBILE, as it is today). */
const ERASED_MOBILE = "0000000000";

const PERSON_COLUMNS = [
  "patient_name",
  "patient_age",
  "patient_gender",
  "guardian_name",
  "guardian_consent",
  "items_json",
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("booking_people")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("patient_name", "text", (c) => c.notNull())
    .addColumn("patient_age", "integer", (c) => c.notNull())
    .addColumn("patient_gender", "text", (c) => c.notNull())
    .addColumn("guardian_name", "text")
    .addColumn("guardian_consent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("items_json", "text", (c) => c.notNull())
    .addColumn("subtotal_paise", "integer", (c) => c.notNull())
    .addColumn("mrp_paise", "integer", (c) => c.notNull())
    .addColumn("erased_at", "text")
    .addUniqueConstraint("booking_people_booking_position", ["booking_id", "position"])
    .execute();

  // One statement on both databases: `||` joins text on SQLite and PostgreSQL alike.
  await sql`
    insert into booking_people
      (id, booking_id, position, patient_name, patient_age, patient_gender, guardian_name, guardian_consent,
       items_json, subtotal_paise, mrp_paise, erased_at)
    select id || 'p1', id, 1, patient_name, patient_age, patient_gender, guardian_name, guardian_consent,
       items_json, subtotal_paise, mrp_paise, case when mobile = ${ERASED_MOBILE} then updated_at else null end
    from bookings`.execute(db);

  await db.schema.alterTable("reports").addColumn("person_id", "text").execute();
  await sql`update reports set person_id = booking_id || 'p1'`.execute(db);
  await db.schema.createIndex("reports_person_id").on("reports").column("person_id").execute();

  for (const column of PERSON_COLUMNS) await db.schema.alterTable("bookings").dropColumn(column).execute();
}

/** Back to one person per booking: the first person's columns return; later people are lost. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("patient_name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("patient_age", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("patient_gender", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("bookings").addColumn("guardian_name", "text").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("guardian_consent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("items_json", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await sql`
    update bookings set
      patient_name = (select patient_name from booking_people p where p.booking_id = bookings.id and p.position = 1),
      patient_age = (select patient_age from booking_people p where p.booking_id = bookings.id and p.position = 1),
      patient_gender = (select patient_gender from booking_people p where p.booking_id = bookings.id and p.position = 1),
      guardian_name = (select guardian_name from booking_people p where p.booking_id = bookings.id and p.position = 1),
      guardian_consent = (select guardian_consent from booking_people p where p.booking_id = bookings.id and p.position = 1),
      items_json = (select items_json from booking_people p where p.booking_id = bookings.id and p.position = 1)`.execute(
    db,
  );
  await db.schema.dropIndex("reports_person_id").execute();
  await db.schema.alterTable("reports").dropColumn("person_id").execute();
  await db.schema.dropTable("booking_people").execute();
}
