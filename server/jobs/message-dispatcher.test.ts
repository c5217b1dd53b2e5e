import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotWindows } from "../../domain/slots.ts";
import type { OutboxService } from "../api/messages/outbox.service.ts";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { startWhatsAppStandIn } from "../../test/stand-ins/whatsapp-cloud.ts";
import { createMessageDispatcher, DISPATCH_INTERVAL_MS, type Repeat } from "./message-dispatcher.ts";
import { homeVisitRequest } from "../../test/home-visit-request.ts";

/** 06:00 IST on Tuesday 1 December 2026: before the evening's reminders. */
const START = new Date("2026-12-01T00:30:00Z");

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

/**
 * The dispatcher's view of the outbox, watched: each turn's start (the reminders it asks for
 * first) and each turn's end (its claim that found nothing), which a test may hold so the turn
 * is still running. The claims and sends are the real outbox's.
 */
function watchTurns(outbox: OutboxService) {
  const turns = { started: 0, ended: 0 };
  const ends = new Map<number, ReturnType<typeof deferred>>();
  const endOf = (n: number) => ends.get(n) ?? ends.set(n, deferred()).get(n)!;
  let held: ReturnType<typeof deferred> | null = null;
  return {
    turns,
    reminders: {
      queueDue: async () => {
        turns.started++;
        return 0;
      },
    },
    outbox: {
      channel: outbox.channel,
      onCommitted: outbox.onCommitted,
      async sendDue() {
        const claimed = await outbox.sendDue();
        if (claimed > 0) return claimed;
        endOf(++turns.ended).resolve();
        const hold = held;
        held = null;
        if (hold) await hold.promise;
        return claimed;
      },
    },
    /** Resolves once the `n`th turn's last claim found nothing. */
    ended: (n: number) => endOf(n).promise,
    /** The next turn, having found nothing more, keeps running until the answer is called. */
    holdNextEnd() {
      const hold = deferred();
      held = hold;
      return hold.resolve;
    },
  };
}

describe.each(testDialects())("the message dispatcher on %s", (dialect) => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let W: string[];
  let sequence = 0;
  const errors: unknown[] = [];
  /** The timers the dispatcher asked for; none ever fires, so only a nudge can send between turns. */
  const timers: number[] = [];
  const timerThatNeverFires: Repeat = (_turn, ms) => {
    timers.push(ms);
    return () => {};
  };

  const book = async () => {
    sequence += 1;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: `10.7.0.${sequence}`,
      payload: homeVisitRequest({
        mobile: `97${String(sequence).padStart(8, "0")}`,
        date: "2026-12-05",
        window: W[sequence % W.length],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { reference: string; manageToken: string };
  };
  const statesOf = async (reference: string) =>
    (
      await t.db
        .selectFrom("outbox")
        .innerJoin("bookings", "bookings.id", "outbox.booking_id")
        .select(["outbox.kind", "outbox.state"])
        .where("bookings.reference", "=", reference)
        .orderBy("outbox.created_at")
        .execute()
    ).map((m) => `${m.kind}:${m.state}`);
  const startDispatcher = (watch: ReturnType<typeof watchTurns>) => {
    const dispatcher = createMessageDispatcher(watch.outbox, {
      onError: (error) => errors.push(error),
      reminders: watch.reminders,
      repeat: timerThatNeverFires,
    });
    dispatcher.start();
    return dispatcher;
  };

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    const clock = START;
    t = await createTestApp(dialect, { seed: true, now: () => clock, env: standIn.env });
    W = slotWindows(await t.services.settings.get());
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.stop();
  });

  it("sends a booking's confirmation, and its cancellation, as each commits, without the timer's turn; nothing after stop", async () => {
    const watch = watchTurns(t.services.outbox);
    const dispatcher = startDispatcher(watch);
    expect(timers).toEqual([DISPATCH_INTERVAL_MS]);
    // The start's turn found nothing: what follows is sent by the commits' nudges alone.
    await watch.ended(1);

    const confirmed = standIn.nextAccepted();
    const { reference, manageToken } = await book();
    await confirmed;
    expect(standIn.sendsWith(reference)).toMatchObject([{ template: "labfront_booking_confirmed" }]);
    await watch.ended(2);

    const cancelled = standIn.nextAccepted();
    await t.services.bookings.cancel(manageToken);
    await cancelled;
    expect(standIn.sendsWith(reference).map((send) => send.template)).toEqual([
      "labfront_booking_confirmed",
      "labfront_booking_cancelled",
    ]);
    await watch.ended(3);
    expect(await statesOf(reference)).toEqual(["booking-confirmed:sent", "booking-cancelled:sent"]);

    // Stopped: a booking's commit starts no turn, and its confirmation waits for the next start.
    await dispatcher.stop();
    const late = await book();
    expect(watch.turns.started).toBe(3);
    expect(await statesOf(late.reference)).toEqual(["booking-confirmed:queued"]);
    expect(errors).toEqual([]);
  });

  it("runs one more turn after a turn during which bookings committed, for them all", async () => {
    const watch = watchTurns(t.services.outbox);
    const release = watch.holdNextEnd();
    const dispatcher = startDispatcher(watch);
    // The start's turn (which also sends the booking left queued above) has claimed its last and
    // still runs: two bookings commit now, too late for its claims.
    await watch.ended(1);
    const first = await book();
    const second = await book();
    expect(watch.turns.started).toBe(1);
    release();

    // Their two nudges make one more turn, which sends both.
    await watch.ended(2);
    await dispatcher.stop();
    expect(watch.turns.started).toBe(2);
    expect(standIn.sendsWith(first.reference)).toHaveLength(1);
    expect(standIn.sendsWith(second.reference)).toHaveLength(1);
    expect([...(await statesOf(first.reference)), ...(await statesOf(second.reference))]).toEqual([
      "booking-confirmed:sent",
      "booking-confirmed:sent",
    ]);
    expect(errors).toEqual([]);
  });
});
