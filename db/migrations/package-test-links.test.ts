import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-22T0400-package-test-links.ts";

describe.each(testDialects())("the migration linking package tests on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  it("turns stored names into links where a test's name or address matches exactly, free text where none does", async () => {
    const { id } = await t.db.selectFrom("health_packages").select("id").orderBy("id").executeTakeFirstOrThrow();
    const legacy = ["Lipid Profile", "cbc", "complete blood count (CBC)", "Anti-TPO Antibodies"];
    await t.db
      .updateTable("health_packages")
      .set({ tests_json: JSON.stringify(legacy) })
      .where("id", "=", id)
      .execute();

    await up(t.db);
    const read = async () =>
      JSON.parse(
        (await t.db.selectFrom("health_packages").select("tests_json").where("id", "=", id).executeTakeFirstOrThrow())
          .tests_json,
      );
    expect(await read()).toEqual([
      { name: "Lipid Profile", slug: "lipid-profile" },
      { name: "cbc", slug: "cbc" },
      // Only exact matches are linked; staff link the rest in the Package Manager.
      { name: "complete blood count (CBC)", slug: null },
      { name: "Anti-TPO Antibodies", slug: null },
    ]);
    // Running over linked rows changes nothing; down gives the names back.
    await up(t.db);
    expect((await read())[0]).toEqual({ name: "Lipid Profile", slug: "lipid-profile" });
    await down(t.db);
    expect(await read()).toEqual(legacy);
    await up(t.db);
    // The API reads the converted row.
    expect((await t.app.inject(`/api/packages/${id}`)).json().tests[0]).toEqual({
      name: "Lipid Profile",
      slug: "lipid-profile",
    });
  });
});
