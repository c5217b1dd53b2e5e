import { describe, expect, it } from "vitest";
import { tubeCountsText, tubesForDay, tubesForPerson, tubesForVisit, type TubeTest } from "./collection-tubes.ts";
import type { ContainerKind, Handling, TestContainer } from "./sample-containers.ts";

const container = (
  kind: ContainerKind,
  volumeMl: number | null,
  more: Partial<Omit<TestContainer, "kind" | "volumeMl">> = {},
): TestContainer => ({ kind, volumeMl, handling: [], deliverWithinHours: null, note: "", ...more });

const test = (code: string, ...containers: TestContainer[]): TubeTest => ({
  code,
  name: code.toUpperCase(),
  containers,
});

// As the shipped catalogue sets them (db/seed/tests).
const serum = (ml: number, ...handling: Handling[]) =>
  container("serum-gold", ml, { handling: ["upright-to-clot", ...handling] });
const cbc = test("cbc", container("edta-lavender", 2));
const hba1c = test("hba1c", container("edta-lavender", 1));
const lipid = test("lipid-profile", serum(1, "cool-box"));
const lft = test("liver-function", serum(1, "cool-box", "protect-from-light"));
const kft = test("kidney-function", serum(1, "cool-box"));
const fbs = test("blood-sugar-fasting", container("fluoride-grey", 2, { handling: ["cool-box"] }));
const urine = test("urine-analysis", container("urine-sterile", 30, { handling: ["cool-box"], deliverWithinHours: 2 }));
const thyroid = test("thyroid-profile", serum(1, "cool-box"));

const kindsOf = (tests: readonly TubeTest[]) => tubesForPerson(tests).tubes.map((tube) => tube.kind);
const testsOf = (tests: readonly TubeTest[]) =>
  tubesForPerson(tests).tubes.map((tube) => tube.tests.map((t) => t.code));

describe("the tubes of one person", () => {
  it("gives tests of the same container kind one tube, its volume their sum (CBC and HbA1c: one lavender)", () => {
    const { tubes } = tubesForPerson([cbc, hba1c]);
    expect(tubes).toHaveLength(1);
    expect(tubes[0]).toMatchObject({ kind: "edta-lavender", volumeMl: 3, tests: [{ code: "cbc" }, { code: "hba1c" }] });
  });

  it("opens another tube of the kind when the volumes add up past what one holds", () => {
    // Serum gold holds 5 ml: 2 + 2 + 2 is two tubes, the third test in the second.
    const big = ["a", "b", "c"].map((code) => test(code, serum(2)));
    expect(testsOf(big)).toEqual([["a", "b"], ["c"]]);
    expect(tubesForPerson(big).tubes.map((t) => t.volumeMl)).toEqual([4, 2]);
  });

  it("fills the tubes largest first, so small tests fill the gaps (fewest tubes)", () => {
    // Booked 2, 2, 3, 3 ml: first come, first in would make 2+2, 3 and a third tube for the last 3;
    // largest first makes 3+2 and 3+2. Tubes are listed by their first test booked.
    const tests = [test("a", serum(2)), test("b", serum(2)), test("c", serum(3)), test("d", serum(3))];
    expect(tubesForPerson(tests).tubes.map((t) => t.volumeMl)).toEqual([5, 5]);
    expect(testsOf(tests)).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
  });

  it("gives a test that needs more than one tube holds as many tubes as it takes", () => {
    const { tubes } = tubesForPerson([test("big", container("edta-lavender", 7))]);
    expect(tubes.map((t) => t.volumeMl)).toEqual([3, 3, 1]);
    expect(tubes.every((t) => t.tests[0]!.code === "big")).toBe(true);
  });

  it("never shares a container marked to be taken at its own time (fasting and post-meal sugar: two grey tubes)", () => {
    const pp = test("pp-sugar", container("fluoride-grey", 0.5, { handling: ["separate-draw"] }));
    const fasting = test("fasting", container("fluoride-grey", 0.5));
    expect(kindsOf([fasting, pp])).toEqual(["fluoride-grey", "fluoride-grey"]);
    expect(testsOf([fasting, pp])).toEqual([["fasting"], ["pp-sugar"]]);
  });

  it("fills a test booked twice (alone and in a package) once", () => {
    expect(testsOf([lipid, lipid])).toEqual([["lipid-profile"]]);
    expect(tubesForPerson([lipid, lipid]).tubes[0]!.volumeMl).toBe(1);
  });

  it("orders the tubes as they are drawn: citrate, serum, heparin, EDTA, fluoride, then urine, stool and swabs", () => {
    const all = [
      test("swab", container("swab-vtm", null)),
      test("stool", container("stool", null)),
      test("urine", container("urine-sterile", 30)),
      test("sugar", container("fluoride-grey", 2)),
      test("blood-count", container("edta-lavender", 2)),
      test("ammonia", container("heparin-green", 1)),
      test("liver", container("serum-gold", 1)),
      test("pt", container("citrate-light-blue", 1)),
      test("culture", container("blood-culture", 10)),
    ];
    expect(kindsOf(all)).toEqual([
      "blood-culture",
      "citrate-light-blue",
      "serum-gold",
      "heparin-green",
      "edta-lavender",
      "fluoride-grey",
      "urine-sterile",
      "stool",
      "swab-vtm",
    ]);
  });

  it("merges the handling of a tube's tests: every handling once, the soonest delivery, every note", () => {
    const a = test(
      "a",
      container("serum-gold", 1, { handling: ["cool-box"], deliverWithinHours: 6, note: "No haemolysis" }),
    );
    const b = test(
      "b",
      container("serum-gold", 1, {
        handling: ["protect-from-light", "cool-box"],
        deliverWithinHours: 4,
        note: "No haemolysis",
      }),
    );
    const c = test("c", container("serum-gold", 1, { note: "Separate within 2 h" }));
    expect(tubesForPerson([a, b, c]).tubes).toEqual([
      {
        kind: "serum-gold",
        volumeMl: 3,
        tests: [
          { code: "a", name: "A" },
          { code: "b", name: "B" },
          { code: "c", name: "C" },
        ],
        handling: ["cool-box", "protect-from-light"],
        deliverWithinHours: 4,
        notes: ["No haemolysis", "Separate within 2 h"],
      },
    ]);
  });

  it("lists a test whose containers are not set to ask the lab about, and adds nothing for a test that needs none", () => {
    const unknown: TubeTest = { code: "new-test", name: "New test", containers: null };
    const calculated: TubeTest = { code: "ratio", name: "Ratio", containers: [] };
    const person = tubesForPerson([cbc, unknown, calculated]);
    expect(person.askTheLab).toEqual([{ code: "new-test", name: "New test" }]);
    expect(person.tubes.map((t) => t.kind)).toEqual(["edta-lavender"]);
  });

  it("shares a swab among tests, its volume unsaid", () => {
    const { tubes } = tubesForPerson([
      test("covid", container("swab-vtm", null)),
      test("flu", container("swab-vtm", null)),
    ]);
    expect(tubes).toMatchObject([{ kind: "swab-vtm", volumeMl: null, tests: [{ code: "covid" }, { code: "flu" }] }]);
  });

  it("adds volumes in tenths of a ml without float noise", () => {
    const tests = [test("a", serum(0.1)), test("b", serum(0.2))];
    expect(tubesForPerson(tests).tubes[0]!.volumeMl).toBe(0.3);
  });
});

