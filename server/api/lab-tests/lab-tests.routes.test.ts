import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";

const SLUGS = [
  "cbc",
  "kidney-function",
  "blood-urea",
  "serum-creatinine",
  "bun",
  "bun-creatinine-ratio",
  "uric-acid",
  "serum-calcium",
  "inorganic-phosphorus",
  "sodium",
  "potassium",
  "chloride",
  "liver-function",
  "bilirubin-total",
  "bilirubin-direct",
  "bilirubin-indirect",
  "sgot",
  "sgpt",
  "sap",
  "ggt",
  "total-protein",
  "globulin",
  "ag-ratio",
  "blood-sugar-fasting",
  "urine-analysis",
  "thyroid-profile",
  "vitamin-d",
  "hba1c",
  "lipid-profile",
  "covid-rt-pcr",
];

/** SPEC §4 prices (price / original). */
const PRICES: Record<string, [number, number]> = {
  cbc: [319, 450],
  "thyroid-profile": [399, 599],
  "vitamin-d": [549, 850],
  hba1c: [449, 699],
  "liver-function": [599, 899],
  "lipid-profile": [399, 599],
  "covid-rt-pcr": [299, 499],
  "kidney-function": [499, 799],
  "serum-calcium": [199, 399],
  "inorganic-phosphorus": [199, 399],
  "bilirubin-total": [199, 399],
  "bilirubin-direct": [199, 399],
  "bilirubin-indirect": [199, 399],
  "total-protein": [199, 399],
  globulin: [199, 399],
  "ag-ratio": [199, 399],
  sodium: [149, 299],
  potassium: [149, 299],
  chloride: [149, 299],
  "blood-sugar-fasting": [149, 299],
  sgot: [249, 499],
  sgpt: [249, 499],
  sap: [249, 499],
  ggt: [249, 499],
  "urine-analysis": [299, 599],
  "blood-urea": [199, 399],
  "serum-creatinine": [199, 399],
  bun: [199, 399],
  "bun-creatinine-ratio": [199, 399],
  "uric-acid": [199, 399],
};

