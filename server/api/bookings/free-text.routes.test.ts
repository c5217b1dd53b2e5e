import { randomBytes } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXT_REMOVED_AT_ERASURE } from "../../../domain/personal-mentions.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

// Free text staff write on a visit (cancel reasons, refund reasons, payment references) names no
// one and holds no number, since it stays after an erasure; older text that does is removed at
// the erasure (issue 31, items 2 and 3).

/** 09:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T03:30:00Z");
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;
const ZWSP = "\u200B";

describe.each(testDialects())("free text on a visit on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let W: string[];
  let sequence = 0;

  /** Books a visit for these people through the patients' API; its id, reference and mobile. */
  async function book(names: string[]) {
    sequence += 1;
    const mobile = `98765${String(sequence).padStart(5, "0")}`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        people: names.map((patientName) => ({ tests: ["cbc"], patientName, age: 41, gender: "female" })),
        mobile,
        collectionType: "home",
        address: "House 7, Sector 62",
        pincode: "201301",
        date: day(2 + (sequence % 5)),
        window: W[sequence % W.length],
        consent: true,
        idempotencyKey: randomBytes(12).toString("base64url"),
      },
      remoteAddress: `10.9.${sequence % 250}.1`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    const { id } = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    return { id: id as string, reference: reference as string, mobile };
  }
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  // Each entry is a form of its own: a fresh key (issue 31, a payment recorded once).
  const newKey = () => randomBytes(12).toString("base64url");
  const pay = (id: string, body: object) =>
    post(`/api/admin/bookings/${id}/payments`, { idempotencyKey: newKey(), ...body });
  const refund = (id: string, body: object) =>
    post(`/api/admin/bookings/${id}/refunds`, { idempotencyKey: newKey(), ...body });
  const cancel = (id: string, reason: string) =>
    post(`/api/admin/bookings/${id}/status`, { status: "cancelled", reason });

  /** A 400 naming `field`, with the code and the words saying why. */
  function expectNamingRefused(response: Awaited<ReturnType<typeof post>>, field: "reason" | "reference") {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    const code = field === "reason" ? "TEXT_NAMES_PATIENT" : "REFERENCE_NAMES_PATIENT";
    expect(body).toMatchObject({ code, field, issues: [{ path: [field], code }] });
    expect(body.issues[0].message).toMatch(/stays after the patient's data is erased/);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => START });
    W = slotWindows(await t.services.settings.get());
    cookie = await t.login();
  });
  afterAll(() => t.close());

  it("refuses a refund reason naming the patient in the other script, or in the same, and changes nothing", async () => {
    for (const name of ["Sunita Sharma", "सुनीता शर्मा"]) {
      const b = await book([name]);
      expect((await pay(b.id, { amount: "500", mode: "cash" })).statusCode).toBe(201);
      const before = await snapshot(t.db);
      expectNamingRefused(await refund(b.id, { amount: "100", mode: "cash", reason: "सुनीता शर्मा को वापस" }), "reason");
      expectNamingRefused(
        await refund(b.id, { amount: "100", mode: "cash", reason: "Refund to Sunita, paid twice" }),
        "reason",
      );
      expect(await snapshot(t.db)).toBe(before);
      const legit = await refund(b.id, { amount: "100", mode: "cash", reason: "Paid twice, the extra given back" });
      expect(legit.statusCode, legit.body).toBe(201);
    }
  });

  it("refuses a cancel reason naming any person of the visit, and a payment reference that is their mobile", async () => {
    const b = await book(["Anjali Verma", "राहुल श्रीवास्तव"]);
    const before = await snapshot(t.db);
    expectNamingRefused(await cancel(b.id, "Mrs Verma is travelling"), "reason");
    expectNamingRefused(await cancel(b.id, "Rahul Srivastava ne mana kiya"), "reason");
    expectNamingRefused(await cancel(b.id, `Call back on +91 ${b.mobile.slice(0, 5)} ${b.mobile.slice(5)}`), "reason");
    expectNamingRefused(await pay(b.id, { amount: "200", mode: "upi", reference: b.mobile }), "reference");
    expectNamingRefused(
      await pay(b.id, { amount: "200", mode: "upi", reference: `${b.mobile.slice(0, 5)}-${b.mobile.slice(5)}` }),
      "reference",
    );
    expect(await snapshot(t.db)).toBe(before);
    expect((await pay(b.id, { amount: "200", mode: "upi", reference: "UTR412345678901" })).statusCode).toBe(201);
    expectNamingRefused(
      await refund(b.id, { amount: "50", mode: "upi", reference: b.mobile, reason: "Fee waived" }),
      "reference",
    );
    expect((await cancel(b.id, "Family travelling, will book again")).statusCode).toBe(200);
  });

  it("takes a reason of only invisible characters as empty (400 naming it), and keeps Hindi's joiners", async () => {
    const b = await book(["Meena Gupta"]);
    expect((await pay(b.id, { amount: "300", mode: "cash" })).statusCode).toBe(201);
    const before = await snapshot(t.db);
    for (const reason of [ZWSP, `${ZWSP}\u2060\uFEFF ${ZWSP}`]) {
      const refused = await refund(b.id, { amount: "100", mode: "cash", reason });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().issues).toEqual([
        { path: ["reason"], code: "REFUND_REASON_REQUIRED", message: "Say why the money is given back" },
      ]);
      const notCancelled = await cancel(b.id, reason);
      expect(notCancelled.statusCode, notCancelled.body).toBe(400);
      expect(notCancelled.json().issues).toEqual([
        expect.objectContaining({ path: ["reason"], message: "Say why the booking is cancelled" }),
      ]);
    }
    expect(await snapshot(t.db)).toBe(before);

    // क्‍ष and a half त with a ZWJ, a ZWNJ after a virama: Hindi as staff typed it, kept.
    const hindi = "रक्\u200Dत जाँच दोबारा, क्\u200Cष शुल्क वापस";
    const back = await refund(b.id, { amount: "100", mode: "cash", reason: `${ZWSP}${hindi}\u200D` });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().reason).toBe(hindi);
    const row = await t.db
      .selectFrom("payments")
      .select("reason")
      .where("booking_id", "=", b.id)
      .where("amount_paise", "<", 0)
      .executeTakeFirstOrThrow();
    expect(row.reason).toBe(hindi);
  });

  /** Free text written before the check existed, put straight into the database as it was then. */
  async function insertOldTexts(
    b: { id: string; mobile: string },
    texts: { reason: string; reference: string; eventReason: string },
  ) {
    const at = "2026-11-20T05:00:00.000Z";
    await t.db
      .insertInto("payments")
      .values([
        {
          id: `0old-${b.id}-1`,
          booking_id: b.id,
          amount_paise: 90000,
          mode: "upi",
          reference: texts.reference,
          reason: null,
          taken_by: "reception",
          taken_at: at,
        },
        {
          id: `0old-${b.id}-2`,
          booking_id: b.id,
          amount_paise: -10000,
          mode: "cash",
          reference: null,
          reason: texts.reason,
          taken_by: "reception",
          taken_at: at,
        },
      ])
      .execute();
    await t.db
      .insertInto("booking_events")
      .values([
        {
          id: `0old-${b.id}-3`,
          booking_id: b.id,
          at,
          actor: "admin:reception",
          what: "payment",
          details_json: JSON.stringify({ amountPaise: 90000, mode: "upi", paymentReference: texts.reference }),
        },
        {
          id: `0old-${b.id}-4`,
          booking_id: b.id,
          at,
          actor: "admin:reception",
          what: "refund",
          details_json: JSON.stringify({ amountPaise: -10000, mode: "cash", reason: texts.reason }),
        },
        {
          id: `0old-${b.id}-5`,
          booking_id: b.id,
          at,
          actor: "admin:reception",
          what: "status",
          details_json: JSON.stringify({ from: "new", to: "confirmed", reason: texts.eventReason }),
        },
      ])
      .execute();
  }
  const moneyOf = async (id: string) =>
    (
      await t.db
        .selectFrom("payments")
        .select(["id", "amount_paise", "mode", "taken_by", "taken_at"])
        .where("booking_id", "=", id)
        .orderBy("id")
        .execute()
    ).map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }));
  async function pdfText(body: Buffer): Promise<string> {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
    return text;
  }

  it("at an erasure, replaces older free text that still names the patient or holds the mobile; amounts stay; the history says so", async () => {
    const b = await book(["सुनीता शर्मा"]);
    await insertOldTexts(b, {
      reference: b.mobile,
      reason: "Sunita Sharma ko wapas",
      eventReason: `सुनीता ने फ़ोन किया, ${b.mobile.slice(0, 5)} ${b.mobile.slice(5)}`,
    });
    expect((await cancel(b.id, "Asked to be forgotten")).statusCode).toBe(200);
    const money = await moneyOf(b.id);
    const beforeDetail = (await get(`/api/admin/bookings/${b.id}`)).body;
    expect(beforeDetail).toContain("Sunita Sharma ko wapas");

    const erased = await post(`/api/admin/bookings/${b.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().history[0]).toMatchObject({ what: "erased", details: { textsRemoved: 5 } });

    const traces = ["Sunita", "Sharma", "सुनीता", "शर्मा", b.mobile, b.mobile.slice(0, 5)];
    const detail = (await get(`/api/admin/bookings/${b.id}`)).body;
    const ledger = (await get(`/api/admin/bookings/${b.id}/payments`)).body;
    const exported = (await get(`/api/admin/bookings/${b.id}/export`)).body;
    const receipt = await pdfText((await get(`/api/admin/bookings/${b.id}/receipt`)).rawPayload);
    for (const [where, text] of Object.entries({ detail, ledger, exported, receipt })) {
      for (const trace of traces) expect(text.includes(trace), `${trace} in the ${where}`).toBe(false);
    }
    expect(
      JSON.parse(ledger).payments.map((p: { reference: string | null; reason: string | null }) => [
        p.reference,
        p.reason,
      ]),
    ).toEqual([
      [TEXT_REMOVED_AT_ERASURE, null],
      [null, TEXT_REMOVED_AT_ERASURE],
    ]);
    expect(detail).toContain("Asked to be forgotten");
    expect(await moneyOf(b.id)).toEqual(money);
    expect(JSON.parse(ledger)).toMatchObject({ paidPaise: 80000 });
  });

  it("erasing one person of a visit replaces only text naming them: the others and the visit's contact stay", async () => {
    const b = await book(["Kavita Joshi", "Harish Joshi"]);
    await insertOldTexts(b, {
      reference: b.mobile,
      reason: "Harish ka test nahi hua",
      eventReason: "Kavita will come alone",
    });
    expect((await cancel(b.id, "Moved away")).statusCode).toBe(200);
    const [, harish] = (await get(`/api/admin/bookings/${b.id}`)).json().people as { id: string }[];

    const erased = await post(`/api/admin/bookings/${b.id}/people/${harish.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    const detail = erased.json();
    expect(detail.history[0]).toMatchObject({ what: "erased", details: { person: 2, textsRemoved: 2 } });
    expect(JSON.stringify(detail)).not.toContain("Harish");
    expect(JSON.stringify(detail)).toContain("Kavita will come alone");
    const payments = (await get(`/api/admin/bookings/${b.id}/payments`)).json().payments as {
      reference: string | null;
      reason: string | null;
    }[];
    expect(payments.map((p) => [p.reference, p.reason])).toEqual([
      [b.mobile, null],
      [null, TEXT_REMOVED_AT_ERASURE],
    ]);
  });
});