describe("a three-person family visit (issue 35's check)", () => {
  // Mother: CBC + HbA1c; father: lipid + LFT + KFT + fasting sugar; child: urine routine + thyroid.
  const visit = tubesForVisit([
    [cbc, hba1c],
    [lipid, lft, kft, fbs],
    [urine, thyroid],
  ]);

  it("gives each person exactly their tubes, in the order of draw", () => {
    const summary = visit.people.map((person) =>
      person.tubes.map((tube) => `${tube.kind} ${tube.volumeMl} ml: ${tube.tests.map((t) => t.code).join(" + ")}`),
    );
    expect(summary).toEqual([
      ["edta-lavender 3 ml: cbc + hba1c"],
      ["serum-gold 3 ml: lipid-profile + liver-function + kidney-function", "fluoride-grey 2 ml: blood-sugar-fasting"],
      ["serum-gold 1 ml: thyroid-profile", "urine-sterile 30 ml: urine-analysis"],
    ]);
    expect(visit.people[1]!.tubes[0]!.handling).toEqual(["cool-box", "protect-from-light", "upright-to-clot"]);
    expect(visit.people[2]!.tubes[1]).toMatchObject({ handling: ["cool-box"], deliverWithinHours: 2 });
    expect(visit.people.every((person) => person.askTheLab.length === 0)).toBe(true);
  });

  it("totals what to carry for the visit", () => {
    expect(visit.totals).toEqual([
      { kind: "serum-gold", count: 2 },
      { kind: "edta-lavender", count: 1 },
      { kind: "fluoride-grey", count: 1 },
      { kind: "urine-sterile", count: 1 },
    ]);
    expect(tubeCountsText(visit.totals, "en")).toBe(
      "2 × Serum gold (SST), 1 × EDTA lavender, 1 × Fluoride grey, 1 × Sterile urine container",
    );
    expect(tubeCountsText(visit.totals, "hi")).toBe(
      "2 × सीरम, सुनहरा ढक्कन (SST), 1 × EDTA, बैंगनी ढक्कन, 1 × फ़्लोराइड, स्लेटी ढक्कन, 1 × पेशाब (Urine) का स्टेराइल डिब्बा",
    );
  });
});

describe("the morning's list", () => {
  it("adds up the visits' totals by kind, in the order of draw, and the tests to ask the lab about", () => {
    const first = tubesForVisit([[cbc, hba1c], [urine]]);
    const second = tubesForVisit([[cbc], [lipid, { code: "new", name: "New", containers: null }]]);
    expect(tubesForDay([first, second])).toEqual({
      totals: [
        { kind: "serum-gold", count: 1 },
        { kind: "edta-lavender", count: 2 },
        { kind: "urine-sterile", count: 1 },
      ],
      askTheLab: 1,
    });
    expect(tubesForDay([])).toEqual({ totals: [], askTheLab: 0 });
  });
});
