// npm run db:copy -- --to postgres://USER@HOST:5432/DB [--storage s3]: the way up from the
// embedded SQLite database. Copies every table of DATA_DIR's SQLite file into an empty
// PostgreSQL database (migrated to the same level first), in one transaction, and prints the
// rows per table as read back from PostgreSQL. A non-empty target is refused; after a failure
// the target is empty again and the command can simply be run again. Stop the server first:
// what it writes after the copy would stay behind in SQLite.
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, openSqliteReadOnly, SQLITE_FILE_NAME } from "../db/connection.server.ts";
import { copySqliteToPostgres } from "../db/copy.server.ts";
import { describePostgresUrl } from "../db/dump.server.ts";
import { type Config, loadConfig } from "../server/config.ts";
import { copyAllFiles } from "../server/lib/file-storage.ts";
import { createFileStorages } from "../server/lib/file-storages.ts";
import { type Command, type CommandIo, parseOptions, printCounts, runCommand } from "./cli.ts";

const USAGE = "npm run db:copy -- --to postgres://USER@HOST:5432/DB [--storage s3]";

/**
 * `--storage s3`: DATA_DIR's images and report PDFs into the STORAGE=s3 bucket. It runs before
 * the database copy, so the copied rows never name a file the bucket lacks, and a rerun after a
 * failure skips the files already there (copyAllFiles compares keys and sizes).
 */
async function copyLocalFilesToBucket(config: Config, print: CommandIo["print"]): Promise<void> {
  if (config.storage.driver !== "s3") {
    throw new Error(
      "--storage s3 copies into the bucket that STORAGE=s3 and the S3_* variables name: set them as the servers will have them.",
    );
  }
  const local = createFileStorages({ dataDir: config.dataDir, storage: { driver: "local" } });
  const bucket = createFileStorages(config);
  print(`Copying ${config.dataDir}'s images and reports into the bucket ${config.storage.bucket}`);
  for (const kind of ["images", "reports"] as const) {
    const { copied, skipped } = await copyAllFiles(local[kind], bucket[kind]);
    print(`  ${kind.padEnd(8)} ${String(copied).padStart(6)} copied, ${skipped} already there`);
  }
}

export const dbCopy: Command = async ({ argv, env, print }) => {
  const options = parseOptions(argv, USAGE, { to: { type: "string" }, storage: { type: "string" } });
  if (!options.to) throw new Error(`Give the PostgreSQL database to copy into.\nUsage: ${USAGE}`);
  if (!/^postgres(ql)?:\/\/[^/]/.test(options.to) || !URL.canParse(options.to))
    throw new Error(`--to must be a postgres:// URL, such as postgres://labfront@db.example:5432/labfront.`);
  if (options.storage !== undefined && options.storage !== "s3")
    throw new Error(`--storage takes only s3 (the bucket that STORAGE=s3 and the S3_* variables name).`);
  const config = loadConfig(env);
  const file = path.join(config.dataDir, SQLITE_FILE_NAME);
  if (!existsSync(file)) throw new Error(`There is no SQLite database at ${file}: nothing to copy.`);
  if (options.storage === "s3") await copyLocalFilesToBucket(config, print);

  const where = describePostgresUrl(options.to);
  const source = openSqliteReadOnly(file);
  const { db: target } = openDatabase({ databaseUrl: options.to, dataDir: config.dataDir });
  try {
    await sql`select 1`.execute(target).catch((error: Error) => {
      throw new Error(`Cannot reach the PostgreSQL database ${where}: ${error.message}`, { cause: error });
    });
    print(`Copying ${file} into ${where}`);
    const { migration, migrated, tables } = await copySqliteToPostgres(source, target);
    print(migrated.length > 0 ? `Migrated the target to ${migration}.` : `The target was already at ${migration}.`);
    printCounts(print, Object.fromEntries(tables.map(({ table, rows }) => [table, rows])));
    print("Every table's rows were counted again on PostgreSQL and match the SQLite file.");
    print(
      "Start the server with DATABASE_URL set to the target and the same DATA_DIR (or SESSION_SECRET), so sessions carry over.",
    );
  } finally {
    await source.destroy();
    await target.destroy();
  }
};

await runCommand(dbCopy, import.meta.url);
