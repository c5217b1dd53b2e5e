import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookHomeVisit,
  newIdempotencyKey as newKey,
  requestAs,
  type SignedInStaff,
  startCollectSite,
} from "../../../test/collect-site.ts";
import { type TestApp, testDialects } from "../../../test/test-app.ts";

// Issue 35, the collector's day online: the desk assigns home visits, a collector reads only
// their own of today and tomorrow and taps on them, each tap applied once and undoable for a
// minute, "Collected" only with the patient's handover code.

/** 09:00 IST on Tuesday 1 December 2026: the visits are booked for the next days. */
const START = new Date("2026-12-01T03:30:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;

describe.each(testDialects())("the collector's day on %s", (dialect) => {
  let t: TestApp;
  let clock = START;
  let desk: string;
  let W: string[];
  let sequence = 0;
  let accounts: Record<string, SignedInStaff>;
  let as: ReturnType<typeof requestAs>;

  /** A home visit booked through the patients' API: its id. */
  async function book({
    date = day(1),
    window = undefined as string | undefined,
    pincode = "201301",
    name = "Kamala Nehru",
  } = {}) {
    sequence += 1;
    // Four home places a window: the visits spread over the day's windows.
    window ??= W[sequence % W.length];
    return bookHomeVisit(t, sequence, {
      tests: ["cbc", "lipid-profile"],
      patientName: `${name} ${"abcdefghij"[sequence % 10]}`,
      age: 52,
      gender: "female",
      landmark: "Near the water tank",
      pincode,
      date,
      window,
    });
  }

  const assign = (id: string, collectorId: string) =>
    as(desk, "POST", `/api/admin/bookings/${id}/collector`, { collectorId });
  const list = (who: string) => as(accounts[who].cookie, "GET", "/api/collect/visits");
  const codeOf = async (id: string) =>
    (
      await t.db
        .selectFrom("home_visits")
        .select("handover_code")
        .where("booking_id", "=", id)
        .executeTakeFirstOrThrow()
    ).handover_code;
  const statusOf = async (id: string) =>
    (await t.db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  /** A tap of the collector's on a visit, for its slot as the database holds it (as their list showed it). */
  async function tap(who: string, id: string, body: object) {
    const slot = await t.db
      .selectFrom("bookings")
      .select(["slot_date", "slot_window"])
      .where("id", "=", id)
      .executeTakeFirst();
    return as(accounts[who].cookie, "POST", `/api/collect/visits/${id}/taps`, {
      idempotencyKey: newKey(),
      tappedAt: clock.toISOString(),
      date: slot?.slot_date ?? day(1),
      window: slot?.slot_window ?? W[0],
      ...body,
    });
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

  beforeAll(async () => {
    ({
      t,
      desk,
      windows: W,
      accounts,
    } = await startCollectSite(dialect, () => clock, [
      ["collector", "ravi", "Ravi Kumar"],
      ["collector", "sunil", "Sunil Yadav"],
      ["lab", "meena", "Meena Lab"],
    ]));
    as = requestAs(t);
  });
  afterAll(() => t.close());

  it("assigns a visit to a collector only, and its history names them in words", async () => {
    const id = await book();
    const refused = await assign(id, accounts.meena.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "NOT_A_COLLECTOR", field: "collectorId" });
    expect((await assign(id, accounts.ravi.id)).statusCode).toBe(204);
    expect((await assign(id, accounts.sunil.id)).statusCode).toBe(204);
    const detail = (await as(desk, "GET", `/api/admin/bookings/${id}`)).json();
    const assigned = detail.history.filter((e: { what: string }) => e.what === "assigned");
    expect(assigned.map((e: { collectorStaff: object }) => e.collectorStaff)).toEqual([
      { name: "Sunil Yadav", role: "collector" },
      { name: "Ravi Kumar", role: "collector" },
    ]);
    expect((await as(desk, "DELETE", `/api/admin/bookings/${id}/collector`)).statusCode).toBe(204);
    const day1 = (await as(desk, "GET", `/api/admin/bookings/day/collectors?date=${day(1)}`)).json();
    expect(day1.assignedTo[id]).toBeUndefined();
    expect(day1.collectors.map((c: { name: string }) => c.name)).toEqual(["Ravi Kumar", "Sunil Yadav"]);
    // A collector may not assign.
    const byCollector = await as(accounts.ravi.cookie, "POST", `/api/admin/bookings/${id}/collector`, {
      collectorId: accounts.ravi.id,
    });
    expect(byCollector.statusCode).toBe(403);
  });

  it("assigns a day's unassigned visits of a pincode at once, and all of them when asked", async () => {
    const [a, b, other] = [
      await book({ date: day(3), pincode: "201303" }),
      await book({ date: day(3), pincode: "201303", window: W[1] }),
      await book({ date: day(3), pincode: "201304" }),
    ];
    await assign(a, accounts.sunil.id);
    const area = { date: day(3), pincode: "201303", collectorId: accounts.ravi.id };
    const first = await as(desk, "POST", "/api/admin/bookings/assign-area", area);
    expect(first.json()).toEqual({ assigned: 1 });
    const assignedTo = (await as(desk, "GET", `/api/admin/bookings/day/collectors?date=${day(3)}`)).json().assignedTo;
    expect(assignedTo).toEqual({ [a]: accounts.sunil.id, [b]: accounts.ravi.id });
    expect(assignedTo[other]).toBeUndefined();
    const again = await as(desk, "POST", "/api/admin/bookings/assign-area", area);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ASSIGN_NONE_IN_AREA");
    const all = await as(desk, "POST", "/api/admin/bookings/assign-area", { ...area, scope: "all" });
    expect(all.json()).toEqual({ assigned: 1 });
  });

  it("shows a collector only their own visits of today and tomorrow, in slot order, without the handover code, and logs each read", async () => {
    clock = START;
    const later = await book({ date: day(1), window: W[3] });
    const earlier = await book({ date: day(1), window: W[1] });
    const sunils = await book({ date: day(1), window: W[2] });
    const farOff = await book({ date: day(3), window: W[2] });
    for (const id of [later, earlier, farOff]) await assign(id, accounts.ravi.id);
    await assign(sunils, accounts.sunil.id);

    const mine = await list("ravi");
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("no-store");
    const ids = mine.json().map((v: { bookingId: string }) => v.bookingId);
    expect(ids).toEqual(expect.arrayContaining([earlier, later]));
    expect(ids).not.toContain(sunils);
    expect(ids).not.toContain(farOff);
    expect(ids.indexOf(earlier)).toBeLessThan(ids.indexOf(later));
    const visit = mine.json().find((v: { bookingId: string }) => v.bookingId === earlier);
    expect(visit).toMatchObject({
      window: W[1],
      address: "House 7, Sector 62",
      landmark: "Near the water tank",
      pincode: "201301",
      state: "assigned",
      amountDuePaise: expect.any(Number),
    });
    expect(visit.people[0]).toMatchObject({
      age: 52,
      gender: "female",
      tests: ["Complete Blood Count (CBC)", "Lipid Profile"],
    });
    // What to fill, from the catalogue's containers: a serum tube for the lipids, EDTA for the CBC, in order of draw.
    expect(visit.people[0].tubes.tubes.map((tube: { kind: string }) => tube.kind)).toEqual([
      "serum-gold",
      "edta-lavender",
    ]);
    expect(visit.tubeTotals).toEqual([
      { kind: "serum-gold", count: 1 },
      { kind: "edta-lavender", count: 1 },
    ]);
    expect(mine.body).not.toContain(await codeOf(earlier));
    const logged = await t.db
      .selectFrom("access_log")
      .select(["booking_id", "staff_username"])
      .where("action", "=", "opened-visits")
      .where("booking_id", "=", earlier)
      .execute();
    expect(logged).toEqual([{ booking_id: earlier, staff_username: "ravi" }]);

    // Two days on, the far-off visit is tomorrow's: on the list.
    clock = new Date(START.getTime() + 2 * DAY_MS);
    expect((await list("ravi")).json().map((v: { bookingId: string }) => v.bookingId)).toContain(farOff);
    clock = START;
  });

  it("refuses another collector's visit with 403 and an unknown one with 404", async () => {
    const id = await book();
    await assign(id, accounts.sunil.id);
    const other = await tap("ravi", id, { kind: "on-my-way" });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("VISIT_NOT_YOURS");
    expect((await tap("ravi", "no-such-visit", { kind: "on-my-way" })).statusCode).toBe(404);
    const lab = await as(accounts.meena.cookie, "GET", "/api/collect/visits");
    expect(lab.statusCode).toBe(403);
  });

  it("applies a tap sent twice once, and refuses its key with another body", async () => {
    const id = await book();
    await assign(id, accounts.ravi.id);
    const body = { kind: "on-my-way", idempotencyKey: newKey() };
    const [first, second] = [await tap("ravi", id, body), await tap("ravi", id, body)];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const rows = await t.db.selectFrom("collect_taps").select("id").where("booking_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    const reused = await tap("ravi", id, { ...body, kind: "not-at-home", reason: "no-answer" });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("refuses a wrong handover code in words on its field and changes nothing; the right one marks the sample collected", async () => {
    const id = await book();
    await assign(id, accounts.ravi.id);
    const code = await codeOf(id);
    const wrongTap = { kind: "collected", handoverCode: wrongCode(code), idempotencyKey: newKey() } as const;
    const wrong = await tap("ravi", id, wrongTap);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "HANDOVER_CODE_WRONG", field: "handoverCode" });
    expect(wrong.json().error).toContain("4 tries left");
    expect(await statusOf(id)).toBe("new");
    // The phone sending the same tap again (its answer lost on the way) is not a second wrong try.
    const resent = await tap("ravi", id, wrongTap);
    expect(resent.json()).toMatchObject({ code: "HANDOVER_CODE_WRONG", field: "handoverCode" });
    expect(resent.json().error).toContain("4 tries left");
    const spaced = code.split("").join(" ");
    const right = await tap("ravi", id, { kind: "collected", handoverCode: spaced });
    expect(right.statusCode, right.body).toBe(201);
    expect(await statusOf(id)).toBe("sample-collected");
    // Shown as collected for the minute it may be undone, then gone.
    const shown = (await list("ravi")).json().find((v: { bookingId: string }) => v.bookingId === id);
    expect(shown).toMatchObject({ state: "collected", undoable: { id: right.json().id } });
    clock = new Date(START.getTime() + 61_000);
    expect((await list("ravi")).json().map((v: { bookingId: string }) => v.bookingId)).not.toContain(id);
    const again = await tap("ravi", id, { kind: "on-my-way" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("VISIT_ALREADY_COLLECTED");
    clock = START;
  });

  it("stops after five wrong codes and says to call the desk, who can still mark it collected", async () => {
    const id = await book();
    await assign(id, accounts.ravi.id);
    const code = await codeOf(id);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await tap("ravi", id, { kind: "collected", handoverCode: wrongCode(code) })).json().code);
    expect(codes).toEqual([...Array(4).fill("HANDOVER_CODE_WRONG"), "HANDOVER_CODE_LOCKED"]);
    const right = await tap("ravi", id, { kind: "collected", handoverCode: code });
    expect(right.statusCode).toBe(409);
    expect(right.json().error).toMatch(/call the desk/);
    expect(await statusOf(id)).toBe("new");
    const byDesk = await as(desk, "POST", `/api/admin/bookings/${id}/status`, { status: "sample-collected" });
    expect(byDesk.statusCode).toBe(200);
  });

  it("undoes a tap within 60 seconds (recorded, never deleted) and refuses after", async () => {
    const id = await book();
    await assign(id, accounts.ravi.id);
    const collected = (await tap("ravi", id, { kind: "collected", handoverCode: await codeOf(id) })).json();
    clock = new Date(START.getTime() + 59_000);
    const undo = await as(accounts.ravi.cookie, "POST", `/api/collect/visits/${id}/taps/${collected.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().isUndone).toBe(true);
    expect(await statusOf(id)).toBe("new");
    const rows = await t.db.selectFrom("collect_taps").select("undone_at").where("booking_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].undone_at).not.toBeNull();

    const onMyWay = (await tap("ravi", id, { kind: "on-my-way" })).json();
    clock = new Date(START.getTime() + 59_000 + 61_000);
    const late = await as(accounts.ravi.cookie, "POST", `/api/collect/visits/${id}/taps/${onMyWay.id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("UNDO_TOO_LATE");
    clock = START;
  });

  it("refuses in words a visit the desk moved, cancelled or gave to another collector", async () => {
    const moved = await book({ window: W[4] });
    await assign(moved, accounts.ravi.id);
    await as(desk, "POST", `/api/admin/bookings/${moved}/reschedule`, { date: day(2), window: W[4] });
    const onMoved = await tap("ravi", moved, { kind: "on-my-way", date: day(1), window: W[4] });
    expect(onMoved.statusCode).toBe(409);
    expect(onMoved.json().code).toBe("VISIT_MOVED");

    const cancelled = await book();
    await assign(cancelled, accounts.ravi.id);
    await as(desk, "POST", `/api/admin/bookings/${cancelled}/status`, {
      status: "cancelled",
      reason: "Asked by phone",
    });
    expect((await tap("ravi", cancelled, { kind: "on-my-way" })).json().code).toBe("VISIT_CANCELLED");

    const given = await book();
    await assign(given, accounts.ravi.id);
    await assign(given, accounts.sunil.id);
    const reassigned = await tap("ravi", given, { kind: "on-my-way" });
    expect(reassigned.statusCode).toBe(409);
    expect(reassigned.json().code).toBe("VISIT_REASSIGNED");
  });

  it("checks the not-at-home reason, and refuses free text naming the patient", async () => {
    const id = await book({ name: "Savitri Devi" });
    await assign(id, accounts.ravi.id);
    const missing = await tap("ravi", id, { kind: "not-at-home" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("reason");
    const naming = await tap("ravi", id, { kind: "not-at-home", reason: "other", note: "Savitri was out" });
    expect(naming.json()).toMatchObject({ code: "TEXT_NAMES_PATIENT", field: "note" });
    const fine = await tap("ravi", id, { kind: "not-at-home", reason: "door-locked", note: "Gate closed, no guard" });
    expect(fine.statusCode).toBe(201);
    const shown = (await list("ravi")).json().find((v: { bookingId: string }) => v.bookingId === id);
    expect(shown.state).toBe("not-at-home");
  });

  it("tells the patient's page the collector is on the way while the tap stands, with the handover code", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        tests: ["cbc"],
        patientName: "Gita Rao",
        age: 40,
        gender: "female",
        mobile: "9811122233",
        collectionType: "home",
        address: "House 9, Sector 62",
        pincode: "201301",
        date: day(1),
        window: W[8],
        consent: true,
        idempotencyKey: newKey(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { manageToken, reference } = response.json();
    const { id } = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(await t.services.collect.forPatient(manageToken)).toEqual({
      handoverCode: await codeOf(id),
      onTheWay: null,
    });
    await assign(id, accounts.ravi.id);
    const onMyWay = (await tap("ravi", id, { kind: "on-my-way" })).json();
    expect((await t.services.collect.forPatient(manageToken)).onTheWay).toEqual({ firstName: "Ravi" });
    await as(accounts.ravi.cookie, "POST", `/api/collect/visits/${id}/taps/${onMyWay.id}/undo`);
    expect((await t.services.collect.forPatient(manageToken)).onTheWay).toBeNull();
  });

  it("records cash taken at the door of one's own visit as the collector's, once, and the desk's day shows it under their name", async () => {
    clock = START;
    const id = await book();
    await assign(id, accounts.ravi.id);
    const due = (await list("ravi")).json().find((v: { bookingId: string }) => v.bookingId === id).amountDuePaise;
    const body = { amount: String(due / 100), idempotencyKey: newKey() };
    const cash = () => as(accounts.ravi.cookie, "POST", `/api/collect/visits/${id}/cash`, body);
    const [first, again] = [await cash(), await cash()];
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(first.json()).toMatchObject({ amountPaise: due, mode: "cash", takenBy: "ravi" });
    expect(again.json().id).toBe(first.json().id);
    expect(
      (await list("ravi")).json().find((v: { bookingId: string }) => v.bookingId === id).amountDuePaise,
    ).toBeNull();
    const takings = (await as(desk, "GET", `/api/admin/payments/day?date=${day(0)}`)).json().takings;
    expect(takings.byStaff).toContainEqual(
      expect.objectContaining({ staff: "ravi", staffName: { name: "Ravi Kumar", role: "collector" }, paise: due }),
    );
    // Not on another collector's visit.
    const sunils = await book();
    await assign(sunils, accounts.sunil.id);
    const other = await as(accounts.ravi.cookie, "POST", `/api/collect/visits/${sunils}/cash`, {
      amount: "100",
      idempotencyKey: newKey(),
    });
    expect(other.statusCode).toBe(403);
  });
});
