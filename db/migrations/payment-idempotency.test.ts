import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingRow } from "../../test/report-fixtures.ts";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-27T0100-payment-idempotency.ts";

describe.each(testDialects())("the migration keeping each payment's key on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("keeps the entries made before (without a key), and lets only one entry hold a key", async () => {
    await down(t.db);
    const booking = await insertBookingRow(t.db, { sequence: 950 });
    const entry = (id: string) => ({
      id,
      booking_id: booking.id,
      amount_paise: 25000,
      mode: "upi",
      reference: "UTR123456789",
      reason: null,
      taken_by: "admin",
      taken_at: "2026-11-26T08:35:00.000Z",
    });
    // Two entries of one reference, as the desk could record them before issue 31.
    await sql`insert into payments (id, booking_id, amount_paise, mode, reference, reason, taken_by, taken_at) values
      ('p1', ${booking.id}, 25000, 'upi', 'UTR123456789', null, 'admin', '2026-11-26T08:35:00.000Z'),
      ('p2', ${booking.id}, 25000, 'upi', 'UTR123456789', null, 'admin', '2026-11-26T08:35:01.000Z')`.execute(t.db);

    await up(t.db);
    const rows = await t.db.selectFrom("payments").select(["id", "idempotency_key"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "p1", idempotency_key: null },
      { id: "p2", idempotency_key: null },
    ]);
    await t.db
      .insertInto("payments")
      .values({ ...entry("p3"), idempotency_key: "k".repeat(20) })
      .execute();
    await expect(
      t.db
        .insertInto("payments")
        .values({ ...entry("p4"), idempotency_key: "k".repeat(20) })
        .execute(),
    ).rejects.toThrow();
    expect(await t.db.selectFrom("payments").select("id").orderBy("id").execute()).toEqual([
      { id: "p1" },
      { id: "p2" },
      { id: "p3" },
    ]);

    // Down drops the key and keeps every entry.
    await down(t.db);
    expect((await t.db.selectFrom("payments").select("id").execute()).length).toBe(3);
    await up(t.db);
  });
});
