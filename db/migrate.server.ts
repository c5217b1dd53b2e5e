import { DEFAULT_MIGRATION_TABLE, Migrator } from "kysely/migration";
import { type Kysely, sql } from "kysely";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

const migratorOf = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results = [] } = await migratorOf(db).migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** The migrations a database has run, in order; [] for one never migrated. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === DEFAULT_MIGRATION_TABLE)) return [];
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Runs the migrations up to and including `name`, never down: a database already past it is
 * refused, since going down would drop what a later migration keeps.
 */
export async function migrateUpTo(db: Kysely<Database>, name: string): Promise<string[]> {
  if (!(name in migrations)) throw new Error(`No migration named ${name} in this version of Labfront.`);
  const applied = await appliedMigrations(db);
  const past = applied.filter((n) => n > name);
  if (past.length > 0) throw new Error(`The database is already past ${name}: it has run ${past.join(", ")}.`);
  if (applied.includes(name)) return [];
  const { error, results = [] } = await migratorOf(db).migrateTo(name);
  if (error) throw error;
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
