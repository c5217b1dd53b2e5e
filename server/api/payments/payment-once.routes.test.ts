import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotWindows } from "../../../domain/slots.ts";
import { createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

// Issue 31, a payment recorded once: the same request sent twice (a double tap on a slow
// connection, a resend) makes one ledger entry, and a UPI or card reference the visit already
// has is recorded again only when staff say it was meant.

/** 09:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T03:30:00Z");
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;
const newKey = () => randomBytes(12).toString("base64url");

describe.each(testDialects())("a payment recorded once on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let W: string[];
  let sequence = 0;

  /** Books through the patients' API; answers the booking's id. */
  async function book(): Promise<string> {
    sequence += 1;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        tests: ["cbc", "lipid-profile"],
        patientName: `Kamala Nehru ${sequence}`,
        age: 52,
        gender: "female",
        mobile: `97${String(sequence).padStart(8, "0")}`,
        collectionType: "home",
        address: "House 7, Sector 62",
        pincode: "201301",
        date: day(2 + (sequence % 5)),
        window: W[sequence % W.length],
        consent: true,
        idempotencyKey: newKey(),
      },
      remoteAddress: `10.8.${sequence % 250}.${(sequence % 200) + 1}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", response.json().reference)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const pay = (id: string, body: object) => post(`/api/admin/bookings/${id}/payments`, body);
  const refund = (id: string, body: object) => post(`/api/admin/bookings/${id}/refunds`, body);
  /** The amounts of a booking's entries as the database holds them. */
  const amountsOf = async (id: string) =>
    (await t.db.selectFrom("payments").select("amount_paise").where("booking_id", "=", id).orderBy("id").execute()).map(
      (r) => Number(r.amount_paise),
    );
  const UPI = { amount: "250", mode: "upi", reference: "UTR123456789" };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => START });
    W = slotWindows(await t.services.settings.get());
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("makes one entry of two identical requests sent at the same moment, and answers both with it", async () => {
    const id = await book();
    const body = { ...UPI, idempotencyKey: newKey() };
    const answers = await Promise.all([pay(id, body), pay(id, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(await amountsOf(id)).toEqual([25000]);
    // One line in the booking's history too.
    const events = await t.db
      .selectFrom("booking_events")
      .select("what")
      .where("booking_id", "=", id)
      .where("what", "=", "payment")
      .execute();
    expect(events).toHaveLength(1);
  });

  it("answers a payment sent again after the visit was cancelled with its entry, and refuses a new one", async () => {
    const id = await book();
    const body = { ...UPI, idempotencyKey: newKey() };
    const first = await pay(id, body);
    expect(first.statusCode).toBe(201);
    const cancel = await post(`/api/admin/bookings/${id}/status`, {
      status: "cancelled",
      reason: "Asked on the phone",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await pay(id, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await pay(id, { ...UPI, reference: "UTR999", idempotencyKey: newKey() })).statusCode).toBe(409);
    expect(await amountsOf(id)).toEqual([25000]);
  });

  it("answers the same request sent again later with the first entry, as it answered it", async () => {
    const id = await book();
    const body = { ...UPI, idempotencyKey: newKey() };
    const first = await pay(id, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await pay(id, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await amountsOf(id)).toEqual([25000]);
  });

  it.each([
    ["another amount", { amount: "260" }],
    ["another mode", { mode: "card" }],
    ["another reference", { reference: "UTR987654321" }],
  ])("refuses a key sent again with %s (422 IDEMPOTENCY_KEY_REUSED), and records nothing", async (_label, change) => {
    const id = await book();
    const idempotencyKey = newKey();
    expect((await pay(id, { ...UPI, idempotencyKey })).statusCode).toBe(201);
    const before = await snapshot(t.db);
    const reused = await pay(id, { ...UPI, ...change, idempotencyKey });
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", issues: [{ path: ["idempotencyKey"] }] });
    expect(await snapshot(t.db)).toBe(before);
  });

  it("refuses a key already used on another booking, and records nothing there", async () => {
    const [one, other] = [await book(), await book()];
    const idempotencyKey = newKey();
    expect((await pay(one, { ...UPI, idempotencyKey })).statusCode).toBe(201);
    const reused = await pay(other, { ...UPI, idempotencyKey });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await amountsOf(other)).toEqual([]);
    // And at the same moment on two bookings (two ledgers, two locks): the unique index lets one through.
    const [third, fourth] = [await book(), await book()];
    const sameKey = { ...UPI, reference: "UTR555000111", idempotencyKey: newKey() };
    const answers = await Promise.all([pay(third, sameKey), pay(fourth, sameKey)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect([...(await amountsOf(third)), ...(await amountsOf(fourth))]).toEqual([25000]);
  });

  it("asks before recording a reference the visit already has (409 PAYMENT_REFERENCE_SEEN), and records it once told it was meant", async () => {
    const id = await book();
    const first = await pay(id, { ...UPI, idempotencyKey: newKey() });
    expect(first.statusCode).toBe(201);
    const before = await snapshot(t.db);
    // The same transaction typed again, in other letters and with spaces.
    const typedAgain = { amount: "250", mode: "upi", reference: " utr123456789 ", idempotencyKey: newKey() };
    const seen = await pay(id, typedAgain);
    expect(seen.statusCode, seen.body).toBe(409);
    expect(seen.json()).toMatchObject({
      code: "PAYMENT_REFERENCE_SEEN",
      earlier: {
        id: first.json().id,
        amountPaise: 25000,
        mode: "upi",
        reference: "UTR123456789",
        takenAt: START.toISOString(),
      },
    });
    expect(await snapshot(t.db)).toBe(before);
    // A card approval code the visit already has is asked about as well.
    const card = await pay(id, { amount: "100", mode: "card", reference: "UTR123456789", idempotencyKey: newKey() });
    expect(card.statusCode).toBe(409);
    expect(card.json().code).toBe("PAYMENT_REFERENCE_SEEN");

    const meant = await pay(id, { ...typedAgain, confirmDuplicateReference: true });
    expect(meant.statusCode, meant.body).toBe(201);
    expect(meant.json()).toMatchObject({ amountPaise: 25000, reference: "utr123456789" });
    expect(await amountsOf(id)).toEqual([25000, 25000]);
    // Another visit may hold the same reference (one UPI transfer paying for two visits is staff's to say, not ours).
    const other = await book();
    expect((await pay(other, { ...UPI, idempotencyKey: newKey() })).statusCode).toBe(201);
  });

  it("needs the key (400 naming it) on a payment and on a refund, and records nothing without it", async () => {
    const id = await book();
    expect((await pay(id, { amount: "500", mode: "cash", idempotencyKey: newKey() })).statusCode).toBe(201);
    const before = await snapshot(t.db);
    for (const send of [pay, refund])
      for (const idempotencyKey of [undefined, "", "short", "not a key, with spaces and commas", "k".repeat(65)]) {
        const response = await send(id, { amount: "100", mode: "cash", reason: "Test not done", idempotencyKey });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().issues.map((i: { path: string[] }) => i.path.join("."))).toEqual(["idempotencyKey"]);
      }
    expect(await snapshot(t.db)).toBe(before);
  });

  it("gives a refund back once however often the same refund is sent, at once or later", async () => {
    const id = await book();
    expect((await pay(id, { amount: "500", mode: "cash", idempotencyKey: newKey() })).statusCode).toBe(201);
    const body = { amount: "200", mode: "cash", reason: "Lipid profile not done", idempotencyKey: newKey() };
    const answers = await Promise.all([refund(id, body), refund(id, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1].json()).toEqual(answers[0].json());
    const later = await refund(id, body);
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual(answers[0].json());
    expect(await amountsOf(id)).toEqual([50000, -20000]);
    // The same key with another reason is another refund, refused.
    const reused = await refund(id, { ...body, reason: "Sample could not be taken" });
    expect(reused.statusCode).toBe(422);
    expect(await amountsOf(id)).toEqual([50000, -20000]);
  });
});
