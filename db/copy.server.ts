import type { ColumnMetadata, Kysely } from "kysely";
import { sql } from "kysely";
import { appliedMigrations, migrateUpTo } from "./migrate.server.ts";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";
import {
  countRows,
  countRowsOf,
  firstNonEmpty,
  inForeignKeyOrder,
  listTables,
  type RowCounts,
} from "./tables.server.ts";

/** The tables are named at run time, from the migrated schema. */
type AnyTables = Record<string, Record<string, unknown>>;
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<AnyTables>;

/** PostgreSQL refuses a statement with more bind parameters than this. */
const MAX_PARAMETERS = 65_535;
const MAX_ROWS_PER_INSERT = 500;

export type CopyResult = {
  /** The migration both databases are at. */
  migration: string;
  /** Migrations run on the target to get there (none when it was already there). */
  migrated: string[];
  /** Each table with its rows, in the order they were filled. */
  tables: { table: string; rows: number }[];
};

/**
 * Copies every row of the SQLite database into an empty PostgreSQL database: the target is
 * migrated to the source's migration level, then every table is filled in foreign-key order
 * inside one transaction, so a failure leaves the target's tables empty and a second run starts
 * clean. The counts are read back from the target after the commit.
 *
 * Both dialects hold the same portable types (docs/decisions/2026-11-20-portable-column-types.md:
 * text and integer only; booleans 0/1, timestamps ISO text, JSON text), so values cross unchanged.
 * What SQLite lets a column hold that PostgreSQL refuses (a number past int4, a fraction, bytes or
 * a NUL character in text) stops the copy with the table, column and row named.
 */
export async function copySqliteToPostgres(source: Kysely<Database>, target: Kysely<Database>): Promise<CopyResult> {
  const sourceLevel = await appliedMigrations(source);
  if (sourceLevel.length === 0)
    throw new Error("The SQLite database has no Labfront tables: there is nothing to copy.");
  const unknown = sourceLevel.filter((name) => !(name in migrations));
  if (unknown.length > 0)
    throw new Error(
      `The SQLite database was migrated by a newer Labfront (${unknown.join(", ")}): copy it with that version.`,
    );
  const migration = sourceLevel.at(-1)!;

  // Refused before the target is touched, so a database in use is left exactly as it was.
  const before = firstNonEmpty(await countRows(target, "postgres"));
  if (before) throw notEmpty(before);
  const targetLevel = await appliedMigrations(target);
  if (targetLevel.some((name) => name > migration)) {
    throw new Error(
      `The target database is at migration ${targetLevel.at(-1)}, past the SQLite file's ${migration}. ` +
        "Bring the SQLite file up to date first (npm run db:migrate without DATABASE_URL), or copy into a new database.",
    );
  }
  const migrated = await migrateUpTo(target, migration);

  const targetTables = await listTables(target, "postgres");
  const sourceTables = new Map((await listTables(source, "sqlite")).map((t) => [t.name, t]));
  const order = await inForeignKeyOrder(
    target,
    targetTables.map((t) => t.name),
  );
  const plans = order.map((name) => {
    const table = targetTables.find((t) => t.name === name)!;
    const sourceColumns = new Set(sourceTables.get(name)?.columns.map((c) => c.name));
    const missing = table.columns.filter((c) => !sourceColumns.has(c.name)).map((c) => c.name);
    if (missing.length > 0)
      throw new Error(
        `The SQLite table ${name} lacks ${missing.join(", ")}, although both databases are at ${migration}.`,
      );
    return { name, columns: table.columns, convert: table.columns.map((c) => converterFor(name, c)) };
  });

  const sourceCounts: RowCounts = {};
  // A read transaction on the source: every table is read from one snapshot, even while the
  // server goes on writing (WAL).
  await source.transaction().execute(async (read) => {
    await target.transaction().execute(async (write) => {
      const during = firstNonEmpty(await countRows(write, "postgres"));
      if (during) throw notEmpty(during);
      for (const plan of plans) {
        try {
          sourceCounts[plan.name] = await copyTable(untyped(read), untyped(write), plan);
        } catch (error) {
          throw new Error(
            `Copying ${plan.name} failed: ${error instanceof Error ? error.message : String(error)}\n` +
              "Nothing was copied: the target's tables are empty again (its schema stays migrated). Fix the cause and run db:copy again.",
            { cause: error },
          );
        }
      }
      await resetSequences(write, plans);
    });
  });

  const tables = [];
  for (const { name } of plans) {
    const rows = await countRowsOf(target, name);
    if (rows !== sourceCounts[name])
      throw new Error(`After the copy ${name} holds ${rows} rows on PostgreSQL but ${sourceCounts[name]} in SQLite.`);
    tables.push({ table: name, rows });
  }
  return { migration, migrated, tables };
}

