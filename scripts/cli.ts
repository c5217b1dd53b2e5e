import { createInterface } from "node:readline/promises";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import type { RowCounts } from "../db/tables.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

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

/**
 * Config and the migrated database, for a one-off command. A command builds only the service it
 * runs (the admin commands, the admins service), so none loads the site's whole service graph.
 */
export async function openForCommand() {
  const config = configOrExit();
  const { db } = openDatabase(config);
  await migrateToLatest(db);
  return { config, db, close: () => db.destroy() };
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
