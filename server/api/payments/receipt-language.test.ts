import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingRequestSchema } from "../../../domain/booking.ts";
import { formatPaise } from "../../../domain/payment-rules.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";

// Issue 32 item 8: a receipt follows the booking's language. A Hindi booking's receipt reads
// Hindi labels and dates (hi-IN), with the same totals as an English one; read with pdftotext.

/** 09:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T03:30:00Z");

describe.each(testDialects())("the receipt in the booking's language on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let dir = "";
  let sequence = 0;

  const newKey = () => randomBytes(12).toString("base64url");
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers: { cookie } });

  /** A booking made on a page in `locale`, paid in part, with a test removed and a discount: its id. */
  async function paidVisit(locale: "en" | "hi") {
    sequence += 1;
    const W = slotWindows(await t.services.settings.get());
    const { booking } = await t.services.bookings.create(
      BookingRequestSchema.parse({
        people: [{ patientName: "Sunita Sharma", age: 45, gender: "female", tests: ["cbc", "lipid-profile"] }],
        mobile: `95${String(sequence).padStart(8, "0")}`,
        collectionType: "home",
        address: "House 4, Sector 20",
        pincode: "201301",
        date: "2026-12-03",
        window: W[sequence],
        consent: true,
        idempotencyKey: newKey(),
      }),
      { ip: `10.8.0.${sequence}`, locale },
    );
    const row = await t.db
      .selectFrom("bookings")
      .select("id")
      .where("reference", "=", booking.reference)
      .executeTakeFirstOrThrow();
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/admin/bookings/${row.id}`, headers: { cookie } })
    ).json();
    expect(
      (
        await post(`/api/admin/bookings/${row.id}/removals`, {
          personId: detail.people[0].id,
          kind: "test",
          itemId: "lipid-profile",
          reason: "Not fasting",
          idempotencyKey: newKey(),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(`/api/admin/bookings/${row.id}/discounts`, {
          amount: "50",
          reason: "Senior citizen",
          idempotencyKey: newKey(),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/bookings/${row.id}/payments`, { amount: "100", mode: "cash", idempotencyKey: newKey() }))
        .statusCode,
    ).toBe(201);
    return row.id;
  }
  async function receiptText(id: string): Promise<string> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/bookings/${id}/receipt`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const file = join(dir, `${id}.pdf`);
    writeFileSync(file, response.rawPayload);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/[ \t]+/g, " ");
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "receipt-language-"));
    t = await createTestApp(dialect, { seed: true, now: () => START });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("prints a Hindi booking's receipt in Hindi, with the English one's totals", async () => {
    const [english, hindi] = [await receiptText(await paidVisit("en")), await receiptText(await paidVisit("hi"))];
    const amounts = (text: string) => [...text.matchAll(/(?:Rs\.|रु\.) ([\d,]+\.\d\d)/g)].map((match) => match[1]);
    expect(amounts(hindi)).toEqual(amounts(english));
    expect(english).toContain("Payment receipt");
    for (const words of [
      "भुगतान की रसीद",
      "बुकिंग रेफ़रेंस",
      "हटाया गया:",
      "शुल्क नहीं",
      "छूट: Senior citizen",
      "कुल रु.",
      "चुकाया रु. 100.00",
      "बकाया रु.",
      "नकद",
      "धन्यवाद",
    ])
      expect(hindi).toContain(words);
    // The visit's day in hi-IN, the month in full (issue 37): not "दिस॰".
    expect(hindi).toContain("गुरु, 3 दिसंबर 2026");
    expect(hindi).not.toContain("दिस॰");
    for (const words of [
      "Payment receipt",
      "Total",
      "Balance due",
      "Paid",
      "Home collection fee",
      "Removed",
      "Discount",
      "Cash",
    ])
      expect(hindi).not.toContain(words);
    expect(amounts(hindi)).toContain(formatPaise(10000, { symbol: "" }));
  });
});
