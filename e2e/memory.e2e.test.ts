// Memory under abuse, measured on a server process of its own: huge form posts and a flood
// of distinct addresses must not grow it past a stated ceiling.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer } from "./server.ts";

/**
 * The most memory the server may hold under these attacks. It rests near 300 MB; caches
 * bounded by LRU let it settle near 600 MB however long a flood goes on (measured with
 * 10,000 distinct searches); unbounded, 5,000 addresses took it to 2.5 GB.
 */
const RSS_CEILING_MB = 800;

/**
 * Searches in the flood: each renders a page of its own, most of the flood's time (about 70 ms
 * of the server's CPU at load 13). Measured 2026-11-28 with the caches' bounds lifted: each
 * search kept about 0.32 MB (413 MB at rest, 732 MB after 1,000), so an unbounded cache passes
 * the ceiling by about 1,250; bounded, the server stays near 600 MB from 700 searches on. 1,500
 * shows the leak with room (2,000 before).
 */
const FLOODED_SEARCHES = 1_500;
/**
 * Home pages with distinct queries, and the test page under distinct hosts: served from the
 * cache in a few ms each, they guard against a cache keyed by query or host. Those pages are
 * larger than a search's (199 KB and 136 KB against 98 KB), so each would keep more than a
 * search does, and by the searches' measure 1,000 of either alone would pass the ceiling (2,000 home pages before).
 */
const FLOODED_PAGES = 1_000;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** Streams `megabytes` of form data without a Content-Length; resolves with the status (0 if the server cut it off). */
function hugePost(baseUrl: string, path: string, megabytes: number): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path,
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "transfer-encoding": "chunked",
          origin: baseUrl,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", () => resolve(0));
    const chunk = Buffer.alloc(1024 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < megabytes) {
        sent++;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    req.write("city=Noida&x=");
    pump();
  });
}

/** GETs every path with `concurrency` requests in flight; returns the statuses seen. */
async function flood(baseUrl: string, paths: { path: string; host?: string }[], concurrency = 16) {
  const statuses = new Set<number>();
  let next = 0;
  const { hostname, port } = new URL(baseUrl);
  const worker = async () => {
    while (next < paths.length) {
      const { path, host } = paths[next++];
      statuses.add(
        await new Promise<number>((resolve) => {
          const req = httpRequest({ hostname, port, path, headers: host ? { host } : {}, setHost: !host }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          });
          req.on("error", () => resolve(0));
          req.end();
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

describe.skipIf(!inject("browserEndpoint"))("memory under abuse", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer("memory-test-admin-password");
    // Warm it up as a visitor would, so the resting size includes the loaded pages.
    await flood(
      server.baseUrl,
      ["/", "/tests", "/tests/cbc", "/packages"].map((path) => ({ path })),
      2,
    );
    // Room left for abuse at rest: 40% of the ceiling. Measured 2026-11-25 on Node 24: 366–395 MB
    // alone, 403 MB once beside the rest of the suite, most of it anonymous memory (V8's heap and
    // the native libraries'); the old limit, half the ceiling, failed a run.
    expect(rssMb(server.pid)).toBeLessThan(RSS_CEILING_MB * 0.6);
  });
  afterAll(() => server?.stop());

  it("refuses four 200 MB form posts at once with 413 and stays under the ceiling", async () => {
    const statuses = await Promise.all(Array.from({ length: 4 }, () => hugePost(server.baseUrl, "/set-city", 200)));
    // Refused, each one: a 413, or cut off before the client read it. Fastify closes the
    // connection on an oversize body while the client is still sending, and on a busy machine
    // the reset can reach the client before it reads the 413 (the kernel drops the unread
    // answer), so all four may show as cut off. The 413 itself is asserted where the body is
    // small enough to arrive whole: e2e/page-server.e2e.test.ts.
    for (const status of statuses) expect([413, 0]).toContain(status);
    expect(rssMb(server.pid)).toBeLessThan(RSS_CEILING_MB);
    expect((await fetch(`${server.baseUrl}/tests/cbc`)).status).toBe(200);
  });

  // Its time follows the machine's load, the searches most of it: 5,000 addresses took over the
  // project's 60 s at load 11 to 14, and these 3,500 over 150 s at load 10 to 16 (2026-11-28).
  it("keeps a flood of 3,500 distinct addresses under the ceiling", { timeout: 300_000 }, async () => {
    const paths = [
      ...Array.from({ length: FLOODED_PAGES }, (_, i) => ({ path: `/?x=${i}` })),
      ...Array.from({ length: FLOODED_SEARCHES }, (_, i) => ({ path: `/tests?q=flood${i}` })),
      ...Array.from({ length: FLOODED_PAGES }, (_, i) => ({ path: "/tests/cbc", host: `attacker-${i}.example` })),
    ];
    const statuses = await flood(server.baseUrl, paths);
    expect([...statuses].every((s) => s > 0 && s < 500)).toBe(true);
    expect(rssMb(server.pid)).toBeLessThan(RSS_CEILING_MB);
    expect((await fetch(`${server.baseUrl}/tests/cbc`)).status).toBe(200);
  });
});
