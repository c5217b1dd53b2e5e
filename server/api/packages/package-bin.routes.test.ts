import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECENTLY_DELETED_DAYS } from "../../../domain/recently-deleted.ts";
import type { Settings } from "../../../domain/settings.ts";
import { slotWindows } from "../../../domain/slots.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { runMaintenance } from "../../jobs/maintenance.ts";

/** 06:00 IST on Tuesday 1 December 2026: bookings are checked against this clock. */
const START = new Date("2026-12-01T00:30:00Z");
const DAY = 24 * 60 * 60 * 1000;

type Package = { id: string; name: string; imageId: string; isDeleted: boolean };

describe.each(testDialects())("the packages' Recently Deleted bin on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let imageId: string;
  let firstWindow: string;

  const admin = (method: "GET" | "DELETE" | "PUT", url: string) => t.app.inject({ method, url, headers: { cookie } });
  const publicIds = async () => ((await t.app.inject("/api/packages")).json() as Package[]).map((p) => p.id);
  const searchNames = async () =>
    ((await t.app.inject("/api/search-index")).json() as { docs: { name: string }[] }).docs.map((d) => d.name);
  const bin = async (): Promise<Package[]> => (await admin("GET", "/api/packages/deleted")).json();
  const create = async (name: string, image = imageId): Promise<Package> =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/packages",
        headers: { cookie },
        payload: {
          name,
          description: `${name}: thyroid hormones and the tests that go with them.`,
          category: "women",
          price: 1999,
          discountedPrice: 1499,
          tests: [
            { name: "Anti-TPO Antibodies", slug: null },
            { name: "Complete Blood Count (CBC)", slug: "cbc" },
          ],
          isFeatured: false,
          imageId: image,
        },
      })
    ).json();
  const bookPackage = (id: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: `10.9.0.${Math.floor(Math.random() * 200) + 1}`,
      payload: {
        tests: [],
        packages: [id],
        patientName: "Asha Verma",
        age: 34,
        gender: "female",
        mobile: `+91 98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
        collectionType: "home",
        address: "B-12, Sector 15",
        landmark: "Near the park",
        pincode: "201301",
        date: "2026-12-02",
        window: firstWindow,
        consent: true,
        idempotencyKey: `bin-${id}-${Math.random().toString(36).slice(2)}`,
      },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true, now: () => START });
    cookie = await t.login();
    imageId = await t.uploadImage(cookie);
    const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
    firstWindow = slotWindows(settings as Settings)[0];
  });
  afterAll(() => t.close());

  it("a deleted package leaves every public read and new bookings; a restore brings it back as it was", async () => {
    const pkg = await create("Thyroid Bin Check");
    expect(await searchNames()).toContain("Thyroid Bin Check");

    expect((await admin("DELETE", `/api/packages/${pkg.id}`)).statusCode).toBe(204);
    expect(await publicIds()).not.toContain(pkg.id);
    expect((await t.app.inject(`/api/packages/${pkg.id}`)).statusCode).toBe(404);
    expect((await t.app.inject("/api/packages?q=Thyroid%20Bin")).json()).toEqual([]);
    expect(await searchNames()).not.toContain("Thyroid Bin Check");
    const refused = await bookPackage(pkg.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toEqual(["packages"]);
    // Staff find it in the bin, not in the list, and cannot edit it there.
    expect((await bin()).map((p) => p.id)).toEqual([pkg.id]);
    expect((await bin())[0].isDeleted).toBe(true);
    expect((await admin("DELETE", `/api/packages/${pkg.id}`)).statusCode).toBe(404);

    const restored = await admin("PUT", `/api/packages/${pkg.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: pkg.id, name: "Thyroid Bin Check", isDeleted: false, deletedAt: null });
    expect(await publicIds()).toContain(pkg.id);
    expect(await searchNames()).toContain("Thyroid Bin Check");
    expect(await bin()).toEqual([]);
    expect((await admin("PUT", `/api/packages/${pkg.id}/restore`)).statusCode).toBe(404);
  });

  it("a booking made before the package was deleted keeps it", async () => {
    const pkg = await create("Booked Then Binned");
    const booked = await bookPackage(pkg.id);
    expect(booked.statusCode, booked.body).toBe(201);
    const { manageToken } = booked.json();
    expect((await admin("DELETE", `/api/packages/${pkg.id}`)).statusCode).toBe(204);

    const manage = await t.app.inject(`/api/bookings/manage/${manageToken}`);
    expect(manage.statusCode).toBe(200);
    expect(manage.json().items).toEqual([
      expect.objectContaining({ kind: "package", id: pkg.id, name: "Booked Then Binned", price: 1499 }),
    ]);
  });

  it(`the maintenance job purges a package ${RECENTLY_DELETED_DAYS} days after it was deleted, with its image, not before`, async () => {
    const image = await t.uploadImage(cookie);
    const pkg = await create("Old Offer", image);
    await admin("DELETE", `/api/packages/${pkg.id}`);
    const binnedBefore = (await bin()).length;

    expect(
      (await runMaintenance(t.services, new Date(Date.now() + (RECENTLY_DELETED_DAYS - 1) * DAY))).packagesPurged,
    ).toBe(0);
    cookie = await t.login(); // the job also dropped the session, which would have expired by then
    expect((await bin()).map((p) => p.id)).toContain(pkg.id);
    const purge = await runMaintenance(t.services, new Date(Date.now() + (RECENTLY_DELETED_DAYS + 1) * DAY));
    expect(purge.packagesPurged).toBe(binnedBefore);
    cookie = await t.login();
    expect(await bin()).toEqual([]);
    expect((await admin("PUT", `/api/packages/${pkg.id}/restore`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/images/${image}`)).statusCode).toBe(404);
  });

  it("the bin is for staff only", async () => {
    expect((await t.app.inject("/api/packages/deleted")).statusCode).toBe(401);
    const [first] = await publicIds();
    expect((await t.app.inject({ method: "PUT", url: `/api/packages/${first}/restore` })).statusCode).toBe(401);
  });
});
