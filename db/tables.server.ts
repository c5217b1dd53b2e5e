import { type Kysely, type TableMetadata, sql } from "kysely";
import type { Dialect } from "./connection.server.ts";
import type { Database } from "./schema.ts";

/**
 * The application's tables as the migrated database has them (Kysely's own migration
 * tables left out), so backups and copies follow the schema without a hand-kept list.
 * On PostgreSQL only the connection's current schema counts.
 */
export async function listTables(db: Kysely<Database>, dialect: Dialect): Promise<TableMetadata[]> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView);
  if (dialect === "sqlite") return tables;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return tables.filter((t) => t.schema === rows[0].schema);
}

export type RowCounts = Record<string, number>;

/** How many rows each table holds, by table name. */
export async function countRows(db: Kysely<Database>, dialect: Dialect): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const { name } of await listTables(db, dialect)) counts[name] = await countRowsOf(db, name);
  return counts;
}

export async function countRowsOf(db: Kysely<Database>, table: string): Promise<number> {
  // PostgreSQL answers count(*) as a bigint, which pg hands over as a string.
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}

/** The first table holding a row, with its count; null when every table is empty. */
export function firstNonEmpty(counts: RowCounts): { table: string; rows: number } | null {
  const found = Object.entries(counts).find(([, rows]) => rows > 0);
  return found ? { table: found[0], rows: found[1] } : null;
}

/**
 * PostgreSQL's tables ordered so each comes after the tables its foreign keys point at, for
 * inserting rows without deferring constraints. Ties keep alphabetical order, so the order is
 * the same on every run.
 */
export async function inForeignKeyOrder(db: Kysely<Database>, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ from: string; to: string }>`
    select c.conrelid::regclass::text as "from", c.confrelid::regclass::text as "to"
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  const needs = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { from, to } of rows) if (from !== to && needs.has(from) && needs.has(to)) needs.get(from)!.add(to);
  const ordered: string[] = [];
  while (needs.size > 0) {
    const ready = [...needs.keys()].filter((t) => [...needs.get(t)!].every((to) => !needs.has(to))).sort();
    if (ready.length === 0)
      throw new Error(
        `The foreign keys of ${[...needs.keys()].join(", ")} form a cycle: they cannot be filled one after another.`,
      );
    for (const t of ready) {
      ordered.push(t);
      needs.delete(t);
    }
  }
  return ordered;
}
