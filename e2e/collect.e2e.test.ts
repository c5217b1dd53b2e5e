import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { AdminBookingDetail } from "../domain/booking.ts";
import type { BookingPayments } from "../domain/payment.ts";
import { formatPaise } from "../domain/payment-rules.ts";
import { collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import {
  type AdminApi,
  adminApi,
  COLLEAGUE_PASSWORD,
  expectEachTestToLeaveTheDataAsFound,
  SESSION_COOKIE,
} from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 35, the collector's day online: the desk assigns two visits of tomorrow to one
// collector and one to another; the first signs in on a phone (390×844, touch), sees only their
// two in slot order with the right map link, taps "On my way" (the patient's page says so) and
// marks both collected with the patients' handover codes (a wrong one refused in words beside
// the field first); the desk's day then shows each collected once, and the other collector's
// visit is 403 to them.

const { baseUrl, adminPassword } = serverUnderTest();
const SCREENSHOTS = process.env.COLLECT_SCREENSHOTS;

/** Tomorrow in India: the collector's list holds today and tomorrow, and tomorrow's windows are all still bookable. */
const tomorrow = () => new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!baseUrl)("the collector's day in Chromium", () => {
  let browser: Browser;
  let owner: AdminApi;

  beforeAll(async () => {
    browser = await connectBrowser();
    owner = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await owner?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  /** A home visit of tomorrow in a window with a place, booked as a patient would; erased when the test ends. */
  async function bookTomorrow(n: number, address: string, after = "") {
    const date = tomorrow();
    const day = (await (await fetch(`${baseUrl}/api/bookings/availability?date=${date}`)).json()) as {
      slots: { window: string; placesLeft: number }[];
    };
    const free = day.slots.find((s) => s.placesLeft > 0 && s.window > after);
    if (!free) throw new Error(`No window of ${date} after ${after || "the first"} has a place`);
    const mobile = `96${String(35_000_000 + n * 1000 + (Date.now() % 1000)).padStart(8, "0")}`;
    const made = await fetch(`${baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${200 + n}` },
      body: JSON.stringify({
        people: [
          { patientName: `Asha Verma ${"ABC"[n]}`, age: 45 + n, gender: "female", tests: ["cbc", "lipid-profile"] },
        ],
        mobile,
        collectionType: "home",
        address,
        landmark: "Opposite the park",
        pincode: "201301",
        date,
        window: free.window,
        consent: true,
        idempotencyKey: randomUUID(),
      }),
    });
    if (made.status !== 201) throw new Error(`POST /api/bookings answered ${made.status}: ${await made.text()}`);
    const { reference, managePath } = (await made.json()) as { reference: string; managePath: string };
    const [{ id }] = await owner.call<{ id: string }[]>("GET", `/api/admin/bookings?q=${reference}`);
    onTestFinished(async () => {
      // Cash taken at the door goes back first, so the day's takings are as found.
      const { paidPaise } = await owner.call<BookingPayments>("GET", `/api/admin/bookings/${id}/payments`);
      if (paidPaise > 0)
        await owner.call("POST", `/api/admin/bookings/${id}/refunds`, {
          amount: formatPaise(paidPaise, { symbol: "" }),
          mode: "cash",
          reason: "Made by a browser test",
          idempotencyKey: randomUUID(),
        });
      await owner.eraseBookingsOf(mobile);
    });
    return { id, reference, managePath, window: free.window, address };
  }

  it("lets the desk assign, and a collector on a phone work only their own visits, each collected once", async () => {
    const ravi = await owner.colleague("collector", "Ravi Kumar");
    const sunil = await owner.colleague("collector", "Sunil Yadav");
    // Booked out of slot order, so the list's order is the slots', not the bookings'.
    const first = await bookTomorrow(0, "B-12, Sector 27");
    const second = await bookTomorrow(1, "House 5, Block C, Sector 50", first.window);
    const sunils = await bookTomorrow(2, "D-3, Sector 15");

    // The desk assigns Ravi's second visit in its day view (a plain form), the others through the API.
    const desk = await browser.newContext({ viewport: VIEWPORTS.desktop });
    onTestFinished(() => desk.close());
    await desk.addCookies([{ name: SESSION_COOKIE, value: owner.sessionToken, url: baseUrl }]);
    const deskPage = await desk.newPage();
    await deskPage.goto(`${baseUrl}/admin/bookings?date=${tomorrow()}`);
    await whenHydrated(deskPage);
    // The visit's own row: the innermost list item holding its link.
    const row = deskPage
      .getByRole("listitem")
      .filter({ has: deskPage.getByRole("link", { name: second.reference }) })
      .last();
    await row.getByText("Not assigned").first().waitFor();
    await row.getByLabel(`Collector for ${second.reference}`).selectOption({ label: "Ravi Kumar" });
    await row.getByRole("button", { name: "Assign" }).click();
    await row.getByText("Collector: Ravi Kumar").waitFor();
    await owner.call("POST", `/api/admin/bookings/${first.id}/collector`, { collectorId: ravi.userId });
    await owner.call("POST", `/api/admin/bookings/${sunils.id}/collector`, { collectorId: sunil.userId });

    // The patients' handover codes, as their manage pages show them.
    const patient = await browser.newContext({ viewport: VIEWPORTS.phone });
    onTestFinished(() => patient.close());
    const patientPage = await patient.newPage();
    const codeOf = async (visit: { managePath: string }) => {
      await patientPage.goto(`${baseUrl}${visit.managePath}`);
      return (await patientPage.locator("[data-handover-code]").innerText()).replace(/\s+/g, "");
    };
    const codes = { first: await codeOf(first), second: await codeOf(second) };
    expect(codes.first).toMatch(/^\d{4}$/);

    // Ravi signs in on his phone and lands on his visits.
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    onTestFinished(() => phone.close());
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/admin-login`);
    await whenHydrated(page);
    await page.getByLabel("Username").fill(ravi.username);
    await page.getByLabel("Password", { exact: true }).fill(COLLEAGUE_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).tap();
    await page.waitForURL(`${baseUrl}/collect`);
    await whenHydrated(page);
    const cards = page.locator("article");
    await expect
      .poll(() => cards.evaluateAll((all) => all.map((a) => a.getAttribute("data-booking"))))
      .toEqual([first.reference, second.reference]);
    const card = (visit: { reference: string }) => page.locator(`article[data-booking="${visit.reference}"]`);
    expect(await card(first).getByRole("link", { name: "Open in maps" }).getAttribute("href")).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("B-12, Sector 27, 201301")}`,
    );
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-list.png`, fullPage: true });

    // On my way: the patient's page says so, with Ravi's first name.
    await card(first).getByRole("button", { name: "On my way" }).tap();
    await card(first).getByText("You can undo this for a minute.").waitFor();
    await patientPage.goto(`${baseUrl}${first.managePath}`);
    await patientPage.getByText("Your sample collector is on the way: Ravi").waitFor();

    // A wrong code first: refused in words beside the field, nothing changed.
    await card(first).getByText("Collected", { exact: true }).tap();
    const code = card(first).getByLabel("Handover code the patient reads out");
    await code.fill(String((Number(codes.first) + 1) % 10_000).padStart(4, "0"));
    await card(first).getByRole("button", { name: "Confirm collected" }).tap();
    await card(first)
      .getByRole("alert")
      .getByText(/That is not this visit's code/)
      .waitFor();
    expect(await code.getAttribute("aria-invalid")).toBe("true");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-wrong-code.png`, fullPage: true });
    await code.fill(codes.first.split("").join(" "));
    await card(first).getByRole("button", { name: "Confirm collected" }).tap();
    await card(first).getByText("Undo “Collected”").waitFor();

    await card(second).getByText("Collected", { exact: true }).tap();
    await card(second).getByLabel("Handover code the patient reads out").fill(codes.second);
    await card(second).getByRole("button", { name: "Confirm collected" }).tap();
    await card(second).getByText("Undo “Collected”").waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-collected.png`, fullPage: true });

    // The cash due at the first door, taken by Ravi: the desk's takings show it under his name.
    await card(first).getByText("Cash taken", { exact: true }).tap();
    await card(first).getByRole("button", { name: "Save cash taken" }).tap();
    await expect
      .poll(() =>
        card(first)
          .getByText(/^Collect ₹/)
          .count(),
      )
      .toBe(0);

    // The desk's day: both collected, each once.
    await deskPage.reload();
    for (const visit of [first, second]) {
      const detail = await owner.call<AdminBookingDetail>("GET", `/api/admin/bookings/${visit.id}`);
      expect(detail.status).toBe("sample-collected");
      expect(detail.history.filter((e) => e.what === "status" && e.details?.to === "sample-collected")).toHaveLength(1);
      const onDesk = deskPage
        .getByRole("listitem")
        .filter({ has: deskPage.getByRole("link", { name: visit.reference }) });
      // The badge of the wide layout (the phone layout's own is hidden at this width).
      await onDesk
        .locator("span:visible", { hasText: /^Sample collected$/ })
        .first()
        .waitFor();
    }

    // The same list in Hindi, never kept by a cache and never indexed.
    const hindi = await page.goto(`${baseUrl}/hi/collect`);
    expect(hindi?.headers()["cache-control"]).toBe("no-store");
    await page.getByRole("heading", { level: 1, name: "मेरी विज़िट" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/collect-hindi.png`, fullPage: true });

    const { takings } = await owner.call<{ takings: { byStaff: { staff: string }[] } }>(
      "GET",
      `/api/admin/payments/day`,
    );
    expect(takings.byStaff.map((row) => row.staff)).toContain(ravi.username);

    // Sunil's visit is not Ravi's to touch.
    const session = await ravi.signIn();
    const other = await fetch(`${baseUrl}/api/collect/visits/${sunils.id}/taps`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${session}`, origin: baseUrl },
      body: JSON.stringify({
        kind: "on-my-way",
        idempotencyKey: randomUUID(),
        tappedAt: new Date().toISOString(),
        date: tomorrow(),
        window: sunils.window,
      }),
    });
    expect(other.status).toBe(403);
    // The wrong code's answer (a 400, shown as words beside the field) is the browser's only complaint.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  });
});
