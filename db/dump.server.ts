import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { type Kysely, sql } from "kysely";
import { nodeSqlite, openSqliteFile, sqliteResultCode } from "./node-sqlite.server.ts";
import type { Database } from "./schema.ts";

const run = promisify(execFile);

/**
 * SQLite's online backup of the database file into `target`: a consistent copy taken page by
 * page, safe while the server writes. The copy is checked before it counts as a backup.
 */
export async function backupSqlite(file: string, target: string): Promise<void> {
  const source = openSqliteFile(file, { readOnly: true });
  try {
    await nodeSqlite().backup(source, target);
  } finally {
    source.close();
  }
  // The copy keeps the live file's WAL mode; as a rollback-journal file it stays one file,
  // opened read-only without a -wal and -shm beside it.
  const copy = openSqliteFile(target);
  try {
    copy.exec("pragma journal_mode = DELETE");
  } finally {
    copy.close();
  }
  checkSqliteIntegrity(target);
}

/** Throws, naming the file and SQLite's finding, unless the file is a sound SQLite database. */
export function checkSqliteIntegrity(file: string): void {
  let finding: unknown;
  try {
    const db = openSqliteFile(file, { readOnly: true });
    try {
      finding = db.prepare("pragma integrity_check").get()?.integrity_check;
    } finally {
      db.close();
    }
  } catch (error) {
    finding = error instanceof Error ? error.message : error;
  }
  if (finding !== "ok") throw new Error(`${file} failed SQLite's integrity check: ${String(finding)}`);
}

/**
 * Whether another connection (a running server) has the database open. An exclusive lock is
 * refused while any other connection holds the file in WAL mode, even an idle one.
 */
export function isSqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false; // no file: nobody uses it
  const db = openSqliteFile(file, { busyTimeoutMs: 0 });
  try {
    db.exec("pragma locking_mode = EXCLUSIVE");
    db.exec("begin exclusive");
    db.exec("commit");
    return false;
  } catch (error) {
    // SQLITE_BUSY (5), or one of its extended codes.
    if (((sqliteResultCode(error) ?? 0) & 0xff) === 5) return true;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * How many other clients are connected to the database (the servers, psql sessions), waiting a
 * moment first for connections that are closing, such as those of a server just stopped.
 */
export async function otherPostgresClients(db: Kysely<Database>): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(db);
    const others = Number(rows[0].n);
    if (others === 0 || attempt === 4) return others;
    await sleep(500);
  }
}

/**
 * The client tools take the database as a libpq connection string; the password travels in
 * PGPASSWORD instead, so it never shows in the process list.
 */
function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The database's host and name, for messages: never its password. */
export function describePostgresUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

async function runPgTool(
  pgBin: string,
  tool: "pg_dump" | "pg_restore",
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  try {
    await run(path.join(pgBin, tool), args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string | number; stderr?: string };
    if (code === "ENOENT") {
      throw new Error(
        `${tool} not found in ${pgBin}: install the PostgreSQL client (postgresql-client-15), or set PG_BIN to the folder that holds ${tool}.`,
        { cause: error },
      );
    }
    throw new Error(`${tool} failed: ${stderr?.trim() || (error as Error).message}`, { cause: error });
  }
}

/**
 * `pg_dump --format=custom` of the database into `file`. With `snapshot` (from
 * pg_export_snapshot() in a transaction kept open meanwhile) it dumps exactly what that
 * transaction sees.
 */
export async function pgDump(
  databaseUrl: string,
  file: string,
  { pgBin, snapshot }: { pgBin: string; snapshot?: string },
): Promise<void> {
  const { dbname, env } = connectionFor(databaseUrl);
  const args = [
    "--format=custom",
    "--no-password",
    `--file=${file}`,
    ...(snapshot ? [`--snapshot=${snapshot}`] : []),
    `--dbname=${dbname}`,
  ];
  await runPgTool(pgBin, "pg_dump", args, env);
}

/**
 * Restores a custom-format dump over the database in one transaction: every object in the dump
 * is dropped and made again, so either all of it is restored or nothing changes. Owners are
 * left out, so the dump restores under whichever role DATABASE_URL names.
 */
export async function pgRestore(databaseUrl: string, file: string, { pgBin }: { pgBin: string }): Promise<void> {
  const { dbname, env } = connectionFor(databaseUrl);
  const args = [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    "--exit-on-error",
    "--no-password",
    `--dbname=${dbname}`,
    file,
  ];
  await runPgTool(pgBin, "pg_restore", args, env);
}
