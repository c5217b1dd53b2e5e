import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-25T0900-hindi-text.ts";

describe.each(testDialects())("the migration giving packages and slides their Hindi on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("adds an empty Hindi to the packages and slides there are, which read back as {}, and goes back down", async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = t.db as unknown as Kysely<any>;
    await down(db);
    const when = "2026-11-20T05:00:00.000Z";
    // Rows as the release before stored them: no hi_json.
    await db
      .insertInto("health_packages")
      .values({
        id: "pkg1",
        name: "Basic Health Checkup",
        description: "The essentials.",
        category: "basic",
        price_paise: 249900,
        discounted_price_paise: 149900,
        tests_json: JSON.stringify([{ name: "CBC", slug: null }]),
        is_featured: 1,
        image_id: null,
        is_deleted: 0,
        deleted_at: null,
        created_at: when,
        updated_at: when,
      })
      .execute();
    await db
      .insertInto("carousel_slides")
      .values({
        id: "slide1",
        title: "Health Packages",
        description: "Checkups at fair prices.",
        button_text: "View Packages",
        button_link: "/packages",
        is_active: 1,
        is_deleted: 0,
        image_id: null,
        placement: "both",
        position: 0,
        deleted_at: null,
        created_at: when,
        updated_at: when,
      })
      .execute();

    await up(db);
    expect(await db.selectFrom("health_packages").select(["id", "hi_json"]).execute()).toEqual([
      { id: "pkg1", hi_json: "{}" },
    ]);
    expect(await db.selectFrom("carousel_slides").select(["id", "hi_json"]).execute()).toEqual([
      { id: "slide1", hi_json: "{}" },
    ]);
    expect(await t.services.packages.get("pkg1")).toMatchObject({ name: "Basic Health Checkup", hi: {} });
    expect((await t.services.carousel.list()).map((s) => [s.id, s.hi])).toEqual([["slide1", {}]]);

    await down(db);
    for (const table of ["health_packages", "carousel_slides"]) {
      const row = await db.selectFrom(table).selectAll().executeTakeFirstOrThrow();
      expect(row, table).not.toHaveProperty("hi_json");
    }
    await db.deleteFrom("health_packages").execute();
    await db.deleteFrom("carousel_slides").execute();
    await up(db);
  });
});
