import { createInterface } from "node:readline/promises";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import type { RowCounts } from "../db/tables.server.ts";
import { type Config, ConfigError, loadConfig } from "../server/config.ts";
import type { FileLocation } from "../server/jobs/backup.ts";
import { createServices } from "../server/services.ts";

/** The configuration, or an exit with the message naming the wrong variable. */
export function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Config and the services on a migrated database, for a one-off command. */
export async function openForCommand() {
  const config = configOrExit();
  const { db } = openDatabase(config);
  await migrateToLatest(db);
  const services = createServices({ db, dataDir: config.dataDir, storage: config.storage, sessionSecret: config.sessionSecret, publicOrigin: config.publicOrigin, reportPdf: config.reportPdf });
  return { config, services, close: () => db.destroy() };
}

/** A value from the command line (--name value), else the environment, else a prompt. */
export async function argument(name: string, { env, prompt }: { env?: string; prompt: string }): Promise<string> {
  const index = process.argv.indexOf(`--${name}`);
  if (index > 0 && process.argv[index + 1]) return process.argv[index + 1];
  if (env && process.env[env]) return process.env[env]!;
  if (!process.stdin.isTTY) throw new Error(`Give --${name}${env ? ` or set ${env}` : ""}.`);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(prompt)).trim();
  } finally {
    rl.close();
  }
}

/** The command's --options, strictly: an unknown or incomplete one stops it with the usage line. */
export function parseOptions<T extends NonNullable<ParseArgsConfig["options"]>>(usage: string, options: T) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split(". ")[0] : String(error);
    throw new Error(`${reason}.\nUsage: ${usage}`, { cause: error });
  }
}

/**
 * Where the uploaded images and report PDFs are. `config.storage` comes with the S3 driver
 * (STORAGE=s3, issue 13); a configuration without it keeps them in DATA_DIR.
 */
export function filesLocation(config: Config): FileLocation {
  return config.storage.driver;
}

/** A table of table → rows, with the total, for the backup, restore and copy commands. */
export function printCounts(counts: RowCounts) {
  const entries = Object.entries(counts);
  const total = entries.reduce((sum, [, rows]) => sum + rows, 0);
  const width = Math.max(5, ...entries.map(([table]) => table.length));
  const line = (name: string, rows: number | string) => `  ${name.padEnd(width)}  ${String(rows).padStart(8)}`;
  console.log([line("Table", "Rows"), ...entries.map(([table, rows]) => line(table, rows)), line("Total", total)].join("\n"));
}

export async function runCommand(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
