import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// The site speaks Hindi as well as English (issue 23). A booking keeps the language it was
// made in ("en" or "hi"), so the texts staff send later (the report, the receipt) are in it,
// and the language of the consent notice the patient agreed to: the Digital Personal Data
// Protection Act lets the notice be in any language of the Eighth Schedule, and the record of
// a consent says which text was agreed to (its version and its language). Every booking made
// before was made in English, on the English notice.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("consent_language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("consent_language").execute();
  await db.schema.alterTable("bookings").dropColumn("language").execute();
}
