import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// Packages and slides have their Hindi beside their English (issue 23): `hi_json` holds the
// Hindi of the texts a patient reads, as a JSON object (a package's name and description, a
// slide's title, description and button text), each field optional: one left out shows in
// English. Rows made before have none yet ('{}'); the seed job adds the shipped Hindi to the
// seeded ones whose English is still as shipped. Tests keep theirs in content_json (`hi`)
// and settings in settings_json, so neither needs a column.

const TABLES = ["health_packages", "carousel_slides"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("hi_json", "text", (c) => c.notNull().defaultTo("{}"))
      .execute();
  }
}

/** The Hindi goes with the column: the previous release shows the English only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("hi_json").execute();
}
