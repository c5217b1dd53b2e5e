import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingRow } from "../../test/report-fixtures.ts";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-28T0600-collector-visits.ts";

describe.each(testDialects())("the migration giving home visits a collector and a handover code on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("gives each existing home visit its own 4-digit code and no collector, and leaves lab visits alone", async () => {
    await down(t.db);
    const home = await insertBookingRow(t.db, { sequence: 960 });
    await t.db
      .updateTable("bookings")
      .set({ collection_type: "home", address: "H-1, Sector 62", pincode: "201301" })
      .where("id", "=", home.id)
      .execute();
    const lab = await insertBookingRow(t.db, { sequence: 961 });

    await up(t.db);
    const rows = await t.db.selectFrom("home_visits").selectAll().execute();
    expect(rows).toEqual([
      {
        booking_id: home.id,
        collector_id: null,
        handover_code: expect.stringMatching(/^\d{4}$/),
        handover_wrong_tries: 0,
        last_wrong_key: null,
        assigned_at: null,
      },
    ]);
    expect(rows.map((r) => r.booking_id)).not.toContain(lab.id);
  });
});
