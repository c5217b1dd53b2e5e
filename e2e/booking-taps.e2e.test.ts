// Issue 38 §3: a patient on a phone (390×844, touch) books from a test page in eight taps or
// fewer, each a decision: Book now, autofill, age, gender, home or lab, a window (the earliest
// free one is offered first, at the top), consent, Book. A phone that remembers them (a box the
// patient ticks) fills in their name, mobile and address next time, and forgets them when asked.
// Each count is in its test's name, so a change that adds a tap is seen. Issue 38 §1: keys typed
// while the form is still coming to life all stay, and the form acts on them.
import type { Browser, Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { patientTabs } from "./booking-walk.ts";
import { collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { adminApi, type AdminApi, expectEachTestToLeaveTheDataAsFound } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

const REMEMBERED_KEY = "labfront:booking-details";

describe.skipIf(!baseUrl)("booking on a phone in few taps, issue 38", () => {
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

  let patients = 0;
  /** A patient of this file: their own network address and mobile; their bookings are erased after the test. */
  function newPatient() {
    patients++;
    const patient = { ip: `10.38.3.${patients}`, mobile: `96${String(38_000_000 + patients * 7919).padStart(8, "0")}` };
    onTestFinished(() => admin.eraseBookingsOf(patient.mobile));
    return patient;
  }

  /** Counts the taps of a test: the one way this file touches the page. */
  function counted() {
    let taps = 0;
    const tap = async (target: Locator) => {
      taps++;
      await target.tap();
    };
    return { tap, taps: () => taps };
  }

  /**
   * The file's phone held in the hand (390×844, touch), navigated as the test's patient: for the
   * tests that leave nothing on it (an unticked "Remember my details" keeps nothing in its storage).
   */
  const fileTab = patientTabs(() => browser);
  async function phone(patient: { ip: string }) {
    const { page, errors } = await fileTab(patient, { touch: true });
    return { page, errors, ...counted() };
  }

  /** A phone held in the hand, of the test's own: its storage is the remembered device, or its CPU is slowed. */
  async function ownPhone(patient: { ip: string }) {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    await context.setExtraHTTPHeaders({ "x-forwarded-for": patient.ip });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    onTestFinished(() => context.close());
    return { page, errors, ...counted() };
  }

  /** The phone's autofill, from one tap on the name: it fills what the form declares (autocomplete). */
  async function autofill(page: Page, tap: (target: Locator) => Promise<void>, mobile: string) {
    await tap(page.locator('[autocomplete="name"]'));
    await page.locator('[autocomplete="name"]').fill("Asha Verma");
    await page.locator('[autocomplete="tel"]').fill(mobile);
    await page.locator('[autocomplete="street-address"]').fill("B-12, Sector 62");
    await page.locator('[autocomplete="postal-code"]').fill("201301");
  }

  /** From the test page's "Book Now" to the booking form, alive. */
  async function bookNowFromTestPage(page: Page, tap: (target: Locator) => Promise<void>) {
    await page.goto(`${baseUrl}/tests/cbc`);
    await whenHydrated(page);
    await tap(page.getByRole("link", { name: "Book Now", exact: true }));
    await page.waitForURL(/\/book\/cbc$/);
    await whenHydrated(page);
  }

  /** The age typed after one tap, the gender, home, the earliest free window, the consent: five taps. */
  async function decide(page: Page, tap: (target: Locator) => Promise<void>) {
    await tap(page.getByLabel("Age in years"));
    await page.keyboard.type("34");
    await tap(page.getByLabel("Female", { exact: true }));
    await tap(page.getByLabel("At home: we come to you"));
    const earliest = page.locator("label:visible", { hasText: "Earliest free time" });
    await tap(earliest);
    await tap(page.getByLabel(/I have read the privacy notice/));
    return (await earliest.locator("input").getAttribute("value"))!;
  }

  /**
   * The first window with a home-collection place in the fortnight's list (every date's, shown or
   * not): a window is listed for both kinds, or once per kind when one kind is full (home-only).
   */
  const firstFreeWindow = (page: Page) =>
    page.locator(".slot-day-windows li:not(.lab-only) input:not([disabled])").first().getAttribute("value");

  it("one person books from a test page in 8 taps", async () => {
    const patient = newPatient();
    const { page, errors, tap, taps } = await phone(patient);
    await bookNowFromTestPage(page, tap);
    // Offered first, never picked for the patient: no window is chosen until they tap one.
    expect(await page.locator('input[name="slot"]:checked').count()).toBe(0);
    const earliest = await firstFreeWindow(page);
    await autofill(page, tap, patient.mobile);
    expect(await decide(page, tap)).toBe(earliest);
    await tap(page.getByRole("button", { name: "Book now" }));
    await page.waitForURL(/\/bookings\/manage\//);
    await page.getByText("You are booked").waitFor();
    expect(taps()).toBe(8);
    expect(errors).toEqual([]);
  }, 120_000);

  it("a phone that remembers the patient books in 7 taps, keeps the details on the phone only, and forgets them when asked", async () => {
    const patient = newPatient();
    const { page, errors, tap, taps } = await ownPhone(patient);
    const posted: string[] = [];
    page.on("request", (request) => void (request.method() === "POST" && posted.push(request.postData() ?? "")));

    // The first booking: the box is unticked until the patient ticks it (an optional tap, a ninth).
    await bookNowFromTestPage(page, tap);
    const remember = page.getByLabel("Remember my details on this phone");
    expect(await remember.isChecked()).toBe(false);
    await autofill(page, tap, patient.mobile);
    await decide(page, tap);
    await tap(remember);
    await tap(page.getByRole("button", { name: "Book now" }));
    await page.getByText("You are booked").waitFor();
    expect(taps()).toBe(9);
    // Kept in the phone's storage; the box is never posted, so the server hears nothing of it.
    const kept = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), REMEMBERED_KEY))!) as object;
    expect(kept).toEqual({
      patientName: "Asha Verma",
      mobile: patient.mobile,
      address: "B-12, Sector 62",
      pincode: "201301",
    });
    expect(posted.some((body) => /remember/i.test(body))).toBe(false);

    // Next time: the name, mobile and address are there; seven taps, all decisions.
    const before = taps();
    await bookNowFromTestPage(page, tap);
    await page.getByText("Your details were filled in from this phone.").waitFor();
    expect(await page.getByLabel("Patient's full name").inputValue()).toBe("Asha Verma");
    expect(await page.getByLabel("Mobile number").inputValue()).toBe(patient.mobile);
    expect(await page.getByLabel("Address for the collection").inputValue()).toBe("B-12, Sector 62");
    expect(await page.getByLabel("Pincode").inputValue()).toBe("201301");
    // The pincode filled in is the form's as if typed: its city is said.
    await page.getByText("We collect at 201301 (Noida).").waitFor();
    await decide(page, tap);
    await tap(page.getByRole("button", { name: "Book now" }));
    await page.getByText("You are booked").waitFor();
    expect(taps() - before).toBe(7);

    // "Forget me on this phone": nothing kept, the fields it filled emptied, and so after a reload.
    await page.goto(`${baseUrl}/book/cbc`);
    await whenHydrated(page);
    await tap(page.getByRole("button", { name: "Forget me on this phone" }));
    await page.getByText("Forgotten: this phone keeps none of your details now.").waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), REMEMBERED_KEY)).toBeNull();
    expect(await page.getByLabel("Patient's full name").inputValue()).toBe("");
    expect(await page.getByLabel("Mobile number").inputValue()).toBe("");
    await page.reload();
    await whenHydrated(page);
    expect(await page.getByLabel("Address for the collection").inputValue()).toBe("");
    expect(await page.getByLabel("Remember my details on this phone").isChecked()).toBe(false);
    expect(errors).toEqual([]);
  }, 180_000);

  it("asks to remember in Hindi too, unticked", async () => {
    const { page, errors } = await phone(newPatient());
    await page.goto(`${baseUrl}/hi/book/cbc`);
    await whenHydrated(page);
    const remember = page.getByLabel("मेरी जानकारी इस फ़ोन पर याद रखें");
    expect(await remember.isChecked()).toBe(false);
    await page.locator("label:visible", { hasText: "सबसे पहला खाली समय" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a family of three books from a test page in 18 taps", async () => {
    const patient = newPatient();
    const { page, errors, tap, taps } = await phone(patient);
    await bookNowFromTestPage(page, tap);
    await autofill(page, tap, patient.mobile);
    await tap(page.getByLabel("Age in years"));
    await page.keyboard.type("41");
    await tap(page.getByLabel("Female", { exact: true }));
    for (const [index, name, gender] of [
      [1, "Ravi Verma", "Male"],
      [2, "Meena Verma", "Female"],
    ] as const) {
      const who = `Person ${index + 1}`;
      await tap(page.getByRole("button", { name: "Add another person" }));
      await tap(page.getByLabel(`${who}: full name`));
      await page.keyboard.type(name);
      await tap(page.getByLabel(`${who}: age in years`));
      await page.keyboard.type("45");
      await tap(page.getByRole("group", { name: `${who}: gender` }).getByLabel(gender, { exact: true }));
      await tap(
        page.locator(`[id="field-people.${index}.items"]`).getByRole("button", { name: "Same tests as Person 1" }),
      );
    }
    await tap(page.getByLabel("At home: we come to you"));
    await tap(page.locator("label:visible", { hasText: "Earliest free time" }));
    await tap(page.getByLabel(/I have read the privacy notice/));
    await tap(page.getByRole("button", { name: "Book now" }));
    await page.getByText("You are booked").waitFor();
    expect(taps()).toBe(18);
    expect(errors).toEqual([]);
  }, 180_000);

  it("a keyboard user books one person from the form's address in 41 keys besides the text typed", async () => {
    const patient = newPatient();
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.setExtraHTTPHeaders({ "x-forwarded-for": patient.ip });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/book/cbc`);
    await whenHydrated(page);
    let keys = 0;
    const press = async (key: string) => {
      keys++;
      await page.keyboard.press(key);
    };
    /** What has the focus: its name (a field's) or its text (a button's, a link's). */
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return `${element?.getAttribute("name") ?? ""}|${element?.value ?? ""}|${element?.textContent?.trim() ?? ""}`;
      });
    /** Tab until the focus is on what `is` says, counting each press (a sensible order reaches it soon). */
    async function tabTo(is: RegExp) {
      for (let presses = 0; presses < 60 && !is.test(await focused()); presses++) await press("Tab");
      expect(await focused()).toMatch(is);
    }
    await tabTo(/^patientName\|/);
    await page.keyboard.type("Asha Verma");
    await tabTo(/^age\|/);
    await page.keyboard.type("34");
    await tabTo(/^gender\|/);
    await press("Space");
    await tabTo(/^mobile\|/);
    await page.keyboard.type(patient.mobile);
    await tabTo(/^address\|/);
    await page.keyboard.type("B-12, Sector 62");
    await tabTo(/^pincode\|/);
    await page.keyboard.type("201301");
    // The earliest free time is the first stop in the date and time.
    await tabTo(/^slot\|/);
    await press("Space");
    await tabTo(/^consent\|/);
    await press("Space");
    await tabTo(/^\|\|Book now$/);
    await press("Enter");
    await page.getByText("You are booked").waitFor();
    expect(keys).toBe(41);
    expect(errors).toEqual([]);
  }, 120_000);

  it("keeps every key typed into the name, the age and the pincode while the form comes to life, and acts on them", async () => {
    const { page, errors } = await ownPhone(newPatient());
    // A cheap phone: the form comes to life in several tasks, long enough to type into.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const held: Route[] = [];
    let released = false;
    await page.route("**/assets/*.js", (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(`${baseUrl}/book/cbc`);
    await page.getByLabel("Patient's full name").tap();
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    expect(await page.evaluate(() => window.__labfrontHydrated === true)).toBe(false);
    await page.keyboard.type("Asha Verma");
    await page.getByLabel("Age in years").tap();
    await page.keyboard.type("12");
    await page.getByLabel("Pincode").tap();
    await page.keyboard.type("201301");
    await whenHydrated(page);
    expect(await page.getByLabel("Patient's full name").inputValue()).toBe("Asha Verma");
    expect(await page.getByLabel("Age in years").inputValue()).toBe("12");
    expect(await page.getByLabel("Pincode").inputValue()).toBe("201301");
    // The form's state took them: a child's guardian is asked for, and the pincode's city is said.
    await page.getByText("The patient is under 18: a parent or guardian books for them.").waitFor();
    await page.getByText("We collect at 201301 (Noida).").waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
