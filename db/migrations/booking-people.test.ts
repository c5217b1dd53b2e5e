import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-25T0500-booking-people.ts";

describe.each(testDialects())("the migration giving a booking its people on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A booking as it was stored before families: the person in the booking's own columns. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function oldBooking(db: Kysely<any>, n: number, change: Record<string, unknown> = {}) {
    const id = randomBytes(8).toString("hex");
    const when = "2026-11-20T05:00:00.000Z";
    await db
      .insertInto("bookings")
      .values({
        id,
        reference: `LF-AAA${n}${n}`,
        manage_token_hash: randomBytes(16).toString("hex"),
        status: "completed",
        patient_name: `Patient ${n}`,
        patient_age: 30 + n,
        patient_gender: "female",
        mobile: `98765000${n}${n}`,
        email: null,
        guardian_name: n === 2 ? "Guardian Two" : null,
        guardian_consent: n === 2 ? 1 : 0,
        collection_type: "lab",
        address: null,
        landmark: null,
        pincode: null,
        city: "Noida",
        lab_address: "B-12, Sector 18",
        slot_date: "2026-11-21",
        slot_window: "06:30–07:00",
        items_json: JSON.stringify([{ kind: "test", id: "cbc", name: "CBC", price: 319, mrp: 450 }]),
        subtotal_paise: 31900,
        mrp_paise: 45000,
        fee_paise: 0,
        total_paise: 31900,
        consent_version: "1",
        consented_at: when,
        offers_opt_in: 0,
        idempotency_key: randomBytes(12).toString("hex"),
        created_at: when,
        updated_at: when,
        ...change,
      })
      .execute();
    return id;
  }

  it("moves each booking's person into booking_people, gives reports their person, and leaves no name in bookings", async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = t.db as unknown as Kysely<any>;
    await down(db);
    const first = await oldBooking(db, 1);
    const second = await oldBooking(db, 2);
    const erased = await oldBooking(db, 3, {
      patient_name: "Erased",
      mobile: "0000000000",
      updated_at: "2026-11-23T00:00:00.000Z",
    });
    await db
      .insertInto("reports")
      .values({
        id: "r1",
        booking_id: second,
        file_key: "files/r1.pdf",
        file_name: "LF-AAA22-report-1.pdf",
        size_bytes: 10,
        sha256: "a".repeat(64),
        verification_code: "ABCDEFGHJKMNPQRST",
        uploaded_at: "2026-11-22T00:00:00.000Z",
        uploaded_by: "admin",
      })
      .execute();

    await up(db);
    const people = await t.db.selectFrom("booking_people").selectAll().orderBy("patient_age").execute();
    expect(
      people.map((p) => ({
        ...p,
        position: Number(p.position),
        patient_age: Number(p.patient_age),
        guardian_consent: Number(p.guardian_consent),
        subtotal_paise: Number(p.subtotal_paise),
        mrp_paise: Number(p.mrp_paise),
      })),
    ).toEqual([
      {
        id: `${first}p1`,
        booking_id: first,
        position: 1,
        patient_name: "Patient 1",
        patient_age: 31,
        patient_gender: "female",
        guardian_name: null,
        guardian_consent: 0,
        items_json: expect.stringContaining('"cbc"'),
        subtotal_paise: 31900,
        mrp_paise: 45000,
        erased_at: null,
      },
      {
        id: `${second}p1`,
        booking_id: second,
        position: 1,
        patient_name: "Patient 2",
        patient_age: 32,
        patient_gender: "female",
        guardian_name: "Guardian Two",
        guardian_consent: 1,
        items_json: expect.stringContaining('"cbc"'),
        subtotal_paise: 31900,
        mrp_paise: 45000,
        erased_at: null,
      },
      {
        id: `${erased}p1`,
        booking_id: erased,
        position: 1,
        patient_name: "Erased",
        patient_age: 33,
        patient_gender: "female",
        guardian_name: null,
        guardian_consent: 0,
        items_json: expect.stringContaining('"cbc"'),
        subtotal_paise: 31900,
        mrp_paise: 45000,
        erased_at: "2026-11-23T00:00:00.000Z",
      },
    ]);
    expect(await t.db.selectFrom("reports").select(["id", "person_id"]).execute()).toEqual([
      { id: "r1", person_id: `${second}p1` },
    ]);
    const row = await db.selectFrom("bookings").selectAll().where("id", "=", first).executeTakeFirstOrThrow();
    for (const column of [
      "patient_name",
      "patient_age",
      "patient_gender",
      "guardian_name",
      "guardian_consent",
      "items_json",
    ])
      expect(row, column).not.toHaveProperty(column);

    // Down puts the first person back in the booking's columns.
    await down(db);
    const back = await db
      .selectFrom("bookings")
      .select(["patient_name", "guardian_name", "items_json"])
      .where("id", "=", second)
      .executeTakeFirstOrThrow();
    expect(back).toMatchObject({
      patient_name: "Patient 2",
      guardian_name: "Guardian Two",
      items_json: expect.stringContaining('"cbc"'),
    });
    await db.deleteFrom("reports").execute();
    await db.deleteFrom("bookings").execute();
    await up(db);
  });
});
