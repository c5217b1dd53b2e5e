import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPILE_CACHE_ENV } from "../test/compile-cache.ts";
import { SQLITE_FILE_NAME } from "./connection.server.ts";
import { openSqliteFile } from "./node-sqlite.server.ts";

/**
 * Kills of a writer that never idles: every kill lands inside or between its transactions'
 * commits, so each cycle is a crash mid-write. The kill moments are spread evenly over the first
 * 300 ms of writing (one at random in each eighth), so eight cover the range twenty random ones
 * did, at the cost of eight process starts instead of twenty (docs/performance.md, 2026-11-28).
 */
const CYCLES = 8;
const KILL_WITHIN_MS = 300;
const WRITER = path.resolve(import.meta.dirname, "../test/crash-writer.ts");

/** Runs the writer, kills it with SIGKILL after `killAfterMs` of writing, returns the ids it reported. */
function runAndKill(dataDir: string, killAfterMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // Node runs the writer's TypeScript itself (type stripping): through tsx each start took a
    // second more, twenty times over.
    const child = spawn(process.execPath, [WRITER, dataDir], {
      env: { ...process.env, ...COMPILE_CACHE_ENV },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let errors = "";
    let timer: NodeJS.Timeout | undefined;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      timer ??= setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    });
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (_code, signal) => {
      clearTimeout(timer);
      if (signal !== "SIGKILL") return reject(new Error(`writer stopped by itself: ${errors}`));
      // Only whole lines were reported; a line cut by the kill was never acknowledged.
      const lines = output.split("\n");
      resolve(lines.slice(0, -1));
    });
  });
}

describe("SQLite survives being killed mid-write", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-crash-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps every acknowledged write and a sound file over ${CYCLES} SIGKILLs`, async () => {
    const reported: string[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const killAfterMs = Math.floor(((cycle + Math.random()) / CYCLES) * KILL_WITHIN_MS);
      reported.push(...(await runAndKill(dataDir, killAfterMs)));
    }
    expect(reported.length).toBeGreaterThan(CYCLES);

    const db = openSqliteFile(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      expect(db.prepare("pragma integrity_check").get()).toEqual({ integrity_check: "ok" });
      const stored = new Set(
        db
          .prepare("select id from health_packages")
          .all()
          .map((row) => row.id as string),
      );
      const missing = reported.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      // Each write was one transaction: no package without its image row.
      const orphans = db
        .prepare(
          "select count(*) as n from health_packages p left join images i on i.id = p.image_id where i.id is null",
        )
        .get();
      expect(orphans).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  }, 120_000);
});
