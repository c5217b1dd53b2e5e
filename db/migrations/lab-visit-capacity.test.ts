import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingRow } from "../../test/report-fixtures.ts";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-24T0100-lab-visit-capacity.ts";

describe.each(testDialects())("the migration giving lab visits places of their own on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("moves each window's lab visits to the lab's count, leaves home collections where they were, and loses no place", async () => {
    await down(t.db);
    // One pool, as before: a home collection and a lab visit hold two of four places; a cancelled lab visit holds none.
    const at = new Date("2026-12-03T06:00:00Z");
    const window = { slot_date: "2026-12-03", slot_window: "06:30–07:00" };
    const home = await insertBookingRow(t.db, { sequence: 1, at });
    await t.db
      .updateTable("bookings")
      .set({ collection_type: "home", lab_address: null, address: "B-12, Sector 15", pincode: "201301" })
      .where("id", "=", home.id)
      .execute();
    await insertBookingRow(t.db, { sequence: 2, at });
    const cancelled = await insertBookingRow(t.db, { sequence: 3, at });
    await t.db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", cancelled.id).execute();
    await t.db
      .insertInto("slots")
      .values({ ...window, capacity: 4, booked: 2 })
      .execute();

    await up(t.db);
    const slot = await t.db
      .selectFrom("slots")
      .selectAll()
      .where("slot_date", "=", window.slot_date)
      .executeTakeFirstOrThrow();
    expect({
      capacity: Number(slot.capacity),
      booked: Number(slot.booked),
      lab_capacity: Number(slot.lab_capacity),
      lab_booked: Number(slot.lab_booked),
    }).toEqual({
      capacity: 4,
      booked: 1,
      lab_capacity: 4,
      lab_booked: 1,
    });

    // Down pools them again, with the same places taken.
    await down(t.db);
    const pooled = await t.db
      .selectFrom("slots")
      .select(["capacity", "booked"])
      .where("slot_date", "=", window.slot_date)
      .executeTakeFirstOrThrow();
    expect({ capacity: Number(pooled.capacity), booked: Number(pooled.booked) }).toEqual({ capacity: 4, booked: 2 });
    await up(t.db);
  });
});
