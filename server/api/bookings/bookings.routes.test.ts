import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_FORMAT } from "../../../domain/booking-rules.ts";
import { refusalText } from "../../../domain/refusals.ts";
import { priceInCity } from "../../../domain/pricing.ts";
import type { Settings } from "../../../domain/settings.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { createTestApp, placesTaken, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

/** 06:00 IST on Tuesday 1 December 2026: the clock every booking here is checked against. */
const START = new Date("2026-12-01T00:30:00Z");
const TODAY = "2026-12-01";
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;
const CAPACITY = 3;
const LAB_CAPACITY = 2;

describe.each(testDialects())("bookings API on %s", (dialect) => {
  let t: TestApp;
  let clock = START;
  const log: string[] = [];
  let W: string[];
  let packageId: string;
  let sequence = 0;

  const nextIp = () => `10.1.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;
  const nextMobile = () => `9${String(++sequence).padStart(9, "0")}`;
  const key = () => randomBytes(12).toString("base64url");
  const body = (change: Record<string, unknown> = {}) => ({
    tests: ["cbc"],
    packages: [],
    patientName: "Asha Verma",
    age: 34,
    gender: "female",
    mobile: `+91 ${nextMobile()}`,
    collectionType: "home",
    address: "B-12, Sector 15",
    landmark: "Near the park",
    pincode: "201301",
    date: day(1),
    window: W[0],
    consent: true,
    idempotencyKey: key(),
    ...change,
  });
  const book = (payload: object, ip = nextIp()) =>
    t.app.inject({ method: "POST", url: "/api/bookings", payload, remoteAddress: ip });
  const manage = (token: string, action?: "cancel" | "move", payload?: object) =>
    t.app.inject({
      method: action ? "POST" : "GET",
      url: `/api/bookings/manage/${token}${action ? `/${action}` : ""}`,
      ...(payload ? { payload } : {}),
    });
  const booked = (date: string, window: string) => placesTaken(t.db, date, window);
  const bookingsIn = async (date: string, window: string) =>
    (
      await t.db
        .selectFrom("bookings")
        .select("id")
        .where("slot_date", "=", date)
        .where("slot_window", "=", window)
        .execute()
    ).length;
  const expectCreated = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      seed: true,
      now: () => clock,
      env: { LOG_LEVEL: "info" },
      logStream: { write: (line) => void log.push(line) },
    });
    const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
    await t.services.settings.update(
      { ...(settings as Settings), slotCapacity: CAPACITY, labSlotCapacity: LAB_CAPACITY },
      { by: "test" },
    );
    W = slotWindows(settings);
    packageId = (await t.app.inject("/api/packages")).json()[0].id;
    // A slot already full, for the refusals.
    await t.db
      .insertInto("slots")
      .values({ slot_date: day(4), slot_window: W[8], capacity: CAPACITY, booked: CAPACITY })
      .execute();
  });
  afterAll(() => t.close());

  it("books tests and a package: prices, fee and saving worked out on the server, the mobile stored as 10 digits", async () => {
    const cbc = (await t.app.inject("/api/tests/cbc")).json();
    const pkg = (await t.app.inject(`/api/packages/${packageId}`)).json();
    const response = await book(
      body({ packages: [packageId], mobile: "+91 98765 43210", tests: ["cbc", "cbc"], total: 1 }),
    );
    const created = expectCreated(response);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(created.reference).toMatch(REFERENCE_FORMAT);
    expect(created.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cbcNoida = priceInCity(cbc, "Noida");
    const subtotal = cbcNoida.price + (pkg.discountedPrice ?? pkg.price);
    expect(created).toMatchObject({
      status: "new",
      city: "Noida",
      maskedMobile: "98******10",
      date: day(1),
      window: W[0],
      items: [
        { kind: "test", id: "cbc", price: cbcNoida.price, mrp: cbcNoida.originalPrice },
        { kind: "package", id: packageId, price: pkg.discountedPrice ?? pkg.price, mrp: pkg.price },
      ],
      subtotal,
      saving: cbcNoida.originalPrice + pkg.price - subtotal,
      fee: subtotal > 999 ? 0 : 100,
      total: subtotal + (subtotal > 999 ? 0 : 100),
      canChange: true,
    });
    const row = await t.db
      .selectFrom("bookings")
      .selectAll()
      .where("reference", "=", created.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      mobile: "9876543210",
      consent_version: "2",
      consented_at: START.toISOString(),
      status: "new",
    });
    expect(row.manage_token_hash).not.toContain(created.manageToken);
    expect(
      await t.db.selectFrom("booking_events").select(["actor", "what"]).where("booking_id", "=", row.id).execute(),
    ).toEqual([{ actor: "patient", what: "booked" }]);

    const seen = await manage(created.manageToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["cache-control"]).toBe("no-store");
    expect(seen.json().reference).toBe(created.reference);
    expect((await manage("A".repeat(43))).statusCode).toBe(404);
  });

  it(`20 bookings at once for a slot of ${CAPACITY} places: ${CAPACITY} are made, the others hear the slot was just taken`, async () => {
    const slot = { date: day(2), window: W[4] };
    const responses = await Promise.all(Array.from({ length: 20 }, () => book(body(slot))));
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(CAPACITY);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(20 - CAPACITY);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe(refusalText("en", "SLOT_TAKEN"));
      expect(r.json().nearest.length).toBeGreaterThan(0);
      expect(r.json().nearest).not.toContainEqual(slot);
    }
    expect(await booked(slot.date, slot.window)).toBe(CAPACITY);
    expect(await bookingsIn(slot.date, slot.window)).toBe(CAPACITY);
    const availability = (await t.app.inject(`/api/bookings/availability?date=${slot.date}`)).json();
    expect(availability.slots).toContainEqual({ window: slot.window, placesLeft: 0, isFull: true });
    expect(availability.slots).toContainEqual({ window: W[0], placesLeft: CAPACITY, isFull: false });
  });

  it(`keeps lab visits apart from home collections: a window full of home collections takes ${LAB_CAPACITY} of 10 lab visits sent at once, and the other way round`, async () => {
    const { addresses } = await t.services.settings.get();
    const atLab = { collectionType: "lab", labAddress: addresses[0], pincode: "", address: "" };
    type Shown = { window: string; placesLeft: number; isFull: boolean };
    const placesIn = async (slot: { date: string; window: string }, kind: string) =>
      ((await t.app.inject(`/api/bookings/availability?date=${slot.date}&kind=${kind}`)).json().slots as Shown[]).find(
        (shown) => shown.window === slot.window,
      );

    const homeFull = { date: day(2), window: W[5] };
    for (let i = 0; i < CAPACITY; i++) expectCreated(await book(body(homeFull)));
    expect((await book(body(homeFull))).statusCode).toBe(409);
    expect(await placesIn(homeFull, "home")).toEqual({ window: homeFull.window, placesLeft: 0, isFull: true });
    expect(await placesIn(homeFull, "lab")).toEqual({
      window: homeFull.window,
      placesLeft: LAB_CAPACITY,
      isFull: false,
    });
    const labVisits = await Promise.all(Array.from({ length: 10 }, () => book(body({ ...homeFull, ...atLab }))));
    expect(labVisits.filter((r) => r.statusCode === 201)).toHaveLength(LAB_CAPACITY);
    expect(labVisits.filter((r) => r.statusCode === 409)).toHaveLength(10 - LAB_CAPACITY);
    expect(await placesIn(homeFull, "lab")).toEqual({ window: homeFull.window, placesLeft: 0, isFull: true });
    expect(await bookingsIn(homeFull.date, homeFull.window)).toBe(CAPACITY + LAB_CAPACITY);

    const labFull = { date: day(2), window: W[6] };
    for (let i = 0; i < LAB_CAPACITY; i++) expectCreated(await book(body({ ...labFull, ...atLab })));
    expect((await book(body({ ...labFull, ...atLab }))).statusCode).toBe(409);
    expectCreated(await book(body(labFull)));
    expect(await placesIn(labFull, "home")).toEqual({
      window: labFull.window,
      placesLeft: CAPACITY - 1,
      isFull: false,
    });
  });

  it("a resubmitted form makes one booking and answers it again, also when sent five times at once", async () => {
    const payload = body({ date: day(3), window: W[0] });
    const first = expectCreated(await book(payload));
    const again = await book(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);

    const racing = body({ date: day(3), window: W[0] });
    const responses = await Promise.all(Array.from({ length: 5 }, () => book(racing)));
    expect(responses.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    expect(new Set(responses.map((r) => r.json().reference)).size).toBe(1);
    expect(await bookingsIn(day(3), W[0])).toBe(2);
    expect(await booked(day(3), W[0])).toBe(2);
  });

  it("cancelling through the manage link returns the place; a second cancel is refused", async () => {
    const created = expectCreated(await book(body({ date: day(3), window: W[1] })));
    expect(await booked(day(3), W[1])).toBe(1);
    const cancelled = await manage(created.manageToken, "cancel");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", canChange: false });
    expect(await booked(day(3), W[1])).toBe(0);
    expect((await manage(created.manageToken, "cancel")).statusCode).toBe(409);
    expect(await booked(day(3), W[1])).toBe(0);
  });

  it("moving takes the new place and frees the old; a full slot is refused and changes nothing", async () => {
    const created = expectCreated(await book(body({ date: day(3), window: W[2] })));
    const moved = await manage(created.manageToken, "move", { date: day(3), window: W[3] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ date: day(3), window: W[3], status: "new" });
    expect([await booked(day(3), W[2]), await booked(day(3), W[3])]).toEqual([0, 1]);

    const before = await snapshot(t.db);
    const full = await manage(created.manageToken, "move", { date: day(4), window: W[8] });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(refusalText("en", "SLOT_TAKEN"));
    expect(full.json().nearest.length).toBeGreaterThan(0);
    expect(await snapshot(t.db)).toBe(before);
  });

  it("cancels and moves racing each other keep every slot's count equal to its bookings", async () => {
    const [a, b] = [W[5], W[6]];
    const first = expectCreated(await book(body({ date: day(9), window: a })));
    const second = expectCreated(await book(body({ date: day(9), window: b })));
    const third = expectCreated(await book(body({ date: day(9), window: a })));
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => manage(first.manageToken, "cancel")),
      manage(first.manageToken, "move", { date: day(9), window: W[7] }),
      manage(second.manageToken, "move", { date: day(9), window: a }),
      manage(third.manageToken, "move", { date: day(9), window: b }),
    ]);
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    // The first booking was cancelled at most once, and cancelled or moved at least once; the
    // requests that lost the race heard 409.
    const firstOnes = responses.slice(0, 6);
    expect(firstOnes.slice(0, 5).filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(firstOnes.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(firstOnes.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(responses.slice(6).map((r) => r.statusCode)).toEqual([200, 200]);
    for (const window of [a, b, W[7]]) {
      const open = await t.db
        .selectFrom("bookings")
        .select("id")
        .where("slot_date", "=", day(9))
        .where("slot_window", "=", window)
        .where("status", "!=", "cancelled")
        .execute();
      expect(await booked(day(9), window), window).toBe(open.length);
    }
  });

  it(`cannot be cancelled or moved within ${2} hours of the slot`, async () => {
    const created = expectCreated(await book(body({ date: day(5), window: W[0] })));
    clock = new Date(`${day(4)}T23:30:00Z`); // 05:00 IST, 90 minutes before 06:30
    try {
      expect((await manage(created.manageToken)).json().canChange).toBe(false);
      const before = await snapshot(t.db);
      expect((await manage(created.manageToken, "cancel")).statusCode).toBe(409);
      expect((await manage(created.manageToken, "move", { date: day(6), window: W[0] })).statusCode).toBe(409);
      expect(await snapshot(t.db)).toBe(before);
    } finally {
      clock = START;
    }
  });

  it.each([
    ["an unserviceable pincode", { pincode: "400001" }, 400, "pincode"],
    ["a past date", { date: "2026-11-30" }, 400, "date"],
    ["a date past the booking window", { date: "2026-12-31" }, 400, "date"],
    ["a slot within 2 hours", { date: TODAY, window: "06:30–07:00" }, 400, "window"],
    ["a window that is not one of ours", { window: "13:00–13:30" }, 400, "window"],
    ["a full slot", { date: day(4), window: "10:30–11:00" }, 409, "window"],
    ["no consent", { consent: false }, 400, "consent"],
    ["an under-18 without a guardian", { age: 15 }, 400, "guardianName"],
    ["an unknown test", { tests: ["no-such-test"] }, 400, "tests"],
    ["an unknown package", { packages: ["no-such-package"] }, 400, "packages"],
    ["a filled honeypot", { website: "https://spam.example" }, 400, "website"],
    ["a lab that is not ours", { collectionType: "lab", labAddress: "Somewhere else" }, 400, "labAddress"],
    ["a landline", { mobile: "011 2345 6789" }, 400, "mobile"],
    ["a NUL in the name", { patientName: "Asha\u0000" }, 400, "patientName"],
  ])("refuses %s, naming the field, and creates nothing", async (_label, change, status, field) => {
    const before = await snapshot(t.db);
    const response = await book(body({ date: day(6), window: W[3], ...change }));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().issues.map((i: { path: string[] }) => i.path.join("."))).toContain(field);
    expect(await snapshot(t.db)).toBe(before);
  });

  it("answers a refusal's code and field, its words in the language the request prefers", async () => {
    const unserved = body({ date: day(6), window: W[3], pincode: "400001" });
    const english = await book(unserved);
    expect(english.json()).toMatchObject({
      code: "PINCODE_UNSERVED",
      field: "pincode",
      error: "Invalid body: pincode: We do not collect samples at 400001 yet: choose a lab visit, or call us",
      issues: [{ path: ["pincode"], code: "PINCODE_UNSERVED" }],
    });
    const hindi = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: unserved,
      remoteAddress: nextIp(),
      headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    expect(hindi.json()).toMatchObject({
      code: "PINCODE_UNSERVED",
      field: "pincode",
      issues: [{ message: "अभी हम 400001 पर सैंपल लेने नहीं आते: लैब विज़िट चुनें, या हमें फ़ोन करें" }],
    });
    // A schema's refusal the same way: its code, and zod's own check in words of ours.
    const noName = await book(body({ date: day(6), window: W[3], patientName: "" }));
    expect(noName.json()).toMatchObject({ code: "PATIENT_NAME_REQUIRED", field: "patientName" });
    const longName = await book(body({ date: day(6), window: W[3], patientName: "x".repeat(101) }), nextIp());
    expect(longName.json()).toMatchObject({
      code: "TEXT_TOO_LONG",
      error: "Invalid body: patientName: At most 100 characters",
    });
  });

  it("takes a lab visit at one of the lab's addresses, with no fee, and an under-18 with a guardian, at the prices of the lab's city", async () => {
    const { addresses } = await t.services.settings.get();
    expect(addresses[0]).toContain("Noida");
    // Thyroid profile costs less in Noida than elsewhere.
    const {
      id: _id,
      imageUrl: _i,
      createdAt: _c,
      updatedAt: _u,
      ...thyroid
    } = (await t.app.inject("/api/tests/thyroid-profile")).json();
    const noida = { price: thyroid.price - 20, originalPrice: thyroid.originalPrice };
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/tests/thyroid-profile",
      headers: { cookie: await t.login() },
      payload: { ...thyroid, cityPrices: { Noida: noida } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = expectCreated(
      await book(
        body({
          tests: ["thyroid-profile"],
          total: noida.price,
          collectionType: "lab",
          labAddress: addresses[0],
          pincode: "",
          address: "",
          // What a stale or tampered form says; the lab is in Noida.
          city: "Gurgaon",
          age: 15,
          guardianName: "R. Verma",
          guardianConsent: "on",
          date: day(6),
        }),
      ),
    );
    expect(created).toMatchObject({
      collectionType: "lab",
      labAddress: addresses[0],
      city: "Noida",
      subtotal: noida.price,
      fee: 0,
      pincode: null,
      address: null,
    });
  });

  it("lets one network make 10 booking attempts an hour, then answers 429 and creates nothing", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 10; i++)
      expect((await book(body({ date: day(7), pincode: "400001" }), ip)).statusCode).toBe(400);
    const before = await snapshot(t.db);
    const limited = await book(body({ date: day(7) }), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await snapshot(t.db)).toBe(before);
    expect((await book(body({ date: day(7) }))).statusCode).toBe(201);
  });

  it("holds at most 3 bookings to come per mobile number", async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 3; i++) expectCreated(await book(body({ mobile, date: day(8), window: W[i] })));
    const before = await snapshot(t.db);
    const fourth = await book(body({ mobile: `0${mobile}`, date: day(8), window: W[3] }));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().issues[0].path).toEqual(["mobile"]);
    expect(await snapshot(t.db)).toBe(before);
  });

  it("writes no mobile number, name, address or manage token to the log", async () => {
    const rows = await t.db.selectFrom("bookings").select(["mobile", "address"]).execute();
    expect(rows.length).toBeGreaterThan(10);
    const text = log.join("");
    expect(text).toContain("/api/bookings");
    // Every piece of text the log holds (not its numbers: a response time such as
    // 3.4327690000000075 can contain ten digits of a made-up mobile by chance).
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === "string") texts.push(value);
      else if (value && typeof value === "object")
        Object.entries(value).forEach(([key, v]) => (texts.push(key), collect(v)));
    };
    for (const line of text.split("\n").filter(Boolean)) collect(JSON.parse(line));
    for (const row of rows) expect(texts.filter((t) => t.includes(row.mobile))).toEqual([]);
    expect(text).not.toContain("Asha");
    expect(text).not.toContain("Sector 15");
    expect(text).not.toMatch(/manage\/[A-Za-z0-9_-]{43}/);
  });
});
