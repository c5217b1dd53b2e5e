import path from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import type { RowCounts } from "../db/tables.server.ts";
import { loadConfig } from "../server/config.ts";

/**
 * What a command is given: its arguments (after the script's name), its environment and where
 * it prints. `runCommand` gives the process's own; a test gives its own and runs the command
 * in-process, without a cold start (test/run-command.ts).
 */
export type CommandIo = { argv: string[]; env: NodeJS.ProcessEnv; print: (line: string) => void };
export type Command = (io: CommandIo) => Promise<void>;

/**
 * Runs the command when its module is the process's entry point (`npm run …`), and does nothing
 * when a test imports it. A failure prints its message (a wrong variable's ConfigError names it)
 * and exits 1.
 */
export async function runCommand(command: Command, moduleUrl: string) {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== path.resolve(process.argv[1])) return;
  try {
    await command({ argv: process.argv.slice(2), env: process.env, print: (line) => console.log(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/**
 * Config and the migrated database, for a one-off command. A command builds only the service it
 * runs (the admin commands, the staff accounts service), so none loads the site's whole service graph.
 */
export async function openForCommand(env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  const { db } = openDatabase(config);
  await migrateToLatest(db);
  return { config, db, close: () => db.destroy() };
}

/** A value from the command line (--name value), else the environment, else a prompt on a terminal. */
export async function argument(
  { argv, env }: CommandIo,
  name: string,
  { fromEnv, prompt }: { fromEnv?: string; prompt: string },
): Promise<string> {
  const index = argv.indexOf(`--${name}`);
  if (index >= 0 && argv[index + 1]) return argv[index + 1];
  if (fromEnv && env[fromEnv]) return env[fromEnv]!;
  if (!process.stdin.isTTY) throw new Error(`Give --${name}${fromEnv ? ` or set ${fromEnv}` : ""}.`);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(prompt)).trim();
  } finally {
    rl.close();
  }
}

/** The command's --options, strictly: an unknown or incomplete one stops it with the usage line. */
export function parseOptions<T extends NonNullable<ParseArgsConfig["options"]>>(
  argv: string[],
  usage: string,
  options: T,
) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split(". ")[0] : String(error);
    throw new Error(`${reason}.\nUsage: ${usage}`, { cause: error });
  }
}

/** A table of table → rows, with the total, for the backup, restore and copy commands. */
export function printCounts(print: CommandIo["print"], counts: RowCounts) {
  const entries = Object.entries(counts);
  const total = entries.reduce((sum, [, rows]) => sum + rows, 0);
  const width = Math.max(5, ...entries.map(([table]) => table.length));
  const line = (name: string, rows: number | string) => `  ${name.padEnd(width)}  ${String(rows).padStart(8)}`;
  print([line("Table", "Rows"), ...entries.map(([table, rows]) => line(table, rows)), line("Total", total)].join("\n"));
}
