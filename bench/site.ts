// A running copy of the whole site (API, static files, pages) on a fresh SQLite database,
// for the benchmarks that need real pages.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { mountPages } from "../server/pages.ts";
import { createServices } from "../server/services.ts";
import { buildWebApp } from "../scripts/build-web.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

export async function startSite({ extend }: { extend?: (app: FastifyInstance) => Promise<void> } = {}) {
  buildWebApp({ quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-bench-"));
  const { db } = openDatabase({ dataDir });
  await migrateToLatest(db);
  const config = loadConfig({ DATA_DIR: dataDir });
  const services = createServices({ db, dataDir, sessionSecret: config.sessionSecret, site: config.site });
  await seedDatabase(services);
  const { app } = await buildApp({
    services,
    publicOrigin: "http://127.0.0.1",
    logLevel: "silent",
    pages: mountPages(services, { mode: "production", buildDir: path.join(ROOT, "build") }),
  });
  if (extend) await extend(app);
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    app,
    dataDir,
    async stop() {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
