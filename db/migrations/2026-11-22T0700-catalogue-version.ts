import type { Kysely } from "kysely";

// Frozen: this migration must never change once released. It imports nothing from the
// app and uses only column types that mean the same on SQLite and PostgreSQL.
//
// One counter that every change to the catalogue, the slides or the settings raises, so
// that several app processes on one database can tell that another one changed something
// and drop their cached reads and pages (server/lib/catalogue-cache.ts). The row is made by
// the first change (an upsert), so a freshly migrated database holds no rows.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("catalogue_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("catalogue_version").execute();
}
