import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingRequestSchema } from "../../../domain/booking.ts";
import type { Settings } from "../../../domain/settings.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { ADMIN_STAFF, createTestApp, testDialects, type TestApp } from "../../../test/test-app.ts";

// A booking keeps the language it was made in and the language of the consent notice agreed
// to (issue 23; migration 2026-11-25T0800-booking-language): a Hindi page's booking is Hindi,
// and its notice the Hindi one when the settings have it.

/** 06:00 IST on Tuesday 1 December 2026. */
const START = new Date("2026-12-01T00:30:00Z");
const day = (n: number) => `2026-12-${String(1 + n).padStart(2, "0")}`;

describe.each(testDialects())("a booking's language on %s", (dialect) => {
  let t: TestApp;
  let W: string[];
  let settings: Settings;
  let sequence = 0;

  const request = () =>
    BookingRequestSchema.parse({
      tests: ["cbc"],
      patientName: "Sunita Sharma",
      age: 52,
      gender: "female",
      mobile: `97${String(++sequence).padStart(8, "0")}`,
      collectionType: "home",
      address: "C-41, Sector 50",
      pincode: "201301",
      date: day(2),
      window: W[sequence % W.length],
      consent: true,
      idempotencyKey: randomBytes(12).toString("base64url"),
    });
  const rowOf = (reference: string) =>
    t.db
      .selectFrom("bookings")
      .select(["id", "language", "consent_language", "consent_version"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => START });
    const { updatedAt: _at, updatedBy: _by, ...saved } = await t.services.settings.get();
    settings = saved as Settings;
    W = slotWindows(settings);
  });
  afterAll(() => t.close());

  it("records Hindi for a booking made on a Hindi page, with the Hindi notice the page showed", async () => {
    expect(settings.hi.consentNotice).toBeTruthy();
    const { booking } = await t.services.bookings.create(request(), { ip: "10.9.0.1", locale: "hi" });
    const row = await rowOf(booking.reference);
    expect(row).toMatchObject({ language: "hi", consent_language: "hi", consent_version: settings.consentVersion });
    const cookie = await t.login();
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/admin/bookings/${row.id}`, headers: { cookie } })
    ).json();
    expect(detail).toMatchObject({ language: "hi", consentLanguage: "hi", consentVersion: settings.consentVersion });

    // The receipt staff send later is in the booking's language.
    const { message } = await t.services.payments.receiptMessage(row.id, ADMIN_STAFF);
    expect(message).toMatch(
      new RegExp(`^नमस्ते, बुकिंग ${booking.reference} के भुगतान की आपकी रसीद .+ से। .+ \\(यह लिंक 8 दिसंबर 2026 तक चलेगा\\): `),
    );
  });

  it("records English, the default, for the API and the English pages", async () => {
    const api = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { ...request(), age: 40 },
      remoteAddress: "10.9.0.2",
    });
    expect(api.statusCode, api.body).toBe(201);
    expect(await rowOf(api.json().reference)).toMatchObject({ language: "en", consent_language: "en" });
    const { booking } = await t.services.bookings.create(request(), { ip: "10.9.0.3", locale: "en" });
    expect(await rowOf(booking.reference)).toMatchObject({ language: "en", consent_language: "en" });
    const row = await rowOf(booking.reference);
    const { message } = await t.services.payments.receiptMessage(row.id, ADMIN_STAFF);
    expect(message).toMatch(/^Hello, your payment receipt from .+ \(the link works until 8 December 2026\): /);
  });

  it("records the English notice for a Hindi booking while the settings have no Hindi notice (the page showed the English)", async () => {
    // A changed notice is a new version (the last test here: the settings stay so).
    const version = `${settings.consentVersion}.1`;
    await t.services.settings.update(
      { ...settings, consentVersion: version, hi: { ...settings.hi, consentNotice: undefined } },
      { by: "test" },
    );
    const { booking } = await t.services.bookings.create(request(), { ip: "10.9.0.4", locale: "hi" });
    expect(await rowOf(booking.reference)).toMatchObject({
      language: "hi",
      consent_language: "en",
      consent_version: version,
    });
  });
});
