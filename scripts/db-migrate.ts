// npm run db:migrate: brings the database (SQLite file or DATABASE_URL) to the latest schema.
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { loadConfig } from "../server/config.ts";
import { type Command, runCommand } from "./cli.ts";

export const dbMigrate: Command = async ({ env, print }) => {
  const { db, dialect } = openDatabase(loadConfig(env));
  try {
    const applied = await migrateToLatest(db);
    print(applied.length ? `Applied on ${dialect}: ${applied.join(", ")}` : `The ${dialect} database is up to date.`);
  } finally {
    await db.destroy();
  }
};

await runCommand(dbMigrate, import.meta.url);
