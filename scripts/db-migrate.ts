// npm run db:migrate: brings the database (SQLite file or DATABASE_URL) to the latest schema.
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { configOrExit, runCommand } from "./cli.ts";

await runCommand(async () => {
  const { db, dialect } = openDatabase(configOrExit());
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied on ${dialect}: ${applied.join(", ")}` : `The ${dialect} database is up to date.`);
  } finally {
    await db.destroy();
  }
});
