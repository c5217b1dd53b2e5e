import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotWindows } from "../../../domain/slots.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { RECEIPT_DOWNLOADS_PER_ADDRESS, RECEIPT_DOWNLOADS_PER_LINK } from "./receipt-access.ts";
import { refusalText } from "../../../domain/refusals.ts";

/** 09:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T03:30:00Z");

describe.each(testDialects())("receipt downloads on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let clock = START;
  let W: string[];
  let sequence = 0;

  /** A paid booking made through the patients' API: its id, manage token and the receipt link staff send. */
  async function paidBooking() {
    sequence += 1;
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        tests: ["cbc"],
        patientName: `Sunita Rao ${sequence}`,
        age: 41,
        gender: "female",
        mobile: `97${String(sequence).padStart(8, "0")}`,
        collectionType: "home",
        address: "House 9, Sector 18",
        pincode: "201301",
        date: "2026-12-04",
        window: W[sequence % W.length],
        consent: true,
        idempotencyKey: randomBytes(12).toString("base64url"),
      },
      remoteAddress: `10.9.${sequence}.1`,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { reference, manageToken } = booked.json() as { reference: string; manageToken: string };
    const { id } = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    await pay(id, "100");
    const link = await t.app.inject({ url: `/api/admin/bookings/${id}/receipt/message`, headers: { cookie } });
    return { id, manageToken, ticketPath: new URL(link.json().url as string).pathname };
  }
  const pay = async (id: string, amount: string) => {
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${id}/payments`,
      payload: { amount, mode: "cash", idempotencyKey: randomBytes(12).toString("base64url") },
      headers: { cookie },
    });
    expect(paid.statusCode, paid.body).toBe(201);
  };
  const download = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });
  /** The receipt downloads in the access log. */
  const accesses = (id: string) =>
    t.db
      .selectFrom("access_log")
      .select(["actor_kind", "action"])
      .where("booking_id", "=", id)
      .where("action", "=", "downloaded-receipt")
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => clock });
    W = slotWindows(await t.services.settings.get());
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("counts downloads of the same receipt by the same link within a minute as one access, even when they arrive at once", async () => {
    const b = await paidBooking();
    const manage = `/api/bookings/manage/${b.manageToken}/receipt`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => download(manage, "10.20.0.1")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    // The same receipt each time, rendered once.
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await accesses(b.id)).toEqual([{ actor_kind: "patient", action: "downloaded-receipt" }]);

    // The link staff sent is another way in: its own access.
    await Promise.all([download(b.ticketPath, "10.20.0.2"), download(b.ticketPath, "10.20.0.2")]);
    expect((await accesses(b.id)).length).toBe(2);

    // A new payment makes a new receipt; so does the next minute.
    await pay(b.id, "50");
    expect((await download(manage, "10.20.0.1")).statusCode).toBe(200);
    expect((await accesses(b.id)).length).toBe(3);
    clock = new Date(clock.getTime() + 61_000);
    expect((await download(manage, "10.20.0.1")).statusCode).toBe(200);
    expect((await accesses(b.id)).length).toBe(4);

    // Staff printing twice in a row is one access too.
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ url: `/api/admin/bookings/${b.id}/receipt`, headers: { cookie } })).statusCode).toBe(
        200,
      );
    expect((await accesses(b.id)).filter((e) => e.actor_kind === "staff").length).toBe(1);
  });

  it("throttles a receipt link past its downloads with 429, Retry-After and words; other links still open", async () => {
    clock = new Date(clock.getTime() + 60 * 60_000);
    const b = await paidBooking();
    const other = await paidBooking();
    const manage = `/api/bookings/manage/${b.manageToken}/receipt`;
    for (let i = 0; i < RECEIPT_DOWNLOADS_PER_LINK; i++)
      expect((await download(manage, "10.21.0.1")).statusCode).toBe(200);
    const refused = await download(manage, "10.21.0.1");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      error: expect.stringMatching(/^Too many receipt downloads: try again in \d+ minutes?$/),
      code: "TOO_MANY_RECEIPT_DOWNLOADS",
    });
    // From another address, the link is still refused; another link from this address opens.
    expect((await download(manage, "10.21.0.2")).statusCode).toBe(429);
    expect((await download(`/api/bookings/manage/${other.manageToken}/receipt`, "10.21.0.1")).statusCode).toBe(200);
    expect((await download(b.ticketPath, "10.21.0.1")).statusCode).toBe(200);

    // The window over, the patient's link opens again.
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await download(manage, "10.21.0.1")).statusCode).toBe(200);
  });

  it("throttles one address fetching many receipts, whatever the links", async () => {
    clock = new Date(clock.getTime() + 60 * 60_000);
    const links: string[] = [];
    for (let i = 0; i < Math.ceil(RECEIPT_DOWNLOADS_PER_ADDRESS / RECEIPT_DOWNLOADS_PER_LINK) + 1; i++) {
      const b = await paidBooking();
      links.push(`/api/bookings/manage/${b.manageToken}/receipt`, b.ticketPath);
    }
    const statuses: number[] = [];
    for (let i = 0; i < RECEIPT_DOWNLOADS_PER_ADDRESS + 1; i++)
      statuses.push((await download(links[i % links.length], "10.22.0.1")).statusCode);
    expect(statuses.slice(0, RECEIPT_DOWNLOADS_PER_ADDRESS)).toEqual(Array(RECEIPT_DOWNLOADS_PER_ADDRESS).fill(200));
    expect(statuses.at(-1)).toBe(429);
    expect((await download(links[0], "10.22.0.2")).statusCode).toBe(200);
  });

  it("answers 503 with Retry-After and words while the queue of heavy work is full, and the receipt once there is room", async () => {
    clock = new Date(clock.getTime() + 60 * 60_000);
    const b = await paidBooking();
    const places = [];
    try {
      for (;;) places.push(t.services.heavyWork.admit());
    } catch {
      // Every place is taken.
    }
    const busy = await download(`/api/bookings/manage/${b.manageToken}/receipt`, "10.23.0.1");
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toMatch(/^\d+$/);
    expect(busy.json()).toMatchObject({ error: refusalText("en", "SERVER_BUSY"), code: "SERVER_BUSY" });
    expect(await accesses(b.id)).toEqual([]);
    for (const place of places) place.leave();
    expect((await download(`/api/bookings/manage/${b.manageToken}/receipt`, "10.23.0.1")).statusCode).toBe(200);
  });
});
