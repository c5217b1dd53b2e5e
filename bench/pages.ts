// The cached /tests/cbc page against the same answer (headers and bytes) served from memory by
// bare node:http (the least any server can do), plain and Brotli-compressed as browsers ask for
// it. The JavaScript a first visit downloads is measured by the lighthouse bench, from what the
// browser fetched: public pages name their scripts only inside a deferred boot script
// (app/lib/deferred-scripts.server.ts).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DURATION_S, measureThroughput, startSite } from "./site.ts";

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/** Serves one answer, whatever is asked, as fast as node:http can. */
async function bareServer(body: Buffer, headers: Record<string, string>) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, "content-length": body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function benchPages() {
  const site = await startSite();
  const servers: { close(): Promise<unknown> }[] = [];
  try {
    const url = `${site.url}/tests/cbc`;
    // Each answer exactly as the site sends it, headers (its long CSP included) and bytes, for
    // the bare server to send the same; node:http adds the date and the connection's own.
    const answer = async (headers: Record<string, string>) => {
      const { rawPayload, headers: sent } = await site.app.inject({ url: "/tests/cbc", headers });
      const kept = Object.entries(sent).filter(
        ([name]) => !["date", "connection", "keep-alive", "content-length"].includes(name),
      );
      return {
        body: Buffer.from(rawPayload),
        headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
      };
    };
    const plain = await answer({ "accept-encoding": "identity" });
    const brotli = await answer(BROWSER);
    const [html, br] = [plain.body, brotli.body];
    const barePlain = await bareServer(html, plain.headers);
    const bareBr = await bareServer(br, brotli.headers);
    servers.push(barePlain, bareBr);

    await measureThroughput(barePlain.url); // warm-up
    await measureThroughput(url, BROWSER);
    const rows: [string, Awaited<ReturnType<typeof measureThroughput>>, number][] = [];
    for (const [name, baselineUrl, headers] of [
      ["plain", barePlain.url, { "accept-encoding": "identity" }],
      [`Brotli (${(br.length / 1024).toFixed(1)} KB of ${(html.length / 1024).toFixed(1)} KB)`, bareBr.url, BROWSER],
    ] as const) {
      const baseline = await measureThroughput(baselineUrl, headers);
      const page = await measureThroughput(url, headers);
      rows.push([`bare node:http, same answer, ${name} (baseline)`, baseline, 1]);
      rows.push([`GET /tests/cbc from the page cache, ${name}`, page, page.rps / baseline.rps]);
    }

    console.log(`\nPages (${DURATION_S}s each, 20 connections, loopback)`);
    for (const [name, { rps, p99 }, ratio] of rows) {
      console.log(
        `  ${name.padEnd(72)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${String(p99).padStart(3)} ms  ratio ${ratio.toFixed(2)}`,
      );
    }
    console.log("  aim: ratio ≥ 0.50");

    // Issue 38 §2, the figure that governs: no Accept-Encoding, 32 keep-alive connections from
    // node:http's client, the bare server and the site taking turns so a change in the machine's
    // load falls on both alike.
    const runs = Number(process.env.BENCH_PAGES_RUNS ?? 4);
    const bare = await bareServer(html, (await answer({})).headers);
    servers.push(bare);
    console.log(`\nCached /tests/cbc, no Accept-Encoding, 32 node:http keep-alive connections (${DURATION_S}s each)`);
    // Requests/s move with whatever else the two cores run; the CPU the serving thread spends per
    // answer (the load generator has a thread of its own) moves far less, so it is printed beside.
    const measured = async (target: string) => {
      const before = process.threadCpuUsage();
      const result = await measureThroughput(target, {}, 32, "node:http");
      const { user, system } = process.threadCpuUsage(before);
      return { ...result, cpuPerAnswerUs: (user + system) / result.answers };
    };
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const baseline = await measured(bare.url);
      const page = await measured(url);
      ratios.push(page.rps / baseline.rps);
      cpuRatios.push(baseline.cpuPerAnswerUs / page.cpuPerAnswerUs);
      console.log(
        `  run ${run}: bare node:http ${baseline.rps.toFixed(0).padStart(6)} req/s, the site ${page.rps.toFixed(0).padStart(6)} req/s (p99 ${page.p99} ms)  ratio ${ratios.at(-1)!.toFixed(2)}` +
          `   serving thread's CPU per answer: bare ${baseline.cpuPerAnswerUs.toFixed(0)} µs, the site ${page.cpuPerAnswerUs.toFixed(0)} µs`,
      );
    }
    const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
    console.log(`  ratios ${range(ratios)} over ${runs} runs; aim (issue 38): ≥ 0.90`);
    console.log(`  bare's CPU per answer / the site's: ${range(cpuRatios)}`);
  } finally {
    for (const server of servers) await server.close();
    await site.stop();
  }
}
