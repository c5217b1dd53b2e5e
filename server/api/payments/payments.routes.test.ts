import { randomBytes } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_NAME } from "../../../domain/booking-rules.ts";
import { FindBookingRequestSchema } from "../../../domain/find-booking.ts";
import { formatPaise } from "../../../domain/payment-rules.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { ADMIN, ADMIN_STAFF, createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

/** 09:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T03:30:00Z");
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;
const COLLECTOR = { username: "collector", password: "another-long-password-7" };

describe.each(testDialects())("payments at the desk on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let collectorCookie: string;
  let clock = START;
  let W: string[];
  let sequence = 0;
  /** The server's log lines. */
  const log: string[] = [];

  /** Books through the patients' API for a date ahead; answers its id, reference, manage token and total (from the database). */
  async function book(change: Record<string, unknown> = {}) {
    sequence += 1;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        tests: ["cbc", "lipid-profile"],
        patientName: `Kamala Nehru ${sequence}`,
        age: 52,
        gender: "female",
        mobile: `96${String(sequence).padStart(8, "0")}`,
        collectionType: "home",
        address: "House 7, Sector 62",
        pincode: "201301",
        date: day(2 + (sequence % 5)),
        window: W[sequence % W.length],
        consent: true,
        idempotencyKey: randomBytes(12).toString("base64url"),
        ...change,
      },
      remoteAddress: `10.7.${sequence % 250}.${(sequence % 200) + 1}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    const row = await t.db
      .selectFrom("bookings")
      .select(["id", "total_paise", "fee_paise", "slot_date"])
      .where("reference", "=", created.reference)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      reference: created.reference as string,
      manageToken: created.manageToken as string,
      totalPaise: Number(row.total_paise),
      feePaise: Number(row.fee_paise),
      date: row.slot_date,
      name: `Kamala Nehru ${sequence}`,
      mobile: `96${String(sequence).padStart(8, "0")}`,
    };
  }
  const as = (who: string | null) => (who ? { cookie: who } : {});
  const get = (url: string, who: string | null = cookie) => t.app.inject({ method: "GET", url, headers: as(who) });
  const post = (url: string, payload: object, who: string | null = cookie, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { ...as(who), ...headers } });
  /** Each call is a form of its own, with a key of its own (payment-once.routes.test.ts sends the same key twice). */
  const newKey = () => randomBytes(12).toString("base64url");
  const pay = (id: string, body: object, who = cookie) =>
    post(`/api/admin/bookings/${id}/payments`, { idempotencyKey: newKey(), ...body }, who);
  const refund = (id: string, body: object, who = cookie) =>
    post(`/api/admin/bookings/${id}/refunds`, { idempotencyKey: newKey(), ...body }, who);
  const ledger = async (id: string) => {
    const response = await get(`/api/admin/bookings/${id}/payments`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const fieldsOf = (body: { issues: { path: string[] }[] }) => body.issues.map((i) => i.path.join("."));
  /** The entries of a booking as the database holds them. */
  const rowsOf = (id: string) =>
    t.db.selectFrom("payments").selectAll().where("booking_id", "=", id).orderBy("id").execute();
  async function pdfText(body: Buffer): Promise<string> {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
    return text;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      seed: true,
      now: () => clock,
      env: { LOG_LEVEL: "info" },
      logStream: { write: (line) => void log.push(line) },
    });
    W = slotWindows(await t.services.settings.get());
    cookie = await t.login();
    await t.services.staffAccounts.createWithPassword(
      { username: COLLECTOR.username, displayName: "Ravi Kumar", role: "desk", grants: [] },
      COLLECTOR.password,
    );
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: COLLECTOR });
    const session = login.cookies.find((c) => c.name === cookie.split("=")[0])!;
    collectorCookie = `${session.name}=${session.value}`;
  });
  afterAll(() => t.close());

  it("needs an admin (401), a same-origin request (403), answers 404 for an unknown booking, and no-store", async () => {
    const b = await book();
    const before = await snapshot(t.db);
    for (const url of [
      `/api/admin/bookings/${b.id}/payments`,
      "/api/admin/payments/day",
      `/api/admin/bookings/${b.id}/receipt`,
    ]) {
      const response = await get(url, null);
      expect(response.statusCode, url).toBe(401);
    }
    expect((await pay(b.id, { amount: "100", mode: "cash" }, null as unknown as string)).statusCode).toBe(401);
    expect(
      (await refund(b.id, { amount: "100", mode: "cash", reason: "x" }, null as unknown as string)).statusCode,
    ).toBe(401);
    const foreign = await post(`/api/admin/bookings/${b.id}/payments`, { amount: "100", mode: "cash" }, cookie, {
      origin: "https://evil.example",
    });
    expect(foreign.statusCode).toBe(403);
    expect(await snapshot(t.db)).toBe(before);

    const unknown = await pay("no-such-booking", { amount: "100", mode: "cash" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("Booking not found");
    expect((await get("/api/admin/bookings/no-such-booking/payments")).statusCode).toBe(404);
    expect((await get("/api/admin/bookings/no-such-booking/receipt")).statusCode).toBe(404);
    expect((await get(`/api/admin/bookings/${b.id}/payments`)).headers["cache-control"]).toBe("no-store");
  });

  it("records several payments in exact paise, by whom and when, until the visit is paid, then overpaid", async () => {
    const b = await book();
    expect(await ledger(b.id)).toMatchObject({
      duePaise: b.totalPaise,
      paidPaise: 0,
      balancePaise: b.totalPaise,
      state: "unpaid",
      payments: [],
    });

    const first = await pay(b.id, { amount: "200.50", mode: "cash" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      amountPaise: 20050,
      mode: "cash",
      reference: null,
      takenBy: ADMIN.username,
      takenAt: START.toISOString(),
      isRefund: false,
    });
    expect(await ledger(b.id)).toMatchObject({
      paidPaise: 20050,
      balancePaise: b.totalPaise - 20050,
      state: "part-paid",
    });

    // The rest on UPI, typed with the rupee sign and Indian commas.
    const rest = b.totalPaise - 20050;
    const typed = `₹${formatPaise(rest, { symbol: "" })}`;
    const second = await pay(b.id, { amount: typed, mode: "upi", reference: "412345678901" }, collectorCookie);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      amountPaise: rest,
      mode: "upi",
      reference: "412345678901",
      takenBy: COLLECTOR.username,
      // Named as the staff page names them, not by the name they sign in with.
      takenByStaff: { name: "Ravi Kumar", role: "desk" },
    });
    const paid = await ledger(b.id);
    expect(paid).toMatchObject({ paidPaise: b.totalPaise, balancePaise: 0, state: "paid", canTakePayment: true });
    expect(paid.payments.map((p: { amountPaise: number }) => p.amountPaise)).toEqual([20050, rest]);

    expect((await pay(b.id, { amount: "1,00,000", mode: "card", reference: "AUTH42" })).statusCode).toBe(201);
    expect(await ledger(b.id)).toMatchObject({
      paidPaise: b.totalPaise + 10_000_000,
      balancePaise: -10_000_000,
      state: "overpaid",
    });

    // What the database holds: integers, never floats.
    expect((await rowsOf(b.id)).map((r) => Number(r.amount_paise))).toEqual([20050, rest, 10_000_000]);
  });

  it.each([
    ["an amount in words", { amount: "five hundred", mode: "cash" }, "amount"],
    ["three decimals", { amount: "12.345", mode: "cash" }, "amount"],
    ["a number instead of rupees text", { amount: 1499, mode: "cash" }, "amount"],
    ["nothing", { amount: "0", mode: "cash" }, "amount"],
    ["a negative payment", { amount: "-100", mode: "cash" }, "amount"],
    ["more than ₹10,00,000", { amount: "10,00,000.01", mode: "cash" }, "amount"],
    ["a cheque", { amount: "100", mode: "cheque" }, "mode"],
    ["no mode", { amount: "100" }, "mode"],
    ["a payer's UPI id as the reference", { amount: "100", mode: "upi", reference: "kamala@okaxis" }, "reference"],
    ["a card number as the reference", { amount: "100", mode: "card", reference: "4111111111111111" }, "reference"],
  ])("refuses %s with 400 naming the field, and records nothing", async (_label, body, field) => {
    const b = await book();
    const before = await snapshot(t.db);
    const response = await pay(b.id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.json())).toEqual([field]);
    expect(await snapshot(t.db)).toBe(before);
  });

  it("refunds as a negative entry with a reason, never more than the visit holds, and never naming the patient", async () => {
    const b = await book();
    const noneYet = await refund(b.id, { amount: "100", mode: "cash", reason: "Test not done" });
    expect(noneYet.statusCode).toBe(400);
    expect(noneYet.json().issues[0]).toMatchObject({
      path: ["amount"],
      message: "Nothing has been paid for this booking, so nothing can be given back",
    });

    await pay(b.id, { amount: "500", mode: "upi", reference: "UTR000111" });
    const before = await snapshot(t.db);
    const noReason = await refund(b.id, { amount: "100", mode: "cash" });
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason.json())).toEqual(["reason"]);
    const tooMuch = await refund(b.id, { amount: "500.01", mode: "cash", reason: "Lipid profile not done" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().issues[0]).toMatchObject({
      path: ["amount"],
      message: "At most ₹500.00 can be given back: that is what this booking holds",
    });
    const naming = await refund(b.id, {
      amount: "100",
      mode: "cash",
      reason: `${b.name.split(" ")[0]} asked for it back`,
    });
    expect(naming.statusCode).toBe(400);
    expect(fieldsOf(naming.json())).toEqual(["reason"]);
    expect(await snapshot(t.db)).toBe(before);

    const back = await refund(b.id, { amount: "150.25", mode: "cash", reason: "Lipid profile not done" });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({
      amountPaise: -15025,
      mode: "cash",
      reason: "Lipid profile not done",
      isRefund: true,
    });
    expect(await ledger(b.id)).toMatchObject({ paidPaise: 50000 - 15025, balancePaise: b.totalPaise - 34975 });
    expect((await rowsOf(b.id)).map((r) => Number(r.amount_paise))).toEqual([50000, -15025]);
  });

  it("gives back at most what was paid when two refunds race for it: one wins", async () => {
    const b = await book();
    await pay(b.id, { amount: "300", mode: "cash" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        refund(b.id, { amount: "300", mode: "cash", reason: "Sample could not be taken" }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(await ledger(b.id)).toMatchObject({ paidPaise: 0 });
  });

  it("on a cancelled booking takes no payment, shows what was paid as to give back, and takes the refund", async () => {
    const b = await book();
    await pay(b.id, { amount: "400", mode: "card", reference: "APPR77" });
    expect(
      (await post(`/api/admin/bookings/${b.id}/status`, { status: "cancelled", reason: "Patient travelling" }))
        .statusCode,
    ).toBe(200);

    const before = await snapshot(t.db);
    const refused = await pay(b.id, { amount: "100", mode: "cash" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "PAYMENT_ON_CANCELLED",
      error: "This booking is cancelled: no payment can be taken, only a refund of what was paid",
    });
    // The same refusal in the words of a request that prefers Hindi.
    const inHindi = await post(
      `/api/admin/bookings/${b.id}/payments`,
      { idempotencyKey: newKey(), amount: "100", mode: "cash" },
      cookie,
      { "accept-language": "hi" },
    );
    expect(inHindi.statusCode).toBe(409);
    expect(inHindi.json()).toMatchObject({
      code: "PAYMENT_ON_CANCELLED",
      error: "यह बुकिंग रद्द है: अब कोई पेमेंट नहीं लिया जा सकता, सिर्फ़ जो दिया गया था वह वापस किया जा सकता है",
    });
    expect(await snapshot(t.db)).toBe(before);
    expect(await ledger(b.id)).toMatchObject({
      duePaise: 0,
      paidPaise: 40000,
      balancePaise: -40000,
      state: "overpaid",
      canTakePayment: false,
    });

    expect(
      (await refund(b.id, { amount: "400", mode: "card", reference: "APPR78", reason: "Booking cancelled" }))
        .statusCode,
    ).toBe(201);
    expect(await ledger(b.id)).toMatchObject({ duePaise: 0, paidPaise: 0, balancePaise: 0, state: "nothing-due" });
  });

  it("never takes a payment after the visit was cancelled, even one sent at the same moment as the cancellation", async () => {
    const b = await book();
    const [cancelled, ...payments] = await Promise.all([
      post(`/api/admin/bookings/${b.id}/status`, { status: "cancelled", reason: "Patient travelling" }),
      ...Array.from({ length: 8 }, () => pay(b.id, { amount: "100", mode: "cash" })),
    ]);
    expect(cancelled.statusCode).toBe(200);
    for (const payment of payments) expect([201, 409]).toContain(payment.statusCode);
    // In the booking's history every payment taken comes before the cancellation.
    const events = await t.db
      .selectFrom("booking_events")
      .select(["what"])
      .where("booking_id", "=", b.id)
      .orderBy("id")
      .execute();
    const whats = events.map((event) => event.what);
    const cancelledAt = whats.findIndex((what) => what === "status" || what === "cancelled");
    expect(cancelledAt, whats.join(", ")).toBeGreaterThanOrEqual(0);
    expect(whats.slice(cancelledAt)).not.toContain("payment");
    expect(whats.filter((what) => what === "payment")).toHaveLength(
      payments.filter((p) => p.statusCode === 201).length,
    );
  });

  it("has no way to change or delete an entry: only a refund reverses one", async () => {
    const b = await book();
    const { id } = (await pay(b.id, { amount: "250", mode: "cash" })).json();
    const before = await snapshot(t.db);
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      for (const url of [
        `/api/admin/bookings/${b.id}/payments/${id}`,
        `/api/admin/payments/${id}`,
        `/api/admin/bookings/${b.id}/payments`,
      ]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie },
          payload: { amount: "1", mode: "cash" },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await snapshot(t.db)).toBe(before);
  });

  it("writes each payment and refund in the booking's history, with who, the amount and the mode", async () => {
    const b = await book();
    await pay(b.id, { amount: "100", mode: "upi", reference: "UTR555" });
    await refund(b.id, { amount: "40", mode: "cash", reason: "Charged twice for the fee" }, collectorCookie);
    const detail = (await get(`/api/admin/bookings/${b.id}`)).json();
    const money = detail.history.filter((e: { what: string }) => e.what === "payment" || e.what === "refund");
    expect(money).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          what: "payment",
          actor: `admin:${ADMIN.username}`,
          details: { amountPaise: 10000, mode: "upi", paymentReference: "UTR555" },
        }),
        expect.objectContaining({
          what: "refund",
          actor: `admin:${COLLECTOR.username}`,
          staff: { name: "Ravi Kumar", role: "desk" },
          details: { amountPaise: -4000, mode: "cash", reason: "Charged twice for the fee" },
        }),
      ]),
    );
    expect(money).toHaveLength(2);
  });

  it("totals the day's takings by mode and by staff member (refunds netted), and each visit of the day's state", async () => {
    // A day of its own: taken on 2026-12-10 (IST), for visits on that day.
    const takingDay = "2026-12-10";
    clock = new Date("2026-12-09T18:40:00Z"); // 00:10 IST on the 10th
    const visit = (n: number) => book({ date: takingDay, window: W[n] });
    const [a, c, d] = [await visit(1), await visit(2), await visit(3)];
    const unpaid = await visit(4);
    await pay(a.id, { amount: "500", mode: "cash" });
    await pay(a.id, { amount: "250.50", mode: "upi", reference: "UTR1" }, collectorCookie);
    await pay(c.id, { amount: String(c.totalPaise / 100), mode: "card", reference: "APP9" }, collectorCookie);
    await pay(d.id, { amount: "1,000", mode: "cash" }, collectorCookie);
    clock = new Date("2026-12-10T18:20:00Z"); // 23:50 IST, still the 10th
    await refund(d.id, { amount: "100", mode: "cash", reason: "Fee waived" });
    clock = new Date("2026-12-10T18:31:00Z"); // 00:01 IST on the 11th: tomorrow's takings
    await pay(unpaid.id, { amount: "50", mode: "cash" });

    const response = await get(`/api/admin/payments/day?date=${takingDay}`);
    expect(response.statusCode, response.body).toBe(200);
    const { takings, visits } = response.json();
    expect(takings).toEqual({
      date: takingDay,
      total: { paise: 50000 + 25050 + c.totalPaise + 100000 - 10000, count: 5 },
      byMode: [
        { mode: "cash", paise: 50000 + 100000 - 10000, count: 3 },
        { mode: "upi", paise: 25050, count: 1 },
        { mode: "card", paise: c.totalPaise, count: 1 },
      ],
      byStaff: [
        {
          staff: COLLECTOR.username,
          staffName: { name: "Ravi Kumar", role: "desk" },
          paise: 25050 + c.totalPaise + 100000,
          count: 3,
          byMode: [
            { mode: "cash", paise: 100000, count: 1 },
            { mode: "upi", paise: 25050, count: 1 },
            { mode: "card", paise: c.totalPaise, count: 1 },
          ],
        },
        {
          staff: ADMIN.username,
          staffName: { name: ADMIN_STAFF.displayName, role: "owner" },
          paise: 50000 - 10000,
          count: 2,
          byMode: [
            { mode: "cash", paise: 50000 - 10000, count: 2 },
            { mode: "upi", paise: 0, count: 0 },
            { mode: "card", paise: 0, count: 0 },
          ],
        },
      ].sort((x, y) => x.staffName.name.localeCompare(y.staffName.name)),
    });
    const stateOf = (id: string) => visits.find((v: { bookingId: string }) => v.bookingId === id);
    expect(a.totalPaise).toBeGreaterThan(75050);
    expect(stateOf(a.id)).toMatchObject({
      reference: a.reference,
      paidPaise: 75050,
      balancePaise: a.totalPaise - 75050,
      state: "part-paid",
    });
    expect(stateOf(c.id)).toMatchObject({ state: "paid", balancePaise: 0 });
    expect(stateOf(d.id)).toMatchObject({ paidPaise: 90000 });
    expect(stateOf(unpaid.id)).toMatchObject({ paidPaise: 5000, state: "part-paid" });
    expect(visits).toHaveLength(4);

    const nextDay = (await get(`/api/admin/payments/day?date=2026-12-11`)).json().takings;
    expect(nextDay.total).toEqual({ paise: 5000, count: 1 });
    expect((await get("/api/admin/payments/day?date=tuesday")).statusCode).toBe(400);
    // Shaped like a date but no day of the calendar: refused naming the field, never a 500.
    for (const date of ["2026-13-45", "2026-02-30"]) {
      const refused = await get(`/api/admin/payments/day?date=${date}`);
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json().issues[0].path).toEqual(["date"]);
    }
    clock = START;
  });

  it("makes a receipt whose text holds the lab, the reference, the person, each line, the fee, the total and each payment, as the database holds them", async () => {
    const b = await book({ tests: ["cbc", "hba1c", "vitamin-d"] });
    await pay(b.id, { amount: "1,000", mode: "cash" });
    await pay(b.id, { amount: "99.50", mode: "upi", reference: "UTR424242" });
    await refund(b.id, { amount: "20", mode: "cash", reason: "Rounded off" });

    const response = await get(`/api/admin/bookings/${b.id}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toBe(`inline; filename="${b.reference}-receipt.pdf"`);
    const text = await pdfText(response.rawPayload);

    const settings = await t.services.settings.get();
    const row = await t.db.selectFrom("bookings").selectAll().where("id", "=", b.id).executeTakeFirstOrThrow();
    const rows = await rowsOf(b.id);
    const rs = (paise: number) => formatPaise(paise, { symbol: "Rs. " });
    expect(text).toContain(settings.labName);
    expect(text).toContain(settings.phone);
    expect(text).toContain(settings.email);
    expect(text).toContain(b.reference);
    const [person] = await t.db.selectFrom("booking_people").selectAll().where("booking_id", "=", b.id).execute();
    expect(text).toContain(person.patient_name);
    for (const item of JSON.parse(person.items_json) as { name: string; price: number }[]) {
      expect(text).toContain(item.name);
      expect(text).toContain(rs(Math.round(item.price * 100)));
    }
    expect(text).toMatch(
      new RegExp(
        `Home collection fee\\s+${Number(row.fee_paise) === 0 ? "Free" : rs(Number(row.fee_paise)).replace(/[.]/g, "\\.")}`,
      ),
    );
    expect(text).toContain(`Total ${rs(Number(row.total_paise))}`);
    const paid = rows.reduce((sum, r) => sum + Number(r.amount_paise), 0);
    expect(text).toContain(`Cash ${rs(100000)}`);
    expect(text).toContain(`UPI (ref. UTR424242) ${rs(9950)}`);
    expect(text).toContain(`Refund, Cash ${rs(-2000)}`);
    expect(text).toContain(`Paid ${rs(paid)}`);
    expect(text).toContain(`Balance due ${rs(Number(row.total_paise) - paid)}`);
    expect(text).not.toMatch(/tax|GST/i);

    // Opening it is recorded in the booking's access list.
    const detail = (await get(`/api/admin/bookings/${b.id}`)).json();
    expect(
      detail.access.some(
        (e: { what: string; actor: string }) =>
          e.what === "downloaded-receipt" && e.actor === `admin:${ADMIN.username}`,
      ),
    ).toBe(true);
  });

  it("lets the patient download the receipt through the manage link, recorded, with nothing personal in the address", async () => {
    const b = await book();
    await pay(b.id, { amount: "120", mode: "cash" });
    const response = await get(`/api/bookings/manage/${b.manageToken}/receipt`, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${b.reference}-receipt.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(b.name);
    expect(text).toContain(`Paid ${formatPaise(12000, { symbol: "Rs. " })}`);
    const accesses = await t.db
      .selectFrom("access_log")
      .select(["actor_kind", "action"])
      .where("booking_id", "=", b.id)
      .execute();
    expect(accesses).toContainEqual({ actor_kind: "patient", action: "downloaded-receipt" });

    expect((await get(`/api/bookings/manage/${"x".repeat(43)}/receipt`, null)).statusCode).toBe(404);

    // A link 'Manage a booking' made (the patient lost the first one) opens the receipt too.
    const found = await t.services.bookings.find(
      FindBookingRequestSchema.parse({ reference: b.reference, mobile: b.mobile }),
      {
        ip: "10.8.0.1",
      },
    );
    expect(found.status).toBe("found");
    const foundPath = (found as { managePath: string }).managePath;
    const viaFound = await get(`/api${foundPath}/receipt`, null);
    expect(viaFound.statusCode).toBe(200);
    expect(await pdfText(viaFound.rawPayload)).toContain(b.reference);

    expect(log.join("\n")).not.toContain(b.manageToken);
  });

  it("sends staff's WhatsApp a 7-day link to the receipt alone: no manage link, no name, cut from the log", async () => {
    const b = await book();
    await pay(b.id, { amount: "80", mode: "upi", reference: "UTR8080" });
    const answer = await get(`/api/admin/bookings/${b.id}/receipt/message`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { message, url, expiresAt } = answer.json();
    const lab = (await t.services.settings.get()).labName;
    expect(message).toBe(
      `Hello, your payment receipt from ${lab} for booking ${b.reference}. Download it here (the link works until 8 December 2026): ${url}`,
    );
    expect(expiresAt).toBe(new Date(START.getTime() + 7 * 86_400_000).toISOString());
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/receipts\/[a-z0-9]+\.[a-z0-9]+\.[A-Za-z0-9_-]{43}$/);
    expect(message).not.toContain(b.manageToken);
    expect(message).not.toContain(b.name.split(" ")[0]);

    const path = new URL(url).pathname;
    const opened = await get(path, null);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(await pdfText(opened.rawPayload)).toContain(`UPI (ref. UTR8080) ${formatPaise(8000, { symbol: "Rs. " })}`);
    // The booking page's access list says who made the link, and that someone holding it opened
    // the receipt; the history says what happened to the booking, not who looked.
    const detail = (await get(`/api/admin/bookings/${b.id}`)).json();
    const access = detail.access
      .map(({ actor, what }: { actor: string; what: string }) => ({ actor, what }))
      .filter(({ what }: { what: string }) => what !== "opened-booking");
    expect(access).toEqual([
      { actor: "link", what: "downloaded-receipt" },
      { actor: "admin:reception", what: "made-receipt-link" },
    ]);
    expect(detail.history.map((event: { what: string }) => event.what)).not.toContain("made-receipt-link");
    expect(log.join("\n")).not.toContain(path.split("/").at(-1));
    expect(log.join("\n")).toContain("/api/receipts/…");

    // A ticket changed by a letter, or stretched, opens nothing; a lapsed one says so.
    const [id, expires, signature] = path.split("/").at(-1)!.split(".");
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect((await get(`/api/receipts/${id}.${expires}.${flipped}`, null)).statusCode).toBe(404);
    const later = (parseInt(expires, 36) + 86_400).toString(36);
    expect((await get(`/api/receipts/${id}.${later}.${signature}`, null)).statusCode).toBe(404);
    expect((await get("/api/receipts/nonsense", null)).statusCode).toBe(404);
    clock = new Date(START.getTime() + 7 * 86_400_000 + 1000);
    const lapsed = await get(path, null);
    clock = START;
    expect(lapsed.statusCode).toBe(410);
    expect(lapsed.json().error).toBe("This receipt link has expired: ask the lab to send it again");
  });

  it("exports the payments with the patient's data, and keeps every amount, mode and date after an erasure", async () => {
    const b = await book();
    await pay(b.id, { amount: "700", mode: "upi", reference: "UTR777" });
    const exported = (await get(`/api/admin/bookings/${b.id}/export`)).json();
    expect(exported.payments).toEqual([
      expect.objectContaining({ amountPaise: 70000, mode: "upi", reference: "UTR777", takenBy: ADMIN.username }),
    ]);

    const sent = (await get(`/api/admin/bookings/${b.id}/receipt/message`)).json();
    await post(`/api/admin/bookings/${b.id}/status`, { status: "cancelled", reason: "Asked to be forgotten" });
    const kept = await rowsOf(b.id);
    expect((await post(`/api/admin/bookings/${b.id}/erase`, {})).statusCode).toBe(200);
    expect(await rowsOf(b.id)).toEqual(kept);
    expect(await ledger(b.id)).toMatchObject({ paidPaise: 70000, state: "overpaid" });

    const text = await pdfText((await get(`/api/admin/bookings/${b.id}/receipt`)).rawPayload);
    expect(text).toContain(ERASED_NAME);
    expect(text).not.toContain(b.name);
    const gone = await get(`/api/admin/bookings/${b.id}/receipt/message`);
    expect(gone.statusCode).toBe(409);
    // A link sent before the erasure opens nothing any more.
    expect((await get(new URL(sent.url).pathname, null)).statusCode).toBe(410);
  });
});
