import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingRow } from "../../test/report-fixtures.ts";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-25T0600-name-search-keys.ts";

describe.each(testDialects())("the migration giving each person a name search key on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("adds an empty key to the people booked before, which the site then fills, erased people apart", async () => {
    await down(t.db);
    const names = ["सुनीता शर्मा", "Ramesh Aggarwal", "Erased"];
    const booked: { id: string }[] = [];
    for (const [i, patientName] of names.entries())
      booked.push(await insertBookingRow(t.db, { sequence: 900 + i, patientName }));
    await t.db
      .updateTable("booking_people")
      .set({ erased_at: "2026-11-24T00:00:00.000Z" })
      .where("booking_id", "=", booked[2].id)
      .execute();

    await up(t.db);
    const keys = async () =>
      (await t.db.selectFrom("booking_people").select(["booking_id", "name_key"]).orderBy("booking_id").execute()).map(
        (p) => [booked.findIndex((b) => b.id === p.booking_id), p.name_key] as const,
      );
    expect((await keys()).map(([, key]) => key)).toEqual([null, null, null]);

    expect(await t.services.bookingDesk.fillNameKeys()).toBe(2);
    expect(new Map(await keys())).toEqual(
      new Map([
        [0, "v1: sunita srma"],
        [1, "v1: rmes agrvl"],
        [2, null],
      ]),
    );
    // Once filled, a start finds nothing to do.
    expect(await t.services.bookingDesk.fillNameKeys()).toBe(0);
  });
});
