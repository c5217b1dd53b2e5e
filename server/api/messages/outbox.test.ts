import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { slotWindows } from "../../../domain/slots.ts";
import { MAX_TRIES, RETRY_WAITS_MS } from "../../../domain/outbox.ts";
import { loadConfig } from "../../config.ts";
import { createMessageDispatcher } from "../../jobs/message-dispatcher.ts";
import { createSite, type Site } from "../../site.ts";
import { ADMIN_STAFF, createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { startWhatsAppStandIn, STAND_IN_VERIFY_TOKEN } from "../../../test/stand-ins/whatsapp-cloud.ts";
import { homeVisitRequest } from "../../../test/home-visit-request.ts";

/** 06:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T00:30:00Z");
const MINUTE = 60_000;

describe("messages are off unless a channel is set", () => {
  it("reads no channel from an empty environment, and names what a WhatsApp channel lacks", () => {
    expect(loadConfig({ SESSION_SECRET: "x".repeat(32), DATA_DIR: "/tmp" }).messages).toEqual({ channel: "off" });
    expect(() =>
      loadConfig({ SESSION_SECRET: "x".repeat(32), DATA_DIR: "/tmp", MESSAGES_CHANNEL: "whatsapp" }),
    ).toThrow(/WHATSAPP_ACCESS_TOKEN: required with MESSAGES_CHANNEL=whatsapp/);
  });

  it("keeps a claimed message two minutes by default, and never less than twice a send's timeout", () => {
    const base = { SESSION_SECRET: "x".repeat(32), DATA_DIR: "/tmp", ...WHATSAPP_ENV };
    expect(loadConfig(base).messages).toMatchObject({ sendTimeoutMs: 15_000, sendLeaseMs: 120_000 });
    expect(
      loadConfig({ ...base, MESSAGES_SEND_TIMEOUT_MS: "3000", MESSAGES_SEND_LEASE_MS: "6000" }).messages,
    ).toMatchObject({ sendLeaseMs: 6000 });
    // A lease shorter than an answer may take would let another process send it while it is awaited.
    expect(() => loadConfig({ ...base, MESSAGES_SEND_LEASE_MS: "20000" })).toThrow(
      /MESSAGES_SEND_LEASE_MS: at least twice MESSAGES_SEND_TIMEOUT_MS \(30000\)/,
    );
    expect(() => loadConfig({ ...base, MESSAGES_SEND_LEASE_MS: "500", MESSAGES_SEND_TIMEOUT_MS: "100" })).toThrow(
      /MESSAGES_SEND_LEASE_MS/,
    );
  });
});

const WHATSAPP_ENV = {
  MESSAGES_CHANNEL: "whatsapp",
  WHATSAPP_PHONE_NUMBER_ID: "100200300400",
  WHATSAPP_ACCESS_TOKEN: "token",
  WHATSAPP_APP_SECRET: "secret",
  WHATSAPP_VERIFY_TOKEN: "verify-token",
};

describe.each(testDialects())("the outbox on %s", (dialect) => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let clock = START;
  let W: string[];
  let sequence = 0;
  let booked = 0;
  /** A free place for each booking: four to a window, nine windows a day, days ahead of any clock here. */
  const nextSlot = () => {
    const n = booked++;
    return { date: `2026-12-${String(5 + Math.floor(n / 36)).padStart(2, "0")}`, window: W[Math.floor(n / 4) % 9] };
  };
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const nextIp = () => `10.9.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;
  const nextMobile = () => `9${String(++sequence).padStart(9, "0")}`;
  const book = async (change: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: nextIp(),
      payload: homeVisitRequest({ mobile: nextMobile(), ...nextSlot(), ...change }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { reference: string; manageToken: string };
    const row = await t.db
      .selectFrom("bookings")
      .select(["id", "mobile", "updates_opt_in", "updates_consent_version"])
      .where("reference", "=", created.reference)
      .executeTakeFirstOrThrow();
    return { ...created, ...row };
  };
  const messagesOf = (bookingId: string) =>
    t.db.selectFrom("outbox").selectAll().where("booking_id", "=", bookingId).execute();
  const onlyMessageOf = async (bookingId: string) => {
    const rows = await messagesOf(bookingId);
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  const drain = () => createMessageDispatcher(t.services.outbox, { onError: () => {} }).drain();

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn();
    t = await createTestApp(dialect, {
      seed: true,
      now: () => clock,
      env: {
        ...standIn.env,
        // Long enough for 20 sends at once on a busy machine, short enough for the timeout test to wait out.
        MESSAGES_SEND_TIMEOUT_MS: "5000",
      },
    });
    W = slotWindows(await t.services.settings.get());
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });
  beforeEach(async () => {
    // Each test starts with nothing due: what an earlier test left queued is not its business.
    await t.db.updateTable("outbox").set({ state: "dropped" }).where("state", "in", ["queued", "sending"]).execute();
  });

  it("queues nothing for a patient who did not agree to updates, and records who did with the wording's version", async () => {
    const without = await book({ updatesOptIn: false });
    expect(await messagesOf(without.id)).toEqual([]);
    expect(without).toMatchObject({ updates_opt_in: 0, updates_consent_version: null });
    const left = await book({ updatesOptIn: undefined });
    expect(await messagesOf(left.id)).toEqual([]);

    const agreed = await book();
    expect(agreed).toMatchObject({ updates_opt_in: 1, updates_consent_version: "1" });
    const message = await onlyMessageOf(agreed.id);
    expect(message).toMatchObject({ kind: "booking-confirmed", locale: "en", channel: "whatsapp", state: "queued" });
    const variables = JSON.parse(message.variables_json);
    expect(variables).toEqual({
      reference: agreed.reference,
      when: expect.stringMatching(/^\d+ December 2026, \d\d:\d\d–\d\d:\d\d$/),
      url: `http://localhost:3000/bookings/manage/${agreed.manageToken}`,
    });
    expect(message.variables_json).not.toContain("Asha");
    expect(message.variables_json).not.toContain(agreed.mobile);
  });

  it("sends the confirmation once through the WhatsApp template, to the booking's mobile, and keeps WhatsApp's message id", async () => {
    const b = await book();
    expect(await drain()).toBe(1);
    const [sent] = standIn.sendsWith(b.reference);
    expect(standIn.sendsWith(b.reference)).toHaveLength(1);
    expect(sent).toMatchObject({
      to: `91${b.mobile}`,
      template: "labfront_booking_confirmed",
      language: "en",
      parameters: [b.reference, expect.stringContaining("December 2026"), expect.stringContaining(b.manageToken)],
    });
    expect(await onlyMessageOf(b.id)).toMatchObject({ state: "sent", provider_message_id: sent.wamid, tries: 1 });
    // Nothing is due any more: a second turn sends nothing again.
    expect(await drain()).toBe(0);
    expect(standIn.sendsWith(b.reference)).toHaveLength(1);
  });

  it("writes a message in the caller's transaction: rolled back, there is no message to send", async () => {
    const b = await book({ updatesOptIn: false });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await t.services.outbox.enqueue(trx, {
          bookingId: b.id,
          kind: "booking-cancelled",
          locale: "en",
          variables: { reference: b.reference },
        });
        throw new Error("the change failed after its message was written");
      }),
    ).rejects.toThrow("the change failed");
    expect(await messagesOf(b.id)).toEqual([]);
    expect(await drain()).toBe(0);
    expect(standIn.sendsWith(b.reference)).toEqual([]);
  });

  it("tries again after a 5xx, a 429 and a timeout, waiting longer each time, and sends it once", async () => {
    const b = await book();
    standIn.trouble("500", "429", "timeout");
    await drain();
    let row = await onlyMessageOf(b.id);
    expect(row).toMatchObject({
      state: "queued",
      tries: 1,
      last_error: "WhatsApp had a problem of its own (HTTP 500, code 131000)",
    });
    const firstWait = Date.parse(row.next_try_at) - clock.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(MINUTE);
    expect(firstWait).toBeLessThanOrEqual(1.2 * MINUTE);
    // Not yet due: nothing goes.
    expect(await drain()).toBe(0);

    later(1.3 * MINUTE);
    await drain();
    row = await onlyMessageOf(b.id);
    expect(row).toMatchObject({
      state: "queued",
      tries: 2,
      last_error: "WhatsApp asked us to slow down (HTTP 429, code 130429)",
    });
    const secondWait = Date.parse(row.next_try_at) - clock.getTime();
    expect(secondWait).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(secondWait).toBeLessThanOrEqual(6 * MINUTE);

    later(6.5 * MINUTE);
    await drain();
    row = await onlyMessageOf(b.id);
    expect(row).toMatchObject({ state: "queued", tries: 3, last_error: "WhatsApp did not answer within 5 s" });

    later(19 * MINUTE);
    await drain();
    expect(await onlyMessageOf(b.id)).toMatchObject({ state: "sent", tries: 4, last_error: null });
    expect(standIn.sendsWith(b.reference)).toHaveLength(1);
  });

  it("marks a message failed after the last try, with the reason for the desk, and at once when waiting cannot help", async () => {
    const b = await book();
    standIn.trouble(...Array<"500">(MAX_TRIES).fill("500"));
    for (const wait of [...RETRY_WAITS_MS, 0]) {
      await drain();
      later(wait * 1.2 + 1);
    }
    expect(await onlyMessageOf(b.id)).toMatchObject({
      state: "failed",
      tries: MAX_TRIES,
      last_error: `WhatsApp had a problem of its own (HTTP 500, code 131000); gave up after ${MAX_TRIES} tries`,
    });
    expect(await drain()).toBe(0);
    expect(standIn.sendsWith(b.reference)).toEqual([]);
    expect(await t.services.outbox.forBooking(b.id)).toEqual([
      expect.objectContaining({ kind: "booking-confirmed", state: "failed", tries: MAX_TRIES }),
    ]);

    const refused = await book();
    standIn.trouble("bad-template");
    await drain();
    expect(await onlyMessageOf(refused.id)).toMatchObject({
      state: "failed",
      tries: 1,
      last_error: "WhatsApp refused the message (HTTP 404, code 132001)",
    });
  });

  it("sends again after an answer it could not read or never got: at most the one documented duplicate", async () => {
    const b = await book();
    standIn.trouble("malformed");
    await drain();
    expect(await onlyMessageOf(b.id)).toMatchObject({
      state: "queued",
      last_error: "WhatsApp answered with something unreadable",
    });
    later(2 * MINUTE);
    await drain();
    expect(await onlyMessageOf(b.id)).toMatchObject({ state: "sent", tries: 2 });
    // WhatsApp took the first one too: the patient got it twice, never three times.
    expect(standIn.sendsWith(b.reference)).toHaveLength(2);
  });

  it("takes signed delivery receipts only, moves states forward only, and shrugs off duplicates and strays", async () => {
    const b = await book();
    await drain();
    const wamid = standIn.sendsWith(b.reference)[0].wamid;
    const post = (receipt: { body: string; headers: Record<string, string> }) =>
      t.app.inject({ method: "POST", url: "/api/webhooks/whatsapp", payload: receipt.body, headers: receipt.headers });
    const state = async () => (await onlyMessageOf(b.id)).state;

    const forged = await post(standIn.receipt([{ id: wamid, status: "read" }], "not-the-app-secret"));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: "WEBHOOK_SIGNATURE_INVALID" });
    const unsigned = standIn.receipt([{ id: wamid, status: "read" }]);
    const { "x-hub-signature-256": _signature, ...noSignature } = unsigned.headers;
    expect((await post({ body: unsigned.body, headers: noSignature })).statusCode).toBe(401);
    // The signature covers the bytes: the same JSON written otherwise is refused.
    expect((await post({ body: `${unsigned.body} `, headers: unsigned.headers })).statusCode).toBe(401);
    expect(await state()).toBe("sent");

    expect((await post(standIn.receipt([{ id: wamid, status: "delivered" }]))).statusCode).toBe(200);
    expect(await state()).toBe("delivered");
    // Read, then a late "sent" and the "delivered" again: read stays.
    expect((await post(standIn.receipt([{ id: wamid, status: "read" }]))).statusCode).toBe(200);
    await post(
      standIn.receipt([
        { id: wamid, status: "sent" },
        { id: wamid, status: "delivered" },
      ]),
    );
    await post(standIn.receipt([{ id: wamid, status: "read" }]));
    expect(await state()).toBe("read");
    // A failure after delivery does not undo it; a receipt of a message not ours changes nothing.
    await post(standIn.receipt([{ id: wamid, status: "failed", errorCode: 131026 }]));
    expect((await post(standIn.receipt([{ id: "wamid.unknown", status: "read" }]))).statusCode).toBe(200);
    expect(await state()).toBe("read");

    const undelivered = await book();
    await drain();
    const other = standIn.sendsWith(undelivered.reference)[0].wamid;
    await post(standIn.receipt([{ id: other, status: "failed", errorCode: 131026 }]));
    await post(standIn.receipt([{ id: other, status: "delivered" }]));
    expect(await onlyMessageOf(undelivered.id)).toMatchObject({
      state: "failed",
      last_error: "WhatsApp could not deliver it (code 131026)",
    });
  });

  it("answers WhatsApp's handshake with the challenge only for our verify token", async () => {
    const ok = await t.app.inject({
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${STAND_IN_VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await t.app.inject({
      url: "/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guessed-token&hub.challenge=1158201444",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain("1158201444");
  });

  it("on erasure drops the booking's queued messages and blanks the variables of those sent", async () => {
    const cancel = (token: string) => t.app.inject({ method: "POST", url: `/api/bookings/manage/${token}/cancel` });
    const sent = await book();
    await drain();
    const queued = await book();
    for (const b of [sent, queued]) {
      expect((await cancel(b.manageToken)).statusCode).toBe(200);
      await t.services.dataRights.erase(b.id, ADMIN_STAFF);
    }
    // Each cancellation queued its "cancelled" message, which the erasure dropped with the rest unsent.
    const kindsAndStates = async (id: string) =>
      (await messagesOf(id)).map((m) => [m.kind, m.state, m.variables_json]).sort();
    expect(await kindsAndStates(sent.id)).toEqual([
      ["booking-cancelled", "dropped", "{}"],
      ["booking-confirmed", "sent", "{}"],
    ]);
    expect(await kindsAndStates(queued.id)).toEqual([
      ["booking-cancelled", "dropped", "{}"],
      ["booking-confirmed", "dropped", "{}"],
    ]);
    expect(await drain()).toBe(0);
    expect(standIn.sendsWith(queued.reference)).toEqual([]);
  });

  it("drops, unsent, a queued message once the patient stops the updates on their booking's page", async () => {
    const b = await book();
    const manage = (await t.app.inject({ method: "GET", url: `/api/bookings/manage/${b.manageToken}` })).json();
    expect(manage.updatesOptIn).toBe(true);
    const stop = () => t.app.inject({ method: "POST", url: `/api/bookings/manage/${b.manageToken}/updates/stop` });
    const stopped = await stop();
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().updatesOptIn).toBe(false);
    // Stopping again changes nothing, and the history keeps one line of it.
    expect((await stop()).statusCode).toBe(200);
    const events = await t.db
      .selectFrom("booking_events")
      .select("what")
      .where("booking_id", "=", b.id)
      .where("what", "=", "updates-stopped")
      .execute();
    expect(events).toHaveLength(1);
    await drain();
    expect(await onlyMessageOf(b.id)).toMatchObject({
      state: "dropped",
      last_error: "The patient withdrew consent to updates, or their details were erased",
    });
    expect(standIn.sendsWith(b.reference)).toEqual([]);
  });

  it("sends each of 200 messages exactly once while two dispatchers race (two processes on PostgreSQL)", async () => {
    const b = await book();
    await drain();
    const references = Array.from({ length: 200 }, (_, i) => `RACE-${dialect}-${i}`);
    await t.db.transaction().execute(async (trx) => {
      for (const reference of references)
        await t.services.outbox.enqueue(trx, {
          bookingId: b.id,
          kind: "booking-cancelled",
          locale: "hi",
          variables: { reference },
        });
    });
    // On PostgreSQL a second site on the same database is a second process; SQLite has one process.
    const second: Site | null =
      dialect === "postgres" ? await createSite(t.config, { seed: false, now: () => clock }) : null;
    try {
      const a = createMessageDispatcher(t.services.outbox, { onError: () => {} });
      const z = createMessageDispatcher((second ?? t).services.outbox, { onError: () => {} });
      const [byA, byZ] = await Promise.all([a.drain(), z.drain()]);
      expect(byA + byZ).toBe(200);
      // A failure names the message's state and last error: at load 13 and over this has failed
      // with no send of one message while both turns counted 200, most likely a send timed out.
      const rowOf = new Map(
        (await messagesOf(b.id)).map((row) => [JSON.parse(row.variables_json).reference as string, row]),
      );
      for (const reference of references) {
        const row = rowOf.get(reference);
        expect(standIn.sendsWith(reference), `${reference}: ${row?.state}, ${row?.last_error}`).toHaveLength(1);
      }
      const states = await t.db.selectFrom("outbox").select("state").where("booking_id", "=", b.id).execute();
      expect(states.every((s) => s.state === "sent")).toBe(true);
    } finally {
      await second?.close();
    }
  });
});
