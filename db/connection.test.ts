import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
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
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("synchronous")).toBe(2); // FULL
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("busy_timeout")).toBeGreaterThanOrEqual(1000);
  });
});
