import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BookingRequestSchema } from "../../../domain/booking.ts";
import { MESSAGE_KINDS, templateSubmission } from "../../../domain/outbox.ts";
import { permissionsOf, type Staff } from "../../../domain/staff-roles.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { createMessageDispatcher } from "../../jobs/message-dispatcher.ts";
import { ADMIN, ADMIN_STAFF, createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { startWhatsAppStandIn } from "../../../test/stand-ins/whatsapp-cloud.ts";
import {
  MSG91_STAND_IN_ENTITY,
  MSG91_STAND_IN_KEY,
  MSG91_STAND_IN_SENDER,
  startMsg91StandIn,
} from "../../../test/stand-ins/sms-msg91.ts";
import { homeVisitRequest } from "../../../test/home-visit-request.ts";

/** 06:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T00:30:00Z");
const MINUTE = 60_000;
const TOMORROW = "2026-12-02";
const SMS_SECRET = "msg91-report-secret-of-the-lab";
const LAB_NAME = "Sehat Diagnostics";

/** Every kind in both languages registered on the DLT portal, ids 1107…001 upwards. */
const DLT = MESSAGE_KINDS.flatMap((kind) => (["en", "hi"] as const).map((locale) => ({ kind, locale }))).map(
  (entry, i) => ({ ...entry, id: `1107${String(i + 1).padStart(15, "0")}` }),
);

describe.each(testDialects())("the messages of a booking's events on %s", (dialect) => {
  let t: TestApp;
  let whatsapp: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let sms: Awaited<ReturnType<typeof startMsg91StandIn>>;
  let clock = START;
  let W: string[];
  let sequence = 0;
  let collector: Staff;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const book = async ({ locale = "en", ...change }: Record<string, unknown> = {}) => {
    sequence += 1;
    const ip = `10.8.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
    const payload = homeVisitRequest({
      mobile: `96${String(sequence).padStart(8, "0")}`,
      date: "2026-12-05",
      window: W[sequence % W.length],
      ...change,
    });
    // The API makes English bookings, the Hindi pages (the service with their locale) Hindi ones.
    let created: { reference: string; manageToken: string };
    if (locale === "hi") {
      const made = await t.services.bookings.create(BookingRequestSchema.parse(payload), { ip, locale: "hi" });
      created = { reference: made.booking.reference, manageToken: made.booking.manageToken };
    } else {
      const response = await t.app.inject({ method: "POST", url: "/api/bookings", remoteAddress: ip, payload });
      expect(response.statusCode, response.body).toBe(201);
      created = response.json();
    }
    const { id } = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", created.reference)
      .executeTakeFirstOrThrow();
    return { ...created, id };
  };
  const messagesOf = (bookingId: string) =>
    t.db.selectFrom("outbox").selectAll().where("booking_id", "=", bookingId).orderBy("created_at").execute();
  /** The booking's messages as "kind:state", sorted (several are queued in the same instant). */
  const kindsOf = async (bookingId: string) => (await messagesOf(bookingId)).map((m) => `${m.kind}:${m.state}`).sort();
  const drain = () =>
    createMessageDispatcher(t.services.outbox, { onError: () => {}, reminders: t.services.reminders }).drain();
  const variablesOf = async (bookingId: string, kind: string) =>
    JSON.parse((await messagesOf(bookingId)).find((m) => m.kind === kind)!.variables_json) as Record<string, string>;

  beforeAll(async () => {
    whatsapp = await startWhatsAppStandIn();
    // The SMS stand-in checks each text against what the lab registered, with the lab's name.
    sms = await startMsg91StandIn(
      Object.fromEntries(
        DLT.map((d) => [d.id, templateSubmission(LAB_NAME, d.kind, d.locale).replace(/\{\{\d+\}\}/g, "{#var#}")]),
      ),
    );
    t = await createTestApp(dialect, {
      seed: true,
      now: () => clock,
      env: {
        ...whatsapp.env,
        LAB_NAME,
        MESSAGES_FALLBACK_CHANNEL: "sms",
        MSG91_URL: sms.url,
        MSG91_AUTH_KEY: MSG91_STAND_IN_KEY,
        MSG91_SENDER: MSG91_STAND_IN_SENDER,
        DLT_ENTITY_ID: MSG91_STAND_IN_ENTITY,
        DLT_TEMPLATE_IDS: DLT.map((d) => `${d.kind}:${d.locale}=${d.id}`).join(","),
        MSG91_WEBHOOK_SECRET: SMS_SECRET,
        MESSAGES_SEND_TIMEOUT_MS: "5000",
      },
    });
    W = slotWindows(await t.services.settings.get());
    await t.services.staffAccounts.createWithPassword(
      { username: "ravi", displayName: "Ravi Kumar", role: "collector", grants: [] },
      ADMIN.password,
    );
    const { id } = await t.db
      .selectFrom("admin_users")
      .select("id")
      .where("username", "=", "ravi")
      .executeTakeFirstOrThrow();
    collector = {
      userId: id,
      username: "ravi",
      displayName: "Ravi Kumar",
      role: "collector",
      permissions: permissionsOf("collector"),
    };
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.stop();
    await sms.stop();
  });
  beforeEach(async () => {
    clock = START;
    await t.db.updateTable("outbox").set({ state: "dropped" }).where("state", "in", ["queued", "sending"]).execute();
  });

  it("queues 'moved' and 'cancelled' with the change, for the patient and for the desk, and nothing for one who did not agree", async () => {
    const patient = await book();
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/bookings/manage/${patient.manageToken}/move`,
      payload: { date: "2026-12-06", window: W[0] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await variablesOf(patient.id, "booking-moved")).toEqual({
      reference: patient.reference,
      when: `6 December 2026, ${W[0]}`,
    });
    const cancelled = await t.app.inject({ method: "POST", url: `/api/bookings/manage/${patient.manageToken}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    // Cancelled before it went, the "moved" message is not sent any more.
    expect(await kindsOf(patient.id)).toEqual([
      "booking-cancelled:queued",
      "booking-confirmed:queued",
      "booking-moved:dropped",
    ]);

    const atDesk = await book();
    await t.services.bookingDesk.reschedule(atDesk.id, { date: "2026-12-07", window: W[1] }, ADMIN_STAFF);
    await t.services.bookingDesk.changeStatus(
      atDesk.id,
      { status: "cancelled", reason: "Asked by phone" },
      ADMIN_STAFF,
    );
    expect(await kindsOf(atDesk.id)).toEqual([
      "booking-cancelled:queued",
      "booking-confirmed:queued",
      "booking-moved:dropped",
    ]);

    const without = await book({ updatesOptIn: false });
    await t.services.bookingDesk.reschedule(without.id, { date: "2026-12-07", window: W[2] }, ADMIN_STAFF);
    await t.services.bookingDesk.changeStatus(
      without.id,
      { status: "cancelled", reason: "Asked by phone" },
      ADMIN_STAFF,
    );
    expect(await messagesOf(without.id)).toEqual([]);

    // A patient who stopped the updates gets no more, whatever happens to the booking.
    const stopped = await book();
    await t.app.inject({ method: "POST", url: `/api/bookings/manage/${stopped.manageToken}/updates/stop` });
    await t.services.bookingDesk.reschedule(stopped.id, { date: "2026-12-07", window: W[3] }, ADMIN_STAFF);
    expect(await kindsOf(stopped.id)).toEqual(["booking-confirmed:queued"]);

    await drain();
    expect(
      whatsapp
        .sendsWith(atDesk.reference)
        .map((s) => s.template)
        .sort(),
    ).toEqual(["labfront_booking_cancelled", "labfront_booking_confirmed"]);
    // Moved and not cancelled: the "moved" message goes.
    const movedOnly = await book();
    await t.services.bookingDesk.reschedule(movedOnly.id, { date: "2026-12-07", window: W[4] }, ADMIN_STAFF);
    await drain();
    expect(
      whatsapp
        .sendsWith(movedOnly.reference)
        .map((s) => s.template)
        .sort(),
    ).toEqual(["labfront_booking_confirmed", "labfront_booking_moved"]);
  });

  it("sends 'on my way' and 'collected' after the tap's undo minute, and never one whose tap was undone", async () => {
    const b = await book({ date: TOMORROW, window: W[0] });
    await t.services.assignments.assign(b.id, collector.userId, ADMIN_STAFF);
    at("2026-12-02T01:00:00Z");
    const tap = (kind: string, extra: object = {}) =>
      t.services.collect.tap(
        b.id,
        {
          kind,
          date: TOMORROW,
          window: W[0],
          idempotencyKey: randomBytes(12).toString("base64url"),
          tappedAt: clock.toISOString(),
          ...extra,
        } as never,
        collector,
      );
    const first = await tap("on-my-way");
    await drain();
    expect(whatsapp.sendsWith(b.reference).map((s) => s.template)).toEqual(["labfront_booking_confirmed"]);
    later(20_000);
    await t.services.collect.undo(b.id, first.id, collector);
    later(MINUTE);
    await drain();
    expect(await kindsOf(b.id)).toEqual(["booking-confirmed:sent", "on-my-way:dropped"]);

    await tap("on-my-way");
    later(61_000);
    await drain();
    const { handover_code: code } = await t.db
      .selectFrom("home_visits")
      .select("handover_code")
      .where("booking_id", "=", b.id)
      .executeTakeFirstOrThrow();
    await tap("collected", { handoverCode: code });
    later(61_000);
    await drain();
    expect(whatsapp.sendsWith(b.reference).map((s) => s.template)).toEqual([
      "labfront_booking_confirmed",
      "labfront_on_my_way",
      "labfront_collected",
    ]);
  });

  it("tells of money taken with its amount and number, and of the first report with a share link, never the PDF", async () => {
    const b = await book();
    const payment = await t.services.payments.record(
      b.id,
      {
        amount: 45000,
        mode: "upi",
        reference: "UPI-771",
        idempotencyKey: randomBytes(12).toString("base64url"),
      } as never,
      ADMIN_STAFF,
    );
    expect(await variablesOf(b.id, "receipt")).toEqual({
      amount: "₹450",
      reference: b.reference,
      number: payment.id,
    });
    await t.services.bookingDesk.changeStatus(b.id, { status: "sample-collected" }, ADMIN_STAFF);
    await t.services.bookingDesk.markReportReady(b.id, ADMIN_STAFF, {
      url: "http://localhost:3000/r/share-token",
      until: "8 December 2026",
    });
    expect(await variablesOf(b.id, "report-ready")).toEqual({
      reference: b.reference,
      until: "8 December 2026",
      url: "http://localhost:3000/r/share-token",
    });
  });

  it("queues each evening-before reminder once at the Settings time, with fasting words, anew for a moved booking, none for a cancelled one", async () => {
    const fasting = await book({ date: TOMORROW, window: W[0], tests: ["blood-sugar-fasting"], locale: "hi" });
    const plain = await book({ date: TOMORROW, window: W[1] });
    const cancelled = await book({ date: TOMORROW, window: W[2] });
    const moving = await book({ date: TOMORROW, window: W[3] });
    await t.app.inject({ method: "POST", url: `/api/bookings/manage/${cancelled.manageToken}/cancel` });

    at("2026-12-01T13:29:00Z"); // 18:59 IST
    await t.services.reminders.queueDue();
    expect((await messagesOf(plain.id)).filter((m) => m.kind === "reminder")).toEqual([]);
    at("2026-12-01T13:30:00Z"); // 19:00 IST
    // Two processes' turns at once queue each reminder once.
    await Promise.all([t.services.reminders.queueDue(), t.services.reminders.queueDue()]);
    await t.services.reminders.queueDue();
    expect(await variablesOf(plain.id, "reminder")).toMatchObject({ preparation: "No fasting is needed." });
    expect((await variablesOf(fasting.id, "reminder")).preparation).toContain("खाली पेट");
    for (const b of [plain, fasting, moving])
      expect((await messagesOf(b.id)).filter((m) => m.kind === "reminder")).toHaveLength(1);
    expect((await messagesOf(cancelled.id)).filter((m) => m.kind === "reminder")).toEqual([]);

    // Moved to the day after, before its reminder went: that one is dropped; the new day's evening brings another.
    await t.services.bookingDesk.reschedule(moving.id, { date: "2026-12-03", window: W[0] }, ADMIN_STAFF);
    expect((await messagesOf(moving.id)).filter((m) => m.kind === "reminder").map((m) => m.state)).toEqual(["dropped"]);
    at("2026-12-02T13:30:00Z");
    await t.services.reminders.queueDue();
    const reminders = (await messagesOf(moving.id)).filter((m) => m.kind === "reminder");
    expect(reminders.map((m) => m.state)).toEqual(["dropped", "queued"]);
    expect(JSON.parse(reminders[1].variables_json).when).toBe(`3 December 2026, ${W[0]}`);
  });

  it("takes the reminder's time from Settings, a plain HH:MM validated like the other times", async () => {
    const cookie = await t.login();
    const current = (await t.app.inject({ url: "/api/settings", headers: { cookie } })).json();
    expect(current.reminderTime).toBe("19:00");
    const { updatedAt: _a, updatedBy: _b, updatedByStaff: _c, ...editable } = current;
    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie },
      payload: { ...editable, reminderTime: "7 pm" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toEqual(["reminderTime"]);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie },
      payload: { ...editable, reminderTime: "20:30" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const b = await book({ date: TOMORROW, window: W[4] });
    at("2026-12-01T14:30:00Z"); // 20:00 IST: not yet
    await t.services.reminders.queueDue();
    expect((await messagesOf(b.id)).filter((m) => m.kind === "reminder")).toEqual([]);
    at("2026-12-01T15:00:00Z"); // 20:30 IST
    await t.services.reminders.queueDue();
    expect((await messagesOf(b.id)).filter((m) => m.kind === "reminder")).toHaveLength(1);
    await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie },
      payload: { ...editable, reminderTime: "19:00" },
    });
  });

  it("sends by SMS what WhatsApp refused for a number not on it, as a linked message with its own delivery report", async () => {
    const b = await book({ locale: "hi" });
    whatsapp.trouble("not-on-whatsapp");
    await drain();
    const [first, second] = await messagesOf(b.id);
    expect(first).toMatchObject({ channel: "whatsapp", state: "failed" });
    expect(second).toMatchObject({ channel: "sms", state: "sent", fallback_of: first.id, kind: "booking-confirmed" });
    const [text] = sms.sendsWith(b.reference);
    expect(text.text).toContain("नमस्ते");

    const report = (secret: string, status: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/webhooks/msg91/${secret}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          data: JSON.stringify([
            {
              senderId: MSG91_STAND_IN_SENDER,
              requestId: second.provider_message_id,
              report: [{ date: "2026-12-01 06:01:00", number: "919600000000", status, desc: "DELIVERED" }],
            },
          ]),
        }).toString(),
      });
    expect((await report("guessed-secret-of-the-same-length", "1")).statusCode).toBe(401);
    expect((await messagesOf(b.id))[1].state).toBe("sent");
    expect((await report(SMS_SECRET, "1")).statusCode).toBe(200);
    expect((await report(SMS_SECRET, "1")).statusCode).toBe(200);
    expect((await messagesOf(b.id))[1].state).toBe("delivered");
  });

  it("lets the desk see a failed message's reason and mark it sent by hand, in the booking's history", async () => {
    const b = await book();
    // WhatsApp refuses first; while the SMS is not yet tried the booking is not marked; then MSG91 refuses too.
    whatsapp.trouble("bad-template");
    sms.trouble("refused");
    await drain();
    const [failedFirst, failedSms] = await t.services.outbox.forBooking(b.id);
    expect(failedFirst).toMatchObject({ state: "failed", channel: "whatsapp" });
    expect(failedSms).toMatchObject({ state: "failed", channel: "sms", fallbackOf: failedFirst.id });
    expect(failedFirst.lastError).toMatch(/WhatsApp refused the message/);
    expect(failedSms.lastError).toBe("MSG91 refused the message (HTTP 400)");
    expect(failedFirst.text).toContain(b.reference);
    expect((await t.services.outbox.withFailed([b.id])).has(b.id)).toBe(true);
    await t.services.bookingDesk.messageSentByHand(b.id, failedSms.id, ADMIN_STAFF);
    await t.services.bookingDesk.messageSentByHand(b.id, failedSms.id, ADMIN_STAFF);
    const [, marked] = await t.services.outbox.forBooking(b.id);
    expect(marked).toMatchObject({ handledBy: `admin:${ADMIN.username}`, handledAt: clock.toISOString() });
    expect((await t.services.outbox.withFailed([b.id])).has(b.id)).toBe(false);
    const detail = await t.services.bookingDesk.getForAdmin(b.id, ADMIN_STAFF);
    expect(detail!.history.filter((e) => e.what === "message-sent-by-hand")).toHaveLength(1);
  });
});
