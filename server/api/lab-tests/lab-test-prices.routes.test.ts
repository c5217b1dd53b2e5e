import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, snapshot, TEST_ORIGIN, type TestApp, testDialects } from "../../../test/test-app.ts";

describe.each(testDialects())("the Tests Manager's list on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const putPrices = (slug: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "PUT", url: `/api/tests/${slug}/prices`, headers, payload: payload as object });

  describe("changing a test's prices in place", () => {
    it("changes only the two prices, read as people type them, and the test page follows at once", async () => {
      const before = (await t.app.inject("/api/tests/cbc")).json();
      const response = await putPrices("cbc", { price: "₹1,399", originalPrice: "1,499" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ slug: "cbc", price: 1399, originalPrice: 1499 });
      const after = (await t.app.inject("/api/tests/cbc")).json();
      expect(after).toEqual({ ...before, price: 1399, originalPrice: 1499, updatedAt: after.updatedAt });
    });

    it.each([
      ["a price above the original price", { price: 600, originalPrice: 500 }, "price"],
      ["a price in words", { price: "five hundred", originalPrice: 600 }, "price"],
      ["no original price", { price: 300 }, "originalPrice"],
      ["an original price of 0", { price: 300, originalPrice: 0 }, "originalPrice"],
    ])("refuses %s with 400 naming the field and changes nothing", async (_label, payload, field) => {
      const before = await snapshot(t.db);
      const response = await putPrices("cbc", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path[0]).toBe(field);
      expect(await snapshot(t.db)).toBe(before);
    });

    it("answers 404 for an unknown test", async () => {
      expect((await putPrices("no-such-test", { price: 300, originalPrice: 400 })).statusCode).toBe(404);
    });

    it("refuses a change without a session (401) and from another origin (403)", async () => {
      const before = await snapshot(t.db);
      expect((await putPrices("cbc", { price: 1, originalPrice: 2 }, {})).statusCode).toBe(401);
      expect(
        (await putPrices("cbc", { price: 1, originalPrice: 2 }, { cookie, origin: "https://evil.example" })).statusCode,
      ).toBe(403);
      expect(await snapshot(t.db)).toBe(before);
      const sameOrigin = await putPrices("cbc", { price: 319, originalPrice: 450 }, { cookie, origin: TEST_ORIGIN });
      expect(sameOrigin.statusCode).toBe(200);
    });
  });

  describe("the packages that list a test, named before it is retired", () => {
    const packagesListing = (slug: string, headers: Record<string, string> = { cookie }) =>
      t.app.inject({ url: `/api/admin/tests/${slug}/packages`, headers });

    it("names every package that lists the test, and none for a test no package lists", async () => {
      const response = await packagesListing("thyroid-profile");
      expect(response.statusCode).toBe(200);
      expect(response.json().packages.sort()).toEqual([
        "Full Body Checkup",
        "Senior Citizen Checkup",
        "Women's Wellness Checkup",
      ]);
      expect((await packagesListing("sodium")).json()).toEqual({ packages: [] });
    });

    it("no longer names a package once it is deleted", async () => {
      const packages = (await t.app.inject("/api/packages")).json() as { id: string; name: string }[];
      const senior = packages.find((p) => p.name === "Senior Citizen Checkup")!;
      const deleted = await t.app.inject({ method: "DELETE", url: `/api/packages/${senior.id}`, headers: { cookie } });
      expect(deleted.statusCode).toBe(204);
      expect((await packagesListing("thyroid-profile")).json().packages).not.toContain("Senior Citizen Checkup");
    });

    it("answers 404 for an unknown test, 400 for a malformed address and 401 without a session", async () => {
      expect((await packagesListing("no-such-test")).statusCode).toBe(404);
      const malformed = await packagesListing("Not%20a%20slug");
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().issues[0].path[0]).toBe("slug");
      expect((await packagesListing("cbc", {})).statusCode).toBe(401);
    });
  });
});
