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

  it("keeps a flood of 5,000 distinct addresses under the ceiling", async () => {
    const paths = [
      ...Array.from({ length: 2000 }, (_, i) => ({ path: `/?x=${i}` })),
      ...Array.from({ length: 2000 }, (_, i) => ({ path: `/tests?q=flood${i}` })),
      ...Array.from({ length: 1000 }, (_, i) => ({ path: "/tests/cbc", host: `attacker-${i}.example` })),
    ];
    const statuses = await flood(server.baseUrl, paths);
    expect([...statuses].every((s) => s > 0 && s < 500)).toBe(true);
    expect(rssMb(server.pid)).toBeLessThan(RSS_CEILING_MB);
    expect((await fetch(`${server.baseUrl}/tests/cbc`)).status).toBe(200);
  });
});
