import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeskDayPayments } from "../domain/payment.ts";
import { formatPaise } from "../domain/payment-rules.ts";
import { formatDay } from "../app/lib/booking-format.ts";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { type AdminApi, adminApi, expectEachTestToLeaveTheDataAsFound, signedInContext } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

// Issue 32, item 11: a visit paid days ahead showed ₹0 on its own day, the desk's day counting
// only money taken that day. At the desk computer, by keyboard, the receptionist sees today's
// drawer ("Taken today") hold the payment, and the visit's day show it "For this day's visits"
// while what was taken on that day stays apart.

const { baseUrl, adminPassword } = serverUnderTest();
const MOBILE = "9811032011";
const istDate = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const AMOUNT_PAISE = 50000;

describe.skipIf(!baseUrl)("the desk's day money in Chromium", () => {
  let browser: Browser;
  let api: AdminApi;

  beforeAll(async () => {
    browser = await connectBrowser();
    api = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await api?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  /** A home collection a few days ahead, booked through the patients' API; given back and erased afterwards. */
  async function bookAhead(): Promise<{ id: string; date: string }> {
    const { id, slot } = await api.bookVisit({
      ip: "198.51.100.111",
      mobile: MOBILE,
      people: [{ patientName: "Rekha Iyer", age: 61, gender: "female", tests: ["cbc"] }],
      address: "D-9, Sector 27",
    });
    return { id, date: slot.date };
  }

  /** Presses Tab until the focused element is the link named `name`; fails after a screenful of stops. */
  async function tabTo(page: Page, name: string) {
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
    }
    throw new Error(`"${name}" was not reached by Tab`);
  }

  const entries = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;

  it("shows today's takings and, on the visit's day, the money for its visits, both with their counts, at 1366×768 by keyboard", async () => {
    const today = istDate(0);
    const visit = await bookAhead();
    const day = (date: string) => api.call<DeskDayPayments>("GET", `/api/admin/payments/day?date=${date}`);
    const [todayBefore, visitDayBefore] = [await day(today), await day(visit.date)];

    // Paid in cash today, days before the visit.
    await api.call("POST", `/api/admin/bookings/${visit.id}/payments`, {
      amount: "500",
      mode: "cash",
      idempotencyKey: randomUUID(),
    });

    // bypassCSP: axe is injected as a script, which the page's CSP refuses.
    const staff = await signedInContext(browser, baseUrl, api, { viewport: VIEWPORTS.desktop, bypassCSP: true });
    const page = await staff.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/admin/bookings`);
    await whenHydrated(page);
    const takenOnDay = page.getByTestId("taken-on-day");
    const forVisits = page.getByTestId("for-day-visits");

    // Today: the drawer holds the payment, whatever day its visit is.
    const takenToday = todayBefore.takings.total;
    expect(await takenOnDay.innerText()).toContain("Taken today");
    expect(await takenOnDay.innerText()).toContain(
      `${formatPaise(takenToday.paise + AMOUNT_PAISE)} · ${entries(takenToday.count + 1)}`,
    );
    const todayVisits = todayBefore.forVisits;
    expect(await forVisits.innerText()).toContain(
      `For this day's visits\n${formatPaise(todayVisits.paise)} · ${entries(todayVisits.count)}`,
    );

    // By keyboard to the visit's day: Next day, pressed until it is shown.
    await tabTo(page, "Next day →");
    const heading = page.getByRole("heading", { level: 2, name: formatDay(visit.date, "long") });
    for (let days = 0; !(await heading.isVisible()) && days < 14; days++) {
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseUrl}/admin/bookings?date=${istDate(days + 1)}`);
    }
    await heading.waitFor();

    // The visit's day: its own takings as they were, and the payment among its visits' money.
    expect(await takenOnDay.innerText()).toContain(`Taken on ${formatDay(visit.date)}`);
    expect(await takenOnDay.innerText()).toContain(
      `${formatPaise(visitDayBefore.takings.total.paise)} · ${entries(visitDayBefore.takings.total.count)}`,
    );
    const before = visitDayBefore.forVisits;
    expect(await forVisits.innerText()).toContain(
      `For this day's visits\n${formatPaise(before.paise + AMOUNT_PAISE)} · ${entries(before.count + 1)}`,
    );
    expect(
      await accessibilityProblems(page, { least: "minor", within: 'section[aria-labelledby="takings-heading"]' }),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await staff.close();
  });
});