const notEmpty = ({ table, rows }: { table: string; rows: number }) =>
  new Error(
    `The target database is not empty: table ${table} holds ${rows} row${rows === 1 ? "" : "s"}. db:copy fills only an empty database; nothing was changed.`,
  );

type TablePlan = {
  name: string;
  columns: readonly ColumnMetadata[];
  convert: ((value: unknown, where: () => string) => unknown)[];
};

async function copyTable(read: Kysely<AnyTables>, write: Kysely<AnyTables>, plan: TablePlan): Promise<number> {
  const names = plan.columns.map((c) => c.name);
  const batchSize = Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / names.length));
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length > 0) await write.insertInto(plan.name).values(batch).execute();
    batch = [];
  };
  for await (const row of read.selectFrom(plan.name).select(names).stream()) {
    count++;
    const where = () => `row ${count}${typeof row.id === "string" ? ` (id ${row.id})` : ""}`;
    batch.push(Object.fromEntries(names.map((name, i) => [name, plan.convert[i](row[name], where)])));
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return count;
}

const INTEGER_RANGES: Record<string, [number, number]> = {
  int2: [-32_768, 32_767],
  int4: [-2_147_483_648, 2_147_483_647],
  // node:sqlite hands integers over as JavaScript numbers, and refuses to read one past these.
  int8: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};
const TEXT_TYPES = new Set(["text", "varchar", "bpchar"]);

/** How one column's SQLite values become PostgreSQL values: checked, and otherwise unchanged. */
function converterFor(table: string, column: ColumnMetadata): (value: unknown, where: () => string) => unknown {
  const at = (where: () => string) => `${table}.${column.name} of ${where()}`;
  const range = INTEGER_RANGES[column.dataType];
  if (range) {
    return (value, where) => {
      if (value === null) return null;
      if (typeof value !== "number" || !Number.isInteger(value))
        throw new Error(`${at(where)} holds ${describe(value)} where PostgreSQL expects an integer.`);
      if (value < range[0] || value > range[1])
        throw new Error(
          `${at(where)} holds ${value}, outside what PostgreSQL's ${column.dataType} can hold (${range[0]} to ${range[1]}).`,
        );
      return value;
    };
  }
  if (TEXT_TYPES.has(column.dataType)) {
    return (value, where) => {
      if (value === null) return null;
      if (typeof value !== "string")
        throw new Error(`${at(where)} holds ${describe(value)} where PostgreSQL expects text.`);
      // Said without the text itself, which may be a patient's.
      if (value.includes("\u0000"))
        throw new Error(`${at(where)} holds text with a NUL character, which PostgreSQL cannot store.`);
      return value;
    };
  }
  throw new Error(
    `${table}.${column.name} is of type ${column.dataType} on PostgreSQL; db:copy knows only the portable text and integer columns (docs/decisions/2026-11-20-portable-column-types.md).`,
  );
}

function describe(value: unknown): string {
  if (Buffer.isBuffer(value)) return "bytes (a blob)";
  if (typeof value === "number") return Number.isInteger(value) ? `the number ${value}` : `the fraction ${value}`;
  return `a ${typeof value}`;
}

/** Sequences behind serial or identity columns continue after the copied rows (none today: ids are made by the server). */
async function resetSequences(db: Kysely<Database>, plans: TablePlan[]): Promise<void> {
  for (const plan of plans) {
    for (const column of plan.columns.filter((c) => c.isAutoIncrementing)) {
      await sql`select setval(pg_get_serial_sequence(${plan.name}, ${column.name}), (select coalesce(max(${sql.ref(column.name)}), 0) + 1 from ${sql.table(plan.name)}), false)`.execute(
        db,
      );
    }
  }
}
