import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyShippedContent, SHIPPED_CONTENT_RUN, testContentHash } from "./shipped-content.ts";
import { readSeedTests } from "./seed.ts";
import type { TestContainer } from "../../domain/sample-containers.ts";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { defaultContainers, down, up } from "../../db/migrations/2026-11-28T0610-test-containers.ts";

/** A container as the rules write it. */
const container = (
  kind: string,
  volumeMl: number | null,
  handling: string[],
  deliverWithinHours: number | null = null,
) => ({
  kind,
  volumeMl,
  handling,
  deliverWithinHours,
  note: "",
});

describe("the rules giving the shipped tests their containers", () => {
  it("give each shipped test the containers its seed file ships, so a new database and an upgraded one agree", async () => {
    for (const test of await readSeedTests())
      expect(defaultContainers({ ...test, parametersCount: test.parametersCount }), test.slug).toEqual(test.containers);
  });

  it("are sure of none they should not be: a plain blood sample outside the chemistry benches, or no sample named", () => {
    const facts = { category: "Blood Test", transportation: "", parametersCount: 1 };
    expect(defaultContainers({ ...facts, name: "Blood Group", sampleType: "Blood" })).toBeNull();
    expect(defaultContainers({ ...facts, name: "Allergy Panel", sampleType: "Depends on the panel" })).toBeNull();
    expect(defaultContainers({ ...facts, name: "PT/INR", sampleType: "Blood (plasma)" })).toEqual([
      container("citrate-light-blue", 1, ["fill-to-line"]),
    ]);
    expect(
      defaultContainers({ ...facts, name: "Blood Sugar PP (post-meal)", sampleType: "Blood (plasma, fluoride tube)" }),
    ).toEqual([container("fluoride-grey", 2, ["separate-draw"])]);
    expect(defaultContainers({ ...facts, name: "24-hour Urine Protein", sampleType: "Urine" })).toEqual([
      container("urine-24h", null, []),
    ]);
  });
});

describe.each(testDialects())("the migration giving tests their containers on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyDb = () => t.db as unknown as Kysely<any>;
  const storedContainers = async (slug: string) => {
    const row = await t.db
      .selectFrom("lab_tests")
      .select("containers_json")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    return row.containers_json === null ? null : JSON.parse(row.containers_json);
  };

  it("gives the tests of a database from before it their containers by the rules, and leaves unsure ones unset", async () => {
    await down(anyDb());
    // A test staff added before containers existed, whose sample the rules cannot be sure of.
    const cbc = await anyDb().selectFrom("lab_tests").selectAll().where("slug", "=", "cbc").executeTakeFirstOrThrow();
    await anyDb()
      .insertInto("lab_tests")
      .values({
        ...cbc,
        id: "staff-esr",
        slug: "esr-staff",
        name: "ESR",
        category: "Blood Test",
        content_json: JSON.stringify({ ...JSON.parse(cbc.content_json), sampleType: "Blood" }),
      })
      .execute();
    await up(anyDb());

    expect(await storedContainers("cbc")).toEqual([container("edta-lavender", 2, ["cool-box"])]);
    expect(await storedContainers("hba1c")).toEqual([container("edta-lavender", 1, ["cool-box"])]);
    expect(await storedContainers("lipid-profile")).toEqual([
      container("serum-gold", 1, ["upright-to-clot", "cool-box"]),
    ]);
    expect(await storedContainers("liver-function")).toEqual([
      container("serum-gold", 1, ["upright-to-clot", "cool-box", "protect-from-light"]),
    ]);
    expect(await storedContainers("blood-sugar-fasting")).toEqual([container("fluoride-grey", 2, ["cool-box"])]);
    expect(await storedContainers("urine-analysis")).toEqual([container("urine-sterile", 30, ["cool-box"], 2)]);
    expect(await storedContainers("covid-rt-pcr")).toEqual([container("swab-vtm", null, ["cool-box"])]);
    expect(await storedContainers("esr-staff")).toBeNull();
    const manager = await t.services.labTests.requireForAdmin("esr-staff");
    expect(manager.containers).toBeNull();
  });

  it("keeps the containers staff set when shipped content later replaces a test's page", async () => {
    const stored = await t.services.labTests.requireForAdmin("sodium");
    const staffSet: TestContainer[] = [
      { kind: "heparin-green", volumeMl: 1.5, handling: ["on-ice"], deliverWithinHours: 4, note: "Invert gently" },
    ];
    await t.services.labTests.update("sodium", { ...stored, containers: staffSet });
    // An earlier release's page for sodium, still untouched by staff: the shipped content replaces it.
    const shipped = (await readSeedTests()).find((test) => test.slug === "sodium")!;
    const older = { ...shipped, subtitle: "An older subtitle" };
    await t.services.labTests.update("sodium", { ...older, containers: undefined });
    await t.db.deleteFrom("seed_runs").where("name", "=", SHIPPED_CONTENT_RUN).execute();
    const result = await applyShippedContent(t.db, [shipped], { sodium: [testContentHash(older)] });
    expect(result?.updated).toEqual(["sodium"]);
    const after = await t.services.labTests.requireForAdmin("sodium");
    expect(after.subtitle).toBe(shipped.subtitle);
    expect(after.containers).toEqual(staffSet);
  });
});
