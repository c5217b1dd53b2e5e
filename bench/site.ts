// A running copy of the site (API, and static files and pages unless left out) on a fresh
// SQLite database, and the load generator the benchmarks share.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../server/config.ts";
import { createSite } from "../server/site.ts";
import { buildWebApp } from "../scripts/build-web.ts";
import { generateLoad, type LoadOptions } from "./load-generator.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

/** Requests/s and p99 of GETs to one URL, 20 connections; any non-2xx answer fails the benchmark. */
export async function measureThroughput(
  url: string,
  headers: Record<string, string> = {},
  connections = 20,
  client: LoadOptions["client"] = "undici",
) {
  const result = await generateLoad({ url, headers, connections, durationS: DURATION_S, client });
  if (result.failures.length > 0) throw new Error(`${url}: ${result.failures.join(", ")}`);
  return { rps: result.rps, p99: result.p99, answers: result.answers };
}

export async function startSite({
  withPages = true,
  extend,
  env = {},
}: { withPages?: boolean; extend?: (app: FastifyInstance) => Promise<void>; env?: Record<string, string> } = {}) {
  if (withPages) buildWebApp({ quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_ORIGIN: "http://127.0.0.1", LOG_LEVEL: "silent", ...env });
  const site = await createSite(config, {
    pages: withPages ? { mode: "production", buildDir: path.join(ROOT, "build") } : null,
  });
  const { app } = site;
  if (extend) await extend(app);
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    app,
    services: site.services,
    db: site.db,
    dataDir,
    async stop() {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
