import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPaise } from "../../../domain/payment-rules.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { ADMIN, createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

// Issue 32 item 9: the desk removes a test, a package or a person from a visit, or gives a
// discount, each with a reason; the visit is repriced, so a refund of what was removed leaves
// nothing due, on the booking, in its ledger and on the receipt (read back with pdftotext).

/** 09:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T03:30:00Z");
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;
const rs = (paise: number) => formatPaise(paise, { symbol: "Rs. " });

describe.each(testDialects())("changing what a visit costs at the desk on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let W: string[];
  let packageId: string;
  let sequence = 0;
  let dir = "";

  const newKey = () => randomBytes(12).toString("base64url");
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const remove = (id: string, body: object) =>
    post(`/api/admin/bookings/${id}/removals`, { idempotencyKey: newKey(), ...body });
  const discount = (id: string, body: object) =>
    post(`/api/admin/bookings/${id}/discounts`, { idempotencyKey: newKey(), ...body });
  const ledger = async (id: string) => (await get(`/api/admin/bookings/${id}/payments`)).json();
  const fieldsOf = (body: { issues: { path: string[] }[] }) => body.issues.map((i) => i.path.join("."));

  /** Books a visit (a home collection unless said) and answers the booking as staff see it. */
  async function book(people: object[], change: Record<string, unknown> = {}) {
    sequence += 1;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        people,
        mobile: `97${String(sequence).padStart(8, "0")}`,
        collectionType: "home",
        address: "House 9, Sector 50",
        pincode: "201301",
        date: day(2 + (sequence % 5)),
        window: W[sequence % W.length],
        consent: true,
        idempotencyKey: newKey(),
        ...change,
      },
      remoteAddress: `10.9.${sequence % 250}.1`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", response.json().reference)
      .executeTakeFirstOrThrow();
    return (await get(`/api/admin/bookings/${row.id}`)).json();
  }
  const person = (name: string, tests: string[], packages: string[] = []) => ({
    patientName: name,
    age: 40,
    gender: "female",
    tests,
    packages,
  });

  /** The receipt as pdftotext reads it (one line a row: words, then the amount). */
  async function receiptText(id: string): Promise<string> {
    const response = await get(`/api/admin/bookings/${id}/receipt`);
    expect(response.statusCode).toBe(200);
    const file = join(dir, `${id}.pdf`);
    writeFileSync(file, response.rawPayload);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/[ \t]+/g, " ");
  }
  const paise = (rupees: number) => Math.round(rupees * 100);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "visit-changes-"));
    t = await createTestApp(dialect, { seed: true, now: () => START });
    W = slotWindows(await t.services.settings.get());
    packageId = (await t.app.inject("/api/packages")).json()[0].id;
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("removes a test dropped at the door: the visit is repriced, the refund of its price leaves nothing due, and the receipt agrees", async () => {
    const b = await book([person("Meera Sethi", ["cbc", "lipid-profile", "hba1c"])]);
    const [cbc, lipid, hba1c] = b.people[0].items.map((item: { pricePaise: number }) => item.pricePaise);
    const pay = await post(`/api/admin/bookings/${b.id}/payments`, {
      amount: formatPaise(b.totalPaise, { symbol: "" }),
      mode: "cash",
      idempotencyKey: newKey(),
    });
    expect(pay.statusCode, pay.body).toBe(201);

    const response = await remove(b.id, {
      personId: b.people[0].id,
      kind: "test",
      itemId: "hba1c",
      reason: "Fasting not kept, dropped at the door",
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json();
    const subtotal = cbc + lipid;
    const fee = subtotal > paise(999) ? 0 : paise(100);
    expect(after.people[0].items.map((item: { id: string }) => item.id)).toEqual(["cbc", "lipid-profile"]);
    expect(after.totalPaise).toBe(subtotal + fee);
    expect(after.changes).toEqual([
      expect.objectContaining({
        kind: "line",
        person: 1,
        amountPaise: hba1c,
        reason: "Fasting not kept, dropped at the door",
        madeBy: ADMIN.username,
      }),
    ]);
    expect(after.history[0]).toMatchObject({
      actor: `admin:${ADMIN.username}`,
      what: "line-removed",
      details: {
        person: 1,
        item: after.changes[0].lines[0].name,
        amountPaise: hba1c,
        reason: "Fasting not kept, dropped at the door",
        totalPaise: subtotal + fee,
      },
    });
    // The ledger now owes the patient what the removed test cost; refunding it leaves nothing due.
    const owed = b.totalPaise - (subtotal + fee);
    expect(await ledger(b.id)).toMatchObject({ duePaise: subtotal + fee, balancePaise: -owed, state: "overpaid" });
    const refund = await post(`/api/admin/bookings/${b.id}/refunds`, {
      amount: formatPaise(owed, { symbol: "" }),
      mode: "cash",
      reason: "Test not done",
      idempotencyKey: newKey(),
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await ledger(b.id)).toMatchObject({
      duePaise: subtotal + fee,
      paidPaise: subtotal + fee,
      balancePaise: 0,
      state: "paid",
    });

    const text = await receiptText(b.id);
    expect(text).toContain(
      `Removed: ${after.changes[0].lines[0].name} (Fasting not kept, dropped at the door) Not charged`,
    );
    expect(text).toContain(`Total ${rs(subtotal + fee)}`);
    expect(text).toContain(`Paid ${rs(subtotal + fee)}`);
    expect(text).toContain("Balance Paid in full");
    expect(text).not.toContain("Balance due");
  });

  it("removes a package, and a whole person of a family visit: each repriced through the one pricer, the receipt's totals the same", async () => {
    const b = await book([person("Asha Verma", ["cbc"], [packageId]), person("Ram Verma", ["lipid-profile", "hba1c"])]);
    const [cbc, pkg] = b.people[0].items.map((item: { pricePaise: number }) => item.pricePaise);
    const removedPackage = await remove(b.id, {
      personId: b.people[0].id,
      kind: "package",
      itemId: packageId,
      reason: "Booked by mistake",
    });
    expect(removedPackage.statusCode, removedPackage.body).toBe(200);
    const ram = b.people[1].items.reduce((sum: number, item: { pricePaise: number }) => sum + item.pricePaise, 0);
    const fee = (subtotal: number) => (subtotal > paise(999) ? 0 : paise(100));
    expect(removedPackage.json().totalPaise).toBe(cbc + ram + fee(cbc + ram));
    expect(removedPackage.json().changes[0]).toMatchObject({ kind: "line", amountPaise: pkg });
    expect(await receiptText(b.id)).toContain(`Total ${rs(cbc + ram + fee(cbc + ram))}`);

    const removedPerson = await remove(b.id, {
      personId: b.people[1].id,
      kind: "person",
      reason: "Could not come today",
    });
    expect(removedPerson.statusCode, removedPerson.body).toBe(200);
    const now = removedPerson.json();
    expect(now.people.map((p: { name: string }) => p.name)).toEqual(["Asha Verma"]);
    expect(now.totalPaise).toBe(cbc + fee(cbc));
    expect(now.changes[1]).toMatchObject({ kind: "person", person: 2, personName: "Ram Verma", amountPaise: ram });
    expect(now.history[0]).toMatchObject({
      what: "person-removed",
      details: { person: 2, amountPaise: ram, reason: "Could not come today" },
    });
    expect((await ledger(b.id)).duePaise).toBe(cbc + fee(cbc));
    // One place per visit: removing a person frees none.
    const slot = await t.db
      .selectFrom("slots")
      .select("booked")
      .where("slot_date", "=", b.date)
      .where("slot_window", "=", b.window)
      .executeTakeFirstOrThrow();
    expect(Number(slot.booked)).toBe(1);
    const text = await receiptText(b.id);
    expect(text).toContain("Ram Verma - removed from this visit: Could not come today");
    expect(text).toContain(`Total ${rs(cbc + fee(cbc))}`);
    expect(text).toContain(`Balance due ${rs(cbc + fee(cbc))}`);

    // The last person and the last line stay: cancellation is for that, said in words.
    const last = await remove(b.id, { personId: b.people[0].id, kind: "person", reason: "Could not come" });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toContain("cancel the booking instead");
    const lastLine = await remove(b.id, {
      personId: b.people[0].id,
      kind: "test",
      itemId: "cbc",
      reason: "Could not come",
    });
    expect(lastLine.statusCode).toBe(409);
    expect(lastLine.json().error).toContain("a visit cannot lose its last line");
  });

  it("gives a discount as a line of its own: the total and the receipt take it off; never more than the visit costs (400 naming amount)", async () => {
    const b = await book([person("Leela Nair", ["cbc", "lipid-profile"])]);
    const total = b.totalPaise;
    const given = await discount(b.id, { amount: "150.50", reason: "Senior citizen" });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      discountPaise: 15050,
      changes: [{ kind: "discount", amountPaise: 15050, reason: "Senior citizen", person: null }],
    });
    expect(given.json().totalPaise).toBe(total - 15050);
    expect(given.json().history[0]).toMatchObject({
      what: "discount",
      details: { amountPaise: 15050, reason: "Senior citizen", totalPaise: total - 15050 },
    });
    expect((await ledger(b.id)).duePaise).toBe(total - 15050);
    const text = await receiptText(b.id);
    expect(text).toContain(`Discount: Senior citizen -${rs(15050)}`);
    expect(text).toContain(`Total ${rs(total - 15050)}`);

    const before = await snapshot(t.db);
    const tooMuch = await discount(b.id, {
      amount: formatPaise(total - 15050 + 1, { symbol: "" }),
      reason: "Too much",
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(fieldsOf(tooMuch.json())).toEqual(["amount"]);
    expect(tooMuch.json().issues[0].message).toBe(
      `At most ${formatPaise(total - 15050)} can be taken off: that is what the visit costs`,
    );
    expect(await snapshot(t.db)).toEqual(before);
    // Up to the whole visit: the total is then 0.
    const all = await discount(b.id, { amount: formatPaise(total - 15050, { symbol: "" }), reason: "Staff family" });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().totalPaise).toBe(0);
  });

  it("applies each change once: the same request again answers the same, another request with its key is refused", async () => {
    const b = await book([person("Kiran Bedi", ["cbc", "lipid-profile"])]);
    const removal = {
      personId: b.people[0].id,
      kind: "test",
      itemId: "cbc",
      reason: "Not needed",
      idempotencyKey: newKey(),
    };
    const [first, second] = await Promise.all([
      post(`/api/admin/bookings/${b.id}/removals`, removal),
      post(`/api/admin/bookings/${b.id}/removals`, removal),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await post(`/api/admin/bookings/${b.id}/removals`, removal);
    expect(third.statusCode).toBe(200);
    for (const answer of [second, third]) expect(answer.json().totalPaise).toBe(first.json().totalPaise);
    expect(third.json().changes).toHaveLength(1);
    const events = third.json().history.filter((e: { what: string }) => e.what === "line-removed");
    expect(events).toHaveLength(1);

    const gift = { amount: "50", reason: "Waited long", idempotencyKey: newKey() };
    const once = await post(`/api/admin/bookings/${b.id}/discounts`, gift);
    const again = await post(`/api/admin/bookings/${b.id}/discounts`, gift);
    expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toMatchObject({ discountPaise: 5000, totalPaise: once.json().totalPaise });
    const reused = await post(`/api/admin/bookings/${b.id}/discounts`, { ...gift, amount: "60" });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect((await get(`/api/admin/bookings/${b.id}`)).json()).toMatchObject({ discountPaise: 5000 });
  });

  it("takes two discounts sent at once one after the other: together they may not pass what the visit costs", async () => {
    const b = await book([person("Farida Khan", ["cbc", "lipid-profile"])]);
    const total = b.totalPaise;
    const most = formatPaise(Math.ceil(total * 0.6), { symbol: "" });
    const answers = await Promise.all([
      discount(b.id, { amount: most, reason: "Camp offer" }),
      discount(b.id, { amount: most, reason: "Camp offer" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const now = (await get(`/api/admin/bookings/${b.id}`)).json();
    expect(now.discountPaise).toBe(Math.ceil(total * 0.6));
    expect(now.totalPaise).toBe(total - Math.ceil(total * 0.6));
  });

  it("answers bad input with 400 naming the field, unknown ids with 404, and changes nothing", async () => {
    const b = await book([person("Nisha Rao", ["cbc", "lipid-profile"])]);
    const before = await snapshot(t.db);
    const cases: [object, string[]][] = [
      [{ personId: b.people[0].id, kind: "test", itemId: "cbc", reason: "" }, ["reason"]],
      [{ personId: b.people[0].id, kind: "test", reason: "Not needed" }, ["itemId"]],
      [{ personId: b.people[0].id, kind: "x-ray", itemId: "cbc", reason: "Not needed" }, ["kind"]],
      [{ personId: "../x", kind: "person", reason: "Not needed" }, ["personId"]],
      [{ personId: b.people[0].id, kind: "test", itemId: "cbc", reason: "Nisha Rao said no" }, ["reason"]],
    ];
    for (const [body, fields] of cases) {
      const response = await remove(b.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response.json())).toEqual(fields);
    }
    for (const [body, fields] of [
      [{ amount: "0", reason: "x" }, ["amount"]],
      [{ amount: "fifty", reason: "x" }, ["amount"]],
      [{ amount: "50", reason: "" }, ["reason"]],
    ] as const) {
      const response = await discount(b.id, body);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(fields);
    }
    expect(
      (await remove("no-such-booking", { personId: b.people[0].id, kind: "person", reason: "x" })).statusCode,
    ).toBe(404);
    expect((await discount("no-such-booking", { amount: "50", reason: "x" })).statusCode).toBe(404);
    expect((await remove(b.id, { personId: "no-such-person", kind: "person", reason: "x" })).statusCode).toBe(404);
    expect(
      (await remove(b.id, { personId: b.people[0].id, kind: "test", itemId: "hba1c", reason: "x" })).statusCode,
    ).toBe(404);
    expect(
      (await remove(b.id, { personId: b.people[0].id, kind: "package", itemId: "cbc", reason: "x" })).statusCode,
    ).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
    // Staff only.
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${b.id}/discounts`,
      payload: { amount: "50", reason: "x", idempotencyKey: newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
