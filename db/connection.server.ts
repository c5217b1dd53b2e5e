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

/**
 * `stayConnected` (the server's): on PostgreSQL one connection stays open while the process lives,
 * so a running server is always among the database's clients, which db:restore counts before it
 * overwrites anything (db/dump.server.ts). The pool closes a connection idle for ten seconds: a
 * server that had answered nothing for that long had none, and a restore went ahead under it.
 */
export function openDatabase(
  { databaseUrl, dataDir }: ConnectionOptions,
  { stayConnected = false }: { stayConnected?: boolean } = {},
): DatabaseConnection {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, min: stayConnected ? 1 : 0 });
    // A connection lost while idle (PostgreSQL restarted) leaves the pool, which opens another when
    // next asked; the pool also reports it as an error, which unheard would end the process.
    pool.on("error", () => {});
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
