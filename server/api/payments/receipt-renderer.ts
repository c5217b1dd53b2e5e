import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import { LRUCache } from "lru-cache";
import type { Receipt } from "../../../domain/payment.ts";
import { createSingleFlight } from "../../lib/concurrency.ts";
import type { HeavyWork } from "../../lib/heavy-work.ts";
import type { ReceiptAnswer, ReceiptJob } from "./receipt-pdf-worker.ts";

/**
 * How long a rendered receipt is served again as it is. The receipt prints the minute it was
 * made ("Receipt made"), so it is not cached per ledger state for ever: within this long the
 * copy shows a time at most this old, and any change to what the receipt shows (a payment, a
 * refund, a move, the lab's address) makes a new one at once.
 */
export const RECEIPT_CACHE_MS = 60_000;
/** At most this many receipts' bytes are kept (about 20 KB each, a few hundred KB for a long visit). */
const RECEIPT_CACHE_BYTES = 32 * 1024 * 1024;

/** What the receipt shows, but the moment it was made: equal for equal receipts. */
export function receiptFingerprint(bookingId: string, receipt: Receipt): string {
  const { issuedAt: _issuedAt, ...shown } = receipt;
  return `${bookingId}:${createHash("sha256").update(JSON.stringify(shown)).digest("base64url")}`;
}

type Idle = { worker: Worker; run: (receipt: Receipt) => Promise<Uint8Array> };

/**
 * A few receipt workers kept alive, one per slot of the heavy-work queue (the queue decides
 * how many render at once, so a worker is always free when a job gets its turn). A worker that
 * fails is dropped and the next receipt starts a new one.
 */
export function createReceiptWorkers() {
  const idle: Idle[] = [];
  let nextId = 0;

  function start(): Idle {
    const worker = new Worker(new URL("./receipt-pdf-worker.ts", import.meta.url));
    // An idle worker does not keep the process alive; the request waiting on it does.
    worker.unref();
    const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
    let isBroken = false;
    const failAll = (error: Error) => {
      isBroken = true;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
      const at = idle.findIndex((entry) => entry.worker === worker);
      if (at !== -1) idle.splice(at, 1);
    };
    worker.on("message", (answer: ReceiptAnswer) => {
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      if (!job) return;
      if ("error" in answer) job.reject(new Error(`The receipt could not be made: ${answer.error}`));
      else job.resolve(answer.bytes);
    });
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`The receipt worker stopped (exit code ${code})`)));
    const entry: Idle = {
      worker,
      async run(receipt) {
        try {
          return await new Promise<Uint8Array>((resolve, reject) => {
            const id = nextId++;
            pending.set(id, { resolve, reject });
            worker.postMessage({ id, receipt } satisfies ReceiptJob);
          });
        } finally {
          // A receipt that failed to render leaves its worker fit for the next one.
          if (!isBroken) idle.push(entry);
        }
      },
    };
    return entry;
  }

  return {
    render(receipt: Receipt): Promise<Uint8Array> {
      return (idle.pop() ?? start()).run(receipt);
    },
    async close() {
      await Promise.all(idle.splice(0).map((entry) => entry.worker.terminate()));
    },
  };
}

export type ReceiptWorkers = ReturnType<typeof createReceiptWorkers>;

export type ReceiptRenderer = ReturnType<typeof createReceiptRenderer>;

/**
 * Receipt PDFs made off the event loop: rendered in a receipt worker in its turn in the
 * process's heavy-work queue (503 when it is full), kept for RECEIPT_CACHE_MS per what the
 * receipt shows, and rendered once for any number of requests for the same receipt at once.
 */
export function createReceiptRenderer({
  heavyWork,
  workers,
  now = () => Date.now(),
}: {
  heavyWork: HeavyWork;
  /** The worker threads that render (createPdfWorkers: the site's own, or shared between test sites). */
  workers: ReceiptWorkers;
  now?: () => number;
}) {
  const cache = new LRUCache<string, { bytes: Uint8Array; at: number }>({
    maxSize: RECEIPT_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.bytes.byteLength),
    // A receipt names the patients: it leaves memory when it stops being served (an erased
    // visit's too), not whenever newer receipts happen to push it out. The check in render()
    // reads the service's own clock, which tests set.
    ttl: RECEIPT_CACHE_MS,
    ttlAutopurge: true,
  });
  const rendering = createSingleFlight<Uint8Array>();

  return {
    /** The receipt's bytes, and the fingerprint of what it shows (the same for the same receipt). */
    async render(bookingId: string, receipt: Receipt): Promise<{ bytes: Uint8Array; fingerprint: string }> {
      const fingerprint = receiptFingerprint(bookingId, receipt);
      const kept = cache.get(fingerprint);
      if (kept && now() - kept.at < RECEIPT_CACHE_MS) return { bytes: kept.bytes, fingerprint };
      const bytes = await rendering(fingerprint, async () => {
        const made = await heavyWork.run(() => workers.render(receipt));
        cache.set(fingerprint, { bytes: made, at: now() });
        return made;
      });
      return { bytes, fingerprint };
    },
  };
}
