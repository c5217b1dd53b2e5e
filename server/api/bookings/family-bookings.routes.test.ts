import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_MOBILE, ERASED_NAME } from "../../../domain/booking-rules.ts";
import { refusalText } from "../../../domain/refusals.ts";
import { priceInCity } from "../../../domain/pricing.ts";
import type { Settings } from "../../../domain/settings.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { pdfOf, uploadAndAttach } from "../../../test/report-fixtures.ts";
import {
  ADMIN_STAFF,
  createTestApp,
  multipart,
  placesTaken,
  snapshot,
  type TestApp,
  testDialects,
} from "../../../test/test-app.ts";

// Several people in one visit (issue 22, docs/decisions/2026-11-25-several-people-one-visit.md):
// one reference, one place, one fee decided on the visit's total; reports, export and erasure per person.

/** 06:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T00:30:00Z");
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;
const CAPACITY = 3;

describe.each(testDialects())("family bookings on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let W: string[];
  let sequence = 0;

  const nextIp = () => `10.7.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;
  const nextMobile = () => `96${String(++sequence).padStart(8, "0")}`;
  const asha = { tests: ["cbc"], patientName: "Asha Verma", age: 34, gender: "female" };
  const father = {
    tests: ["lipid-profile", "hba1c"],
    packages: [],
    patientName: "Ram Prakash Verma",
    age: 67,
    gender: "male",
  };
  const visit = (change: Record<string, unknown> = {}) => ({
    people: [asha, father],
    mobile: nextMobile(),
    collectionType: "home",
    address: "B-12, Sector 15",
    pincode: "201301",
    date: day(1),
    window: W[0],
    consent: true,
    idempotencyKey: randomBytes(12).toString("base64url"),
    ...change,
  });
  const book = (payload: object, ip = nextIp()) =>
    t.app.inject({ method: "POST", url: "/api/bookings", payload, remoteAddress: ip });
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const idOf = async (reference: string) =>
    (await t.db.selectFrom("bookings").select("id").where("reference", "=", reference).executeTakeFirstOrThrow()).id;
  const mobileOf = async (reference: string) =>
    (await t.db.selectFrom("bookings").select("mobile").where("reference", "=", reference).executeTakeFirstOrThrow())
      .mobile;
  const priceOf = async (slug: string) => priceInCity((await t.app.inject(`/api/tests/${slug}`)).json(), "Noida").price;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => START });
    const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
    await t.services.settings.update({ ...(settings as Settings), slotCapacity: CAPACITY }, { by: "test" });
    W = slotWindows(settings);
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("books two people in one visit: one reference, one place, each person's lines and subtotal, one fee on the visit's total", async () => {
    const response = await book(visit({ date: day(2), window: W[1] }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    const [cbc, lipid, hba1c] = [await priceOf("cbc"), await priceOf("lipid-profile"), await priceOf("hba1c")];
    const subtotal = cbc + lipid + hba1c;
    const fee = subtotal > 999 ? 0 : 100;
    expect(created).toMatchObject({
      patientName: "Asha Verma, Ram Prakash Verma",
      people: [
        { position: 1, name: "Asha Verma", age: 34, gender: "female", subtotal: cbc, items: [{ id: "cbc" }] },
        {
          position: 2,
          name: "Ram Prakash Verma",
          age: 67,
          gender: "male",
          subtotal: lipid + hba1c,
          items: [{ id: "lipid-profile" }, { id: "hba1c" }],
        },
      ],
      subtotal,
      fee,
      total: subtotal + fee,
    });
    expect(created.items.map((item: { id: string }) => item.id)).toEqual(["cbc", "lipid-profile", "hba1c"]);
    expect(await placesTaken(t.db, day(2), W[1])).toBe(1);
    const id = await idOf(created.reference);
    const people = await t.db
      .selectFrom("booking_people")
      .selectAll()
      .where("booking_id", "=", id)
      .orderBy("position")
      .execute();
    expect(people.map((p) => [Number(p.position), p.patient_name, Number(p.subtotal_paise)])).toEqual([
      [1, "Asha Verma", Math.round(cbc * 100)],
      [2, "Ram Prakash Verma", Math.round((lipid + hba1c) * 100)],
    ]);
    const row = await t.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(Number(row.total_paise)).toBe(Math.round((subtotal + fee) * 100));
    // The manage link shows both.
    const managed = (await t.app.inject(`/api/bookings/manage/${created.manageToken}`)).json();
    expect(managed.people.map((p: { name: string }) => p.name)).toEqual(["Asha Verma", "Ram Prakash Verma"]);
  });

  it("charges one collection fee for the visit where two bookings would pay two", async () => {
    const cbc = await priceOf("cbc");
    const two = (
      await book(visit({ people: [asha, { ...asha, patientName: "Meena Verma" }], date: day(2), window: W[2] }))
    ).json();
    expect(2 * cbc).toBeLessThanOrEqual(999);
    expect(two).toMatchObject({ subtotal: 2 * cbc, fee: 100, total: 2 * cbc + 100 });
    expect(two.people.map((p: { subtotal: number }) => p.subtotal)).toEqual([cbc, cbc]);
  });

  it("takes a one-person people[] as the body of before, and names a person's problem by their place", async () => {
    const one = await book(visit({ people: [asha], date: day(3), window: W[0] }));
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().people).toHaveLength(1);

    const before = await snapshot(t.db);
    const child = { ...father, patientName: "Chhotu Verma", age: 9 };
    const refused = await book(visit({ people: [asha, child], date: day(3), window: W[1] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([
      "people.1.guardianName",
      "people.1.guardianConsent",
    ]);
    const unknown = await book(
      visit({ people: [asha, { ...father, tests: ["no-such-test"] }], date: day(3), window: W[1] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toEqual(["people", 1, "tests"]);
    expect(await snapshot(t.db)).toBe(before);
    const withGuardian = await book(
      visit({
        people: [asha, { ...child, guardianName: "Asha Verma", guardianConsent: true }],
        date: day(3),
        window: W[1],
      }),
    );
    expect(withGuardian.statusCode, withGuardian.body).toBe(201);
  });

  it("refuses more people than the settings allow", async () => {
    const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
    await t.services.settings.update({ ...(settings as Settings), peoplePerVisit: 2 }, { by: "test" });
    try {
      const before = await snapshot(t.db);
      const three = await book(
        visit({ people: [asha, father, { ...asha, patientName: "Meena Verma" }], date: day(3), window: W[2] }),
      );
      expect(three.statusCode).toBe(400);
      expect(three.json().issues[0]).toMatchObject({
        path: ["people"],
        message: expect.stringContaining("At most 2 people"),
      });
      expect(await snapshot(t.db)).toBe(before);
    } finally {
      await t.services.settings.update({ ...(settings as Settings), peoplePerVisit: 5 }, { by: "test" });
    }
  });

  it("gives the last place of a window to exactly one of 20 families booking at once", async () => {
    const slot = { date: day(4), window: W[3] };
    // Two of three places taken by one-person bookings.
    for (let i = 0; i < CAPACITY - 1; i++)
      expect((await book(visit({ ...slot, people: [asha] }))).statusCode).toBe(201);
    const families = Array.from({ length: 20 }, (_, i) =>
      visit({
        ...slot,
        people: [
          { ...asha, patientName: `Family ${i} One` },
          { ...father, patientName: `Family ${i} Two` },
          { ...asha, patientName: `Family ${i} Three` },
        ],
      }),
    );
    const responses = await Promise.all(families.map((family) => book(family)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const lost of responses.filter((r) => r.statusCode === 409))
      expect(lost.json().error).toBe(refusalText("en", "SLOT_TAKEN"));
    expect(await placesTaken(t.db, slot.date, slot.window)).toBe(CAPACITY);
    const inSlot = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("slot_date", "=", slot.date)
      .where("slot_window", "=", slot.window)
      .execute();
    expect(inSlot).toHaveLength(CAPACITY);
    const people = await t.db
      .selectFrom("booking_people")
      .select("booking_id")
      .where(
        "booking_id",
        "in",
        inSlot.map((b) => b.id),
      )
      .execute();
    // The two single bookings and the winning family of three: nobody of a losing family was stored.
    expect(people).toHaveLength(CAPACITY - 1 + 3);
  });

  it("frees the visit's one place when the family cancels, and moves it as one", async () => {
    const created = (await book(visit({ date: day(7), window: W[0] }))).json();
    expect(await placesTaken(t.db, day(7), W[0])).toBe(1);
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/bookings/manage/${created.manageToken}/move`,
      payload: { date: day(7), window: W[1] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().people).toHaveLength(2);
    expect([await placesTaken(t.db, day(7), W[0]), await placesTaken(t.db, day(7), W[1])]).toEqual([0, 1]);
    const cancelled = await t.app.inject({ method: "POST", url: `/api/bookings/manage/${created.manageToken}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(await placesTaken(t.db, day(7), W[1])).toBe(0);
  });

  it("shows the desk each visit's people, and finds a visit by any person's name", async () => {
    const created = (await book(visit({ date: day(5), window: W[0] }))).json();
    const dayView = (await get(`/api/admin/bookings/day?date=${day(5)}`)).json();
    const [summary] = dayView.slots.find((s: { window: string }) => s.window === W[0]).bookings;
    expect(summary.people.map((p: { name: string; age: number }) => [p.name, p.age])).toEqual([
      ["Asha Verma", 34],
      ["Ram Prakash Verma", 67],
    ]);
    expect(dayView.slots.find((s: { window: string }) => s.window === W[0]).home.booked).toBe(1);
    const found = (await get(`/api/admin/bookings?q=prakash`)).json();
    expect(found.map((b: { reference: string }) => b.reference)).toContain(created.reference);
  });

  it("attaches reports per person: My Reports lists them under each name, /verify and share pages show that person's", async () => {
    const created = (await book(visit({ date: day(5), window: W[1] }))).json();
    const id = await idOf(created.reference);
    const detail = (await get(`/api/admin/bookings/${id}`)).json();
    const [first, second] = detail.people as { id: string; name: string }[];
    const upload = async (personId?: string) => {
      const form = multipart(await pdfOf(1), "report.pdf", "file", "application/pdf");
      return t.app.inject({
        method: "POST",
        url: `/api/bookings/${id}/reports${personId ? `?person=${personId}` : ""}`,
        headers: { cookie, ...form.headers },
        payload: form.payload,
      });
    };
    const unsaid = await upload();
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().issues[0]).toEqual({
      path: ["person"],
      code: "REPORT_PERSON_REQUIRED",
      message: "Choose whose report this is",
    });
    const forFather = await uploadAndAttach(t.app, id, { headers: { cookie }, person: second.id });
    expect(forFather.personId).toBe(second.id);
    const forAsha = await uploadAndAttach(t.app, id, { headers: { cookie }, person: first.id });

    const opened = await t.services.reports.open(
      { reference: created.reference, mobile: await mobileOf(created.reference) },
      { ip: "10.8.0.1" },
    );
    expect(opened.status).toBe("found");
    if (opened.status !== "found") return;
    expect(opened.reports.map((r) => [r.personName, r.personPosition, r.tests])).toEqual([
      ["Asha", 1, ["Complete Blood Count (CBC)"]],
      ["Ram", 2, expect.arrayContaining([expect.stringMatching(/Lipid/)])],
    ]);

    const verified = await t.services.reports.verify(forFather.verificationCode);
    expect(verified?.maskedName).toBe("R** P****** V****");
    expect(verified?.tests).not.toContain("Complete Blood Count (CBC)");
    const share = await t.services.reports.shareByAdmin(forAsha.id, { by: ADMIN_STAFF });
    const token = share.url.split("/").pop() as string;
    expect((await t.services.reports.openShared(token)).tests).toEqual(["Complete Blood Count (CBC)"]);
  });

  it("exports and erases one person: their reports and name go, the other keeps theirs and the visit", async () => {
    const created = (await book(visit({ date: day(6), window: W[0] }))).json();
    const id = await idOf(created.reference);
    const [first, second] = (await get(`/api/admin/bookings/${id}`)).json().people as { id: string }[];
    // A visit that still holds its slot is cancelled first, as a one-person booking is.
    expect((await post(`/api/admin/bookings/${id}/people/${second.id}/erase`)).statusCode).toBe(409);
    for (const person of [first, second]) {
      await uploadAndAttach(t.app, id, { headers: { cookie }, person: person.id });
    }
    const exported = await get(`/api/admin/bookings/${id}/people/${second.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-disposition"]).toContain(`${created.reference}-person-2-personal-data.json`);
    const data = exported.json();
    expect(data.booking.people.map((p: { name: string }) => p.name)).toEqual(["Ram Prakash Verma"]);
    expect(data.booking.patientName).toBe("Ram Prakash Verma");
    expect(data.reports).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("Asha");

    expect((await post(`/api/admin/bookings/${id}/status`, { status: "completed" })).statusCode).toBe(200);
    const erased = await post(`/api/admin/bookings/${id}/people/${second.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      isErased: false,
      mobile: await mobileOf(created.reference),
      people: [
        { name: "Asha Verma", isErased: false },
        { name: ERASED_NAME, isErased: true, age: 67 },
      ],
    });
    const reports = (await get(`/api/bookings/${id}/reports`)).json() as {
      personId: string;
      deletedAt: string | null;
    }[];
    expect(reports.find((r) => r.personId === first.id)?.deletedAt).toBeNull();
    expect(reports.find((r) => r.personId === second.id)?.deletedAt).not.toBeNull();
    const people = await t.db
      .selectFrom("booking_people")
      .selectAll()
      .where("booking_id", "=", id)
      .orderBy("position")
      .execute();
    expect(people.map((p) => p.patient_name)).toEqual(["Asha Verma", ERASED_NAME]);
    expect(JSON.stringify(people)).not.toContain("Prakash");
    // Asha still opens her report.
    const opened = await t.services.reports.open(
      { reference: created.reference, mobile: await mobileOf(created.reference) },
      { ip: "10.8.0.2" },
    );
    expect(opened.status === "found" && opened.reports.map((r) => r.personName)).toEqual(["Asha"]);
    const history = (await get(`/api/admin/bookings/${id}`)).json().history;
    expect(history[0]).toMatchObject({ what: "erased", details: { person: 2 } });

    // Erasing the last one left erases the visit's contact too.
    const last = await post(`/api/admin/bookings/${id}/people/${first.id}/erase`);
    expect(last.json()).toMatchObject({
      isErased: true,
      mobile: ERASED_MOBILE,
      patientName: `${ERASED_NAME}, ${ERASED_NAME}`,
    });
  });
});
