import type { OutboxService } from "../api/messages/outbox.service.ts";
import type { Reminders } from "./message-reminders.ts";

/** How often each process looks for messages due: a confirmation goes out within this long. */
export const DISPATCH_INTERVAL_MS = 15_000;

/**
 * The dispatcher of the outbox (docs/decisions/2026-11-28-outbox.md): every process runs one;
 * each turn claims due messages under a lease, so processes on one PostgreSQL database never
 * send one message at once. Each turn first queues the reminders due (message-reminders.ts). `main.ts` starts it; tests call `drain()` instead of waiting on timers.
 */
export function createMessageDispatcher(
  outbox: OutboxService,
  { onError, reminders }: { onError: (error: unknown) => void; reminders?: Reminders },
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
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

  /** One timer turn; a turn still running makes the next one skip. */
  function tick() {
    if (running) return;
    running = drain()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }

  return {
    drain,
    start() {
      if (timer || !outbox.channel) return;
      timer = setInterval(tick, DISPATCH_INTERVAL_MS);
      timer.unref();
      tick();
    },
    /** Stops the timer and waits for the batch in flight (shutdown); what is left is sent by the next start. */
    async stop() {
      isStopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
