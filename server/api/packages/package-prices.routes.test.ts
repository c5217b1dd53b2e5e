// Packages that are really cheaper (issue 10 item 6): tests linked to the catalogue, and an
// offer price below the linked tests booked separately in every city.
// docs/decisions/2026-11-22-honest-package-prices.md
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITIES } from "../../../domain/catalogue.ts";
import { priceInCity } from "../../../domain/pricing.ts";
import { createTestApp, snapshot, type TestApp, testDialects } from "../../../test/test-app.ts";
import { insertPackage } from "./packages.repository.ts";

type Priced = {
  slug: string;
  price: number;
  originalPrice: number;
  cityPrices: Partial<Record<string, { price: number; originalPrice: number }>>;
};
type Pkg = {
  id: string;
  name: string;
  price: number;
  discountedPrice: number | null;
  tests: { name: string; slug: string | null }[];
};

/** Each package's offer against its tests' sum, city by city. */
function expectEverySavingReal(packages: Pkg[], tests: Priced[]) {
  const bySlug = new Map(tests.map((t) => [t.slug, t]));
  for (const p of packages) {
    if (!p.tests.every((t) => t.slug !== null && bySlug.has(t.slug))) continue;
    for (const city of CITIES) {
      const separately = p.tests.reduce((sum, t) => sum + priceInCity(bySlug.get(t.slug!)!, city).price, 0);
      expect(p.discountedPrice ?? p.price, `${p.name} in ${city}`).toBeLessThan(separately);
    }
  }
}

describe("the shipped packages (db/seed)", () => {
  const seedDir = path.resolve(import.meta.dirname, "../../../db/seed");
  const tests = readdirSync(path.join(seedDir, "tests"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join(seedDir, "tests", f), "utf8")) as Priced & { name: string });
  const packages = JSON.parse(readFileSync(path.join(seedDir, "packages.json"), "utf8")) as Pkg[];

  it("link every test to a catalogue test, and each test appears once", () => {
    const slugs = new Set(tests.map((t) => t.slug));
    for (const p of packages) {
      for (const t of p.tests) expect(slugs, `${p.name}: ${t.name}`).toContain(t.slug);
      expect(new Set(p.tests.map((t) => t.slug)).size, p.name).toBe(p.tests.length);
    }
  });

  it("are each cheaper than their tests booked separately, in every city", () => {
    expectEverySavingReal(packages, tests);
  });

  it("do not list what another of their tests already measures (Cardiac Risk: sodium and potassium are in the KFT)", () => {
    const cardiac = packages.find((p) => p.name === "Cardiac Risk Checkup")!;
    expect(cardiac.tests.map((t) => t.slug)).toContain("kidney-function");
    expect(cardiac.tests.map((t) => t.slug)).not.toContain("sodium");
    expect(cardiac.tests.map((t) => t.slug)).not.toContain("potassium");
  });
});

