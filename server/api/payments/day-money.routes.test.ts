import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeskDayPayments } from "../../../domain/payment.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";

// Issue 32, item 11: the desk's day shows two figures. "Taken" is the money that went through
// the desk on that calendar day (India), whatever visit it was for: the drawer's count.
// "For this day's visits" is the money recorded for the visits booked on that day, whenever it
// was taken. Money paid days before a visit used to leave the visit's own day at ₹0.

/** 09:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T03:30:00Z");
/** A moment of a day in India: "2026-12-03" at 11:00 IST. */
const at = (date: string, time = "05:30:00") => new Date(`${date}T${time}Z`);

describe.each(testDialects())("the desk's day, its takings and its visits' money, on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let clock = START;
  let W: string[];
  let sequence = 0;

  async function book(date: string) {
    sequence += 1;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        tests: ["cbc"],
        patientName: `Meera Bai ${sequence}`,
        age: 44,
        gender: "female",
        mobile: `97${String(sequence).padStart(8, "0")}`,
        collectionType: "home",
        address: "House 12, Sector 15",
        pincode: "201301",
        date,
        window: W[sequence % W.length],
        consent: true,
        idempotencyKey: randomBytes(12).toString("base64url"),
      },
      remoteAddress: `10.8.${sequence}.1`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    const row = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload: { idempotencyKey: randomBytes(12).toString("base64url"), ...payload },
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const pay = (id: string, amount: string, mode = "cash") =>
    post(`/api/admin/bookings/${id}/payments`, {
      amount,
      mode,
      ...(mode === "cash" ? {} : { reference: `REF${++sequence}` }),
    });
  const refund = (id: string, amount: string, reason: string) =>
    post(`/api/admin/bookings/${id}/refunds`, { amount, mode: "cash", reason });
  async function dayOf(date: string): Promise<DeskDayPayments> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/payments/day?date=${date}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => clock });
    W = slotWindows(await t.services.settings.get());
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("counts money taken on one day for a visit on another on both days: taken on the first, for the visits of the second", async () => {
    const visitDay = "2026-12-05";
    const early = await book(visitDay);
    const sameDay = await book(visitDay);
    clock = at("2026-12-02"); // paid three days ahead, by UPI
    await pay(early, "600", "upi");
    clock = at(visitDay); // the other visit pays at the door
    await pay(sameDay, "450");

    const paidAhead = await dayOf("2026-12-02");
    expect(paidAhead.takings.total).toEqual({ paise: 60000, count: 1 });
    expect(paidAhead.forVisits).toEqual({ paise: 0, count: 0, visits: 0 });

    const visits = await dayOf(visitDay);
    // The drawer on the visits' day holds the door payment only; the visits have both.
    expect(visits.takings.total).toEqual({ paise: 45000, count: 1 });
    expect(visits.forVisits).toEqual({ paise: 105000, count: 2, visits: 2 });
    // What each row shows as paid adds up to the figure.
    expect(visits.visits.reduce((sum, v) => sum + v.paidPaise, 0)).toBe(visits.forVisits.paise);
    clock = START;
  });

  it("nets a refund on the visits' figure whenever it is given, and on the takings of the day it is given", async () => {
    const visitDay = "2026-12-07";
    const id = await book(visitDay);
    clock = at("2026-12-03");
    await pay(id, "800");
    clock = at(visitDay);
    await refund(id, "150", "Test dropped at the door");
    clock = at("2026-12-08");
    await refund(id, "50", "Fee waived");

    expect((await dayOf(visitDay)).takings.total).toEqual({ paise: -15000, count: 1 });
    expect((await dayOf("2026-12-08")).takings.total).toEqual({ paise: -5000, count: 1 });
    expect((await dayOf(visitDay)).forVisits).toEqual({ paise: 80000 - 15000 - 5000, count: 3, visits: 1 });
    // The day after the visit has no visits of its own: its refund is for the 7th's.
    expect((await dayOf("2026-12-08")).forVisits).toEqual({ paise: 0, count: 0, visits: 0 });
    clock = START;
  });

  it("keeps a cancelled visit on its day: what it still holds counts until it is given back", async () => {
    // Decided: a cancelled visit stays listed on its day with what it holds, so the figure is
    // the sum of the rows; money it still holds is owed back, and the refund brings it to nothing.
    const visitDay = "2026-12-09";
    const kept = await book(visitDay);
    const cancelled = await book(visitDay);
    clock = at("2026-12-04");
    await pay(kept, "300");
    await pay(cancelled, "700");
    await post(`/api/admin/bookings/${cancelled}/status`, { status: "cancelled", reason: "Patient travelling" });

    const held = await dayOf(visitDay);
    expect(held.forVisits).toEqual({ paise: 100000, count: 2, visits: 2 });
    expect(held.visits.find((v) => v.bookingId === cancelled)).toMatchObject({ paidPaise: 70000 });

    clock = at("2026-12-06");
    await refund(cancelled, "700", "Booking cancelled");
    expect((await dayOf(visitDay)).forVisits).toEqual({ paise: 30000, count: 3, visits: 2 });
    // The refund left the drawer on the 6th, not on the visits' day.
    expect((await dayOf("2026-12-06")).takings.total).toEqual({ paise: -70000, count: 1 });
    expect((await dayOf(visitDay)).takings.total).toEqual({ paise: 0, count: 0 });
    clock = START;
  });
});
