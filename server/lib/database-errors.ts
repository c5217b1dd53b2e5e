import { sqliteResultCode } from "../../db/node-sqlite.server.ts";

/**
 * What a failed write means, told the same way on both databases: PostgreSQL names a
 * violated constraint by its SQLSTATE (pg's `code`), SQLite by its extended result code
 * (node:sqlite's `errcode`).
 */
const sqlstateOf = (error: unknown): unknown =>
  error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;

/** SQLite's extended result codes (sqlite.org/rescode.html). */
const SQLITE_CONSTRAINT_FOREIGNKEY = 787;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
const SQLITE_CONSTRAINT_UNIQUE = 2067;

/** The row points at one that does not exist (insert), or is still pointed at (delete). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlstateOf(error) === "23503" || sqliteResultCode(error) === SQLITE_CONSTRAINT_FOREIGNKEY;
}

/** Another row already has this value of a unique column. */
export function isUniqueViolation(error: unknown): boolean {
  const sqlite = sqliteResultCode(error);
  return (
    sqlstateOf(error) === "23505" || sqlite === SQLITE_CONSTRAINT_UNIQUE || sqlite === SQLITE_CONSTRAINT_PRIMARYKEY
  );
}
