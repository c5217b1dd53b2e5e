import { open } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import type { Place } from "../../lib/heavy-work.ts";
import { refuse } from "../../lib/http-error.ts";
import type { StampAnswer, StampJob, StampMessage, StampOutcome } from "./pdf-stamp-worker.ts";

/** Every PDF starts so (some writers put a little junk first; the spec allows 1024 bytes). */
const PDF_MAGIC = Buffer.from("%PDF-");
const MAGIC_SEARCH_BYTES = 1024;

/**
 * The worker's heap: a 20 MB report (MAX_REPORT_BYTES) parses and stamps in well under this;
 * a file built to swell past it ends the worker, not the server.
 */
const WORKER_HEAP_MB = 384;

/** How often the process's memory is looked at while a worker runs. */
const MEMORY_CHECK_MS = 100;

/** How far a report upload may go (REPORT_MAX_PAGES, REPORT_TIME_LIMIT_MS, REPORT_MEMORY_LIMIT_MB). */
export type ReportPdfLimits = { maxPages: number; timeLimitMs: number; memoryLimitMb: number };

const notAPdf = () => refuse("REPORT_NOT_A_PDF", { field: "file" });
const unreadablePdf = () => refuse("REPORT_PDF_UNREADABLE", { field: "file" });

/** Whether the file begins like a PDF (the type comes from the bytes, never the name): only its head is read. */
async function looksLikePdf(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(MAGIC_SEARCH_BYTES);
    const { bytesRead } = await handle.read(head, 0, MAGIC_SEARCH_BYTES, 0);
    return head.subarray(0, bytesRead).indexOf(PDF_MAGIC) !== -1;
  } finally {
    await handle.close();
  }
}

/** Jobs one stamping worker runs before it is replaced: bounds whatever a long life might gather (a heap grown by one large file, say). */
const JOBS_PER_WORKER = 200;

type Kept = { worker: Worker; jobs: number };

/**
 * Stamping workers kept between jobs: a job takes an idle one or starts one, and gives it back
 * after. Starting a worker and loading pdf-lib cost about as much CPU as stamping a report, so
 * each upload no longer pays it. The heavy-work queue (heavy-work.ts) decides how many stamp at
 * once, so there are never more workers than its slots.
 *
 * A job is "too-heavy" when it ran past `timeLimitMs`, out of its heap, or grew the process by
 * more than `memoryLimitMb`; its worker is then killed, never trusted with the next file, and the
 * next job starts a new one. The heap limit alone is not enough: the streams pdf-lib inflates
 * are buffers outside the heap, and a few kilobytes can inflate to gigabytes, so the process's
 * resident memory is watched too. Anything else that ends the worker is a fault of ours (the
 * file could not load, a crash), so the job rejects and reaches the log as a 500 rather than
 * blaming the upload.
 */
export function createReportStamper() {
  const idle: Kept[] = [];
  let nextId = 0;
  let started = 0;

  function start(): Kept {
    started += 1;
    const worker = new Worker(new URL("./pdf-stamp-worker.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // An idle worker does not keep the process alive; a running job's timer does.
    worker.unref();
    const kept = { worker, jobs: 0 };
    // A worker that ends while idle (a crash) is not handed the next job.
    const drop = () => {
      const at = idle.indexOf(kept);
      if (at !== -1) idle.splice(at, 1);
    };
    worker.on("error", drop);
    worker.on("exit", drop);
    return kept;
  }

  function run(job: StampJob, { timeLimitMs, memoryLimitMb }: ReportPdfLimits): Promise<StampOutcome | "too-heavy"> {
    return new Promise((resolve, reject) => {
      const residentAtStart = process.memoryUsage.rss();
      const kept = idle.pop() ?? start();
      const { worker } = kept;
      const id = nextId++;
      let isSettled = false;
      /** Ends the job; its worker goes back to the idle ones unless it failed or ran past a limit. */
      const settle = (finish: () => void, { isWorkerFit }: { isWorkerFit: boolean }) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        kept.jobs += 1;
        if (isWorkerFit && kept.jobs < JOBS_PER_WORKER) idle.push(kept);
        else void worker.terminate();
        finish();
      };
      const tooHeavy = () => settle(() => resolve("too-heavy"), { isWorkerFit: false });
      const timer = setTimeout(tooHeavy, timeLimitMs);
      const memoryWatch = setInterval(() => {
        if (process.memoryUsage.rss() - residentAtStart > memoryLimitMb * 1024 * 1024) tooHeavy();
      }, MEMORY_CHECK_MS);
      const onMessage = (answer: StampAnswer) => {
        if (answer.id === id) settle(() => resolve(answer.outcome), { isWorkerFit: true });
      };
      const onError = (error: Error & { code?: string }) =>
        error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooHeavy() : settle(() => reject(error), { isWorkerFit: false });
      const onExit = (code: number) =>
        settle(() => reject(new Error(`The report stamping worker stopped (exit code ${code}) without an answer`)), {
          isWorkerFit: false,
        });
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage({ id, job } satisfies StampMessage);
    });
  }

  return {
    run,
    /** How many workers were started so far (a test's check that they are kept). */
    get started() {
      return started;
    },
    /** Stops the idle workers (the site closing). */
    async close() {
      await Promise.all(idle.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}

export type ReportStamper = ReturnType<typeof createReportStamper>;

/**
 * Keeps only the pages of an uploaded PDF (the file at `file`), in a new file (no JavaScript,
 * actions, forms or embedded files), and stamps every page with a box in its bottom-right
 * corner: a QR code of `verifyUrl`, the words "Verify this report at <verifyUrl>" and the lab's
 * name. The work runs in the stamper's worker thread, in its turn in the heavy-work queue (`place`), under
 * `limits` of time and memory, so the site keeps answering whatever the file; the worker reads
 * the file itself. Answers 400 (field "file") for bytes that are not a PDF, one that cannot be
 * read (damaged, encrypted), one over `limits.maxPages` pages, or one that takes too long or
 * too much memory to read. Returns the bytes to store and serve (their SHA-256 is the one
 * /verify shows) and how many pages they hold, which staff check before attaching.
 */
export async function stampReport(
  file: string,
  { verifyUrl, labName }: { verifyUrl: string; labName: string },
  limits: ReportPdfLimits,
  place: Pick<Place, "run">,
  stamper: ReportStamper,
): Promise<{ bytes: Buffer; pages: number }> {
  if (!(await looksLikePdf(file))) throw notAPdf();
  const outcome = await place.run(() => stamper.run({ file, verifyUrl, labName, maxPages: limits.maxPages }, limits));
  // A parse that ran past its time or memory (REPORT_TIME_LIMIT_MS, REPORT_MEMORY_LIMIT_MB).
  if (outcome === "too-heavy") throw refuse("REPORT_PDF_TOO_COMPLEX", { field: "file" });
  if (!outcome.ok)
    throw outcome.reason === "too-many-pages"
      ? // The lab's limit, not the file's count (which a damaged file may overstate).
        refuse("REPORT_TOO_MANY_PAGES", { field: "file", values: { maximum: limits.maxPages } })
      : unreadablePdf();
  return {
    bytes: Buffer.from(outcome.bytes.buffer, outcome.bytes.byteOffset, outcome.bytes.byteLength),
    pages: outcome.pages,
  };
}
