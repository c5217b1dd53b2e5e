import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-25T0800-booking-language.ts";

describe.each(testDialects())("the migration giving a booking its language on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("gives every booking made before English, for the booking and its consent, and goes back without them", async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = t.db as unknown as Kysely<any>;
    await down(db);
    const id = randomBytes(8).toString("hex");
    const when = "2026-11-20T05:00:00.000Z";
    await db
      .insertInto("bookings")
      .values({
        id,
        reference: "LF-AAA22",
        manage_token_hash: randomBytes(16).toString("hex"),
        status: "new",
        mobile: "9876500011",
        email: null,
        collection_type: "lab",
        address: null,
        landmark: null,
        pincode: null,
        city: "Noida",
        lab_address: "B-12, Sector 18",
        slot_date: "2026-11-21",
        slot_window: "06:30–07:00",
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
      })
      .execute();

    await up(db);
    expect(
      await t.db
        .selectFrom("bookings")
        .select(["language", "consent_language"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      language: "en",
      consent_language: "en",
    });
    await db.updateTable("bookings").set({ language: "hi", consent_language: "hi" }).where("id", "=", id).execute();
    expect(
      await t.db
        .selectFrom("bookings")
        .select(["language", "consent_language"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      language: "hi",
      consent_language: "hi",
    });

    await down(db);
    const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).not.toHaveProperty("language");
    expect(row).not.toHaveProperty("consent_language");
    await db.deleteFrom("bookings").execute();
    await up(db);
  });
});
