import { type Kysely, sql } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// The lab's settings are one row holding one JSON document (validated by the app before it
// is written): they are read and saved whole, never queried by field, and a new setting
// then needs no new column. The check keeps the table to that one row.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("settings_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addCheckConstraint("settings_one_row", sql`id = 1`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("settings").execute();
}
