import type { OutboxService } from "../api/messages/outbox.service.ts";
import type { Reminders } from "./message-reminders.ts";

/**
 * How often each process looks for messages due without being told: retries, reminders, a tap's
 * message after its minute, and what other processes queued. A change committed in this process
 * nudges a turn at once.
 */
export const DISPATCH_INTERVAL_MS = 15_000;

/** Calls `turn` every `ms` until the function it answers is called. */
export type Repeat = (turn: () => void, ms: number) => () => void;

/** The process's own timer, which does not keep it alive. */
const repeatEvery: Repeat = (turn, ms) => {
  const timer = setInterval(turn, ms);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * The dispatcher of the outbox (docs/decisions/2026-11-28-outbox.md): every process runs one;
 * each turn claims due messages under a lease, so processes on one PostgreSQL database never
 * send one message at once. Each turn first queues the reminders due (message-reminders.ts).
 * A turn runs at start, every DISPATCH_INTERVAL_MS, and as soon as a transaction of this process
 * that queued a message commits (the outbox's `onCommitted`), so a booking's confirmation goes out
 * seconds after "Book". `main.ts` starts it; tests call `drain()` instead of waiting on timers,
 * or give `repeat` a timer of their own.
 */
export function createMessageDispatcher(
  outbox: Pick<OutboxService, "channel" | "sendDue" | "onCommitted">,
  {
    onError,
    reminders,
    repeat = repeatEvery,
  }: { onError: (error: unknown) => void; reminders?: Pick<Reminders, "queueDue">; repeat?: Repeat },
) {
  let stopRepeating: (() => void) | null = null;
  let stopListening: (() => void) | null = null;
  let running: Promise<void> | null = null;
  /** A nudge came while a turn ran: that turn may have claimed before the commit, so one more follows. */
  let isNudgedMeanwhile = false;
  let isStopping = false;

  /** Turns until nothing is due now: how many messages it handled (sent, retried later, failed or dropped). */
  async function drain(): Promise<number> {
    // The evening's reminders are queued first (once each, by their key), then sent with the rest.
    if (reminders) await reminders.queueDue();
    let handled = 0;
    for (let claimed = await outbox.sendDue(); claimed > 0; claimed = isStopping ? 0 : await outbox.sendDue())
      handled += claimed;
    return handled;
  }

  function turn() {
    running = drain()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
        if (isNudgedMeanwhile && !isStopping) {
          isNudgedMeanwhile = false;
          turn();
        }
      });
  }

  /** The timer's turn: a turn still running makes it skip. */
  function tick() {
    if (!running && !isStopping) turn();
  }

  /** A message committed in this process: a turn now, or one more after the one running (however many came). */
  function nudge() {
    if (isStopping) return;
    if (running) isNudgedMeanwhile = true;
    else turn();
  }

  return {
    drain,
    start() {
      if (stopRepeating || isStopping || !outbox.channel) return;
      stopRepeating = repeat(tick, DISPATCH_INTERVAL_MS);
      stopListening = outbox.onCommitted(nudge);
      tick();
    },
    /** Stops the timer and the nudges and waits for the batch in flight (shutdown); what is left is sent by the next start. */
    async stop() {
      isStopping = true;
      stopRepeating?.();
      stopListening?.();
      stopRepeating = stopListening = null;
      await running;
    },
  };
}
