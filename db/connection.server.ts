import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { forKysely, openSqliteFile } from "./node-sqlite.server.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export type DatabaseConnection = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file, for online backups; null on PostgreSQL. */
  sqliteFile: string | null;
};

export type ConnectionOptions = { databaseUrl?: string; dataDir: string };

export const SQLITE_FILE_NAME = "labfront.sqlite";

/**
 * SQLite changes its schema inside a transaction as PostgreSQL does, though Kysely's adapter
 * says otherwise to be safe: said here, the migrator runs each batch of migrations in one
 * transaction on both databases, so a migration that fails halfway leaves nothing half done.
 * (A migration may not use the pragmas SQLite ignores inside a transaction, such as
 * `foreign_keys`; none does.)
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter();
  }
}

export function openDatabase({ databaseUrl, dataDir }: ConnectionOptions): DatabaseConnection {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      sqliteFile: null,
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const sqlite = openSqliteFile(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes a commit durable
  // before it is acknowledged (the crash test depends on it).
  sqlite.exec("pragma journal_mode = WAL; pragma synchronous = FULL; pragma foreign_keys = ON;");
  return {
    db: new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: forKysely(sqlite) }) }),
    dialect: "sqlite",
    sqliteFile: file,
  };
}

/**
 * A SQLite file opened read-only, without the server's pragmas: the source of db:copy or a
 * backup being checked. Throws when there is no such file.
 */
export function openSqliteReadOnly(file: string): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: forKysely(openSqliteFile(file, { readOnly: true })) }),
  });
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
