// GET /api/packages and GET /api/carousel against a bare Fastify JSON route, measured
// in the same run on loopback, so the ratio means the same on any machine.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import { openDatabase } from "../db/connection.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { createServices } from "../server/services.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

async function measure(url: string) {
  // The load generator runs in a worker thread so it does not share the server's event loop.
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function benchApi() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-bench-"));
  const { db } = openDatabase({ dataDir });
  await migrateToLatest(db);
  const config = loadConfig({ DATA_DIR: dataDir });
  const services = createServices({ db, dataDir, sessionSecret: config.sessionSecret, site: config.site });
  await seedDatabase(services);
  const { app } = await buildApp({ services, publicOrigin: "http://127.0.0.1", logLevel: "silent" });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });

  // The baseline answers the same data as /api/packages, held in memory, serialised per request.
  const packages = (await app.inject("/api/packages")).json();
  const bare = Fastify();
  bare.get("/bare", async () => packages);
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  try {
    await measure(`${bareUrl}/bare`); // warm-up
    const baseline = await measure(`${bareUrl}/bare`);
    const rows = [["bare Fastify JSON route (baseline)", baseline]] as [string, typeof baseline][];
    for (const route of ["/api/packages", "/api/carousel"]) rows.push([`GET ${route}`, await measure(`${appUrl}${route}`)]);
    console.log(`\nAPI throughput (${DURATION_S}s each, 20 connections, loopback)`);
    for (const [name, { rps, p99 }] of rows) {
      console.log(`  ${name.padEnd(38)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${String(p99).padStart(3)} ms  ratio ${(rps / baseline.rps).toFixed(2)}`);
    }
    console.log("  aim: ratio ≥ 0.60 for both API routes");
  } finally {
    await bare.close();
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
