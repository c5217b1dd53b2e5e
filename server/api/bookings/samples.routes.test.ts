import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SamplesDaySchema } from "../../../domain/samples.ts";
import type { Settings } from "../../../domain/settings.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { permissionsOf, type Role } from "../../../domain/staff-roles.ts";
import { uploadAndAttach } from "../../../test/report-fixtures.ts";
import { ADMIN_STAFF, createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

/** 06:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T00:30:00Z");
const TODAY = "2026-12-01";
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;

/** Everything a sample label and the lab's day need, and nothing more: no mobile, address, pincode or money. */
const VISIT_KEYS = ["bookingId", "collectionType", "people", "reference", "status"];
const PERSON_KEYS = ["age", "arrivals", "expectedTubes", "gender", "id", "name", "position", "reportState", "tests"];

describe.each(testDialects())("the lab's day of samples on %s", (dialect) => {
  let t: TestApp;
  let owner: string;
  const cookies = {} as Record<Role, string>;
  let W: string[];
  let sequence = 0;

  const asha = { tests: ["cbc"], patientName: "Asha Verma", age: 34, gender: "female" };
  const ram = { tests: ["lipid-profile", "hba1c"], patientName: "Ram Prakash Verma", age: 67, gender: "male" };
  /** Books through the patients' API; answers the booking's id and reference. */
  async function book(change: Record<string, unknown>) {
    sequence += 1;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: `10.8.0.${sequence}`,
      payload: {
        people: [asha],
        mobile: `95${String(sequence).padStart(8, "0")}`,
        collectionType: "home",
        address: "House 7, Sector 62",
        landmark: "Opposite the temple",
        pincode: "201301",
        date: day(1),
        window: W[0],
        consent: true,
        idempotencyKey: randomBytes(12).toString("base64url"),
        ...change,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json() as { reference: string };
    const { id } = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    return { id, reference };
  }
  const samplesOf = (role: Role, query = `?date=${day(1)}`) =>
    t.app.inject({ method: "GET", url: `/api/admin/samples${query}`, headers: { cookie: cookies[role] } });
  const accessRows = (role: string) =>
    t.db.selectFrom("access_log").select(["booking_id", "action"]).where("staff_role", "=", role).execute();

  let family: { id: string; reference: string };
  let single: { id: string; reference: string };
  let atLab: { id: string; reference: string };
  let cancelled: { id: string; reference: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => START });
    const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
    await t.services.settings.update({ ...(settings as Settings), slotCapacity: 4 }, { by: "test" });
    W = slotWindows(settings);
    owner = await t.login();
    for (const role of ["lab", "desk", "content", "collector"] as const)
      cookies[role] = (await t.signInAs(role)).cookie;
    family = await book({ people: [asha, ram], window: W[2] });
    single = await book({ window: W[0] });
    atLab = await book({
      people: [ram],
      collectionType: "lab",
      labAddress: settings.addresses[0],
      address: "",
      landmark: "",
      pincode: "",
      window: W[0],
    });
    cancelled = await book({ window: W[0] });
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${cancelled.id}/status`,
      headers: { cookie: owner },
      payload: { status: "cancelled", reason: "Travelling that day" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await book({ date: day(2) });
  });
  afterAll(() => t?.close());

  it("gives the lab every person due that day by slot, with their tests, and not a mobile, address or amount", async () => {
    const response = await samplesOf("lab");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const answer = response.json();
    // Strict, on the service's own answer (the route's serializer would drop a stray field
    // silently): a field beyond what a label needs fails here.
    const lab = { ...ADMIN_STAFF, role: "lab" as const, permissions: permissionsOf("lab") };
    const served = await t.services.samples.dayOfSamples(day(1), lab);
    expect(SamplesDaySchema.safeParse(served).error).toBeUndefined();
    expect(answer).toEqual(served);
    expect(answer.date).toBe(day(1));
    // The cancelled visit and the next day's are not there; windows in order, each visit as booked.
    expect(answer.slots.map((slot: { window: string }) => slot.window)).toEqual([W[0], W[2]]);
    expect(
      answer.slots.map((slot: { visits: { reference: string }[] }) => slot.visits.map((v) => v.reference)),
    ).toEqual([[single.reference, atLab.reference], [family.reference]]);
    const visits = answer.slots.flatMap((slot: { visits: object[] }) => slot.visits);
    for (const visit of visits) {
      expect(Object.keys(visit).sort()).toEqual(VISIT_KEYS);
      for (const person of (visit as { people: object[] }).people)
        expect(Object.keys(person).sort()).toEqual(PERSON_KEYS);
    }
    expect(answer.slots[1].visits[0]).toEqual({
      bookingId: family.id,
      reference: family.reference,
      collectionType: "home",
      status: "new",
      people: [
        {
          id: expect.any(String),
          position: 1,
          name: "Asha Verma",
          age: 34,
          gender: "female",
          tests: [{ kind: "test", code: "cbc", name: expect.stringMatching(/blood count/i) }],
          // The tubes expected for their tests, from the shipped catalogue's containers.
          expectedTubes: {
            tubes: [
              {
                kind: "edta-lavender",
                volumeMl: 2,
                tests: [{ code: "cbc", name: expect.stringMatching(/blood count/i) }],
                handling: ["cool-box"],
                deliverWithinHours: null,
                notes: [],
              },
            ],
            askTheLab: [],
          },
          // No collector has labelled a tube yet (issue 35, "Sample labels").
          arrivals: [{ kind: "edta-lavender", tubeNo: 1, label: null, state: "no-label", receivedAt: null }],
          reportState: "none",
        },
        {
          id: expect.any(String),
          position: 2,
          name: "Ram Prakash Verma",
          age: 67,
          gender: "male",
          tests: [
            { kind: "test", code: "lipid-profile", name: expect.stringMatching(/lipid/i) },
            { kind: "test", code: "hba1c", name: expect.stringMatching(/hba1c/i) },
          ],
          expectedTubes: {
            tubes: [
              expect.objectContaining({
                kind: "serum-gold",
                volumeMl: 1,
                tests: [expect.objectContaining({ code: "lipid-profile" })],
              }),
              expect.objectContaining({
                kind: "edta-lavender",
                volumeMl: 1,
                tests: [expect.objectContaining({ code: "hba1c" })],
              }),
            ],
            askTheLab: [],
          },
          arrivals: [
            { kind: "serum-gold", tubeNo: 1, label: null, state: "no-label", receivedAt: null },
            { kind: "edta-lavender", tubeNo: 1, label: null, state: "no-label", receivedAt: null },
          ],
          reportState: "none",
        },
      ],
    });
    expect(answer.slots[0].visits[1]).toMatchObject({ collectionType: "lab", reference: atLab.reference });
    // Nothing of how to reach the patient or what they paid, anywhere in the answer.
    for (const word of ["Sector 62", "temple", "201301", "95000", "mobile", "address", "pincode", "Paise", "city"])
      expect(response.body, word).not.toContain(word);
  });

  it("gives the desk the same day, and today in India when no date is asked", async () => {
    const [lab, desk] = [await samplesOf("lab"), await samplesOf("desk")];
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toEqual(lab.json());
    const today = await samplesOf("lab", "");
    expect(today.statusCode).toBe(200);
    expect(today.json()).toEqual({ date: TODAY, slots: [] });
  });

  it("refuses content editors and collectors in words, and records nothing for them", async () => {
    const before = await snapshot(t.db);
    for (const role of ["content", "collector"] as const) {
      const response = await samplesOf(role);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({
        code: "PERMISSION_REQUIRED",
        error: expect.stringContaining("may not see the day's samples"),
      });
    }
    expect(await snapshot(t.db)).toEqual(before);
    const unsigned = await t.app.inject({ method: "GET", url: "/api/admin/samples" });
    expect(unsigned.statusCode).toBe(401);
  });

  it.each(["tomorrow", "2026-02-30", "2026-12-1"])(
    "answers 400 naming the date for %j, and records nothing",
    async (date) => {
      const before = await snapshot(t.db);
      const response = await samplesOf("lab", `?date=${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "date", issues: [{ path: ["date"] }] });
      expect(await snapshot(t.db)).toEqual(before);
    },
  );

  it("records in the access log, as the desk's day view does, each visit the lab was shown", async () => {
    const countsOf = async () => {
      const counts = new Map<string, number>();
      for (const row of await accessRows("lab")) {
        expect(row.action).toBe("opened-day");
        counts.set(row.booking_id!, (counts.get(row.booking_id!) ?? 0) + 1);
      }
      return counts;
    };
    const before = await countsOf();
    await samplesOf("lab");
    const after = await countsOf();
    const added = [...after]
      .filter(([id, count]) => count > (before.get(id) ?? 0))
      .map(([id, count]) => [id, count - (before.get(id) ?? 0)]);
    expect(added.sort()).toEqual([family.id, single.id, atLab.id].sort().map((id) => [id, 1]));
  });

  it("shows each person's report as the lab attaches it (the first marks the visit's report ready) and withdraws it", async () => {
    const familyVisit = async () =>
      (await samplesOf("lab"))
        .json()
        .slots.flatMap((slot: { visits: object[] }) => slot.visits)
        .find((visit: { bookingId: string }) => visit.bookingId === family.id);
    const ramId = (await familyVisit()).people[1].id as string;
    const attached = await uploadAndAttach(t.app, family.id, { headers: { cookie: cookies.lab }, person: ramId });
    expect(attached.isBookingMarkedReady).toBe(true);
    const after = await familyVisit();
    expect(after.status).toBe("report-ready");
    expect(after.people.map((p: { reportState: string }) => p.reportState)).toEqual(["none", "attached"]);
    const withdrawn = await t.app.inject({
      method: "POST",
      url: `/api/reports/${attached.id}/withdraw`,
      headers: { cookie: cookies.lab },
      payload: { reason: "Another patient's pages" },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await familyVisit()).people.map((p: { reportState: string }) => p.reportState)).toEqual([
      "none",
      "withdrawn",
    ]);
  });

  it("lets only those who attach reports mark a visit's report ready", async () => {
    const desk = { ...ADMIN_STAFF, role: "desk" as const, permissions: permissionsOf("desk") };
    await expect(t.services.bookingDesk.markReportReady(single.id, desk)).rejects.toMatchObject({
      statusCode: 403,
      code: "PERMISSION_REQUIRED",
    });
    const lab = { ...ADMIN_STAFF, role: "lab" as const, permissions: permissionsOf("lab") };
    expect(await t.services.bookingDesk.markReportReady(single.id, lab)).toBe(true);
  });
});
