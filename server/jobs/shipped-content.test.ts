import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downgradeContent } from "../../db/migrations/2026-11-22T0300-test-content-fields.ts";
import { migrations } from "../../db/migrations/index.ts";
import type { Database } from "../../db/schema.ts";
import type { LabTestContent } from "../../domain/lab-test.ts";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { insertTest, updateTest } from "../api/lab-tests/lab-tests.repository.ts";
import { createSite } from "../site.ts";
import { readSeedTests } from "./seed.ts";
import { applyShippedContent, SHIPPED_CONTENT_RUN, testContentHash } from "./shipped-content.ts";

const BEFORE_THREE_WAY_FASTING = "2026-11-22T0200-reports";
const migrator = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

async function migrateTo(db: Kysely<Database>, name: string | "latest") {
  const { error } = name === "latest" ? await migrator(db).migrateToLatest() : await migrator(db).migrateTo(name);
  if (error) throw error;
}

/** A lab_tests row as the release before three-way fasting stored it. */
function previousReleaseRow(test: LabTestContent) {
  const { slug, name, category, price, originalPrice, isPopular, imageId, ...content } = test;
  const now = new Date().toISOString();
  return {
    id: slug,
    slug,
    name,
    category,
    price_paise: price * 100,
    original_price_paise: originalPrice * 100,
    is_popular: isPopular ? 1 : 0,
    image_id: imageId,
    content_json: JSON.stringify(downgradeContent(content)),
    is_retired: 0,
    created_at: now,
    updated_at: now,
  };
}

/** What the previous release shipped for a test: this release's test with the old, generic wording. */
const previouslyShipped = (test: LabTestContent): LabTestContent => ({
  ...test,
  fasting: "required",
  fastingInstructions: "Fast for 8-12 hours before the test; you may drink plain water.",
  testingFrequency: [],
  usedToDiagnose: [],
});

