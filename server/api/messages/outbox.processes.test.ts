import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Settings } from "../../../domain/settings.ts";
import { slotWindows, WEEKDAYS } from "../../../domain/slots.ts";
import { createTrace, indianDate, type Sender, startSender } from "../../../test/outbox-senders.ts";
import { startWhatsAppStandIn } from "../../../test/stand-ins/whatsapp-cloud.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { homeVisitRequest } from "../../../test/home-visit-request.ts";

const MESSAGES = 200;

/**
 * Two app processes on one PostgreSQL database, each with its dispatcher turning (issue 36): the
 * claim's `FOR UPDATE SKIP LOCKED` keeps them off each other's messages. No nginx in front: the
 * dispatchers take no request, so a proxy would add nothing to this proof (e2e/scale-out.e2e.test.ts
 * holds the requests' side). SQLite's database is one process's only: nothing to prove there.
 */
describe.runIf(testDialects().includes("postgres"))("two processes sending on one PostgreSQL database", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  const trace = createTrace();
  const senders: Sender[] = [];

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    // An answer takes a moment, as the Graph API's does: while one process awaits its batch, the other claims.
    standIn.answerAfter(40);
    t = await createTestApp("postgres", { seed: true, env: standIn.env });
    const settings = await t.services.settings.get();
    await t.services.settings.update({ ...(settings as Settings), daysOpen: [...WEEKDAYS] }, { by: "test" });
  }, 120_000);
  afterAll(async () => {
    for (const sender of senders) if (sender.isRunning()) await sender.kill();
    await t?.close();
    await standIn?.stop();
  });

  it(`sends each of ${MESSAGES} messages exactly once, both processes sending`, async () => {
    // Both listen before anything is queued, so neither has the queue to itself while the other loads.
    senders.push(...(await Promise.all([startSender(t, standIn.env, trace), startSender(t, standIn.env, trace)])));
    // The messages are about one booking whose patient agreed (the dispatcher reads its mobile).
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: homeVisitRequest({
        mobile: "9876500001",
        date: indianDate(3),
        window: slotWindows(await t.services.settings.get())[0],
        idempotencyKey: "two-processes-booking",
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id: bookingId } = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", response.json().reference)
      .executeTakeFirstOrThrow();
    const references = Array.from({ length: MESSAGES }, (_, i) => `TWO-${i}`);
    // One transaction: all 200 become due at once, in front of both dispatchers.
    await t.db.transaction().execute(async (trx) => {
      for (const reference of references)
        await t.services.outbox.enqueue(trx, {
          bookingId,
          kind: "booking-cancelled",
          locale: "en",
          variables: { reference },
        });
    });

    const deadline = Date.now() + 90_000;
    const unsent = () => t.db.selectFrom("outbox").select("id").where("state", "!=", "sent").execute();
    while ((await unsent()).length > 0) {
      if (Date.now() > deadline) throw new Error(`not every message was sent in 90 s:\n${trace.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(references.filter((reference) => standIn.sendsWith(reference).length !== 1)).toEqual([]);
    expect(standIn.accepted.filter((send) => send.parameters.some((p) => p.startsWith("TWO-")))).toHaveLength(MESSAGES);
    // Each process says how many it handled each turn: both had a share. A turn's line reaches this
    // process through a pipe after the turn wrote "sent", so the count is waited for, not read once.
    const handled = () =>
      senders.map((sender) =>
        trace.lines
          .filter((line) => line.includes(`sender ${sender.pid} turn`))
          .reduce((sum, line) => sum + Number(/handled (\d+)/.exec(line)?.[1] ?? 0), 0),
      );
    // The 200 and the booking's own confirmation.
    await expect.poll(() => handled().reduce((a, b) => a + b, 0), { timeout: 30_000 }).toBe(MESSAGES + 1);
    const handledBy = handled();
    expect(
      handledBy.every((n) => n > 0),
      `handled: ${handledBy.join(" and ")}`,
    ).toBe(true);
    console.log(`two processes on PostgreSQL: ${MESSAGES} messages, sent ${handledBy.join(" and ")}, each once`);
  }, 180_000);
});
