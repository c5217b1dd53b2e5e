// Pages made for one visitor are private whatever spelling of their path a visitor sends:
// the server decides on the route that answers, as React Router matches it (any case, a
// trailing slash, percent-encoding, single-fetch `.data`), never on a list of paths. These
// are the red team's repros (issue 19), against the real built server.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { adminApi, type AdminApi, expectEachTestToLeaveTheDataAsFound } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

const get = (path: string) => fetch(`${baseUrl}${path}`, { redirect: "manual" });
/** The per-visitor values a page carries (the booking form's idempotency key is 32 hex digits). */
const hexKeysOf = (body: string) => [...new Set(body.match(/\b[0-9a-f]{32}\b/g) ?? [])].sort();

describe.skipIf(!baseUrl)("pages made for one visitor", () => {
  let admin: AdminApi;
  beforeAll(async () => {
    admin = await adminApi(baseUrl, adminPassword);
  });
  afterAll(() => admin?.logout());
  expectEachTestToLeaveTheDataAsFound();

  it.each([
    "/book?tests=cbc",
    "/BOOK?tests=cbc",
    "/Book/?tests=cbc",
    "/b%6Fok?tests=cbc",
    "/book.data?tests=cbc",
    "/BOOK.data?tests=cbc",
    "/book/cbc",
    "/Book/CBC/",
  ])("%s is drawn for each visitor and stored nowhere", async (path) => {
    const [first, second] = [await get(path), await get(path)];
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(second.headers.get("cache-control")).toBe("no-store");
    const [a, b] = [await first.text(), await second.text()];
    // Each visitor gets an idempotency key of their own, and the basket they asked for.
    expect(hexKeysOf(a).length).toBeGreaterThan(0);
    expect(hexKeysOf(a).some((key) => hexKeysOf(b).includes(key))).toBe(false);
    expect(a).toContain("Complete Blood Count (CBC)");
  });

  it("edits the basket with JavaScript on: each data request keeps its own basket", async () => {
    const cbc = await (await get("/book.data?tests=cbc")).text();
    const hba1c = await (await get("/book.data?tests=hba1c")).text();
    const both = await (await get("/book.data?tests=cbc&tests=hba1c")).text();
    expect(cbc).toContain("Complete Blood Count (CBC)");
    expect(hba1c).toContain("HbA1c (Glycated Haemoglobin)");
    expect(hba1c).not.toContain("Complete Blood Count (CBC)");
    expect(both).toContain("Complete Blood Count (CBC)");
    expect(both).toContain("HbA1c (Glycated Haemoglobin)");
  });

  it.each([
    "/Verify/ABCDEFGHJKMNPQRST",
    "/VERIFY/ABCDEFGHJKMNPQRST/",
    "/Reports/shared/made-up",
    "/REPORTS",
    "/reports.data",
    "/Bookings/Find/",
    "/bookings/find.data",
    "/Admin",
    "/ADMIN-LOGIN",
  ])("%s is never stored", async (path) => {
    expect((await get(path)).headers.get("cache-control")).toBe("no-store");
  });

  it.each(["/tests/cbc", "/TESTS/CBC", "/packages", "/"])(
    "%s, the same for everyone, is still shared",
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).not.toBe("no-store");
    },
  );

  it("shows an erased booking to no one, however its link is spelled", async () => {
    const istDate = (days: number) =>
      new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
    let slot: { date: string; window: string } | undefined;
    for (let days = 3; !slot && days < 14; days++) {
      const day = (await (await get(`/api/bookings/availability?date=${istDate(days)}`)).json()) as {
        slots: { window: string; placesLeft: number }[];
      };
      const free = day.slots.find((s) => s.placesLeft > 0);
      if (free) slot = { date: istDate(days), window: free.window };
    }
    expect(slot).toBeDefined();
    const made = await fetch(`${baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.19" },
      body: JSON.stringify({
        tests: ["cbc"],
        patientName: "Yolanda Wexfordian",
        age: 52,
        gender: "female",
        mobile: "9811019019",
        collectionType: "home",
        address: "H-19, Sector 19",
        pincode: "201301",
        ...slot,
        consent: true,
        idempotencyKey: `e2e-private-pages-${Date.now()}`,
      }),
    });
    onTestFinished(() => admin.eraseBookingsOf("9811019019"));
    expect(made.status).toBe(201);
    const { reference, managePath } = (await made.json()) as { reference: string; managePath: string };
    const [{ id }] = await admin.call<{ id: string }[]>("GET", `/api/admin/bookings?q=${reference}`);
    const token = managePath.split("/").at(-1)!;
    const spellings = [
      `/bookings/manage/${token}`,
      `/Bookings/manage/${token}`,
      `/BOOKINGS/MANAGE/${token}/`,
      `/bookings/manage/${token}.data`,
    ];

    // Opened under every spelling first, so a page cache that kept any would still hold it.
    for (const path of spellings) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.text()).toContain("Yolanda");
    }
    // The patient cancels (erasure needs the place given back), then staff erase the booking.
    expect(
      (await fetch(`${baseUrl}/api/bookings/manage/${token}/cancel`, { method: "POST", headers: { origin: baseUrl } }))
        .status,
    ).toBe(200);
    await admin.call("POST", `/api/admin/bookings/${id}/erase`);
    for (const path of spellings) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toMatch(/Yolanda|Wexfordian|H-19, Sector 19/);
    }
  });
});
