import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingRequestSchema } from "../../../domain/booking.ts";
import { templateSubmission } from "../../../domain/outbox.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { createMessageDispatcher } from "../../jobs/message-dispatcher.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import {
  MSG91_STAND_IN_ENTITY,
  MSG91_STAND_IN_KEY,
  MSG91_STAND_IN_SENDER,
  startMsg91StandIn,
} from "../../../test/stand-ins/sms-msg91.ts";

const START = new Date("2026-12-01T00:30:00Z");
const EN_ID = "1107000000000000001";
const HI_ID = "1107000000000000002";

/** The text registered on the DLT portal: the template with each variable as {#var#}. */
const registered = (labName: string, locale: "en" | "hi") =>
  templateSubmission(labName, "booking-confirmed", locale).replace(/\{\{\d+\}\}/g, "{#var#}");

describe.each(testDialects())("SMS through MSG91 under DLT on %s", (dialect) => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startMsg91StandIn>>;
  let clock = START;
  let W: string[];
  let n = 0;
  const drain = () => createMessageDispatcher(t.services.outbox, { onError: () => {} }).drain();
  const request = () => ({
    tests: ["cbc"],
    packages: [],
    patientName: "Asha Verma",
    age: 34,
    gender: "female",
    mobile: `98765${String(++n).padStart(5, "0")}`,
    collectionType: "home",
    address: "B-12, Sector 15",
    pincode: "201301",
    date: "2026-12-05",
    window: W[n % 9],
    consent: true,
    updatesOptIn: true,
    idempotencyKey: randomBytes(12).toString("base64url"),
  });

  beforeAll(async () => {
    const labName = "Labfront Diagnostics";
    standIn = await startMsg91StandIn({ [EN_ID]: registered(labName, "en"), [HI_ID]: registered(labName, "hi") });
    t = await createTestApp(dialect, {
      seed: true,
      now: () => clock,
      env: {
        MESSAGES_CHANNEL: "sms",
        MSG91_URL: standIn.url,
        MSG91_AUTH_KEY: MSG91_STAND_IN_KEY,
        MSG91_SENDER: MSG91_STAND_IN_SENDER,
        DLT_ENTITY_ID: MSG91_STAND_IN_ENTITY,
        DLT_TEMPLATE_IDS: `booking-confirmed:en=${EN_ID},booking-confirmed:hi=${HI_ID}`,
      },
    });
    W = slotWindows(await t.services.settings.get());
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  const book = async (locale: "en" | "hi") => {
    // The service itself: the API makes English bookings, the Hindi pages Hindi ones.
    const { booking } = await t.services.bookings.create(BookingRequestSchema.parse(request()), {
      ip: `10.8.0.${n}`,
      locale,
    });
    const row = await t.db
      .selectFrom("bookings")
      .select(["id", "mobile"])
      .where("reference", "=", booking.reference)
      .executeTakeFirstOrThrow();
    return { ...row, reference: booking.reference };
  };

  it("sends the confirmation as the registered DLT template, in the booking's language, once, after a 5xx", async () => {
    const en = await book("en");
    const hi = await book("hi");
    standIn.trouble("500");
    await drain();
    clock = new Date(clock.getTime() + 2 * 60_000);
    await drain();
    const [english] = standIn.sendsWith(en.reference);
    expect(standIn.sendsWith(en.reference)).toHaveLength(1);
    expect(english).toMatchObject({ sender: "LABFRT", templateId: EN_ID, to: en.mobile });
    expect(english.text).toMatch(/^Hello, your booking LF-\w+ with Labfront Diagnostics for .+ is confirmed\./);
    const [hindi] = standIn.sendsWith(hi.reference);
    expect(standIn.sendsWith(hi.reference)).toHaveLength(1);
    expect(hindi).toMatchObject({ templateId: HI_ID });
    expect(hindi.text).toMatch(/^नमस्ते, Labfront Diagnostics में आपकी बुकिंग/);
    const states = await t.db
      .selectFrom("outbox")
      .select(["state", "channel", "provider_message_id"])
      .where("booking_id", "in", [en.id, hi.id])
      .execute();
    expect(states).toEqual([
      expect.objectContaining({ state: "sent", channel: "sms", provider_message_id: expect.any(String) }),
      expect.objectContaining({ state: "sent", channel: "sms", provider_message_id: expect.any(String) }),
    ]);
  });

  it("fails at once, saying why, a message whose template has no DLT id", async () => {
    const b = await book("en");
    await drain();
    await t.db.transaction().execute((trx) =>
      t.services.outbox.enqueue(trx, {
        bookingId: b.id,
        kind: "booking-cancelled",
        locale: "en",
        variables: { reference: b.reference },
      }),
    );
    await drain();
    const row = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("booking_id", "=", b.id)
      .where("kind", "=", "booking-cancelled")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: "failed",
      tries: 1,
      last_error: "No DLT template id is set for booking-cancelled in en",
    });
  });
});
