import { createInterface } from "node:readline/promises";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
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
  const services = createServices({ db, dataDir: config.dataDir, storage: config.storage, sessionSecret: config.sessionSecret, publicOrigin: config.publicOrigin });
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

export async function runCommand(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
