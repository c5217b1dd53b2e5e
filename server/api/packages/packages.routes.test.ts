import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, snapshot, type TestApp, testDialects, TEST_ORIGIN } from "../../../test/test-app.ts";

describe.each(testDialects())("packages API on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let imageId: string;

  const validPackage = () => ({
    name: "Thyroid Care",
    description: "Thyroid hormones and the tests that go with them.",
    category: "women",
    price: 1999,
    discountedPrice: 1499,
    // One test the catalogue lacks (free text), so the offer is not held to a separate sum.
    tests: [
      { name: "Anti-TPO Antibodies", slug: null },
      { name: "Complete Blood Count (CBC)", slug: "cbc" },
    ],
    isFeatured: false,
    imageId,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
    cookie = await t.login();
    imageId = await t.uploadImage(cookie);
  });
  afterAll(() => t.close());

  it("lists the six seeded packages with the offer price below the MRP", async () => {
    const response = await t.app.inject("/api/packages");
    expect(response.statusCode).toBe(200);
    const packages = response.json();
    expect(packages).toHaveLength(6);
    for (const p of packages) {
      expect(p.discountedPrice).toBeLessThan(p.price);
      expect(p.price).toBeGreaterThanOrEqual(1499);
      expect(p.price).toBeLessThanOrEqual(3999);
      expect(p.imageUrl).toBe(`/api/images/${p.imageId}`);
    }
    expect(new Set(packages.map((p: { category: string }) => p.category))).toEqual(
      new Set(["full-body", "basic", "women", "cardiac", "diabetes", "senior"]),
    );
  });

  it("gives each seeded package its shipped Hindi in the public list", async () => {
    const packages = (await t.app.inject("/api/packages")).json() as {
      name: string;
      hi: { name?: string; description?: string };
    }[];
    expect(packages).toHaveLength(6);
    for (const p of packages) {
      expect(p.hi.name, p.name).toMatch(/[\u0900-\u097F]/);
      expect(p.hi.name!.endsWith(`(${p.name})`), p.hi.name).toBe(true);
      expect(p.hi.description, p.name).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("filters by category and text, and pages with the total in X-Total-Count", async () => {
    const women = (await t.app.inject("/api/packages?category=women")).json();
    expect(women.map((p: { name: string }) => p.name)).toEqual(["Women's Wellness Checkup"]);

    const diabetes = (await t.app.inject("/api/packages?q=DIABETES")).json();
    expect(diabetes.length).toBeGreaterThanOrEqual(1);
    expect(diabetes.every((p: { name: string; description: string }) => /diabetes/i.test(p.name + p.description))).toBe(
      true,
    );

    const page2 = await t.app.inject("/api/packages?page=2&pageSize=3");
    expect(page2.json()).toHaveLength(3);
    expect(page2.headers["x-total-count"]).toBe("6");
    const page1 = (await t.app.inject("/api/packages?page=1&pageSize=3")).json();
    expect(page1.map((p: { id: string }) => p.id)).not.toContain(page2.json()[0].id);
  });

  it("treats % and _ in a search as letters, not wildcards", async () => {
    // One package says "20% off", so a lone % would match it; two in a row match nothing.
    expect((await t.app.inject("/api/packages?q=%25%25")).json()).toEqual([]);
    expect((await t.app.inject("/api/packages?q=0%25")).json()).toHaveLength(1);
    expect((await t.app.inject("/api/packages?q=_")).json()).toEqual([]);
  });

  it("rejects an unknown category or a bad page with 400 naming the field", async () => {
    const response = await t.app.inject("/api/packages?category=kids");
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toEqual(["category"]);
    expect((await t.app.inject("/api/packages?page=0")).json().error).toMatch(/page/);
  });

  it("creates a package (201 with id), reads it back, and updates it both ways", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie },
      payload: validPackage(),
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json();
    expect(pkg).toMatchObject({ ...validPackage(), imageUrl: `/api/images/${imageId}` });
    expect(pkg.id).toEqual(expect.any(String));

    expect((await t.app.inject(`/api/packages/${pkg.id}`)).json()).toEqual(pkg);

    const featured = await t.app.inject({
      method: "PUT",
      url: `/api/packages/${pkg.id}`,
      headers: { cookie },
      payload: { ...pkg, isFeatured: true },
    });
    expect(featured.statusCode).toBe(200);
    expect(featured.json().isFeatured).toBe(true);

    const renamed = await t.app.inject({
      method: "PUT",
      url: "/api/packages",
      headers: { cookie },
      payload: { ...pkg, name: "Thyroid Care Plus", price: 2099.5 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: pkg.id, name: "Thyroid Care Plus", price: 2099.5, isFeatured: false });
  });

  it("takes the form's shapes: tests one per line (blank or invisible ones dropped), empty or 0 offer price means none, price as text", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie },
      payload: {
        ...validPackage(),
        tests: "CBC\n\n  \n\u200B\u2060\nLipid Profile\n",
        discountedPrice: "",
        price: "1499.50",
      },
    });
    expect(response.statusCode).toBe(201);
    // "Lipid Profile" is a catalogue test's name, so it is linked; "CBC" is not, so it stays free text.
    expect(response.json()).toMatchObject({
      tests: [
        { name: "CBC", slug: null },
        { name: "Lipid Profile", slug: "lipid-profile" },
      ],
      discountedPrice: null,
      price: 1499.5,
    });
    const zero = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie },
      payload: { ...validPackage(), discountedPrice: 0 },
    });
    expect(zero.json().discountedPrice).toBeNull();
  });

  it.each([
    ["an offer price not below the price", { discountedPrice: 1999 }, "discountedPrice"],
    ["a negative price", { price: -5 }, "price"],
    ["three decimals", { price: 10.005 }, "price"],
    ["no tests", { tests: "\n \n" }, "tests"],
    ["no name", { name: "   " }, "name"],
    ["an unknown category", { category: "pets" }, "category"],
    ["no image", { imageId: undefined }, "imageId"],
    ["an image that was never uploaded", { imageId: "aaaaaaaaaaaaaaaaaaaa" }, "imageId"],
    ["a price of true", { price: true }, "price"],
    ["a price of [5]", { price: [5] }, "price"],
    ["a price in hexadecimal", { price: "0x10" }, "price"],
    ["a price in exponent notation", { price: "1e3" }, "price"],
    ["an offer price of true", { discountedPrice: true }, "discountedPrice"],
    ["an offer price of [5]", { discountedPrice: [5] }, "discountedPrice"],
    ["an offer price in hexadecimal", { discountedPrice: "0x10" }, "discountedPrice"],
  ])("rejects %s with 400 naming the field and changes nothing", async (_label, change, field) => {
    const before = await snapshot(t.db);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie },
      payload: { ...validPackage(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { path: string[] }) => i.path[0])).toContain(field);
    expect(response.json().error).toContain(field);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('reads prices as people type them ("₹1,999", "1,499") and refuses "1,4999" naming the field', async () => {
    const typed = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie },
      payload: { ...validPackage(), price: "₹1,999", discountedPrice: "1,499" },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({ price: 1999, discountedPrice: 1499 });
    const before = await snapshot(t.db);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie },
      payload: { ...validPackage(), price: "1,4999" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues.map((i: { path: string[] }) => i.path.join("."))).toContain("price");
    expect(await snapshot(t.db)).toBe(before);
  });

  it("answers 404 for unknown ids on read, update and delete", async () => {
    expect((await t.app.inject("/api/packages/nope")).statusCode).toBe(404);
    const { imageId: _image, ...update } = validPackage();
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/packages/nope", headers: { cookie }, payload: update }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/packages",
          headers: { cookie },
          payload: { ...update, id: "nope" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/packages/nope", headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it("refuses mutations without a session (401) and from another origin (403)", async () => {
    const before = await snapshot(t.db);
    expect((await t.app.inject({ method: "POST", url: "/api/packages", payload: validPackage() })).statusCode).toBe(
      401,
    );
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie, origin: "https://evil.example" },
      payload: validPackage(),
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchSite = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie, "sec-fetch-site": "cross-site" },
      payload: validPackage(),
    });
    expect(fetchSite.statusCode).toBe(403);
    expect(await snapshot(t.db)).toBe(before);
    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
      payload: validPackage(),
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it("stores a package's Hindi: read back by list and get, kept by an update without it, replaced by one with it, empty fields missing", async () => {
    const hi = { name: "थायराइड केयर (Thyroid Care)", description: "थायराइड हार्मोन और उनके साथ होने वाले टेस्ट।" };
    const created = await t.app.inject({
      method: "POST",
      url: "/api/packages",
      headers: { cookie },
      payload: { ...validPackage(), hi },
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json();
    expect(pkg.hi).toEqual(hi);
    expect((await t.app.inject(`/api/packages/${pkg.id}`)).json().hi).toEqual(hi);
    expect(
      (await t.app.inject("/api/packages?q=thyroid")).json().find((p: { id: string }) => p.id === pkg.id).hi,
    ).toEqual(hi);

    // The original client knows no Hindi: its update keeps what is stored.
    const { hi: _hi, ...withoutHindi } = pkg;
    const featured = await t.app.inject({
      method: "PUT",
      url: `/api/packages/${pkg.id}`,
      headers: { cookie },
      payload: { ...withoutHindi, isFeatured: true },
    });
    expect(featured.json()).toMatchObject({ isFeatured: true, hi });

    // An empty field is a missing one: the page shows the English there.
    const cleared = await t.app.inject({
      method: "PUT",
      url: `/api/packages/${pkg.id}`,
      headers: { cookie },
      payload: { ...pkg, hi: { name: hi.name, description: "" } },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().hi).toEqual({ name: hi.name });
    const none = await t.app.inject({
      method: "PUT",
      url: `/api/packages/${pkg.id}`,
      headers: { cookie },
      payload: { ...pkg, hi: {} },
    });
    expect(none.json().hi).toEqual({});
    expect((await t.app.inject(`/api/packages/${pkg.id}`)).json().hi).toEqual({});
  });

  it("refuses a Hindi name over 120 characters or with broken characters, naming the field", async () => {
    for (const hi of [{ name: "न".repeat(121) }, { description: "टेस्ट\u0000" }]) {
      const before = await snapshot(t.db);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/packages",
        headers: { cookie },
        payload: { ...validPackage(), hi },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toEqual(["hi", Object.keys(hi)[0]]);
      expect(await snapshot(t.db)).toBe(before);
    }
  });

  it("moves a deleted package to the bin keeping its image, and replacing an image deletes the old one", async () => {
    const oldImage = await t.uploadImage(cookie);
    const pkg = (
      await t.app.inject({
        method: "POST",
        url: "/api/packages",
        headers: { cookie },
        payload: { ...validPackage(), imageId: oldImage },
      })
    ).json();
    const newImage = await t.uploadImage(cookie);
    await t.app.inject({
      method: "PUT",
      url: `/api/packages/${pkg.id}`,
      headers: { cookie },
      payload: { ...pkg, imageId: newImage },
    });
    expect((await t.app.inject(`/api/images/${oldImage}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/images/${newImage}`)).statusCode).toBe(200);

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/packages/${pkg.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject(`/api/packages/${pkg.id}`)).statusCode).toBe(404);
    // Restorable until it is purged, so its image stays (package-bin.routes.test.ts purges it).
    expect((await t.app.inject(`/api/images/${newImage}`)).statusCode).toBe(200);
  });
});
