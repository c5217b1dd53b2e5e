import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTwoSites, testDialects, type TwoSites } from "../../test/test-app.ts";
import { VERSION_CHECK_INTERVAL_MS } from "./catalogue-cache.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects())("two app processes on one %s database", (dialect) => {
  let sites: TwoSites;
  beforeAll(async () => {
    sites = await createTwoSites(dialect, { seed: true });
  });
  afterAll(() => sites?.close());
  const first = () => sites.first;
  const second = () => sites.second;

  const cbcOnSecond = async () =>
    (await second().app.inject({ url: "/api/tests/cbc" })).json() as { price: number; originalPrice: number };

  it("a price staff change through one shows on the other within a second", async () => {
    const before = await cbcOnSecond(); // now cached by the second
    const cookie = await first().login();
    const saved = await first().app.inject({
      method: "PUT",
      url: "/api/tests/cbc/prices",
      headers: { cookie, origin: first().config.publicOrigin },
      payload: { price: before.price - 10, originalPrice: before.originalPrice },
    });
    expect(saved.statusCode).toBe(200);

    await pause(VERSION_CHECK_INTERVAL_MS + 50);
    expect((await cbcOnSecond()).price).toBe(before.price - 10);
  });

  it("a freshly migrated database holds no version row until the first change", async () => {
    const empty = await createTestApp(dialect);
    try {
      // Settings are seeded on every start: that is a change, and the row exists after it.
      const rows = await empty.db.selectFrom("catalogue_version").selectAll().execute();
      expect(rows).toEqual([{ id: 1, version: expect.any(Number) }]);
    } finally {
      await empty.close();
    }
  });
});
