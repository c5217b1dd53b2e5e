import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANDOVER_MAX_WRONG_TRIES } from "../../../domain/collect.ts";
import {
  bookFamilyVisit,
  newIdempotencyKey as newKey,
  requestAs,
  type SignedInStaff,
  startCollectSite,
} from "../../../test/collect-site.ts";
import { type TestApp, testDialects } from "../../../test/test-app.ts";

// 200 requests at once (issue 36's last items): the handover code's five tries hold when 200
// wrong codes arrive together (one conditional update counts them), and a label ends on one
// tube when 200 collectors' taps link it at once (the uniqueness holds; every loser gets the
// documented refusal, never a 500).

/** 06:00 IST on Wednesday 2 December 2026, the day of the visits, booked the day before. */
const VISIT_DAY = "2026-12-02";
const BOOKED_AT = new Date("2026-12-01T03:30:00Z");
const MORNING = new Date("2026-12-02T00:30:00Z");
const AT_ONCE = 200;

type Person = { id: string; tubes: { tubes: { kind: string }[] } };
type Visit = { bookingId: string; people: Person[] };

describe.each(testDialects())("200 requests at once on the collector's visits on %s", (dialect) => {
  let t: TestApp;
  let clock = BOOKED_AT;
  let desk: string;
  let W: string[];
  let sequence = 0;
  let accounts: Record<string, SignedInStaff>;
  let as: ReturnType<typeof requestAs>;

  /** A home visit of two (CBC and a lipid profile each) on the visit day, assigned to `who`: its id. */
  async function visitOf(who: string): Promise<string> {
    sequence += 1;
    const saved = clock;
    clock = BOOKED_AT;
    let id: string;
    try {
      id = await bookFamilyVisit(t, sequence, { date: VISIT_DAY, window: W[sequence % W.length] });
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

  beforeAll(async () => {
    ({
      t,
      desk,
      windows: W,
      accounts,
    } = await startCollectSite(dialect, () => clock, [
      ["collector", "ravi", "Collector ravi"],
      ["collector", "sunil", "Collector sunil"],
    ]));
    as = requestAs(t);
  });
  afterAll(() => t.close());

  it(`counts ${AT_ONCE} wrong handover codes sent at once only up to the five tries, and then the right one is refused too`, async () => {
    clock = MORNING;
    const id = await visitOf("ravi");
    const { handover_code: code } = await t.db
      .selectFrom("home_visits")
      .select("handover_code")
      .where("booking_id", "=", id)
      .executeTakeFirstOrThrow();
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    const slot = await t.db
      .selectFrom("bookings")
      .select(["slot_date", "slot_window"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const tap = (handoverCode: string) =>
      as(accounts.ravi.cookie, "POST", `/api/collect/visits/${id}/taps`, {
        kind: "collected",
        handoverCode,
        idempotencyKey: newKey(),
        tappedAt: clock.toISOString(),
        date: slot.slot_date,
        window: slot.slot_window,
      });

    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => tap(wrong)));
    const byCode = new Map<string, number>();
    for (const answer of answers) {
      const key = `${answer.statusCode} ${answer.json().code}`;
      byCode.set(key, (byCode.get(key) ?? 0) + 1);
    }
    // Each answer is one of the two refusals, in words; none is a 500.
    expect(
      [...byCode.keys()].filter((k) => k !== "400 HANDOVER_CODE_WRONG" && k !== "409 HANDOVER_CODE_LOCKED"),
    ).toEqual([]);
    // At most four were told they had tries left; the visit counted exactly five, never more.
    expect(byCode.get("400 HANDOVER_CODE_WRONG") ?? 0).toBeLessThanOrEqual(HANDOVER_MAX_WRONG_TRIES - 1);
    const { handover_wrong_tries: tries } = await t.db
      .selectFrom("home_visits")
      .select("handover_wrong_tries")
      .where("booking_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(tries)).toBe(HANDOVER_MAX_WRONG_TRIES);
    const right = await tap(code);
    expect(right.statusCode).toBe(409);
    expect(right.json()).toMatchObject({ code: "HANDOVER_CODE_LOCKED" });
    expect(
      (await t.db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status,
    ).toBe("new");
  });

  it(`links one label to one tube only when ${AT_ONCE} taps link it to different tubes at once, refusing the rest in words`, async () => {
    clock = MORNING;
    // One after another: each booking sets the clock back to the day before for its own request.
    const visits: { who: string; id: string }[] = [];
    for (const who of ["ravi", "ravi", "ravi", "ravi", "sunil", "sunil", "sunil", "sunil"])
      visits.push({ who, id: await visitOf(who) });
    // Every tube of the eight visits: two people each, a gold and a lavender tube each.
    const tubes = (
      await Promise.all(
        visits.map(async ({ who, id }) =>
          (await visitFor(who, id)).people.flatMap((person) =>
            person.tubes.tubes.map((tube) => ({ who, id, personId: person.id, kind: tube.kind, tubeNo: 1 })),
          ),
        ),
      )
    ).flat();
    expect(tubes.length).toBeGreaterThanOrEqual(32);
    const label = "LF24009999";

    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, n) => {
        const { who, id, ...tube } = tubes[n % tubes.length];
        return as(accounts[who].cookie, "POST", `/api/collect/visits/${id}/labels`, {
          label,
          ...tube,
          idempotencyKey: newKey(),
        });
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const linked = answers.filter((answer) => answer.statusCode < 300).map((answer) => answer.json());
    const refused = answers.filter((answer) => answer.statusCode >= 300).map((answer) => answer.json());
    // The label is on one tube: every answer that linked it names that tube.
    const rows = await t.db
      .selectFrom("sample_labels")
      .select(["booking_id", "person_id", "container_kind", "tube_no"])
      .where("label", "=", label)
      .execute();
    expect(rows).toHaveLength(1);
    expect(linked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(linked.map((l: { personId: string; kind: string }) => `${l.personId} ${l.kind}`))).toEqual(
      new Set([`${rows[0].person_id} ${rows[0].container_kind}`]),
    );
    // Every other tap is told in words that the label is taken (on this visit or another), or,
    // aimed at the very tube that won, that the tube has that label already.
    const TAKEN = ["LABEL_IN_USE", "LABEL_ON_THIS_VISIT", "TUBE_LABELLED_ALREADY"];
    expect(refused.filter((r: { code: string; error: string }) => !TAKEN.includes(r.code) || !r.error)).toEqual([]);
    expect(refused.length + linked.length).toBe(AT_ONCE);
  });
});
