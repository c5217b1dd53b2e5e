// Measures how the site answers /healthz while a burst of heavy requests runs (issue 31: receipts
// and uploads held it for seconds). The clients run in a worker thread of their own, so neither
// the requests nor the polling share the event loop of the server they measure (which runs in
// the caller's main thread). Used by the load tests (server/heavy-work.load.test.ts) and
// `npm run bench -- heavy-work`.
//
// Node loads this file itself in the worker (its type stripping): erasable syntax only, and no
// imports of the app's own files.
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { Client, Pool } from "undici";

export type LoadRequest = { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: Uint8Array };
export type LoadJob = {
  origin: string;
  /** Each round sends `concurrency` requests at once and waits for every answer. */
  rounds: number;
  concurrency: number;
  request: LoadRequest;
  /** Set: no load, only this many polls (the baseline). */
  quietPolls?: number;
};
export type LoadOutcome = {
  /** Each /healthz poll's time from sending to the end of its answer, in order (ms). */
  healthzMs: number[];
  /** How many answers of each status (an error's name when there was no answer). */
  statuses: Record<string, number>;
  durationMs: number;
  /** The process's largest resident memory seen during the load, less that before it (MB). */
  peakGrowthMb: number;
};

/** Time between two /healthz polls, as a monitor would ask (but much more often). */
const POLL_GAP_MS = 10;
const RSS_SAMPLE_MS = 25;
/**
 * Polls made and not counted before the load starts: the clients' own thread is still compiling
 * undici, and the first answers of a fresh connection are slow whatever the server does.
 */
const WARM_UP_POLLS = 5;

/** Runs `job` from a worker thread while polling /healthz; the process's memory is sampled meanwhile. */
export function loadWithHealthz(job: LoadJob): Promise<LoadOutcome> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), RSS_SAMPLE_MS);
  return new Promise<Omit<LoadOutcome, "peakGrowthMb">>((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The load clients stopped (exit ${code}) before answering`)));
  }).then(
    (outcome) => {
      clearInterval(sampler);
      return { ...outcome, peakGrowthMb: Math.round((peak - before) / (1024 * 1024)) };
    },
    (error: unknown) => {
      clearInterval(sampler);
      throw error;
    },
  );
}

/** /healthz alone, `count` polls: the baseline the load's figures are compared with. */
export async function quietHealthz(origin: string, count: number): Promise<number[]> {
  const outcome = await loadWithHealthz({
    origin,
    rounds: 0,
    concurrency: 0,
    request: { method: "GET", path: "/healthz" },
    quietPolls: count,
  });
  return outcome.healthzMs;
}

export const worstOf = (values: number[]) => Math.max(...values);
export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function run({
  origin,
  rounds,
  concurrency,
  request,
  quietPolls,
}: LoadJob): Promise<Omit<LoadOutcome, "peakGrowthMb">> {
  const started = performance.now();
  const monitor = new Client(origin);
  const pool = new Pool(origin, { connections: Math.max(1, concurrency), pipelining: 1 });
  const healthzMs: number[] = [];
  const statuses: Record<string, number> = {};
  let isLoadDone = false;

  for (let i = 0; i < WARM_UP_POLLS; i++) {
    const { body } = await monitor.request({ method: "GET", path: "/healthz" });
    for await (const _chunk of body);
  }
  async function poll() {
    while (quietPolls !== undefined ? healthzMs.length < quietPolls : !isLoadDone) {
      const sent = performance.now();
      const { body } = await monitor.request({ method: "GET", path: "/healthz" });
      for await (const _chunk of body);
      healthzMs.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, POLL_GAP_MS));
    }
  }
  async function send() {
    try {
      const { statusCode, body } = await pool.request({
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body
          ? Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength)
          : undefined,
      });
      // Read to its end, each chunk dropped as it comes.
      for await (const _chunk of body);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    } catch (error) {
      const name = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      statuses[name] = (statuses[name] ?? 0) + 1;
    }
  }
  async function load() {
    for (let round = 0; round < rounds; round++) await Promise.all(Array.from({ length: concurrency }, send));
    isLoadDone = true;
  }
  await Promise.all([poll(), load()]);
  await Promise.all([monitor.close(), pool.close()]);
  return { healthzMs, statuses, durationMs: Math.round(performance.now() - started) };
}

if (!isMainThread && parentPort) parentPort.postMessage(await run(workerData as LoadJob));
