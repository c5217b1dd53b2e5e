import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FindBookingRequestSchema } from "../../../domain/find-booking.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { runMaintenance } from "../../jobs/maintenance.ts";
import { homeVisitRequest } from "../../../test/home-visit-request.ts";
import { ADMIN_STAFF, createTestApp, testDialects, type TestApp } from "../../../test/test-app.ts";

/** 06:00 IST on Tuesday 1 December 2026: the clock bookings and lookups are checked against. */
const START = new Date("2026-12-01T00:30:00Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;

/**
 * 'Manage a booking' (docs/decisions/2026-11-25-booking-found-again.md): the reference and
 * mobile make a new manage link to the booking; the original keeps working; every failure is
 * one answer, counted with My Reports' wrong tries.
 */
describe.each(testDialects())("finding a booking again on %s", (dialect) => {
  let t: TestApp;
  let clock = START;
  let W: string[];
  let sequence = 0;
  const nextIp = () => `10.3.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;

  let bookings = 0;
  /** A booking made through the API, as the form makes it (each in a window of its own unless told): its reference, its own link's token, its mobile. */
  async function book({ date, window }: { date?: string; window?: string } = {}) {
    const n = bookings++;
    date ??= day(2 + Math.floor(n / W.length));
    window ??= W[n % W.length];
    const mobile = `98${String(++sequence).padStart(8, "0")}`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: nextIp(),
      payload: homeVisitRequest({ mobile, date, window, updatesOptIn: false }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference, manageToken } = response.json() as { reference: string; manageToken: string };
    return { reference, mobile, token: manageToken, date, window };
  }
  /** As the form sends it: read by the form's schema first. */
  const find = (reference: string, mobile: string, ip = nextIp()) =>
    t.services.bookings.find(FindBookingRequestSchema.parse({ reference, mobile }), { ip });
  const openReports = (reference: string, mobile: string, ip = nextIp()) =>
    t.services.reports.open({ reference, mobile }, { ip });
  const manage = (token: string, action?: "cancel" | "move", payload?: object) =>
    t.app.inject({
      method: action ? "POST" : "GET",
      url: `/api/bookings/manage/${token}${action ? `/${action}` : ""}`,
      ...(payload ? { payload } : {}),
    });
  async function foundToken(reference: string, mobile: string): Promise<string> {
    const found = await find(reference, mobile);
    if (found.status !== "found") throw new Error(`not found: ${JSON.stringify(found)}`);
    return found.managePath.split("/").pop()!;
  }
  const idOf = async (reference: string) =>
    (await t.db.selectFrom("bookings").select("id").where("reference", "=", reference).executeTakeFirstOrThrow()).id;
  async function cancelAndErase(token: string, reference: string) {
    expect((await manage(token, "cancel")).statusCode).toBe(200);
    await t.services.dataRights.erase(await idOf(reference), ADMIN_STAFF);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => clock });
    W = slotWindows(await t.services.settings.get());
  });
  afterAll(() => t.close());

  it("opens the booking with the reference as patients type it and the mobile as they write it, through a new link; the original link still works", async () => {
    const { reference, mobile, token, date, window } = await book();
    const code = reference.slice(3);
    const typed = [`lf ${code.toLowerCase()}`, reference, code.toLowerCase(), ` Lf – ${code} `];
    const tokens: string[] = [];
    for (const spelling of typed) {
      const found = await find(spelling, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
      expect(found.status, spelling).toBe("found");
      if (found.status !== "found") continue;
      expect(found.managePath).toMatch(/^\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
      tokens.push(found.managePath.split("/").pop()!);
    }
    expect(new Set([...tokens, token]).size).toBe(typed.length + 1);
    for (const each of [...tokens, token]) {
      const page = await manage(each);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ reference, status: "new", patientName: "Asha Verma", date, window });
    }
    // Only hashes are kept: no stored value is a token that was handed out.
    const stored = await t.db
      .selectFrom("booking_found_links")
      .select(["token_hash", "expires_at"])
      .where("booking_id", "=", await idOf(reference))
      .execute();
    expect(stored).toHaveLength(typed.length);
    for (const { token_hash } of stored) expect(tokens).not.toContain(token_hash);
    // The desk sees in the history that the patient found it again.
    const events = await t.db
      .selectFrom("booking_events")
      .select("what")
      .where("booking_id", "=", await idOf(reference))
      .execute();
    expect(events.filter((e) => e.what === "found")).toHaveLength(typed.length);
  });

  it("moves and cancels through the found link as through the original, and a cancelled booking is still found, shown cancelled", async () => {
    const { reference, mobile, token } = await book();
    const found = await foundToken(reference, mobile);
    const moved = await manage(found, "move", { date: day(3), window: W[2] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await manage(token)).json()).toMatchObject({ date: day(3), window: W[2] });
    expect((await manage(found, "cancel")).statusCode).toBe(200);
    expect((await manage(token)).json()).toMatchObject({ status: "cancelled" });
    const again = await foundToken(reference, mobile);
    expect((await manage(again)).json()).toMatchObject({ reference, status: "cancelled", canChange: false });
  });

  it("answers a wrong reference, a wrong mobile and an erased booking with the very same answer", async () => {
    const kept = await book();
    const erased = await book();
    await cancelAndErase(erased.token, erased.reference);
    const answers = [
      await find("LF-ZZZZZ", kept.mobile),
      await find(kept.reference, "9000000001"),
      await find(erased.reference, erased.mobile),
      // The mobile an erased booking is left with (the form refuses it anyway) is no way in either.
      await t.services.bookings.find({ reference: erased.reference, mobile: "0000000000" }, { ip: nextIp() }),
    ];
    expect(answers[0]).toEqual({ status: "not-found" });
    for (const answer of answers) expect(JSON.stringify(answer)).toBe(JSON.stringify(answers[0]));
  });

  it("stops the found links when the booking is erased, and keeps none of them", async () => {
    const { reference, mobile, token } = await book();
    const found = await foundToken(reference, mobile);
    await cancelAndErase(found, reference);
    expect((await manage(found)).statusCode).toBe(404);
    expect((await manage(token)).statusCode).toBe(404);
    expect(
      await t.db
        .selectFrom("booking_found_links")
        .select("id")
        .where("booking_id", "=", await idOf(reference))
        .execute(),
    ).toEqual([]);
  });

  it("keeps a found link working until a week after the visit, then only the original works; the housekeeping drops it", async () => {
    const { reference, mobile, token } = await book({ date: day(1), window: W[3] });
    const found = await find(reference, mobile);
    if (found.status !== "found") throw new Error("not found");
    const visit = new Date(`${day(1)}T${W[3].slice(0, 5)}:00+05:30`);
    expect(found.expiresAt).toBe(new Date(visit.getTime() + 7 * DAY).toISOString());
    const link = found.managePath.split("/").pop()!;
    try {
      clock = new Date(visit.getTime() + 7 * DAY - MINUTE);
      expect((await manage(link)).statusCode).toBe(200);
      clock = new Date(visit.getTime() + 7 * DAY + MINUTE);
      expect((await manage(link)).statusCode).toBe(404);
      expect((await manage(token)).statusCode).toBe(200);
      expect((await runMaintenance(t.services, clock)).foundLinksRemoved).toBeGreaterThanOrEqual(1);
      expect(
        await t.db
          .selectFrom("booking_found_links")
          .select("id")
          .where("booking_id", "=", await idOf(reference))
          .execute(),
      ).toEqual([]);
      // Found again after the visit, a link runs a week from then.
      const later = await find(reference, mobile);
      expect(later).toMatchObject({ status: "found", expiresAt: new Date(clock.getTime() + 7 * DAY).toISOString() });
    } finally {
      clock = START;
    }
  });

  it("keeps a found link working until a week after the visit it moved to, not the one it was made for", async () => {
    const { reference, mobile } = await book({ date: day(1), window: W[4] });
    const link = await foundToken(reference, mobile);
    const moved = await manage(link, "move", { date: day(10), window: W[4] });
    expect(moved.statusCode, moved.body).toBe(200);
    const newVisit = new Date(`${day(10)}T${W[4].slice(0, 5)}:00+05:30`);
    try {
      // Past a week after the first visit, the link still opens the booking; a week after the new one, it stops.
      clock = new Date(newVisit.getTime() + 7 * DAY - MINUTE);
      expect((await manage(link)).statusCode).toBe(200);
      clock = new Date(newVisit.getTime() + 7 * DAY + MINUTE);
      expect((await manage(link)).statusCode).toBe(404);
    } finally {
      clock = START;
    }
  });

  it("takes 5 wrong tries per reference in 15 minutes, counted with My Reports, then asks to wait even with the right mobile", async () => {
    const { reference, mobile } = await book();
    try {
      for (let i = 0; i < 3; i++) expect((await find(reference, `900000000${i}`)).status).toBe("not-found");
      for (let i = 3; i < 5; i++) expect((await openReports(reference, `900000000${i}`)).status).toBe("not-found");
      const refused = await find(reference, mobile);
      expect(refused).toEqual({ status: "too-many-tries", waitMinutes: expect.any(Number) });
      expect((refused as { waitMinutes: number }).waitMinutes).toBeGreaterThan(0);
      expect((await openReports(reference, mobile)).status).toBe("too-many-tries");
      expect(
        await t.db
          .selectFrom("booking_found_links")
          .select("id")
          .where("booking_id", "=", await idOf(reference))
          .execute(),
      ).toEqual([]);
      clock = new Date(START.getTime() + 16 * MINUTE);
      expect((await find(reference, mobile)).status).toBe("found");
    } finally {
      clock = START;
    }
  });

  it("keeps the 10 newest found links of a booking: an eleventh retires the oldest, never the original", async () => {
    const { reference, mobile, token } = await book();
    const links: string[] = [];
    for (let i = 0; i < 11; i++) {
      links.push(await foundToken(reference, mobile));
      clock = new Date(clock.getTime() + 1000);
    }
    clock = START;
    expect((await manage(links[0])).statusCode).toBe(404);
    for (const link of [...links.slice(1), token]) expect((await manage(link)).statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom("booking_found_links")
        .select("id")
        .where("booking_id", "=", await idOf(reference))
        .execute(),
    ).toHaveLength(10);
  });

  it("looks up no more than 5 of 50 guesses arriving at once for one reference", async () => {
    const { reference, mobile } = await book();
    const guesses = Array.from({ length: 49 }, (_, i) => `90000${String(i).padStart(5, "0")}`);
    const answers = await Promise.all([...guesses, mobile].map((guess) => find(reference, guess)));
    expect(answers.filter((answer) => answer.status !== "too-many-tries").length).toBeLessThanOrEqual(5);
    expect(
      await t.db
        .selectFrom("booking_found_links")
        .select("id")
        .where("booking_id", "=", await idOf(reference))
        .execute()
        .then((rows) => rows.length),
    ).toBeLessThanOrEqual(1);
  });
});
