import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotWindows, WEEKDAYS } from "../../../domain/slots.ts";
import { createTrace, indianDate, type Sender, startSender } from "../../../test/outbox-senders.ts";
import { startWhatsAppStandIn } from "../../../test/stand-ins/whatsapp-cloud.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import type { Settings } from "../../../domain/settings.ts";

const BOOKINGS = 200;
/** Each new process takes 5 to 20 s to load the server on a busy machine: three kills are the cost worth paying. */
const KILLS = 3;
/** Bookings the patients' side sends at once. */
const AT_ONCE = 6;
/** How long WhatsApp's stand-in takes to answer a send it took: the window a kill lands in. */
const ANSWER_MS = 40;

/**
 * kill -9 while 200 bookings queue their confirmations (issue 36, docs/decisions/2026-11-28-outbox.md):
 * a real server process (test/outbox-sender.ts: createSite's API and a dispatcher) takes bookings
 * over HTTP and sends to WhatsApp's stand-in; it is killed with SIGKILL while a send it made is
 * still unanswered, at a random point, three times; a new process takes over each time. In the end
 * every acknowledged booking's confirmation reached the stand-in, and a message went again only for
 * a kill while it was `sending` or a try of it that failed (a send that timed out, 3 s, at heavy
 * load, though WhatsApp took it): WhatsApp takes no idempotency key, the documented duplicate.
 */
describe.each(testDialects())("the outbox killed mid-send on %s", (dialect) => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  const trace = createTrace();
  let sender: Sender | null = null;

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    standIn.answerAfter(ANSWER_MS);
    t = await createTestApp(dialect, { seed: true, env: standIn.env });
    // Room for 200 home collections on the next days, whatever the weekday.
    const settings = await t.services.settings.get();
    await t.services.settings.update(
      { ...(settings as Settings), slotCapacity: 40, daysOpen: [...WEEKDAYS], bookingDaysAhead: 30 },
      { by: "test" },
    );
  }, 120_000);
  afterAll(async () => {
    if (sender?.isRunning()) await sender.kill();
    await t?.close();
    await standIn?.stop();
  });

  it(`sends every acknowledged booking's confirmation after ${KILLS} SIGKILLs mid-send, again only for a kill in flight or a failed try`, async () => {
    const windows = slotWindows(await t.services.settings.get());
    const slots = Array.from({ length: BOOKINGS * 2 }, (_, n) => ({
      date: indianDate(3 + Math.floor(n / (windows.length * 40))),
      window: windows[Math.floor(n / 40) % windows.length],
    }));
    let made = 0;
    const acknowledged: string[] = [];
    /** The messages `sending` (claimed, not answered) when each process died. */
    const sendingAtKill: string[][] = [];
    const outboxRows = () =>
      t.db.selectFrom("outbox").select(["id", "booking_id", "state", "variables_json", "tries"]).execute();

    for (let run = 0; run <= KILLS; run++) {
      sender = await startSender(t, standIn.env, trace);
      const current = sender;
      const isLast = run === KILLS;
      // Bookings go on until 200 are acknowledged or the process dies.
      const booking = Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (current.isRunning() && acknowledged.length < BOOKINGS && made < slots.length) {
            const n = made++;
            const reference = await current.book(slots[n], `9${String(n + 1).padStart(9, "0")}`);
            if (reference) acknowledged.push(reference);
          }
        }),
      );
      if (!isLast) {
        // A random point: after 15 to 45 more acknowledged bookings, once a send is taken and
        // before its answer reaches the sender (a random part of the answer's time).
        const target = Math.min(BOOKINGS - 1, acknowledged.length + 15 + Math.floor(Math.random() * 30));
        await waitFor(() => acknowledged.length >= target, 60_000, `${target} bookings acknowledged`, trace);
        await standIn.nextAccepted();
        await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * (ANSWER_MS - 10))));
        await current.kill();
        await booking;
        const sending = (await outboxRows()).filter((row) => row.state === "sending").map((row) => row.id);
        trace.add(`killed with ${sending.length} sending, ${acknowledged.length} acknowledged`);
        sendingAtKill.push(sending);
      } else {
        await booking;
        // The last process sends everything, the killed ones' `sending` rows once their lease ends.
        await waitFor(
          async () => (await outboxRows()).every((row) => row.state === "sent"),
          90_000,
          "every message sent",
          trace,
        );
        await current.kill();
      }
    }

    const rows = await outboxRows();
    const bookings = await t.db.selectFrom("bookings").select(["id", "reference", "updates_opt_in"]).execute();
    expect(acknowledged.length).toBeGreaterThanOrEqual(BOOKINGS);
    // Every acknowledged booking exists with its one confirmation, sent; so does any booking the
    // kill cut off after its commit (its patient saw no answer, and still gets the message).
    const referenceOf = new Map(bookings.map((b) => [b.id, b.reference]));
    const messaged = new Set(rows.map((row) => referenceOf.get(row.booking_id)));
    expect(acknowledged.filter((reference) => !messaged.has(reference))).toEqual([]);
    expect(rows).toHaveLength(bookings.filter((b) => Number(b.updates_opt_in) === 1).length);
    expect(rows.filter((row) => row.state !== "sent")).toEqual([]);

    // Each reached WhatsApp once, and again only for a reason: a kill while it was in flight, or a
    // try that failed (timed out at heavy load after WhatsApp took it), each one send more at most.
    // A row's `tries` counts its claims: the one answered, each a kill cut off, and each that failed.
    const lost: string[] = [];
    const beyond: string[] = [];
    let duplicates = 0;
    let failedTries = 0;
    for (const row of rows) {
      const reference = referenceOf.get(row.booking_id)!;
      const sends = standIn.sendsWith(reference).length;
      const killsInFlight = sendingAtKill.filter((ids) => ids.includes(row.id)).length;
      const failed = Math.max(0, Number(row.tries) - 1 - killsInFlight);
      if (sends === 0) lost.push(reference);
      if (sends > 1 + killsInFlight + failed)
        beyond.push(`${reference}: ${sends} sends, in flight at ${killsInFlight} kills, ${failed} failed tries`);
      duplicates += Math.max(0, sends - 1);
      failedTries += failed;
    }
    expect(lost).toEqual([]);
    expect(beyond).toEqual([]);
    const inFlight = sendingAtKill.flat().length;
    // Every kill landed mid-send: at least the send whose answer was awaited was `sending`.
    expect(sendingAtKill.every((ids) => ids.length > 0)).toBe(true);
    expect(duplicates).toBeLessThanOrEqual(inFlight + failedTries);
    console.log(
      `outbox kill -9 on ${dialect}: ${KILLS} kills, ${rows.length} messages, ${inFlight} in flight at the kills ` +
        `(${sendingAtKill.map((ids) => ids.length).join(", ")}), ${failedTries} failed tries, ${duplicates} sends again`,
    );
  }, 300_000);
});

/** Checks `isDone` each 100 ms until it holds; past `timeoutMs` it fails with the trace of what happened. */
async function waitFor(
  isDone: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
  trace: ReturnType<typeof createTrace>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}:\n${trace.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  trace.add(`${what}`);
}
