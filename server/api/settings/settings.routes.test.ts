import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffSettings } from "../../../domain/settings.ts";
import { createSite } from "../../site.ts";
import { createTestApp, snapshot, type TestApp, testDialects, TEST_ORIGIN } from "../../../test/test-app.ts";
import { toCachedPage } from "../../lib/cached-page.ts";

const LAB = {
  LAB_NAME: "Sunrise Pathology",
  LAB_PHONE: "+91 98100 00001",
  LAB_WHATSAPP: "919810000001",
  LAB_EMAIL: "care@sunrise.example",
  LAB_ADDRESS_1: "C-5, Sector 62, Noida, Uttar Pradesh 201309",
  LAB_ADDRESS_2: "A-9, Sector 18, Noida, Uttar Pradesh 201301",
  LAB_HOURS: "Mon–Sat, 7:00 am – 8:00 pm",
};

describe.each(testDialects())("settings API on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let seeded: StaffSettings;

  const get = () => t.app.inject({ method: "GET", url: "/api/settings", headers: { cookie } });
  const put = (payload: object, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "PUT", url: "/api/settings", headers, payload });
  /** What an admin sends: the settings as read, without who saved them. */
  const editable = ({ updatedAt: _at, updatedBy: _by, updatedByStaff: _name, ...settings }: StaffSettings) => settings;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: LAB });
    cookie = await t.login();
    seeded = (await get()).json();
  });
  afterAll(() => t.close());

  it("is seeded on first start from the LAB_* values and the shipped defaults", () => {
    expect(seeded).toMatchObject({
      labName: "Sunrise Pathology",
      phone: "+91 98100 00001",
      phoneAlt: null,
      whatsappNumber: "919810000001",
      email: "care@sunrise.example",
      addresses: [LAB.LAB_ADDRESS_1, LAB.LAB_ADDRESS_2],
      hours: "Mon–Sat, 7:00 am – 8:00 pm",
      accreditation: "",
      homeCollectionFee: 100,
      freeCollectionAbove: 999,
      slotStart: "06:30",
      slotEnd: "11:00",
      slotMinutes: 30,
      slotCapacity: 4,
      daysOpen: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      bookingDaysAhead: 14,
      minLeadHours: 2,
      consentVersion: "2",
      updatedBy: null,
      updatedByStaff: null,
    });
    expect(seeded.pincodes.Delhi).toContain("110001");
    expect(seeded.pincodes.Noida).toContain("201301");
    expect(seeded.pincodes.Gurgaon).toContain("122001");
    // The notice names this lab and its contacts, with no token left unfilled.
    expect(seeded.consentNotice).toContain("Sunrise Pathology");
    expect(seeded.consentNotice).toContain("care@sunrise.example");
    expect(seeded.consentNotice).toContain("Data Protection Board of India");
    expect(seeded.consentNotice).not.toMatch(/\{\w+\}/);
  });

  it("refuses both reads and changes without a session (401), and changes from another origin (403)", async () => {
    const before = await snapshot(t.db);
    const read = await t.app.inject("/api/settings");
    expect(read.statusCode).toBe(401);
    expect(read.body).not.toContain("Sunrise");
    expect((await put({ ...editable(seeded), labName: "Hijacked" }, {})).statusCode).toBe(401);
    expect(
      (await put({ ...editable(seeded), labName: "Hijacked" }, { cookie, origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    expect(await snapshot(t.db)).toBe(before);
  });

  it("saves every setting, says who saved them, and every page reads the change at once", async () => {
    // Warm the cached reads and a cached page, as a visited site has them.
    expect((await t.services.settings.getSite()).labName).toBe("Sunrise Pathology");
    let renders = 0;
    const renderHome = async () => toCachedPage(200, [], `render ${++renders}`, "x");
    await t.services.catalogueCache.page("/|Delhi", renderHome);

    const change = {
      ...editable(seeded),
      labName: "Sunrise Pathology & Diagnostics",
      phone: "+91 98100 00002",
      phoneAlt: "0120 400 0000",
      accreditation: "NABL accredited (certificate MC-0000)",
      pincodes: { Delhi: ["110092"], Noida: ["201301", "201304"], Gurgaon: [] },
      homeCollectionFee: 150,
      freeCollectionAbove: null,
      slotStart: "07:00",
      slotEnd: "10:00",
      slotMinutes: 60,
      slotCapacity: 2,
      daysOpen: ["mon", "wed", "fri"],
      bookingDaysAhead: 7,
      minLeadHours: 3,
    };
    const response = await put(change);
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    // Who saved them, by name and role as the settings page says it.
    expect(saved).toMatchObject({
      ...change,
      updatedBy: "reception",
      updatedByStaff: { name: "reception", role: "owner" },
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(seeded.updatedAt));
    expect((await get()).json()).toEqual(saved);

    // What the root loader gives every page, and a page rendered afresh.
    expect(await t.services.settings.getSite()).toMatchObject({
      labName: "Sunrise Pathology & Diagnostics",
      phone: "+91 98100 00002",
      accreditation: "NABL accredited (certificate MC-0000)",
    });
    const page = await t.services.catalogueCache.page("/|Delhi", renderHome);
    expect(page.bodies.identity.toString()).toBe("render 2");
    seeded = saved;
  });

  it("takes the form's shapes: amounts and numbers as text, an empty free-above as none", async () => {
    const response = await put({
      ...editable(seeded),
      homeCollectionFee: "0",
      freeCollectionAbove: "",
      slotMinutes: "30",
      slotCapacity: "5",
      bookingDaysAhead: "14",
      minLeadHours: "2",
      isAdmin: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      homeCollectionFee: 0,
      freeCollectionAbove: null,
      slotMinutes: 30,
      slotCapacity: 5,
    });
    expect(response.json()).not.toHaveProperty("isAdmin");
    seeded = response.json();
  });

  it.each([
    ["a 5-digit pincode", { pincodes: { Delhi: ["11009"], Noida: [], Gurgaon: [] } }, "pincodes.Delhi.0"],
    [
      "a pincode in two cities",
      { pincodes: { Delhi: ["201301"], Noida: ["201301"], Gurgaon: [] } },
      "pincodes.Noida.0",
    ],
    ["a city left out", { pincodes: { Delhi: [], Noida: [] } }, "pincodes.Gurgaon"],
    ["a WhatsApp number with spaces", { whatsappNumber: "91 98100 00001" }, "whatsappNumber"],
    ["a bad e-mail", { email: "care@" }, "email"],
    ["a phone in words", { phone: "ring us" }, "phone"],
    ["no address", { addresses: [] }, "addresses"],
    ["a NUL in the lab name", { labName: "Sunrise\u0000" }, "labName"],
    ["an empty lab name", { labName: " " }, "labName"],
    ["a negative fee", { homeCollectionFee: -1 }, "homeCollectionFee"],
    ["a free-above of three decimals", { freeCollectionAbove: 999.999 }, "freeCollectionAbove"],
    ["a start time of 6:30", { slotStart: "6:30" }, "slotStart"],
    ["an end before the start", { slotStart: "10:00", slotEnd: "09:00" }, "slotEnd"],
    ["windows that do not fit", { slotEnd: "10:45" }, "slotEnd"],
    ["a capacity of 0", { slotCapacity: 0 }, "slotCapacity"],
    ["no day open", { daysOpen: [] }, "daysOpen"],
    ["a booking window of a year", { bookingDaysAhead: 365 }, "bookingDaysAhead"],
    ["a lead time in words", { minLeadHours: "two" }, "minLeadHours"],
    ["no consent notice", { consentNotice: "" }, "consentNotice"],
    ["a missing consent version", { consentVersion: undefined }, "consentVersion"],
    ["a changed notice under the same version", { consentNotice: "A shorter notice." }, "consentVersion"],
  ])("refuses %s with 400 naming the field, and changes nothing", async (_label, change, field) => {
    const before = await snapshot(t.db);
    const response = await put({ ...editable(seeded), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { path: (string | number)[] }) => i.path.join("."))).toContain(field);
    expect(response.json().error).toContain(field);
    expect(await snapshot(t.db)).toBe(before);
    expect((await t.services.settings.get()).labName).toBe(seeded.labName);
  });

  it("keeps report files a year unless staff say otherwise; empty keeps them; a wrong value names the field", async () => {
    expect(seeded.reportRetentionDays).toBe(365);
    const kept = await put({ ...editable(seeded), reportRetentionDays: "" });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().reportRetentionDays).toBeNull();
    const refused = await put({ ...editable(seeded), reportRetentionDays: "0" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toEqual(["reportRetentionDays"]);
    expect((await put({ ...editable(seeded), reportRetentionDays: 90 })).json().reportRetentionDays).toBe(90);
    expect((await put(editable(seeded))).statusCode).toBe(200);
  });

  it("reads settings saved before report retention existed with its default", async () => {
    const { reportRetentionDays: _none, ...older } = editable(seeded);
    await t.db
      .updateTable("settings")
      .set({ settings_json: JSON.stringify(older) })
      .execute();
    await t.services.catalogueCache.clearCatalogueReadsAndPages();
    expect((await get()).json().reportRetentionDays).toBe(365);
    expect((await put(editable(seeded))).statusCode).toBe(200);
  });

  it("shows discount badges unless staff turn them off; settings saved before the switch read it as on; only true or false", async () => {
    expect(seeded.showDiscountBadges).toBe(true);
    const off = await put({ ...editable(seeded), showDiscountBadges: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().showDiscountBadges).toBe(false);
    expect(await t.services.settings.getSite()).toMatchObject({ showDiscountBadges: false });
    for (const wrong of ["no", 0, null]) {
      const before = await snapshot(t.db);
      const refused = await put({ ...editable(seeded), showDiscountBadges: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].path).toEqual(["showDiscountBadges"]);
      expect(await snapshot(t.db)).toBe(before);
    }
    const { showDiscountBadges: _none, ...older } = editable(seeded);
    await t.db
      .updateTable("settings")
      .set({ settings_json: JSON.stringify(older) })
      .execute();
    await t.services.catalogueCache.clearCatalogueReadsAndPages();
    expect((await get()).json().showDiscountBadges).toBe(true);
    expect((await put(editable(seeded))).statusCode).toBe(200);
  });

  it("takes a changed consent notice with a new version", async () => {
    const response = await put({ ...editable(seeded), consentNotice: "A shorter notice.", consentVersion: "3" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ consentNotice: "A shorter notice.", consentVersion: "3" });
  });

  it("keeps what staff saved when the site starts again with other LAB_* values", async () => {
    const restarted = await createSite(
      { ...t.config, site: { ...t.config.site, labName: "Renamed By Env", phone: "+91 99999 99999" } },
      { seed: false },
    );
    try {
      const settings = await restarted.services.settings.get();
      expect(settings.labName).toBe("Sunrise Pathology & Diagnostics");
      expect(settings.phone).toBe("+91 98100 00002");
    } finally {
      await restarted.close();
    }
  });

  it("answers same-origin changes from the admin's browser", async () => {
    const response = await put(editable(seeded), { cookie, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" });
    expect(response.statusCode).toBe(200);
  });
});
