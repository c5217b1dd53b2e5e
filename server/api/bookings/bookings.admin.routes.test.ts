import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_MOBILE, ERASED_NAME } from "../../../domain/booking-rules.ts";
import { refusalText } from "../../../domain/refusals.ts";
import type { Settings } from "../../../domain/settings.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { uploadAndAttach } from "../../../test/report-fixtures.ts";
import {
  ADMIN,
  ADMIN_STAFF,
  createTestApp,
  placesTaken,
  snapshot,
  testDialects,
  type TestApp,
} from "../../../test/test-app.ts";
import { createSite } from "../../site.ts";

/** 06:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T00:30:00Z");
const TODAY = "2026-12-01";
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;
const CAPACITY = 3;
const ACTOR = `admin:${ADMIN.username}`;

describe.each(testDialects())("staff bookings API on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let clock = START;
  let W: string[];
  let sequence = 0;

  const nextMobile = () => `97${String(++sequence).padStart(8, "0")}`;
  /** Books through the patients' API; answers the booking's id and what was sent. */
  async function book(change: Record<string, unknown> = {}) {
    const payload = {
      tests: ["cbc", "lipid-profile", "hba1c", "vitamin-d"],
      patientName: `Sunita Devi ${++sequence}`,
      age: 41,
      gender: "male",
      mobile: nextMobile(),
      email: "patient@example.com",
      collectionType: "home",
      address: "House 7, Sector 62",
      landmark: "Opposite the temple",
      pincode: "201301",
      date: day(1),
      window: W[0],
      consent: true,
      offersOptIn: true,
      idempotencyKey: randomBytes(12).toString("base64url"),
      ...change,
    };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload,
      remoteAddress: `10.9.${sequence % 250}.${(sequence % 200) + 1}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    const { id } = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", created.reference)
      .executeTakeFirstOrThrow();
    return { id, reference: created.reference as string, manageToken: created.manageToken as string, payload };
  }
  const get = (url: string, withCookie = true) =>
    t.app.inject({ method: "GET", url, headers: withCookie ? { cookie } : {} });
  const post = (url: string, payload?: object, withCookie = true) =>
    t.app.inject({ method: "POST", url, headers: withCookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const setStatus = (id: string, status: string, reason?: string) =>
    post(`/api/admin/bookings/${id}/status`, { status, ...(reason ? { reason } : {}) });
  const booked = (date: string, window: string) => placesTaken(t.db, date, window);
  const fieldsOf = (body: { issues: { path: string[] }[] }) => body.issues.map((i) => i.path.join("."));

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => clock });
    const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
    await t.services.settings.update({ ...(settings as Settings), slotCapacity: CAPACITY }, { by: "test" });
    W = slotWindows(settings);
    cookie = await t.login();
    // A slot already full, to reschedule into.
    await t.db
      .insertInto("slots")
      .values({ slot_date: day(6), slot_window: W[8], capacity: CAPACITY, booked: CAPACITY })
      .execute();
  });
  afterAll(() => t.close());

  it("answers 401 without a session, 404 for an unknown booking, and no-store always", async () => {
    const { id } = await book();
    for (const url of [
      "/api/admin/bookings",
      "/api/admin/bookings/day",
      "/api/admin/bookings/calendar",
      `/api/admin/bookings/${id}`,
      `/api/admin/bookings/${id}/export`,
    ]) {
      const response = await get(url, false);
      expect(response.statusCode, url).toBe(401);
    }
    for (const action of ["status", "reschedule", "erase"])
      expect((await post(`/api/admin/bookings/${id}/${action}`, { status: "confirmed" }, false)).statusCode).toBe(401);
    const unknown = await get("/api/admin/bookings/no-such-booking");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("Booking not found");
    expect(unknown.headers["cache-control"]).toBe("no-store");
    expect((await setStatus("no-such-booking", "confirmed")).statusCode).toBe(404);
    expect((await get(`/api/admin/bookings/${id}`)).headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["a status that does not exist", "/api/admin/bookings?status=lost", "status"],
    ["a date that is not one", "/api/admin/bookings?from=tomorrow", "from"],
    ["a range that ends before it starts", `/api/admin/bookings?from=${day(3)}&to=${day(1)}`, "to"],
    ["a city we do not serve", "/api/admin/bookings?city=Mumbai", "city"],
    ["page 0", "/api/admin/bookings?page=0", "page"],
    ["a day that is not a date", "/api/admin/bookings/day?date=monday", "date"],
  ])("refuses %s with 400 naming the field", async (_label, url, field) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
  });

  it("finds bookings by part of the name in any case, by the mobile however it is typed, and by reference", async () => {
    const asha = await book({ patientName: "Zenobia Quillfeather", mobile: "9876512345", date: day(2), window: W[1] });
    const other = await book({ patientName: "Rohit Quill", date: day(2), window: W[0] });
    const search = async (q: string) => {
      const response = await get(`/api/admin/bookings?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((b: { reference: string }) => b.reference);
    };
    expect(await search("zenobia QUILL")).toEqual([asha.reference]);
    expect(await search("quill")).toEqual([other.reference, asha.reference]); // by slot: W[0] before W[1]
    expect(await search("+91 98765 12345")).toEqual([asha.reference]);
    expect(await search("098765-12345")).toEqual([asha.reference]);
    expect(await search("65123")).toEqual([asha.reference]);
    expect(await search(asha.reference.toLowerCase())).toEqual([asha.reference]);
    expect(await search(asha.reference.replace("LF-", "lf"))).toEqual([asha.reference]);
    expect(await search("100% Quill_")).toEqual([]);

    const list = await get(`/api/admin/bookings?q=quill`);
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.json()[1]).toMatchObject({
      reference: asha.reference,
      status: "new",
      patientName: "Zenobia Quillfeather",
      mobile: "9876512345",
      age: 41,
      gender: "male",
      collectionType: "home",
      pincode: "201301",
      city: "Noida",
      date: day(2),
      window: W[1],
      testsSummary: expect.stringMatching(/ and 2 more$/),
      isErased: false,
    });
  });

  it("filters by status, dates, city and collection type, in slot order, a page at a time", async () => {
    const { addresses } = await t.services.settings.get();
    const early = await book({ date: day(7), window: W[2], pincode: "110001" });
    const lab = await book({
      date: day(7),
      window: W[0],
      collectionType: "lab",
      labAddress: addresses[0],
      address: "",
      pincode: "",
    });
    const later = await book({ date: day(8), window: W[0] });
    expect((await setStatus(later.id, "confirmed")).statusCode).toBe(200);
    const refs = async (query: string) =>
      (await get(`/api/admin/bookings?${query}`)).json().map((b: { reference: string }) => b.reference);

    expect(await refs(`from=${day(7)}&to=${day(8)}`)).toEqual([lab.reference, early.reference, later.reference]);
    expect(await refs(`from=${day(7)}&to=${day(8)}&status=confirmed`)).toEqual([later.reference]);
    expect(await refs(`from=${day(7)}&to=${day(7)}&collectionType=lab`)).toEqual([lab.reference]);
    expect(await refs(`from=${day(7)}&to=${day(8)}&city=Delhi`)).toEqual([early.reference]);
    // A GET form sends its empty fields: they filter nothing.
    expect(await refs(`from=${day(7)}&to=${day(7)}&status=&city=&q=`)).toEqual([lab.reference, early.reference]);

    const all = await get("/api/admin/bookings");
    const total = Number(all.headers["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(6);
    expect(all.json()).toHaveLength(Math.min(total, 50));
    const slots = all.json().map((b: { date: string; window: string }) => `${b.date} ${b.window}`);
    expect(slots).toEqual([...slots].sort());
    expect((await get("/api/admin/bookings?page=2")).json()).toHaveLength(Math.max(0, total - 50));
  });

  it("shows a day: every window with its places used and its bookings, today by default", async () => {
    const first = await book({ date: day(3), window: W[0] });
    await book({ date: day(3), window: W[0] });
    const cancelled = await book({ date: day(3), window: W[1] });
    expect((await setStatus(cancelled.id, "cancelled", "Asked to cancel on the phone")).statusCode).toBe(200);

    const response = await get(`/api/admin/bookings/day?date=${day(3)}`);
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json();
    expect(shown.date).toBe(day(3));
    expect(shown.isOpen).toBe(true);
    expect(shown.slots.map((s: { window: string }) => s.window)).toEqual(W);
    expect(shown.slots[0]).toMatchObject({
      window: W[0],
      home: { capacity: CAPACITY, booked: 2, isFull: false },
      lab: { booked: 0, isFull: false },
    });
    expect(shown.slots[0].bookings.map((b: { reference: string }) => b.reference)[0]).toBe(first.reference);
    expect(shown.slots[1]).toMatchObject({ home: { booked: 0, isFull: false } });
    expect(shown.slots[1].bookings).toMatchObject([{ reference: cancelled.reference, status: "cancelled" }]);
    expect(shown.slots[2]).toMatchObject({ home: { capacity: CAPACITY, booked: 0 }, bookings: [] });

    expect((await get("/api/admin/bookings/day")).json().date).toBe(TODAY);
    expect(await t.services.bookingDesk.countDay(ADMIN_STAFF, day(3))).toEqual({
      date: day(3),
      booked: 2,
      collected: 0,
      reportReady: 0,
      cancelled: 1,
    });
  });

  it("moves a status forward only (skipping steps is allowed), recording each change with the admin's name", async () => {
    const { id } = await book({ date: day(4), window: W[3] });
    const confirmed = await setStatus(id, "confirmed");
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: "confirmed",
      nextStatuses: ["sample-collected", "report-ready", "completed", "cancelled"],
    });

    const back = await setStatus(id, "new");
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe("A booking cannot go back from Confirmed to New: statuses only move forward");
    expect((await setStatus(id, "confirmed")).json().error).toBe("This booking is already confirmed");
    expect((await setStatus(id, "report-ready")).statusCode).toBe(200);
    expect((await setStatus(id, "sample-collected")).statusCode).toBe(409);
    const completed = await setStatus(id, "completed");
    expect(completed.json()).toMatchObject({ status: "completed", nextStatuses: [], canReschedule: false });
    const late = await setStatus(id, "cancelled", "Changed their mind");
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe("This booking is completed: its status can no longer change");

    const history = completed.json().history;
    expect(history.map((e: { details: object }) => e.details)).toEqual([
      { from: "report-ready", to: "completed" },
      { from: "confirmed", to: "report-ready" },
      { from: "new", to: "confirmed" },
      { slot: { date: day(4), window: W[3] } },
    ]);
    expect(history.map((e: { actor: string }) => e.actor)).toEqual([ACTOR, ACTOR, ACTOR, "patient"]);
    expect(history.map((e: { what: string }) => e.what)).toEqual(["status", "status", "status", "booked"]);
  });

  it("cancels with a reason that does not name the patient, and frees the place once", async () => {
    const { id, payload } = await book({ patientName: "Kavita Rao", date: day(4), window: W[4] });
    expect(await booked(day(4), W[4])).toBe(1);
    const before = await snapshot(t.db);
    const noReason = await setStatus(id, "cancelled");
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason.json())).toEqual(["reason"]);
    for (const reason of ["Kavita called to cancel", `Called from ${payload.mobile}`]) {
      const named = await setStatus(id, "cancelled", reason);
      expect(named.statusCode, reason).toBe(400);
      expect(fieldsOf(named.json())).toEqual(["reason"]);
    }
    expect(await snapshot(t.db)).toBe(before);

    const responses = await Promise.all(
      Array.from({ length: 4 }, () => setStatus(id, "cancelled", "Patient travelling that week")),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await booked(day(4), W[4])).toBe(0);
    const detail = (await get(`/api/admin/bookings/${id}`)).json();
    expect(detail.status).toBe("cancelled");
    expect(detail.history[0]).toMatchObject({
      actor: ACTOR,
      what: "status",
      details: { from: "new", to: "cancelled", reason: "Patient travelling that week" },
    });
  });

  it("reschedules: the old slot gives a place back, the new one takes it; a full slot is refused with 409", async () => {
    const { id, manageToken } = await book({ date: day(5), window: W[0] });
    const moved = await post(`/api/admin/bookings/${id}/reschedule`, { date: day(5), window: W[1] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ date: day(5), window: W[1] });
    expect([await booked(day(5), W[0]), await booked(day(5), W[1])]).toEqual([0, 1]);
    expect(moved.json().history[0]).toMatchObject({
      actor: ACTOR,
      what: "moved",
      details: { from: { date: day(5), window: W[0] }, to: { date: day(5), window: W[1] } },
    });

    const before = await snapshot(t.db);
    const full = await post(`/api/admin/bookings/${id}/reschedule`, { date: day(6), window: W[8] });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(refusalText("en", "SLOT_TAKEN"));
    for (const [slot, field] of [
      [{ date: day(5), window: W[1] }, "window"],
      [{ date: "2027-02-01", window: W[1] }, "date"],
      [{ date: day(5), window: "13:00–13:30" }, "window"],
      [{ date: day(5) }, "window"],
    ] as const) {
      const refused = await post(`/api/admin/bookings/${id}/reschedule`, slot);
      expect(refused.statusCode, JSON.stringify(slot)).toBe(400);
      expect(fieldsOf(refused.json())).toContain(field);
    }
    expect(await snapshot(t.db)).toBe(before);

    // 90 minutes before the slot the patient may no longer move it; staff still may.
    clock = new Date(`${day(4)}T23:30:00Z`); // 05:00 IST on day 5
    try {
      const patient = await t.app.inject({
        method: "POST",
        url: `/api/bookings/manage/${manageToken}/move`,
        payload: { date: day(5), window: W[2] },
      });
      expect(patient.statusCode).toBe(409);
      const byStaff = await post(`/api/admin/bookings/${id}/reschedule`, { date: day(5), window: W[0] });
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect([await booked(day(5), W[0]), await booked(day(5), W[1])]).toEqual([1, 0]);
    } finally {
      clock = START;
    }

    expect((await setStatus(id, "sample-collected")).statusCode).toBe(200);
    const collected = await post(`/api/admin/bookings/${id}/reschedule`, { date: day(5), window: W[3] });
    expect(collected.statusCode).toBe(409);
    expect(collected.json().error).toMatch(/^Only a new or confirmed booking can be rescheduled/);
  });

  it("records every view of a booking in its access list, apart from its history", async () => {
    const { id } = await book({ date: day(9), window: W[0] });
    await get(`/api/admin/bookings/${id}`);
    const detail = (await get(`/api/admin/bookings/${id}`)).json();
    expect(detail.access).toMatchObject([
      { actor: ACTOR, what: "opened-booking" },
      { actor: ACTOR, what: "opened-booking" },
    ]);
    expect(detail.history.map((e: { what: string }) => e.what)).toEqual(["booked"]);
  });

  it("shows staff every field: the full mobile, guardian, consent version and time, totals", async () => {
    const { id, reference, payload } = await book({
      date: day(9),
      window: W[1],
      age: 15,
      guardianName: "R. Sharma",
      guardianConsent: true,
    });
    const detail = (await get(`/api/admin/bookings/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      reference,
      patientName: payload.patientName,
      mobile: payload.mobile,
      email: "patient@example.com",
      guardianName: "R. Sharma",
      guardianConsent: true,
      address: "House 7, Sector 62",
      landmark: "Opposite the temple",
      consentVersion: "2",
      consentedAt: START.toISOString(),
      offersOptIn: true,
      canReschedule: true,
    });
    expect(detail.items).toHaveLength(4);
    expect(detail.totalPaise).toBe(detail.subtotalPaise + detail.feePaise);
  });

  it("answers staff a visit's lines and sums in paise, added to the paisa: 333.04 + 333.10 + 332.86 is ₹999, and the fee applies", async () => {
    // Tests with no city prices, so Noida pays these; the seed's fee is ₹100 up to ₹999.
    const prices = { chloride: 333.04, potassium: 333.1, sgot: 332.86 };
    const before = await Promise.all(Object.keys(prices).map(async (slug) => (await t.services.labTests.get(slug))!));
    for (const [slug, price] of Object.entries(prices))
      await t.services.labTests.setPrices(slug, { price, originalPrice: 400 });
    try {
      const { id, reference, manageToken } = await book({ tests: Object.keys(prices), date: day(9), window: W[5] });
      const detail = (await get(`/api/admin/bookings/${id}`)).json();
      expect(detail.items.map((item: { pricePaise: number }) => item.pricePaise)).toEqual([33_304, 33_310, 33_286]);
      expect(detail.items[0]).toMatchObject({ pricePaise: 33_304, mrpPaise: 40_000 });
      expect(detail).toMatchObject({
        subtotalPaise: 99_900,
        savingPaise: 20_100,
        feePaise: 10_000,
        discountPaise: 0,
        totalPaise: 109_900,
      });
      expect(detail.people[0]).toMatchObject({ subtotalPaise: 99_900, savingPaise: 20_100 });
      const [listed] = (await get(`/api/admin/bookings?q=${reference}`)).json();
      expect(listed.totalPaise).toBe(109_900);
      // The patients' API answers the same booking in the rupees its clients have always read.
      const mine = (await get(`/api/bookings/manage/${manageToken}`, false)).json();
      expect(mine.items.map((item: { price: number }) => item.price)).toEqual([333.04, 333.1, 332.86]);
      expect(mine).toMatchObject({ subtotal: 999, saving: 201, fee: 100, discount: 0, total: 1099 });
      expect(mine.people[0]).toMatchObject({ subtotal: 999, saving: 201 });
    } finally {
      for (const test of before)
        await t.services.labTests.setPrices(test.slug, { price: test.price, originalPrice: test.originalPrice });
    }
  });

  it("exports the patient's data as a JSON download, and records the export", async () => {
    const { id, reference, payload } = await book({ date: day(9), window: W[2] });
    const response = await get(`/api/admin/bookings/${id}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${reference}-personal-data.json"`);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const data = response.json();
    expect(data.exportedAt).toBe(START.toISOString());
    expect(data.booking).toMatchObject({
      reference,
      patientName: payload.patientName,
      mobile: payload.mobile,
      email: payload.email,
      address: payload.address,
      pincode: payload.pincode,
      consentVersion: "2",
    });
    expect(data.booking.items.map((i: { id: string }) => i.id)).toEqual(payload.tests);
    expect(data.booking.access).toBeUndefined();
    const detail = (await get(`/api/admin/bookings/${id}`)).json();
    expect(detail.access.map((e: { what: string }) => e.what)).toEqual(["opened-booking", "exported"]);
  });

  it("erases every personal field (after cancelling), keeps the amounts, and erasing again changes nothing", async () => {
    const { id, manageToken, payload } = await book({
      date: day(10),
      window: W[0],
      age: 16,
      guardianName: "Parent Person",
      guardianConsent: true,
    });
    const open = await post(`/api/admin/bookings/${id}/erase`);
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toBe("Cancel this booking before erasing it: it still holds a collection slot");
    expect((await setStatus(id, "cancelled", "Patient asked us to erase their data")).statusCode).toBe(200);
    const before = await t.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const personBefore = await t.db
      .selectFrom("booking_people")
      .selectAll()
      .where("booking_id", "=", id)
      .executeTakeFirstOrThrow();

    const erased = await post(`/api/admin/bookings/${id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ patientName: ERASED_NAME, isErased: true, mobile: ERASED_MOBILE });
    const row = await t.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const person = await t.db
      .selectFrom("booking_people")
      .selectAll()
      .where("booking_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(personBefore.name_key).toMatch(/^v\d+: /);
    expect(person).toMatchObject({ patient_name: ERASED_NAME, guardian_name: null, name_key: null });
    expect(person.erased_at).not.toBeNull();
    for (const column of [
      "patient_age",
      "patient_gender",
      "items_json",
      "subtotal_paise",
      "mrp_paise",
      "position",
    ] as const)
      expect(person[column], column).toEqual(personBefore[column]);
    expect(row).toMatchObject({
      mobile: ERASED_MOBILE,
      email: null,
      address: null,
      landmark: null,
      pincode: null,
    });
    expect(Number(row.offers_opt_in)).toBe(0);
    const kept = [
      "reference",
      "status",
      "slot_date",
      "slot_window",
      "city",
      "subtotal_paise",
      "mrp_paise",
      "fee_paise",
      "total_paise",
      "consent_version",
      "consented_at",
    ] as const;
    for (const column of kept) expect(row[column], column).toEqual(before[column]);
    const text = JSON.stringify([row, person]);
    for (const personal of [
      payload.patientName,
      payload.mobile,
      payload.address,
      payload.email,
      "Parent Person",
      payload.landmark,
    ])
      expect(text).not.toContain(personal);
    // The manage link no longer opens it.
    expect((await t.app.inject(`/api/bookings/manage/${manageToken}`)).statusCode).toBe(404);

    const eventsBefore = await snapshot(t.db);
    const again = await post(`/api/admin/bookings/${id}/erase`);
    expect(again.statusCode).toBe(200);
    expect(await snapshot(t.db)).toBe(eventsBefore);
    const whats = (await get(`/api/admin/bookings/${id}`)).json().history.map((e: { what: string }) => e.what);
    expect(whats.filter((w: string) => w === "erased")).toHaveLength(1);
  });

  it("erasure deletes the booking's report files and withdraws their links; the export listed them before", async () => {
    const { id, reference } = await book({ date: day(10), window: W[1] });
    const report = await uploadAndAttach(t.app, id, { headers: { cookie } });
    const exported = (await get(`/api/admin/bookings/${id}/export`)).json();
    expect(exported.reports).toEqual([
      {
        fileName: `${reference}-report-1.pdf`,
        uploadedAt: report.uploadedAt,
        deletedAt: null,
        verificationCode: report.verificationCode,
        sha256: report.sha256,
      },
    ]);
    expect((await get(`/api/reports/${report.id}/file`)).statusCode).toBe(200);
    const shared = new URL((await post(`/api/reports/${report.id}/shares`)).json().url).pathname;
    expect((await get(`/api${shared}/file`, false)).statusCode).toBe(200);

    await setStatus(id, "completed");
    expect((await post(`/api/admin/bookings/${id}/erase`)).statusCode).toBe(200);
    expect((await get(`/api/reports/${report.id}/file`)).statusCode).toBe(410);
    expect((await get(`/api${shared}/file`, false)).statusCode).not.toBe(200);
    expect(existsSync(path.join(t.config.dataDir, "reports", "files", `${report.id}.pdf`))).toBe(false);
    // The code still proves the report was genuine; the file and the name are gone.
    expect(await t.services.reports.verify(report.verificationCode)).toMatchObject({
      isFileRemoved: true,
      maskedName: "E*****",
    });
  });

  it("markReportReady moves a booking not yet there to report-ready, and leaves the rest alone", async () => {
    const { bookingDesk } = t.services;
    const fresh = await book({ date: day(10), window: W[2] });
    expect(await bookingDesk.markReportReady(fresh.id, ADMIN_STAFF)).toBe(true);
    const detail = (await get(`/api/admin/bookings/${fresh.id}`)).json();
    expect(detail.status).toBe("report-ready");
    expect(detail.history[0]).toMatchObject({
      actor: ACTOR,
      what: "status",
      details: { from: "new", to: "report-ready" },
    });
    expect(await bookingDesk.markReportReady(fresh.id, ADMIN_STAFF)).toBe(false);
    await setStatus(fresh.id, "completed");
    expect(await bookingDesk.markReportReady(fresh.id, ADMIN_STAFF)).toBe(false);
    expect((await get(`/api/admin/bookings/${fresh.id}`)).json().status).toBe("completed");
  });

  it("offers staff every window still to start on the bookable dates, with the places left", async () => {
    const calendar = (await get("/api/admin/bookings/calendar")).json();
    expect(calendar[0].date).toBe(TODAY);
    // At 06:00 IST the patients' 2-hour lead hides the first windows; staff see them.
    expect(calendar[0].slots[0]).toMatchObject({ window: W[0] });
    const fullDay = calendar.find((d: { date: string }) => d.date === day(6));
    expect(fullDay.slots.find((s: { window: string }) => s.window === W[8])).toEqual({
      window: W[8],
      placesLeft: 0,
      isFull: true,
    });
  });

  describe("names across scripts", () => {
    const NAMES = {
      sunitaHi: "सुनीता शर्मा",
      sunitaEn: "Sunita Sharma",
      sunilEn: "Sunil Verma",
      sunilHi: "सुनील वर्मा",
      khanHi: "मोहम्मद आसिफ़ ख़ान",
      khanEn: "Mohammed Asif Khan",
      rameshEn: "Ramesh Aggarwal",
      lakshmiHi: "लक्ष्मी अग्रवाल",
    };
    const refs: Record<keyof typeof NAMES, string> = {} as never;
    const onDay = `from=${day(11)}&to=${day(11)}`;
    /** The references found on the test's day, in slot order, and the total the header gives. */
    const search = async (q: string, filters = onDay) => {
      const response = await get(`/api/admin/bookings?${filters}&q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json().map((b: { reference: string }) => b.reference);
      expect(response.headers["x-total-count"]).toBe(String(found.length));
      return found;
    };
    const the = (...names: (keyof typeof NAMES)[]) => names.map((name) => refs[name]);

    beforeAll(async () => {
      let i = 0;
      for (const [key, patientName] of Object.entries(NAMES))
        refs[key as keyof typeof NAMES] = (await book({ patientName, date: day(11), window: W[i++] })).reference;
    });

    it("finds a name typed in Devanagari from Latin letters and back, by first name, surname or both", async () => {
      expect(await search("sunita")).toEqual(the("sunitaHi", "sunitaEn"));
      expect(await search("सुनीता")).toEqual(the("sunitaHi", "sunitaEn"));
      expect(await search("Suneeta")).toEqual(the("sunitaHi", "sunitaEn"));
      expect(await search("sharma")).toEqual(the("sunitaHi", "sunitaEn"));
      expect(await search("शर्मा")).toEqual(the("sunitaHi", "sunitaEn"));
      expect(await search("sunita sharma")).toEqual(the("sunitaHi", "sunitaEn"));
      expect(await search("शर्मा sunita")).toEqual(the("sunitaHi", "sunitaEn"));
      expect(await search("agarwal")).toEqual(the("rameshEn", "lakshmiHi"));
      expect(await search("अग्रवाल")).toEqual(the("rameshEn", "lakshmiHi"));
      expect(await search("laxmi")).toEqual(the("lakshmiHi"));
      expect(await search("mohammad khan")).toEqual(the("khanHi", "khanEn"));
      expect(await search("ख़ान")).toEqual(the("khanHi", "khanEn"));
      expect(await search("asif")).toEqual(the("khanHi", "khanEn"));
      // Begun words find a name as typed letters always did.
      expect(await search("shar")).toEqual(the("sunitaHi", "sunitaEn"));
    });

    it("does not mistake one name for a near one", async () => {
      expect(await search("sunil")).toEqual(the("sunilEn", "sunilHi"));
      expect(await search("सुनील")).toEqual(the("sunilEn", "sunilHi"));
      expect(await search("verma")).toEqual(the("sunilEn", "sunilHi"));
      // "Sharma" holds "rma" but no word of it begins "ram".
      expect(await search("ram")).toEqual(the("rameshEn"));
      expect(await search("राम")).toEqual(the("rameshEn"));
      expect(await search("sunita verma")).toEqual([]);
    });

    it("keeps searching names as typed, mobiles and references, with the other filters and the count", async () => {
      expect(await search("ita sha")).toEqual(the("sunitaEn"));
      expect(await search("ता श")).toEqual(the("sunitaHi"));
      expect(await search(refs.sunilHi.toLowerCase())).toEqual(the("sunilHi"));
      const { id } = await t.db
        .selectFrom("bookings")
        .select("id")
        .where("reference", "=", refs.sunitaHi)
        .executeTakeFirstOrThrow();
      expect((await setStatus(id, "confirmed")).statusCode).toBe(200);
      expect(await search("sunita", `${onDay}&status=confirmed`)).toEqual(the("sunitaHi"));
      expect(await search("sunita", `${onDay}&status=new`)).toEqual(the("sunitaEn"));
      const second = await get(`/api/admin/bookings?${onDay}&q=sunita&page=2`);
      expect(second.json()).toEqual([]);
      expect(second.headers["x-total-count"]).toBe("2");
    });

    it("gives names stored before the keys, or keyed by older rules, their key as the site starts; never an erased one", async () => {
      const people = () =>
        t.db
          .selectFrom("booking_people")
          .innerJoin("bookings", "bookings.id", "booking_people.booking_id")
          .select(["bookings.reference as reference", "booking_people.name_key as name_key"])
          .where("bookings.reference", "in", the("sunitaHi", "lakshmiHi", "khanEn"))
          .execute();
      const before = new Map((await people()).map((p) => [p.reference, p.name_key]));
      expect(before.get(refs.sunitaHi)).toBe("v1: sunita srma");
      const idOf = async (reference: string) =>
        (await t.db.selectFrom("bookings").select("id").where("reference", "=", reference).executeTakeFirstOrThrow())
          .id;
      const [sunita, lakshmi] = [await idOf(refs.sunitaHi), await idOf(refs.lakshmiHi)];
      // As the migration leaves a name, and as rules of an earlier version would have keyed one.
      await t.db.updateTable("booking_people").set({ name_key: null }).where("booking_id", "=", sunita).execute();
      await t.db
        .updateTable("booking_people")
        .set({ name_key: "v0: something" })
        .where("booking_id", "=", lakshmi)
        .execute();
      expect(await search("sunita")).toEqual(the("sunitaEn"));

      const lines: string[] = [];
      const restarted = await createSite(
        { ...t.config, logLevel: "info" },
        { seed: false, now: () => clock, logStream: { write: (line) => void lines.push(line) } },
      );
      await restarted.close();
      expect(new Map((await people()).map((p) => [p.reference, p.name_key]))).toEqual(before);
      expect(await search("sunita")).toEqual(the("sunitaHi", "sunitaEn"));
      expect(await search("laxmi")).toEqual(the("lakshmiHi"));
      // The log counts the keys it made and names no one.
      const log = lines.join("\n");
      expect(log).toMatch(/Name search keys made for \d+ people/);
      for (const personal of [NAMES.sunitaHi, NAMES.lakshmiHi, "sunita", "srma", "lksmi"])
        expect(log).not.toContain(personal);
    });
  });

  it("never writes a patient's name or mobile into a booking's history", async () => {
    const bookings = await t.db
      .selectFrom("booking_people")
      .innerJoin("bookings", "bookings.id", "booking_people.booking_id")
      .select(["booking_people.patient_name as patient_name", "bookings.mobile as mobile"])
      .execute();
    const events = await t.db.selectFrom("booking_events").select("details_json").execute();
    const details = events.map((e) => e.details_json ?? "").join("\n");
    expect(events.length).toBeGreaterThan(20);
    for (const b of bookings.filter((b) => b.mobile !== ERASED_MOBILE)) {
      expect(details).not.toContain(b.patient_name);
      expect(details).not.toContain(b.mobile);
    }
  });
});
