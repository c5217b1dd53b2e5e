// npm run db:backup [-- --out FILE]: an online backup of the SQLite database, safe while
// the server runs (SQLite's backup API copies a consistent snapshot page by page).
// On PostgreSQL use pg_dump instead; this command says so.
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { SQLITE_FILE_NAME } from "../db/connection.server.ts";
import { configOrExit, runCommand } from "./cli.ts";

await runCommand(async () => {
  const config = configOrExit();
  if (config.databaseUrl) throw new Error("DATABASE_URL points at PostgreSQL: back it up with pg_dump.");
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE_NAME);
  const outIndex = process.argv.indexOf("--out");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : path.join(config.dataDir, "backups", `labfront-${stamp}.sqlite`);
  mkdirSync(path.dirname(target), { recursive: true });
  const source = new SQLite(sqliteFile, { readonly: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  const check = new SQLite(target, { readonly: true });
  const integrity = check.pragma("integrity_check", { simple: true });
  check.close();
  if (integrity !== "ok") throw new Error(`The backup failed its integrity check: ${integrity}`);
  console.log(`Backup written to ${target}`);
});
