// One run of the statement-churn repro (bench/sqlite-statements.ts): the pattern that crashed
// better-sqlite3 12 on Node 24 ("Assertion failed: (env) != nullptr" in ~Statement, exit 134).
// Kysely prepares a statement per query and drops it; forced collections free the dropped
// statements while queries keep running, as a busy server's collector would. Needs --expose-gc.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase } from "../db/connection.server.ts";

const QUERIES = 2_000;
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("Run with node --expose-gc");

const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-churn-"));
const { db } = openDatabase({ dataDir });
try {
  await sql`create table churn (id integer primary key, note text not null)`.execute(db);
  for (let i = 0; i < QUERIES; i++) {
    await sql`insert into churn (note) values (${`note ${i}`})`.execute(db);
    await sql`select count(*) as n from churn where note like ${`%${i % 10}`}`.execute(db);
    if (i % 50 === 0) collect();
  }
  await db.destroy();
  collect();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
