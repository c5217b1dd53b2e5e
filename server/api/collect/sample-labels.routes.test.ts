import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookFamilyVisit,
  newIdempotencyKey as newKey,
  requestAs,
  type SignedInStaff,
  startCollectSite,
} from "../../../test/collect-site.ts";
import { type TestApp, testDialects } from "../../../test/test-app.ts";

// Issue 35, "Sample labels": a collector links the lab's pre-printed label to one tube of one
// person of their visit of the day (scanned or typed: the API cannot tell), a label is on one
// tube only, and the lab scans the tube in so its day shows, per person, which tubes arrived.

/** 06:00 IST on Wednesday 2 December 2026, the day of the visits. */
const VISIT_DAY = "2026-12-02";
const BOOKED_AT = new Date("2026-12-01T03:30:00Z");
const MORNING = new Date("2026-12-02T00:30:00Z");

type Person = { id: string; name: string; tubes: { tubes: { kind: string }[] } };
type Visit = { bookingId: string; people: Person[]; labels: { id: string; label: string; personId: string }[] };

describe.each(testDialects())("sample labels on %s", (dialect) => {
  let t: TestApp;
  let clock = BOOKED_AT;
  let desk: string;
  let W: string[];
  let sequence = 0;
  let accounts: Record<string, SignedInStaff>;
  let as: ReturnType<typeof requestAs>;

  /** A family home visit of two (CBC and a lipid profile each: a lavender and a gold tube), assigned to `who`. */
  async function visitOf(who: string, { date = VISIT_DAY } = {}): Promise<string> {
    sequence += 1;
    const saved = clock;
    clock = BOOKED_AT;
    let id: string;
    try {
      id = await bookFamilyVisit(t, sequence, { date, window: W[sequence % W.length] });
    } finally {
      clock = saved;
    }
    const assigned = await as(desk, "POST", `/api/admin/bookings/${id}/collector`, { collectorId: accounts[who].id });
    expect(assigned.statusCode, assigned.body).toBe(204);
    return id;
  }

  async function visitFor(who: string, id: string): Promise<Visit> {
    const response = await as(accounts[who].cookie, "GET", "/api/collect/visits");
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Visit[]).find((v) => v.bookingId === id)!;
  }

  const link = (who: string, id: string, body: object) =>
    as(accounts[who].cookie, "POST", `/api/collect/visits/${id}/labels`, { idempotencyKey: newKey(), ...body });
  const receive = (cookie: string, label: string) => as(cookie, "POST", "/api/admin/samples/received", { label });
  const personOfDay = async (cookie: string, id: string, personId: string) => {
    const day = (await as(cookie, "GET", `/api/admin/samples?date=${VISIT_DAY}`)).json();
    const visit = day.slots
      .flatMap((s: { visits: { bookingId: string }[] }) => s.visits)
      .find((v: { bookingId: string }) => v.bookingId === id);
    return visit.people.find((p: { id: string }) => p.id === personId);
  };

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
      ["content", "carol", "Carol Content"],
    ]));
    as = requestAs(t);
  });
  afterAll(() => t.close());

  it("links a label to a person's tube once, lists it on the visit, and the lab's day shows it labelled, then arrived", async () => {
    clock = MORNING;
    const id = await visitOf("ravi");
    const visit = await visitFor("ravi", id);
    const [asha] = visit.people;
    expect(asha.tubes.tubes.map((tube) => tube.kind)).toEqual(["serum-gold", "edta-lavender"]);
    const key = newKey();
    const body = { label: "lf 2400-0123", personId: asha.id, kind: "edta-lavender", tubeNo: 1, idempotencyKey: key };
    const first = await link("ravi", id, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ label: "LF24000123", personId: asha.id, kind: "edta-lavender", tubeNo: 1 });
    // The phone sends it again (an answer lost on the way): the same label, linked once.
    const again = await link("ravi", id, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect((await visitFor("ravi", id)).labels.map((l) => [l.label, l.personId])).toEqual([["LF24000123", asha.id]]);
    const row = await t.db
      .selectFrom("sample_labels")
      .selectAll()
      .where("label", "=", "LF24000123")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ linked_by: accounts.ravi.id, tests_json: JSON.stringify(["cbc"]), received_at: null });

    expect((await personOfDay(accounts.meena.cookie, id, asha.id)).arrivals).toEqual([
      { kind: "serum-gold", tubeNo: 1, label: null, state: "no-label", receivedAt: null },
      { kind: "edta-lavender", tubeNo: 1, label: "LF24000123", state: "labelled", receivedAt: null },
    ]);
    const received = await receive(accounts.meena.cookie, "LF24000123");
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ personName: asha.name, kind: "edta-lavender", isNew: true });
    const twice = await receive(accounts.meena.cookie, "lf24000123");
    expect(twice.json()).toMatchObject({ isNew: false, receivedAt: received.json().receivedAt });
    const arrived = (await personOfDay(desk, id, asha.id)).arrivals[1];
    expect(arrived).toMatchObject({ label: "LF24000123", state: "arrived", receivedAt: MORNING.toISOString() });
  });

  it("refuses a label already on a tube in words, naming only a tube of the collector's own visit", async () => {
    clock = MORNING;
    const mine = await visitOf("ravi");
    const theirs = await visitOf("sunil");
    const [asha, ram] = (await visitFor("ravi", mine)).people;
    expect(
      (await link("ravi", mine, { label: "LF24000200", personId: asha.id, kind: "serum-gold", tubeNo: 1 })).statusCode,
    ).toBe(201);

    const sameVisit = await link("ravi", mine, {
      label: "LF24000200",
      personId: ram.id,
      kind: "serum-gold",
      tubeNo: 1,
    });
    expect(sameVisit.statusCode).toBe(409);
    expect(sameVisit.json()).toMatchObject({
      code: "LABEL_ON_THIS_VISIT",
      field: "label",
      error: "This label is already on another tube of this visit (person 1)",
    });
    const other = (await visitFor("sunil", theirs)).people[0];
    const elsewhere = await link("sunil", theirs, {
      label: "LF24000200",
      personId: other.id,
      kind: "serum-gold",
      tubeNo: 1,
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: "LABEL_IN_USE", field: "label" });
    expect(elsewhere.body).not.toContain(asha.name);
    const tubeTaken = await link("ravi", mine, {
      label: "LF24000201",
      personId: asha.id,
      kind: "serum-gold",
      tubeNo: 1,
    });
    expect(tubeTaken.json()).toMatchObject({
      code: "TUBE_LABELLED_ALREADY",
      error: "This tube already has label LF24000200: undo it first",
    });
    const hindi = await t.app.inject({
      method: "POST",
      url: `/api/collect/visits/${theirs}/labels`,
      headers: { cookie: accounts.sunil.cookie, "accept-language": "hi" },
      payload: { label: "LF24000200", personId: other.id, kind: "serum-gold", tubeNo: 1, idempotencyKey: newKey() },
    });
    expect(hindi.json().error).toBe("यह लेबल पहले ही किसी दूसरे सैंपल पर लगा है: नया लेबल लें");
    expect(
      await t.db.selectFrom("sample_labels").select("id").where("booking_id", "in", [mine, theirs]).execute(),
    ).toHaveLength(1);
  });

  it("answers bad input with a 400 naming the field and stores nothing", async () => {
    clock = MORNING;
    const id = await visitOf("ravi");
    const [asha] = (await visitFor("ravi", id)).people;
    const short = await link("ravi", id, { label: "AB12", personId: asha.id, kind: "serum-gold", tubeNo: 1 });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: "LABEL_SHAPE",
      field: "label",
      issues: [{ message: "A label number is 6 to 20 letters and digits, as printed under the barcode" }],
    });
    const url = await link("ravi", id, {
      label: "https://x.example/1",
      personId: asha.id,
      kind: "serum-gold",
      tubeNo: 1,
    });
    expect(url.json()).toMatchObject({ code: "LABEL_SHAPE", field: "label" });
    const noTube = await link("ravi", id, { label: "LF24000300", personId: asha.id, kind: "fluoride-grey", tubeNo: 1 });
    expect(noTube.statusCode).toBe(400);
    expect(noTube.json()).toMatchObject({ code: "TUBE_NOT_ON_VISIT" });
    const badKind = await link("ravi", id, { label: "LF24000300", personId: asha.id, kind: "jam-jar", tubeNo: 1 });
    expect(badKind.statusCode).toBe(400);
    const unknown = await receive(accounts.meena.cookie, "LF99999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("No tube has label LF99999999: check the number");
    expect(await t.db.selectFrom("sample_labels").select("id").where("booking_id", "=", id).execute()).toEqual([]);
  });

  it("undoes a label within a minute, after which the label is free again; later it is the desk's", async () => {
    clock = MORNING;
    const id = await visitOf("ravi");
    const [asha] = (await visitFor("ravi", id)).people;
    const linked = (
      await link("ravi", id, { label: "LF24000400", personId: asha.id, kind: "serum-gold", tubeNo: 1 })
    ).json();
    clock = new Date(MORNING.getTime() + 30_000);
    const undone = await as(accounts.ravi.cookie, "POST", `/api/collect/visits/${id}/labels/${linked.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await visitFor("ravi", id)).labels).toEqual([]);
    const relinked = (
      await link("ravi", id, { label: "LF24000400", personId: asha.id, kind: "serum-gold", tubeNo: 1 })
    ).json();
    clock = new Date(MORNING.getTime() + 120_000);
    const late = await as(accounts.ravi.cookie, "POST", `/api/collect/visits/${id}/labels/${relinked.id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe("A label can be undone for 60 seconds only; for this one, call the desk");
    clock = MORNING;
  });

  it("takes labels only on the collector's own visit of today, and lets the lab and desk, not others, receive", async () => {
    clock = MORNING;
    const tomorrow = await visitOf("ravi", { date: "2026-12-03" });
    const [asha] = (await visitFor("ravi", tomorrow)).people;
    const early = await link("ravi", tomorrow, {
      label: "LF24000500",
      personId: asha.id,
      kind: "serum-gold",
      tubeNo: 1,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("LABEL_NOT_TODAY");
    const id = await visitOf("ravi");
    const [person] = (await visitFor("ravi", id)).people;
    const notYours = await link("sunil", id, {
      label: "LF24000501",
      personId: person.id,
      kind: "serum-gold",
      tubeNo: 1,
    });
    expect(notYours.statusCode).toBe(403);
    expect(
      (await link("ravi", id, { label: "LF24000501", personId: person.id, kind: "serum-gold", tubeNo: 1 })).statusCode,
    ).toBe(201);
    expect((await receive(accounts.ravi.cookie, "LF24000501")).statusCode).toBe(403);
    expect((await receive(accounts.carol.cookie, "LF24000501")).statusCode).toBe(403);
    expect((await receive(desk, "LF24000501")).statusCode).toBe(200);
  });

  it("lets the desk take a wrong label off a tube with a reason, recorded, after which it goes on the right tube", async () => {
    clock = MORNING;
    const id = await visitOf("ravi");
    const [asha, ram] = (await visitFor("ravi", id)).people;
    // Put on Asha's gold tube by mistake: it was Ram's.
    expect(
      (await link("ravi", id, { label: "LF24000700", personId: asha.id, kind: "serum-gold", tubeNo: 1 })).statusCode,
    ).toBe(201);
    clock = new Date(MORNING.getTime() + 5 * 60_000);
    const unlink = (cookie: string, body: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/samples/unlink",
        headers: { cookie, ...headers },
        payload: body,
      });
    const reason = "Put on the wrong person's tube";

    const done = await unlink(desk, { label: "lf 2400-0700", reason });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      label: "LF24000700",
      bookingId: id,
      reference: expect.stringMatching(/^LF-/),
      position: 1,
      kind: "serum-gold",
      tubeNo: 1,
      unlinkedAt: clock.toISOString(),
    });
    expect((await personOfDay(accounts.meena.cookie, id, asha.id)).arrivals[0]).toMatchObject({
      label: null,
      state: "no-label",
    });
    const history = (await as(desk, "GET", `/api/admin/bookings/${id}`)).json() as {
      history: { what: string; details: Record<string, unknown> | null }[];
    };
    expect(history.history.find((e) => e.what === "label-unlinked")?.details).toEqual({
      person: 1,
      label: "LF24000700",
      reason,
    });
    const logged = await t.db
      .selectFrom("access_log")
      .select(["action", "person_id"])
      .where("booking_id", "=", id)
      .where("action", "=", "unlinked-label")
      .execute();
    expect(logged).toEqual([{ action: "unlinked-label", person_id: asha.id }]);

    // Now free: the collector links it to the right tube.
    const right = await link("ravi", id, { label: "LF24000700", personId: ram.id, kind: "serum-gold", tubeNo: 1 });
    expect(right.statusCode, right.body).toBe(201);
    expect((await personOfDay(desk, id, ram.id)).arrivals[0]).toMatchObject({ label: "LF24000700", state: "labelled" });

    // A reason naming the patient is refused, as every reason the history keeps; nothing changes.
    const naming = await unlink(desk, { label: "LF24000700", reason: "Ram Verma's tube" });
    expect(naming.json()).toMatchObject({ code: "TEXT_NAMES_PATIENT", field: "reason" });

    // Once the tube has arrived at the lab, its label stays.
    expect((await receive(accounts.meena.cookie, "LF24000700")).statusCode).toBe(200);
    const received = await unlink(accounts.meena.cookie, { label: "LF24000700", reason });
    expect(received.statusCode).toBe(409);
    expect(received.json()).toMatchObject({
      code: "LABEL_UNLINK_RECEIVED",
      field: "label",
      error: "This tube has arrived at the lab: its label stays on it",
    });
    const hindi = await unlink(desk, { label: "LF24000700", reason }, { "accept-language": "hi" });
    expect(hindi.json().error).toBe("यह ट्यूब लैब पहुँच चुकी है: इसका लेबल इसी पर रहेगा");

    // A role without receive-samples; bad input; a label on no tube.
    expect((await unlink(accounts.ravi.cookie, { label: "LF24000700", reason })).statusCode).toBe(403);
    expect((await unlink(accounts.carol.cookie, { label: "LF24000700", reason })).statusCode).toBe(403);
    const noReason = await unlink(desk, { label: "LF24000700", reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: "UNLINK_REASON_REQUIRED",
      field: "reason",
      issues: [{ message: "Say why the label comes off this tube" }],
    });
    const badLabel = await unlink(desk, { label: "AB1", reason });
    expect(badLabel.statusCode).toBe(400);
    expect(badLabel.json()).toMatchObject({ code: "LABEL_SHAPE", field: "label" });
    expect((await unlink(desk, { reason })).statusCode).toBe(400);
    const unknown = await unlink(desk, { label: "LF99990000", reason });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("No tube has label LF99990000: check the number");
    const standing = await t.db
      .selectFrom("sample_labels")
      .select(["person_id", "unlinked_at"])
      .where("label", "=", "LF24000700")
      .where("unlinked_at", "is", null)
      .execute();
    expect(standing).toEqual([{ person_id: ram.id, unlinked_at: null }]);
    clock = MORNING;
  });

  it("exports a person's labels with their data and erases them with the person", async () => {
    clock = MORNING;
    const id = await visitOf("ravi");
    const [asha, ram] = (await visitFor("ravi", id)).people;
    await link("ravi", id, { label: "LF24000600", personId: asha.id, kind: "serum-gold", tubeNo: 1 });
    await link("ravi", id, { label: "LF24000601", personId: ram.id, kind: "serum-gold", tubeNo: 1 });
    const exported = (await as(desk, "GET", `/api/admin/bookings/${id}/people/${asha.id}/export`)).json();
    expect(exported.sampleLabels).toEqual([
      expect.objectContaining({
        label: "LF24000600",
        kind: "serum-gold",
        tubeNo: 1,
        tests: ["lipid-profile"],
        receivedAt: null,
      }),
    ]);
    const cancelled = await as(desk, "POST", `/api/admin/bookings/${id}/status`, {
      status: "cancelled",
      reason: "Patient asked us to erase their data",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const erased = await as(desk, "POST", `/api/admin/bookings/${id}/people/${asha.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.db.selectFrom("sample_labels").select("label").where("booking_id", "=", id).execute();
    expect(left.map((r) => r.label)).toEqual(["LF24000601"]);
    expect((await as(desk, "POST", `/api/admin/bookings/${id}/erase`)).statusCode).toBe(200);
    expect(await t.db.selectFrom("sample_labels").select("label").where("booking_id", "=", id).execute()).toEqual([]);
  });
});