describe.each(testDialects())("package prices through the API on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let imageId: string;

  // CBC ₹319 + Lipid Profile ₹399 = ₹718 separately.
  const linkedPackage = (change: object = {}) => ({
    name: "Heart Basics",
    description: "Blood count and cholesterol.",
    category: "cardiac",
    price: 999,
    discountedPrice: 699,
    tests: [
      { name: "Complete Blood Count (CBC)", slug: "cbc" },
      { name: "Lipid Profile", slug: "lipid-profile" },
    ],
    isFeatured: false,
    imageId,
    ...change,
  });
  const post = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/packages", headers: { cookie }, payload });

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
    cookie = await t.login();
    imageId = await t.uploadImage(cookie);
  });
  afterAll(() => t.close());

  it("answers the seeded packages' tests linked by slug, each cheaper than its tests in every city", async () => {
    const packages = (await t.app.inject("/api/packages")).json() as Pkg[];
    for (const p of packages)
      for (const test of p.tests) expect(test.slug, `${p.name}: ${test.name}`).toEqual(expect.any(String));
    const women = packages.find((p) => p.name === "Women's Wellness Checkup")!;
    expect((await t.app.inject(`/api/packages/${women.id}`)).json().tests).toContainEqual({
      name: "Serum Calcium",
      slug: "serum-calcium",
    });
    expectEverySavingReal(packages, (await t.app.inject("/api/tests")).json());
  });

  it("links a name that is exactly a catalogue test's name, and answers its tests with slugs", async () => {
    const response = await post(
      linkedPackage({ tests: ["Complete Blood Count (CBC)", "Lipid Profile", "Anti-TPO Antibodies"] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    expect((await t.app.inject(`/api/packages/${id}`)).json().tests).toEqual([
      { name: "Complete Blood Count (CBC)", slug: "cbc" },
      { name: "Lipid Profile", slug: "lipid-profile" },
      { name: "Anti-TPO Antibodies", slug: null },
    ]);
  });

  it.each([
    ["equal to", { discountedPrice: 718 }, "discountedPrice", "The offer price must be below ₹718"],
    ["above", { discountedPrice: 799 }, "discountedPrice", "The offer price must be below ₹718"],
    [
      "(with no offer price, the price) not below",
      { price: 718, discountedPrice: null },
      "price",
      "The price must be below ₹718",
    ],
  ])(
    "refuses an offer price %s the tests booked separately: 400 naming the field, nothing changed",
    async (_label, change, field, message) => {
      const before = await snapshot(t.db);
      const response = await post(linkedPackage(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        {
          path: [field],
          code: field === "price" ? "PRICE_NOT_BELOW_SEPARATE" : "OFFER_NOT_BELOW_SEPARATE",
          message: `${message}, the price of these tests booked separately`,
          values: { total: "₹718" },
        },
      ]);
      expect(response.json().error).toContain(field);
      expect(await snapshot(t.db)).toBe(before);
    },
  );

  it("refuses the same on update, and a test address the catalogue lacks", async () => {
    const { id } = (await post(linkedPackage())).json();
    const before = await snapshot(t.db);
    const raised = await t.app.inject({
      method: "PUT",
      url: `/api/packages/${id}`,
      headers: { cookie },
      payload: linkedPackage({ discountedPrice: 749 }),
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().issues[0].path).toEqual(["discountedPrice"]);
    const unknown = await post(linkedPackage({ tests: [{ name: "Mystery", slug: "no-such-test" }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0]).toEqual({
      path: ["tests", 0, "slug"],
      code: "PACKAGE_TEST_UNKNOWN",
      message: "No test in the catalogue has the address no-such-test",
      values: { slug: "no-such-test" },
    });
    // A client preferring Hindi gets the same refusal in Hindi, the address as sent.
    const inHindi = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie, "accept-language": "hi-IN, en;q=0.5" },
      payload: linkedPackage({ tests: [{ name: "Mystery", slug: "no-such-test" }] }),
    });
    expect(inHindi.json()).toMatchObject({
      code: "PACKAGE_TEST_UNKNOWN",
      field: "tests.0.slug",
      error: "tests.0.slug: टेस्ट की सूची में किसी टेस्ट का पता (address) no-such-test नहीं है",
    });
    expect(await snapshot(t.db)).toBe(before);
  });

  it("holds the offer to the city where the tests cost least, and says so", async () => {
    const cbc = (await t.app.inject("/api/tests/cbc")).json();
    const { id: _id, imageUrl: _i, createdAt: _c, updatedAt: _u, ...content } = cbc;
    const setNoida = (cityPrices: object) =>
      t.app.inject({ method: "PUT", url: "/api/tests/cbc", headers: { cookie }, payload: { ...content, cityPrices } });
    expect((await setNoida({ Noida: { price: 279, originalPrice: 450 } })).statusCode).toBe(200);
    try {
      // ₹718 in Delhi and Gurgaon, ₹678 in Noida.
      const response = await post(linkedPackage({ discountedPrice: 699 }));
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].message).toBe(
        "The offer price must be below ₹678, the price of these tests booked separately in the city where they cost least",
      );
      expect((await post(linkedPackage({ discountedPrice: 677 }))).statusCode).toBe(201);
    } finally {
      await setNoida(content.cityPrices);
    }
  });

  it("lets staff feature a package priced before the rule without repricing it", async () => {
    const old = await insertPackage(t.db, {
      ...linkedPackage({ discountedPrice: 900 }),
      category: "cardiac",
      imageId,
    } as never);
    const { id: _id, imageUrl: _u, createdAt: _c, updatedAt: _up, ...body } = old;
    const featured = await t.app.inject({
      method: "PUT",
      url: `/api/packages/${old.id}`,
      headers: { cookie },
      payload: { ...body, isFeatured: true },
    });
    expect(featured.statusCode, featured.body).toBe(200);
    const repriced = await t.app.inject({
      method: "PUT",
      url: `/api/packages/${old.id}`,
      headers: { cookie },
      payload: { ...body, discountedPrice: 850 },
    });
    expect(repriced.statusCode).toBe(400);
  });
});
