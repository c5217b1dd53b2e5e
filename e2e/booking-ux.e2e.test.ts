import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { patientTabs } from "./booking-walk.ts";
import { adminApi, type AdminApi, expectEachTestToLeaveTheDataAsFound, placesLeft } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

/** What has focus: its radio group and value, or else its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element) return { name: "", value: "", checked: false, text: "" };
    return {
      name: element.name ?? "",
      value: element.value ?? "",
      checked: Boolean(element.checked),
      text: element.textContent?.trim() ?? "",
    };
  });

/**
 * The ring a sighted keyboard user sees around the focused control: the outline of the chip
 * (the label) its radio sits in. WCAG 2.2 AA asks that focus be visible.
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const chip = document.activeElement?.closest("label");
    if (!chip) return null;
    const style = getComputedStyle(chip);
    const box = chip.getBoundingClientRect();
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      isShown: box.width > 0 && box.height > 0,
    };
  });

describe.skipIf(!baseUrl)("The booking form's date and time with the keyboard only", () => {
  let browser: Browser;
  let admin: AdminApi;

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await admin?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();
  // A tab per size for the patients here: no test sets a cookie or holds a request.
  const patientPage = patientTabs(() => browser);

  for (const viewport of ["phone", "desktop"] as const) {
    it(`Tab reaches the dates and a slot, arrows move, Space and Enter pick, and Enter never sends the form (${viewport})`, async () => {
      const { page, errors } = await patientPage({ ip: "198.51.100.19" }, { viewport });
      const posts: string[] = [];
      const countPosts = (request: Request) => {
        if (request.method() === "POST") posts.push(request.url());
      };
      page.on("request", countPosts);
      // The tab outlives the test: so would the listener.
      onTestFinished(() => void page.off("request", countPosts));
      await page.goto(`${baseUrl}/book/cbc`);
      await whenHydrated(page);
      const url = page.url();
      // Any submit of the form, whether the browser's or React Router's, is counted here.
      await page.evaluate(() => {
        (window as unknown as { submits: number }).submits = 0;
        document.addEventListener("submit", () => (window as unknown as { submits: number }).submits++, true);
      });
      const submits = () => page.evaluate(() => (window as unknown as { submits: number }).submits);

      await page.getByLabel("Patient's full name").focus();
      await page.keyboard.type("Asha Verma");

      // Tab on from the name until the dates: the one open is the first with a free slot.
      for (let presses = 0; presses < 40 && (await focused(page)).name !== "day"; presses++)
        await page.keyboard.press("Tab");
      const openDay = await focused(page);
      expect(openDay).toMatchObject({ name: "day", checked: true });
      expect(await focusRing(page)).toMatchObject({ style: "solid", isShown: true });
      expect((await focusRing(page))!.width).toBeGreaterThanOrEqual(2);

      // The next date, chosen with the arrow and Enter: its windows are shown, the form stays.
      const dates = await page
        .locator('input[name="day"]')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      const nextDay = dates[dates.indexOf(openDay.value) + 1];
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      expect(await focused(page)).toMatchObject({ name: "day", value: nextDay, checked: true });
      const shownWindows = await page
        .locator('.slot-days input[name="slot"]:visible')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      expect(shownWindows.length).toBeGreaterThan(1);
      expect(shownWindows.every((value) => value.startsWith(`${nextDay}|`))).toBe(true);

      // Tab goes into that date's windows, not on to the date after it.
      await page.keyboard.press("Tab");
      const freeWindows = await page
        .locator('.slot-days input[name="slot"]:visible:not([disabled])')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      expect(await focused(page)).toMatchObject({ name: "slot", value: freeWindows[0], checked: false });
      expect(await focusRing(page)).toMatchObject({ style: "solid", isShown: true });

      // Space picks it; the arrow moves to the next free window (and picks that, as radios do).
      await page.keyboard.press("Space");
      expect(await focused(page)).toMatchObject({ value: freeWindows[0], checked: true });
      await page.keyboard.press("ArrowRight");
      expect(await focused(page)).toMatchObject({ name: "slot", value: freeWindows[1], checked: true });
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("Space");
      const picked = freeWindows[0];
      expect(await page.locator('input[name="slot"]:checked').getAttribute("value")).toBe(picked);
      const before = await placesLeft(baseUrl, picked);

      // Enter on the slot keeps it picked and sends nothing.
      await page.keyboard.press("Enter");
      expect(await focused(page)).toMatchObject({ name: "slot", value: picked, checked: true });
      expect(await submits()).toBe(0);
      expect(posts).toEqual([]);
      expect(page.url()).toBe(url);
      await expect(page.getByLabel("Patient's full name").inputValue()).resolves.toBe("Asha Verma");
      expect(await placesLeft(baseUrl, picked)).toBe(before);

      // Tab leaves the windows for the consent; Shift+Tab comes back to the picked slot, then its date.
      await page.keyboard.press("Tab");
      expect((await focused(page)).text).toContain("Read the privacy notice");
      await page.keyboard.press("Shift+Tab");
      expect(await focused(page)).toMatchObject({ name: "slot", value: picked, checked: true });
      expect(await focusRing(page)).toMatchObject({ style: "solid", isShown: true });
      await page.keyboard.press("Shift+Tab");
      expect(await focused(page)).toMatchObject({ name: "day", value: nextDay, checked: true });

      // Going back to the first date drops the window picked on the next one, so Tab finds a slot there too.
      await page.keyboard.press("ArrowLeft");
      expect(await page.locator('input[name="slot"]:checked').count()).toBe(0);
      await page.keyboard.press("Tab");
      expect(await focused(page)).toMatchObject({ name: "slot" });
      expect((await focused(page)).value.startsWith(`${openDay.value}|`)).toBe(true);

      expect(await submits()).toBe(0);
      expect(posts).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it("the manage page's WhatsApp message to the lab names the reference, not the manage link", async () => {
    // Booked through the API (erased when the test ends): the test is about the confirmation.
    const patient = { ip: "198.51.100.20", mobile: "9811119019" };
    const { reference, managePath } = await admin.bookVisit({
      ...patient,
      people: [{ patientName: "Asha Verma", age: 34, gender: "female", tests: ["cbc"] }],
      address: "B-12, Sector 62",
    });
    const { page, errors } = await patientPage(patient);
    await page.goto(`${baseUrl}${managePath}?done=booked`);
    await whenHydrated(page);
    await page.getByText("You are booked").waitFor();
    const token = managePath.split("/").pop()!;

    const toLab = (await page.getByRole("link", { name: "Send the details to us on WhatsApp" }).getAttribute("href"))!;
    expect(toLab).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const message = decodeURIComponent(toLab.split("?text=")[1]);
    expect(message).toContain(`Reference ${reference}`);
    expect(message).not.toContain(token);
    expect(message).not.toContain("/bookings/manage");

    // The patient may keep the link, in a chat of their own choosing (no number in the link).
    const toSelf = (await page.getByRole("link", { name: "Keep this link in your WhatsApp" }).getAttribute("href"))!;
    expect(toSelf).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(toSelf)).toContain(`/bookings/manage/${token}`);
    expect(await page.getByRole("status").innerText()).toContain("The details you send us carry only your reference.");
    expect(errors).toEqual([]);
  });

  it("without JavaScript, a date's windows show when the date is chosen", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/book/cbc`);
    const dates = page.locator('input[name="day"]');
    const open = await page.locator('input[name="day"]:checked').getAttribute("value");
    const values = await dates.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const next = values[values.indexOf(open!) + 1];
    const shown = () =>
      page
        .locator('.slot-days input[name="slot"]:visible')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value.split("|")[0]));
    expect(new Set(await shown())).toEqual(new Set([open]));
    await page.locator("label", { has: page.locator(`input[name="day"][value="${next}"]`) }).click();
    expect(new Set(await shown())).toEqual(new Set([next]));
    await context.close();
  });
});
