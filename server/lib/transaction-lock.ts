import { type Kysely, PostgresAdapter, sql, type Transaction } from "kysely";

export const isPostgres = <DB>(db: Kysely<DB>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Makes the transactions that take the lock `name` run one after another, for writes that
 * read before they write (the next free position, then the insert). The lock is held until
 * the transaction commits or rolls back; taking it twice in one transaction is harmless.
 *
 * PostgreSQL runs transactions side by side, so this takes a transaction-scoped advisory
 * lock. SQLite needs nothing: Kysely runs it on one connection and lets one transaction
 * hold it at a time.
 */
export async function lockUntilCommit<DB>(trx: Transaction<DB>, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