describe.each(testDialects())("shipped test content on %s", (dialect) => {
  let t: TestApp;
  let shipped: LabTestContent[];
  const shippedTest = (slug: string) => shipped.find((s) => s.slug === slug)!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    shipped = await readSeedTests();
  });
  afterAll(() => t.close());

  it("the migration turns the stored yes/no into the three-way rule, adds the new fields empty, and goes back down", async () => {
    await migrateTo(t.db, BEFORE_THREE_WAY_FASTING);
    const fasting = { ...previouslyShipped(shippedTest("lipid-profile")), slug: "old-fasting" };
    const notFasting = { ...previouslyShipped(shippedTest("cbc")), slug: "old-not-fasting", fasting: "not-required" as const };
    await t.db.insertInto("lab_tests").values([previousReleaseRow(fasting), previousReleaseRow(notFasting)]).execute();
    const stored = await t.db.selectFrom("lab_tests").select("content_json").where("slug", "=", "old-fasting").executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content_json)).toMatchObject({ fastingRequired: true });
    expect(JSON.parse(stored.content_json)).not.toHaveProperty("fasting");

    await migrateTo(t.db, "latest");
    const tests = await t.services.labTests.listForAdmin();
    const [wasFasting, wasNotFasting] = ["old-fasting", "old-not-fasting"].map((slug) => tests.find((x) => x.slug === slug)!);
    expect(wasFasting).toMatchObject({ fasting: "required", testingFrequency: [], usedToDiagnose: [], medicalReview: null });
    expect(wasFasting).not.toHaveProperty("fastingRequired");
    expect(wasNotFasting.fasting).toBe("not-required");

    await migrateTo(t.db, BEFORE_THREE_WAY_FASTING);
    const down = await t.db.selectFrom("lab_tests").select(["slug", "content_json"]).orderBy("slug").execute();
    expect(down.map((row) => [row.slug, JSON.parse(row.content_json).fastingRequired, "fasting" in JSON.parse(row.content_json)])).toEqual([
      ["old-fasting", true, false],
      ["old-not-fasting", false, false],
    ]);
    await t.db.deleteFrom("lab_tests").execute();
    await migrateTo(t.db, "latest");
  });

  it("replaces untouched tests with this release's content once, keeps the ones staff edited and says which", async () => {
    // A database the previous release seeded: three of its tests, one later edited by staff,
    // one already as this release ships it.
    await migrateTo(t.db, BEFORE_THREE_WAY_FASTING);
    const untouched = previouslyShipped(shippedTest("lipid-profile"));
    const edited = previouslyShipped(shippedTest("kidney-function"));
    await t.db
      .insertInto("lab_tests")
      .values([untouched, edited].map(previousReleaseRow))
      .execute();
    await migrateTo(t.db, "latest");
    await insertTest(t.db, shippedTest("cbc"));
    const previousHashes = Object.fromEntries(
      [untouched, edited].map((test) => [test.slug, [testContentHash({ ...test, medicalReview: null })]]),
    );
    // Staff changed the price in the Tests Manager (its related tests are not in this database).
    const { id: _id, imageUrl: _u, createdAt: _c, updatedAt: _up, isRetired: _r, ...stored } = (await t.services.labTests.listForAdmin()).find(
      (x) => x.slug === "kidney-function",
    )!;
    await updateTest(t.db, "kidney-function", { ...stored, price: 449 });

    const result = await applyShippedContent(t.db, shipped, previousHashes);
    expect(result).toEqual({ updated: ["lipid-profile"], kept: ["kidney-function"] });

    const after = await t.services.labTests.listForAdmin();
    const lipid = after.find((x) => x.slug === "lipid-profile")!;
    expect(testContentHash(lipid)).toBe(testContentHash(shippedTest("lipid-profile")));
    expect(lipid.fasting).toBe("if-doctor-asks");
    const kidney = after.find((x) => x.slug === "kidney-function")!;
    expect(kidney).toMatchObject({ price: 449, fasting: "required" });
    expect(testContentHash(after.find((x) => x.slug === "cbc")!)).toBe(testContentHash(shippedTest("cbc")));

    // Once: the run is recorded, and a second start changes nothing.
    expect(await t.db.selectFrom("seed_runs").select("name").where("name", "=", SHIPPED_CONTENT_RUN).executeTakeFirst()).toBeDefined();
    expect(await applyShippedContent(t.db, shipped, Object.fromEntries(shipped.map((s) => [s.slug, [testContentHash(untouched)]])))).toBeNull();
  });

  it("on start, names in the log the seeded tests it kept because staff edited them", async () => {
    // A database seeded by this release, before the run was recorded, with one test edited.
    const seeded = await createTestApp(dialect, { seed: true });
    try {
      const { id: _id, imageUrl: _u, createdAt: _c, updatedAt: _up, isRetired: _r, ...lipid } = (await seeded.services.labTests.listForAdmin()).find(
        (x) => x.slug === "lipid-profile",
      )!;
      await updateTest(seeded.db, "lipid-profile", { ...lipid, reportTime: "24 hours" });
      await seeded.db.deleteFrom("seed_runs").where("name", "=", SHIPPED_CONTENT_RUN).execute();

      const lines: string[] = [];
      const restarted = await createSite({ ...seeded.config, logLevel: "info" }, { seed: true, logStream: { write: (line) => void lines.push(line) } });
      await restarted.close();
      const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => String(e.msg).startsWith("Shipped test content"));
      expect(entry).toMatchObject({ msg: "Shipped test content: 0 updated; 1 kept because staff edited them", updated: [], keptBecauseEdited: ["lipid-profile"] });
      expect((await seeded.services.labTests.get("lipid-profile"))?.reportTime).toBe("24 hours");
    } finally {
      await seeded.close();
    }
  });

  it("ships hashes of an earlier release for every seeded test, none of them this release's content", async () => {
    const { default: hashes } = await import("../../db/seed/previous-test-content-hashes.json", { with: { type: "json" } });
    const previous = hashes as Record<string, string[]>;
    expect(Object.keys(previous).sort()).toEqual(shipped.map((s) => s.slug).sort());
    for (const test of shipped) expect(previous[test.slug], test.slug).not.toContain(testContentHash(test));
  });
});
