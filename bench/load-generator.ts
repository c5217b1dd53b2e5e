// The load generator for GET benchmarks: `connections` keep-alive connections, each asking again
// as soon as the last answer has fully arrived, in a worker thread so it never shares the
// event loop of the server it measures (which runs in the benchmark's main thread).
//
// Why not autocannon here (booking and scale-out still post with it): it decodes every body it
// receives into a string. Node decodes UTF-8 quickly only while each chunk holds whole
// characters; the cached /tests/cbc, whose 64 KB read ended inside a Hindi letter, or any
// Brotli body, cost the generator 15× more per byte, and the pages benchmark measured the
// generator (0.17–0.29 "of bare node:http", with the server mostly idle). Here bodies are
// counted, never decoded, by undici's client (Node's own fetch is built on it).
//
// Issue 38 measured the cached page with Node's own client instead (`client: "node:http"`: an
// Agent keeping 32 sockets alive), which costs the generator more per answer and so leaves the
// server less room on two cores: it governs, the undici figure measures more kindly.
import { Agent, request as httpRequest } from "node:http";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { Pool } from "undici";

export type LoadOptions = {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  client?: "undici" | "node:http";
};
export type LoadResult = { rps: number; p99: number; answers: number; failures: string[] };

/** Requests/s and p99 (ms) of GETs to `url`, measured from a worker thread. */
export function generateLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The load generator stopped (exit ${code}) before answering`)));
  });
}

/** One GET through node:http's keep-alive agent, its body read to the end and dropped: the status. */
function nodeHttpGet(agent: Agent, target: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(target, { agent, headers }, (response) => {
      response.on("data", () => {});
      response.once("end", () => resolve(response.statusCode ?? 0));
      response.once("error", reject);
    });
    outgoing.once("error", reject);
    outgoing.end();
  });
}

async function run({ url, headers, connections, durationS, client = "undici" }: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  // HTTP/1.1 keep-alive, as browsers' requests reach the app behind nginx. Loopback servers
  // under test (nginx in scale-out) present a certificate made for the run.
  const pool = new Pool(target.origin, {
    connections,
    pipelining: 1,
    allowH2: false,
    connect: { rejectUnauthorized: false },
  });
  const latencies: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const stopAt = started + durationS * 1000;
  async function connection() {
    while (performance.now() < stopAt) {
      const sent = performance.now();
      let statusCode: number;
      if (client === "node:http") statusCode = await nodeHttpGet(agent, target, headers);
      else {
        const answer = await pool.request({ method: "GET", path: target.pathname + target.search, headers });
        // Read to its end, each chunk dropped as it comes.
        for await (const _chunk of answer.body);
        statusCode = answer.statusCode;
      }
      latencies.push(performance.now() - sent);
      if (statusCode < 200 || statusCode > 299) failures.push(`${statusCode}`);
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } catch (error) {
    failures.push(String(error));
  }
  const elapsedS = (performance.now() - started) / 1000;
  await pool.close();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsedS,
    answers: latencies.length,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    failures: failures.slice(0, 5),
  };
}

if (!isMainThread && parentPort) parentPort.postMessage(await run(workerData as LoadOptions));
