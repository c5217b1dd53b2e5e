import { availableParallelism } from "node:os";
import { createLimiter } from "./concurrency.ts";
import { refuse } from "./http-error.ts";

/**
 * Heavy work (stamping a report PDF, rendering a receipt) runs in worker threads, at most one
 * per core but one: the last core stays with the event loop, so the site keeps answering
 * (docs/decisions/2026-11-27-heavy-work-off-the-event-loop.md). At least one, on a one-core machine.
 */
export const HEAVY_WORK_SLOTS = Math.max(1, availableParallelism() - 1);

/** What a client refused for a full queue is told to wait, in seconds: about one report's stamping. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** The 503 of a full queue, with Retry-After. */
export const busy = () => refuse("SERVER_BUSY", { headers: { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) } });

/** A place in the queue: run the work in it once (it waits for a slot), and leave when done, whatever happened. */
export type Place = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back; safe to call more than once. */
  leave(): void;
};

export type HeavyWork = ReturnType<typeof createHeavyWork>;

/**
 * The one queue of the process's heavy work: `slots` tasks run at once, at most `maxQueue` more
 * hold a place, and a caller beyond that is refused at once with 503 (`busy`) rather than
 * waiting, holding its memory and its connection. A place can be taken before the work's input
 * exists (`admit`: an upload takes its place before its body is read, so a refused upload is
 * never received), or with the work (`run`).
 *
 * Built on the project's own limiter (concurrency.ts) rather than p-limit or p-queue: neither
 * refuses beyond a bound, so the admission count would be ours either way, and the limiter is
 * already the one images use.
 */
export function createHeavyWork({ slots = HEAVY_WORK_SLOTS, maxQueue }: { slots?: number; maxQueue: number }) {
  const limiter = createLimiter(slots);
  let admitted = 0;

  function admit(): Place {
    if (admitted >= slots + maxQueue) throw busy();
    admitted += 1;
    let hasLeft = false;
    return {
      run: (task) => limiter.run(task),
      leave() {
        if (hasLeft) return;
        hasLeft = true;
        admitted -= 1;
      },
    };
  }

  return {
    slots,
    admit,
    /** Takes a place and runs `task` in it (503 when the queue is full). */
    async run<T>(task: () => Promise<T>): Promise<T> {
      const place = admit();
      try {
        return await place.run(task);
      } finally {
        place.leave();
      }
    },
    /** Places taken (running and waiting). */
    get admitted() {
      return admitted;
    },
  };
}
