/**
 * What a failed write means, told the same way on both databases: PostgreSQL names a
 * violated constraint by its SQLSTATE (pg's `code`), better-sqlite3 by SQLite's extended
 * result code (SqliteError's `code`).
 */
const codeOf = (error: unknown): unknown => (error instanceof Error ? (error as Error & { code?: unknown }).code : undefined);

/** The row points at one that does not exist (insert), or is still pointed at (delete). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

/** Another row already has this value of a unique column. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
