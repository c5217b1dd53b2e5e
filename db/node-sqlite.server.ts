import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { SqliteDatabase } from "kysely";

/** The Node the project runs on (package.json `engines`, the `node` package npm installs). */
export const REQUIRED_NODE = "24.11";

/**
 * node:sqlite, asked for at run time rather than imported: on an older Node (this machine's
 * system Node is 20) a static import fails while linking with "No such built-in module", before
 * any code could say what to do instead.
 */
export function nodeSqlite(): typeof import("node:sqlite") {
  const sqlite = process.getBuiltinModule("node:sqlite");
  if (!sqlite) {
    throw new Error(
      `Labfront needs Node ${REQUIRED_NODE} or newer; this is Node ${process.versions.node}. ` +
        "Run it through npm (npm start, npm test, npm run <script>): npm install puts the Node it needs in node_modules/.bin and npm scripts use it.",
    );
  }
  return sqlite;
}

/**
 * Opens a SQLite file with Node's own driver (node:sqlite): nothing to compile at install, and
 * nothing built for one Node that another could load (docs/decisions/2026-11-24-node-24-and-node-sqlite.md).
 * `readOnly` also requires the file to exist. The busy timeout is SQLite's wait for a lock
 * another connection holds.
 */
export function openSqliteFile(file: string, { readOnly = false, busyTimeoutMs = 5000 } = {}): DatabaseSync {
  return new (nodeSqlite().DatabaseSync)(file, { readOnly, timeout: busyTimeoutMs });
}

/**
 * A node:sqlite database in the shape Kysely's SqliteDialect drives (better-sqlite3's): Kysely
 * hands parameters over as one array, and asks whether a statement returns rows.
 */
export function forKysely(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      const values = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
      return {
        // A statement that gives rows back (a select, or a write with RETURNING) has result columns.
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      };
    },
  };
}

/** SQLite's extended result code of a failed statement (node:sqlite's `errcode`), if it is one. */
export function sqliteResultCode(error: unknown): number | undefined {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  return code === "ERR_SQLITE_ERROR" && typeof errcode === "number" ? errcode : undefined;
}
