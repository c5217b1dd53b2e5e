// Server rendering of /tests/cbc against serving the same HTML as a static file from the
// same server, and the JavaScript a first visit to /tests/cbc downloads.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { DURATION_S, measureThroughput, startSite } from "./site.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

export async function benchPages() {
  const staticDir = mkdtempSync(path.join(tmpdir(), "labfront-static-"));
  const site = await startSite({
    extend: async (app) => {
      await app.register(fastifyStatic, { root: staticDir, prefix: "/__bench-static/", decorateReply: false });
    },
  });
  try {
    const html = await (await fetch(`${site.url}/tests/cbc`)).text();
    writeFileSync(path.join(staticDir, "cbc.html"), html);

    // JavaScript of a first visit: every module script and modulepreload of the page.
    const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
    const gzipBytes = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(ROOT, "build/client", src))).length, 0);

    await measureThroughput(`${site.url}/__bench-static/cbc.html`); // warm-up
    const baseline = await measureThroughput(`${site.url}/__bench-static/cbc.html`);
    const rendered = await measureThroughput(`${site.url}/tests/cbc`);

    console.log(`\nPages (${DURATION_S}s each, 20 connections, loopback)`);
    console.log(`  static file of the same HTML (baseline)   ${baseline.rps.toFixed(0).padStart(7)} req/s  p99 ${String(baseline.p99).padStart(3)} ms  ratio 1.00`);
    console.log(`  GET /tests/cbc, server-rendered          ${rendered.rps.toFixed(0).padStart(7)} req/s  p99 ${String(rendered.p99).padStart(3)} ms  ratio ${(rendered.rps / baseline.rps).toFixed(2)}`);
    console.log("  aim: ratio ≥ 0.50");
    console.log(`\nJavaScript for a first visit to /tests/cbc: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files (aim ≤ 120 KB)`);
  } finally {
    await site.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
}
