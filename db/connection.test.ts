import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./connection.server.ts";

describe("the embedded SQLite database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-sqlite-"));
  const { db, sqliteFile } = openDatabase({ dataDir });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lives in DATA_DIR and is opened for durability: WAL, synchronous=FULL, foreign keys, busy timeout", async () => {
    expect(sqliteFile).toBe(path.join(dataDir, "labfront.sqlite"));
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("synchronous")).toBe(2); // FULL
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("busy_timeout")).toBeGreaterThanOrEqual(1000);
  });

  it("runs a batch of migrations in one transaction: one that fails halfway leaves nothing of the batch", async () => {
    const step = (table: string, fails = false) => ({
      async up(db: Kysely<unknown>) {
        await db.schema.createTable(table).addColumn("id", "text").execute();
        if (fails) throw new Error("a migration that fails after its first statement");
      },
    });
    const migrator = new Migrator({
      db,
      provider: {
        getMigrations: async () => ({ "0001-first": step("first_table"), "0002-second": step("second_table", true) }),
      },
      migrationTableName: "test_migrations",
      migrationLockTableName: "test_migrations_lock",
    });
    const { error } = await migrator.migrateToLatest();
    expect(String(error)).toContain("fails after its first statement");
    const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);
    expect(tables).not.toContain("first_table");
    expect(tables).not.toContain("second_table");
    const applied = tables.includes("test_migrations")
      ? (await sql`select name from test_migrations`.execute(db)).rows
      : [];
    expect(applied).toEqual([]);
  });
});
