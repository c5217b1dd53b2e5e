import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_INDEX_LIMIT } from "../../../domain/search.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";

describe.each(testDialects())("search API on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
  });
  afterAll(() => t.close());

  const search = (query: string) => t.app.inject(`/api/search?${query}`);

  it("answers a query with the best matches first, as the search box shows them", async () => {
    const response = await search("q=tsh");
    expect(response.statusCode).toBe(200);
    const [first] = response.json();
    expect(first).toMatchObject({ kind: "test", name: expect.stringContaining("Thyroid Profile"), url: "/tests/thyroid-profile", price: 399 });
    expect(first).not.toHaveProperty("alternateNames");
    expect((await search("q=thyriod")).json()[0].url).toBe("/tests/thyroid-profile");
    expect((await search("q=full%20body")).json().map((r: { kind: string }) => r.kind)).toContain("package");
  });

  it("gives five results unless asked for more, at most fifty, and none for a blank query", async () => {
    expect((await search("q=blood")).json()).toHaveLength(5);
    expect((await search("q=blood&limit=2")).json()).toHaveLength(2);
    expect((await search("q=%20%20")).json()).toEqual([]);
    expect((await search("")).json()).toEqual([]);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=51", "limit"],
    ["limit=two", "limit"],
    [`q=${"a".repeat(101)}`, "q"],
  ])("refuses %s with 400 naming the field", async (query, field) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toEqual([field]);
  });

  it("sends a small catalogue whole, for the box to search as you type", async () => {
    const response = await t.app.inject("/api/search-index");
    const body = response.json();
    expect(body.searchOn).toBe("browser");
    expect(body.docs.length).toBeGreaterThanOrEqual(30);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it(`past ${BROWSER_INDEX_LIMIT} tests and packages, tells the box to ask the server instead of sending them`, async () => {
    const { id: _id, imageUrl: _imageUrl, createdAt: _c, updatedAt: _u, ...cbc } = (await t.app.inject("/api/tests/cbc")).json();
    const { docs } = (await t.app.inject("/api/search-index")).json();
    for (let i = docs.length; i <= BROWSER_INDEX_LIMIT; i++) {
      await t.services.labTests.create({ ...cbc, slug: `extra-test-${i}`, name: `Extra Test ${i}`, relatedTestIds: [], isPopular: false });
    }
    const response = await t.app.inject("/api/search-index");
    expect(response.json()).toEqual({ searchOn: "server" });
    expect(response.body.length).toBeLessThan(100);
    expect((await search("q=extra%20test%20500")).json()[0].url).toBe("/tests/extra-test-500");
  });
});
