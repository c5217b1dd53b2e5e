import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tubeCountsText } from "../../../domain/collection-tubes.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";

const line = (kind: "test" | "package", id: string, name = id) => ({ kind, id, name });
/** One tube as "kind volume: test + test", to read a visit's list at a glance. */
const summary = (tubes: { kind: string; volumeMl: number | null; tests: { code: string }[] }[]) =>
  tubes.map((tube) => `${tube.kind} ${tube.volumeMl}: ${tube.tests.map((t) => t.code).join(" + ")}`);

describe.each(testDialects())("the tubes of booked visits on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  it("gives a three-person family visit exactly its tubes from the shipped catalogue", async () => {
    const tubes = await t.services.collectionTubes.tubesOfBookings([
      {
        id: "family",
        people: [
          { id: "mother", items: [line("test", "cbc"), line("test", "hba1c")] },
          {
            id: "father",
            items: [
              line("test", "lipid-profile"),
              line("test", "liver-function"),
              line("test", "kidney-function"),
              line("test", "blood-sugar-fasting"),
            ],
          },
          { id: "child", items: [line("test", "urine-analysis"), line("test", "thyroid-profile")] },
        ],
      },
    ]);
    const visit = tubes.get("family")!;
    expect(visit.people.map((person) => person.personId)).toEqual(["mother", "father", "child"]);
    expect(visit.people.map((person) => summary(person.tubes))).toEqual([
      ["edta-lavender 3: cbc + hba1c"],
      ["serum-gold 3: lipid-profile + liver-function + kidney-function", "fluoride-grey 2: blood-sugar-fasting"],
      ["serum-gold 1: thyroid-profile", "urine-sterile 30: urine-analysis"],
    ]);
    expect(tubeCountsText(visit.totals, "en")).toBe(
      "2 × Serum gold (SST), 1 × EDTA lavender, 1 × Fluoride grey, 1 × Sterile urine container",
    );
    // The catalogue's names, whatever the booking called them.
    expect(visit.people[0]!.tubes[0]!.tests[0]!.name).toBe("Complete Blood Count (CBC)");
  });

  it("expands a package into its tests' tubes, and fills a test booked alone and in the package once", async () => {
    const [cardiac] = (await t.services.packages.list({})).packages.filter((p) => p.name === "Cardiac Risk Checkup");
    const tubes = await t.services.collectionTubes.tubesOfBookings([
      { id: "b", people: [{ id: "p", items: [line("package", cardiac!.id, cardiac!.name), line("test", "cbc")] }] },
    ]);
    // Lipid, HbA1c, fasting sugar, KFT and CBC: one serum, one lavender (HbA1c 1 + CBC 2), one grey.
    expect(summary(tubes.get("b")!.people[0]!.tubes)).toEqual([
      "serum-gold 2: lipid-profile + kidney-function",
      "edta-lavender 3: hba1c + cbc",
      "fluoride-grey 2: blood-sugar-fasting",
    ]);
  });

  it("lists to ask the lab about a test whose container is not set, a package's free-text test and a package gone", async () => {
    const stored = await t.services.labTests.requireForAdmin("vitamin-d");
    await t.services.labTests.update("vitamin-d", { ...stored, containers: null });
    const [shippedPackage] = (await t.services.packages.list({})).packages;
    const created = await t.services.packages.create({
      name: "Travel Panel",
      description: "A panel with a test the catalogue lacks",
      category: "full-body",
      price: 999,
      discountedPrice: null,
      tests: [
        { name: "Complete Blood Count (CBC)", slug: "cbc" },
        { name: "Typhidot", slug: null },
      ],
      isFeatured: false,
      imageId: shippedPackage!.imageId!,
    });
    const tubes = await t.services.collectionTubes.tubesOfBookings([
      {
        id: "b",
        people: [
          {
            id: "p",
            items: [
              line("test", "vitamin-d", "Vitamin D"),
              line("package", created.id, "Travel Panel"),
              line("package", "no-such-package", "Old Panel"),
            ],
          },
        ],
      },
    ]);
    const person = tubes.get("b")!.people[0]!;
    expect(summary(person.tubes)).toEqual(["edta-lavender 2: cbc"]);
    expect(person.askTheLab.map((test) => test.name)).toEqual(["Vitamin D (25-OH)", "Typhidot", "Old Panel"]);
    expect(tubes.get("b")!.askTheLab).toBe(3);
  });
});