describe.each(testDialects())("tests API on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  it("serves all thirty tests of the SPEC with their prices", async () => {
    const tests = (await t.app.inject("/api/tests")).json() as { slug: string; price: number; originalPrice: number }[];
    expect(tests.map((x) => x.slug).sort()).toEqual([...SLUGS].sort());
    for (const test of tests) expect([test.price, test.originalPrice], test.slug).toEqual(PRICES[test.slug]);
  });

  it("serves one test with every field of the test page", async () => {
    const response = await t.app.inject("/api/tests/urine-analysis");
    expect(response.statusCode).toBe(200);
    const test = response.json();
    expect(test).toMatchObject({ slug: "urine-analysis", category: "Urine Test", sampleType: "Urine" });
    expect(test.faqs.length).toBeGreaterThanOrEqual(3);
    for (const field of ["subTests", "preparation", "whenToTake", "benefits", "references", "relatedTestIds"]) {
      expect(test[field].length, field).toBeGreaterThan(0);
    }
    const cbc = (await t.app.inject("/api/tests/cbc")).json();
    expect(cbc.sampleType).toMatch(/^Blood/);
    expect(cbc.fasting).toBe("not-required");
  });

  it("answers 404 for an unknown slug and 400 for a malformed one", async () => {
    expect((await t.app.inject("/api/tests/not-a-test")).statusCode).toBe(404);
    expect((await t.app.inject("/api/tests/Not%20a%20slug")).statusCode).toBe(400);
  });

  describe("managing the catalogue", () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await t.login();
    });
    const cbc = async () => {
      const {
        id: _id,
        imageUrl: _imageUrl,
        createdAt: _c,
        updatedAt: _u,
        ...content
      } = (await t.app.inject("/api/tests/cbc")).json();
      return content;
    };
    const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

    it("changes a test's prices, and the test page data follows at once", async () => {
      const updated = await send("PUT", "/api/tests/cbc", {
        ...(await cbc()),
        price: 299,
        cityPrices: { Noida: { price: 279, originalPrice: 450 } },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ price: 299, cityPrices: { Noida: { price: 279 } } });
      expect((await t.app.inject("/api/tests/cbc")).json().price).toBe(299);
    });

    it.each([
      ["a price above the original price", { price: 999 }, "price"],
      ["an empty name", { name: " " }, "name"],
      ["an unknown category", { category: "Magic Test" }, "category"],
      ["a related test that does not exist", { relatedTestIds: ["no-such-test"] }, "relatedTestIds"],
      ["a changed address", { slug: "cbc-2" }, "slug"],
      ["a price of true", { price: true }, "price"],
      ["a price of [5]", { price: [5] }, "price"],
      ["a price in hexadecimal", { price: "0x10" }, "price"],
      ["an original price of true", { originalPrice: true }, "originalPrice"],
      ["an original price in hexadecimal", { originalPrice: "0x10" }, "originalPrice"],
      ["a city price of [5]", { cityPrices: { Noida: { price: [5], originalPrice: 450 } } }, "cityPrices"],
      ["a city price in hexadecimal", { cityPrices: { Noida: { price: "0x10", originalPrice: 450 } } }, "cityPrices"],
      ["the old yes/no fasting", { fasting: true }, "fasting"],
      ["an unknown fasting rule", { fasting: "sometimes" }, "fasting"],
      ["a frequency without its text", { testingFrequency: [{ purpose: "Screening", text: " " }] }, "testingFrequency"],
      [
        "a review without a date",
        { medicalReview: { reviewer: "Dr A", qualification: "MD", reviewedOn: "" } },
        "medicalReview",
      ],
      [
        "a review dated 2026-02-30",
        { medicalReview: { reviewer: "Dr A", qualification: "MD", reviewedOn: "2026-02-30" } },
        "medicalReview",
      ],
    ])("refuses %s with 400 naming the field and changes nothing", async (_label, change, field) => {
      const before = await snapshot(t.db);
      const response = await send("PUT", "/api/tests/cbc", { ...(await cbc()), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path[0]).toBe(field);
      expect(await snapshot(t.db)).toBe(before);
    });

    it("saves the fasting rule, the testing frequency, the conditions and a medical review", async () => {
      const change = {
        fasting: "if-doctor-asks",
        testingFrequency: [{ purpose: "Monitoring", text: "As your doctor advises." }],
        usedToDiagnose: ["Anaemia"],
        medicalReview: { reviewer: "Dr A. Sharma", qualification: "MD Pathology", reviewedOn: "2026-11-02" },
      };
      const updated = await send("PUT", "/api/tests/cbc", { ...(await cbc()), ...change });
      expect(updated.statusCode).toBe(200);
      expect((await t.app.inject("/api/tests/cbc")).json()).toMatchObject(change);
      expect(
        (await send("PUT", "/api/tests/cbc", { ...(await cbc()), medicalReview: null })).json().medicalReview,
      ).toBeNull();
    });

    it("keeps a test's Hindi as sent, an empty Hindi field missing, and the Hindi page's own medical review", async () => {
      const shipped = (await cbc()).hi;
      expect(shipped.name).toMatch(/[\u0900-\u097F]/);
      const hi = {
        ...shipped,
        name: "",
        subtitle: "खून की पूरी जांच (CBC)",
        medicalReview: { reviewer: "डॉ. ए. शर्मा", qualification: "MD Pathology", reviewedOn: "2026-11-20" },
      };
      const updated = await send("PUT", "/api/tests/cbc", { ...(await cbc()), hi });
      expect(updated.statusCode).toBe(200);
      const { name: _empty, ...stored } = hi;
      expect((await t.app.inject("/api/tests/cbc")).json().hi).toEqual(stored);
      const refused = await send("PUT", "/api/tests/cbc", { ...(await cbc()), hi: { ...stored, preparation: [" "] } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].path.slice(0, 2)).toEqual(["hi", "preparation"]);
    });

    it("keeps the stored Hindi when a change leaves hi out (a client that knows no Hindi cannot erase it)", async () => {
      const { hi, ...withoutHindi } = await cbc();
      expect(hi.subtitle).toBe("खून की पूरी जांच (CBC)");
      const updated = await send("PUT", "/api/tests/cbc", {
        ...withoutHindi,
        subtitle: "Red cells, white cells and platelets",
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ subtitle: "Red cells, white cells and platelets", hi });
    });

    describe("the sample containers a test needs", () => {
      const containers = [
        { kind: "edta-lavender", volumeMl: 2, handling: ["cool-box"], deliverWithinHours: null, note: "" },
        {
          kind: "citrate-light-blue",
          volumeMl: "1.5",
          handling: ["fill-to-line"],
          deliverWithinHours: 4,
          note: " Invert 4 times ",
        },
      ];
      const adminTest = async (slug: string) =>
        (
          (await t.app.inject({ url: "/api/admin/tests", headers: { cookie } })).json() as {
            slug: string;
            containers: unknown;
          }[]
        ).find((x) => x.slug === slug);

      it("saves them for the Tests Manager, keeps them when a change leaves them out, and never shows them in public", async () => {
        const saved = await send("PUT", "/api/tests/cbc", { ...(await cbc()), containers });
        expect(saved.statusCode, saved.body).toBe(200);
        const stored = [containers[0], { ...containers[1], volumeMl: 1.5, note: "Invert 4 times" }];
        expect(saved.json().containers).toEqual(stored);
        expect((await adminTest("cbc"))?.containers).toEqual(stored);
        // The public answer (what cbc() reads) has none: a change from it keeps them.
        expect((await t.app.inject("/api/tests/cbc")).json()).not.toHaveProperty("containers");
        const renamed = await send("PUT", "/api/tests/cbc", { ...(await cbc()), subtitle: "Blood cells counted" });
        expect(renamed.json().containers).toEqual(stored);
        // Set back to what ships, for the tests after.
        expect(
          (
            await send("PUT", "/api/tests/cbc", {
              ...(await cbc()),
              containers: [
                { kind: "edta-lavender", volumeMl: 2, handling: ["cool-box"], deliverWithinHours: null, note: "" },
              ],
            })
          ).statusCode,
        ).toBe(200);
      });

      it("keeps a test added without them as not set, and one that needs none as an empty list", async () => {
        const base = { ...(await cbc()), isPopular: false, relatedTestIds: [] };
        const unset = await send("POST", "/api/tests", {
          ...base,
          slug: "test-without-container",
          name: "No container yet",
        });
        expect(unset.statusCode, unset.body).toBe(201);
        expect(unset.json().containers).toBeNull();
        const none = await send("POST", "/api/tests", {
          ...base,
          slug: "test-needing-none",
          name: "A ratio",
          containers: [],
        });
        expect(none.json().containers).toEqual([]);
      });

      it.each([
        ["an unknown container", { kind: "purple-bottle" }, "kind", "CONTAINER_KIND_CHOICE", "Choose the container"],
        ["no container", { kind: "" }, "kind", "CONTAINER_KIND_CHOICE", "Choose the container"],
        [
          "a volume in words",
          { volumeMl: "two" },
          "volumeMl",
          "CONTAINER_VOLUME_DIGITS",
          "Enter the volume in ml, in digits (e.g. 2 or 0.5)",
        ],
        ["a volume of 0", { volumeMl: 0 }, "volumeMl", "CONTAINER_VOLUME_POSITIVE", "Enter a volume above 0 ml"],
        [
          "a volume of 0.25 ml",
          { volumeMl: 0.25 },
          "volumeMl",
          "CONTAINER_VOLUME_DIGITS",
          "Enter the volume in ml, in digits (e.g. 2 or 0.5)",
        ],
        ["a volume above 3000 ml", { volumeMl: 3001 }, "volumeMl", "NUMBER_TOO_BIG", "Enter at most 3000"],
        ["an unknown handling", { handling: ["shake well"] }, "handling", "CHOICE_INVALID", undefined],
        [
          "delivery within 0 hours",
          { deliverWithinHours: 0 },
          "deliverWithinHours",
          "NUMBER_TOO_SMALL",
          "Enter at least 1",
        ],
        [
          "delivery within 2.5 hours",
          { deliverWithinHours: 2.5 },
          "deliverWithinHours",
          "NOT_A_WHOLE_NUMBER",
          "Enter a whole number",
        ],
        ["a note of 201 characters", { note: "x".repeat(201) }, "note", "TEXT_TOO_LONG", undefined],
      ])(
        "refuses %s with 400 naming the container's field and changes nothing",
        async (_label, change, field, code, words) => {
          const before = await snapshot(t.db);
          const container = { ...containers[0], ...change };
          const response = await send("PUT", "/api/tests/cbc", { ...(await cbc()), containers: [container] });
          expect(response.statusCode).toBe(400);
          const answer = response.json();
          expect(answer.issues[0].path.slice(0, 3)).toEqual(["containers", "0", field]);
          expect(answer.issues[0].code).toBe(code);
          if (words) expect(answer.issues[0].message).toBe(words);
          expect(answer.field).toMatch(new RegExp(`^containers\\.0\\.${field}\\b`));
          expect(await snapshot(t.db)).toBe(before);
        },
      );

      it("refuses more than six containers for one test, in words naming the list", async () => {
        const response = await send("PUT", "/api/tests/cbc", {
          ...(await cbc()),
          containers: Array(7).fill(containers[0]),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ field: "containers", code: "LIST_TOO_LONG" });
      });

      it("answers a Hindi client's refusal in Hindi", async () => {
        const response = await t.app.inject({
          method: "PUT",
          url: "/api/tests/cbc",
          headers: { cookie, "accept-language": "hi" },
          payload: { ...(await cbc()), containers: [{ ...containers[0], volumeMl: 0 }] },
        });
        expect(response.json().issues[0].message).toBe("0 ml से ज़्यादा मात्रा लिखें");
      });
    });

    it("adds a test (201), refuses the same address twice, and needs a session", async () => {
      const newTest = {
        ...(await cbc()),
        slug: "esr",
        name: "ESR (Erythrocyte Sedimentation Rate)",
        relatedTestIds: ["cbc"],
        isPopular: false,
      };
      expect((await t.app.inject({ method: "POST", url: "/api/tests", payload: newTest })).statusCode).toBe(401);
      const created = await send("POST", "/api/tests", newTest);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ slug: "esr", name: newTest.name, isRetired: false });
      expect((await t.app.inject("/api/tests/esr")).statusCode).toBe(200);
      const again = await send("POST", "/api/tests", newTest);
      expect(again.statusCode).toBe(400);
      expect(again.json().issues[0].path).toEqual(["slug"]);
    });

    it("retires a test (its address answers 410 and it leaves the list) and brings it back", async () => {
      expect((await send("DELETE", "/api/tests/esr")).statusCode).toBe(204);
      const gone = await t.app.inject("/api/tests/esr");
      expect(gone.statusCode).toBe(410);
      expect(gone.json().error).toBe("This test is no longer offered");
      expect((await t.app.inject("/api/tests")).json().map((x: { slug: string }) => x.slug)).not.toContain("esr");
      const admin = await t.app.inject({ url: "/api/admin/tests", headers: { cookie } });
      expect(admin.json().find((x: { slug: string }) => x.slug === "esr").isRetired).toBe(true);
      expect((await t.app.inject("/api/admin/tests")).statusCode).toBe(401);

      const restored = await send("PUT", "/api/tests/esr/restore");
      expect(restored.statusCode).toBe(200);
      expect((await t.app.inject("/api/tests/esr")).statusCode).toBe(200);
    });

    it("answers 404 for an unknown test", async () => {
      expect((await send("PUT", "/api/tests/nope", { ...(await cbc()), slug: "nope" })).statusCode).toBe(404);
      expect((await send("DELETE", "/api/tests/nope")).statusCode).toBe(404);
      expect((await send("PUT", "/api/tests/nope/restore")).statusCode).toBe(404);
    });
  });

  it("links related tests only to tests that exist", async () => {
    const tests = (await t.app.inject("/api/tests")).json() as { slug: string; relatedTestIds: string[] }[];
    for (const test of tests) for (const related of test.relatedTestIds) expect(SLUGS, test.slug).toContain(related);
  });
});
