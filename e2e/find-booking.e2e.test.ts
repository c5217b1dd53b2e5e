import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import booking from "../app/i18n/messages/booking.ts";
import { secretsIn } from "../test/secrets-in-log.ts";
import { ADMIN_STAFF, createTestApp, type TestApp } from "../test/test-app.ts";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { chooseAnotherWindow } from "./booking-walk.ts";
import { adminApi, type AdminApi, expectEachTestToLeaveTheDataAsFound, placesLeft } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const { baseUrl, adminPassword } = serverUnderTest();
/** A page with its per-response CSP nonces taken out: what is left must not depend on the visitor. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
const TOKEN_PATH = /\/bookings\/manage\/([A-Za-z0-9_-]{43})/;
/** A wrong try posts back with 404: Chromium logs that answer, which is no fault of the page. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of (404|429)/.test(e));

/**
 * 'Manage a booking' (SPEC §7a; docs/decisions/2026-11-25-booking-found-again.md): a patient
 * who left the confirmation finds the booking again with its reference and mobile, from the
 * site's navigation, and moves or cancels it; with JavaScript and without.
 */
describe.skipIf(!baseUrl)("Manage a booking in Chromium", () => {
  let browser: Browser;
  let admin: AdminApi;
  let patients = 0;

  /** A patient of their own (address and mobile), whose bookings are erased when the test ends. */
  function newPatient() {
    patients++;
    const patient = {
      ip: `203.0.113.${120 + patients}`,
      mobile: `98${String(71_000_000 + patients * 7919).padStart(8, "0")}`,
    };
    onTestFinished(() => admin.eraseBookingsOf(patient.mobile));
    return patient;
  }

  async function patientPage(patient: { ip: string }, { javaScript }: { javaScript: boolean }) {
    // The accessibility check injects axe-core, which the page's CSP would refuse.
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: javaScript,
      bypassCSP: javaScript,
      extraHTTPHeaders: { "x-forwarded-for": patient.ip },
    });
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page), close: () => context.close() };
  }

  /**
   * CBC at home booked for the patient through the API (the form is booking.e2e.test.ts's: these
   * tests are about finding a booking again), and its confirmation opened as the form leaves
   * the patient on it; the booking's reference, link and slot ("date|window").
   */
  async function bookCbc(page: Page, patient: { ip: string; mobile: string }) {
    const { reference, managePath, slot } = await admin.bookVisit({
      ...patient,
      people: [{ patientName: "Sunita Sharma", age: 52, gender: "female", tests: ["cbc"] }],
      address: "C-41, Sector 50",
    });
    await page.goto(`${baseUrl}${managePath}?done=booked`);
    await page.getByText("You are booked").waitFor();
    return { reference, link: `${baseUrl}${managePath}`, slot: `${slot.date}|${slot.window}` };
  }

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await admin?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();

  it("books, leaves, finds the booking from the bottom navigation with the keyboard, and moves it; the original link still works (phone)", async () => {
    const patient = newPatient();
    const { page, errors, close } = await patientPage(patient, { javaScript: true });
    const { reference, link, slot } = await bookCbc(page, patient);
    // The confirmation says how to find the booking again without its link.
    await expect(page.getByRole("status").innerText()).resolves.toContain(
      `Lost the link? Find this booking again with reference ${reference} and your mobile number in Manage a booking.`,
    );
    const toLab = decodeURIComponent(
      (await page.getByRole("link", { name: "Send the details to us on WhatsApp" }).getAttribute("href"))!,
    );
    expect(toLab).toMatch(
      new RegExp(
        `^https://wa\\.me/\\d+\\?text=Hello, I booked Complete Blood Count \\(CBC\\) with Labfront Diagnostics for .+\\. Reference ${reference}\\.$`,
      ),
    );

    // Away from the confirmation, the patient comes back through the tab bar.
    await page.goto(`${baseUrl}/`);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "My Booking" }).click();
    await page.waitForURL(`${baseUrl}/bookings/find`);
    await page.getByRole("heading", { level: 1, name: "Manage a booking" }).waitFor();
    await whenHydrated(page);
    expect(await accessibilityProblems(page)).toEqual([]);

    // A wrong mobile first: one answer, and the fields keep what was typed.
    await page.getByLabel("Booking reference").focus();
    await page.keyboard.type(`lf ${reference.slice(3).toLowerCase()}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("90000 00001");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").innerText()).resolves.toContain(booking["error.notFound"].en);
    await expect(page.getByLabel("Booking reference").inputValue()).resolves.toBe(
      `lf ${reference.slice(3).toLowerCase()}`,
    );

    // Then the right one, typed as people write it; Enter sends the form.
    await page.getByLabel("Mobile number").fill(`${patient.mobile.slice(0, 5)} ${patient.mobile.slice(5)}`);
    await page.getByLabel("Mobile number").press("Enter");
    await page.waitForURL(/\/bookings\/manage\/[A-Za-z0-9_-]{43}\?done=found$/);
    await page.getByText("We found your booking").waitFor();
    await page.getByRole("heading", { level: 1, name: `Booking ${reference}` }).waitFor();
    const found = page.url().split("?")[0];
    expect(found).not.toBe(link);
    expect(page.url()).not.toContain(patient.mobile);
    expect(await accessibilityProblems(page)).toEqual([]);
    // The patient's own chat may keep the new link: it opens the same booking.
    expect(
      decodeURIComponent(
        (await page.getByRole("link", { name: "Keep this link in your WhatsApp" }).getAttribute("href"))!,
      ),
    ).toContain(`My Labfront Diagnostics booking ${reference}`);

    // Moved through the new link, seen through the old one.
    await page.locator("summary", { hasText: "Move to another date or time" }).click();
    const to = await chooseAnotherWindow(page, slot);
    const before = await placesLeft(baseUrl, to);
    await page.getByRole("button", { name: "Move my booking" }).click();
    await page.getByText("Your booking was moved").waitFor();
    expect(await placesLeft(baseUrl, to)).toBe(before - 1);
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: `Booking ${reference}` }).waitFor();
    expect(await page.locator("main").innerText()).toContain(to.split("|")[1]);
    expect(realErrors(errors)).toEqual([]);
    await close();
  });

  it("without JavaScript: books, leaves, finds the booking with a plain form post and cancels it (phone)", async () => {
    const patient = newPatient();
    const { page, close } = await patientPage(patient, { javaScript: false });
    const { reference, link } = await bookCbc(page, patient);
    await page.goto(`${baseUrl}/tests`);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "My Booking" }).click();
    await page.waitForURL(`${baseUrl}/bookings/find`);
    await page.getByLabel("Booking reference").fill(reference.slice(3));
    await page.getByLabel("Mobile number").fill(`0${patient.mobile}`);
    await page.getByRole("button", { name: "Find my booking" }).click();
    await page.waitForURL(/\/bookings\/manage\/[A-Za-z0-9_-]{43}\?done=found$/);
    await page.getByText("We found your booking").waitFor();
    expect(page.url().split("?")[0]).not.toBe(link);
    const manage = await page.request.get(page.url());
    expect(manage.headers()["cache-control"]).toBe("no-store");

    await page.locator("summary", { hasText: "Cancel this booking" }).click();
    await page.getByRole("button", { name: `Yes, cancel booking ${reference}` }).click();
    await page.getByText("Your booking was cancelled").waitFor();
    // The original link shows it cancelled too, and so does finding it again.
    await page.goto(link);
    await page.getByText("Cancelled", { exact: true }).waitFor();
    await close();
  });

  it("is linked from the desktop header, the footer and My Reports", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/tests`);
    await page.getByRole("banner").getByRole("link", { name: "Manage a booking" }).click();
    await page.waitForURL(`${baseUrl}/bookings/find`);
    await page.getByRole("heading", { level: 1, name: "Manage a booking" }).waitFor();
    await expect(
      page.locator("footer").getByRole("link", { name: "Manage a booking" }).getAttribute("href"),
    ).resolves.toBe("/bookings/find");
    await page.goto(`${baseUrl}/reports`);
    await page.getByRole("main").getByRole("link", { name: "Manage a booking" }).click();
    await page.waitForURL(`${baseUrl}/bookings/find`);
    await context.close();
  });
});

/**
 * The page as the production build serves it, on a site of this file's own (so it can erase a
 * booking and read its log): the answers, their headers and what reaches the log.
 */
describe.skipIf(!baseUrl)("Manage a booking, the form post", () => {
  let t: TestApp;
  let sequence = 0;
  const log: string[] = [];
  const nextIp = () => `10.40.0.${++sequence}`;
  const post = (
    url: string,
    fields: Record<string, string>,
    { ip = nextIp(), origin }: { ip?: string; origin?: string } = {},
  ) =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: ip,
      headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });
  const find = (reference: string, mobile: string, options?: { ip?: string; origin?: string }) =>
    post("/bookings/find", { reference, mobile }, options);

  async function book() {
    const mobile = `97${String(10_000_000 + ++sequence).padStart(8, "0")}`;
    const [day] = await t.services.bookings.calendar("home");
    const window = day.slots.find((slot) => !slot.isFull)!.window;
    const made = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: nextIp(),
      payload: {
        tests: ["cbc"],
        packages: [],
        patientName: "Sunita Sharma",
        age: 52,
        gender: "female",
        mobile,
        collectionType: "home",
        address: "C-41, Sector 50",
        pincode: "201301",
        date: day.date,
        window,
        consent: true,
        idempotencyKey: `find-booking-${sequence}-key`,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { reference, managePath, manageToken } = made.json() as {
      reference: string;
      managePath: string;
      manageToken: string;
    };
    const id = (
      await t.db.selectFrom("bookings").select("id").where("reference", "=", reference).executeTakeFirstOrThrow()
    ).id;
    return { id, reference, mobile, managePath, token: manageToken };
  }

  beforeAll(async () => {
    t = await createTestApp("sqlite", {
      seed: true,
      pages: { mode: "production", buildDir: path.join(ROOT, "build") },
      env: { LOG_LEVEL: "info" },
      logStream: { write: (line) => void log.push(line) },
    });
  });
  afterAll(() => t?.close());

  it("sends the browser to a new manage link (303) with nothing typed in the address, and the original still opens", async () => {
    const { reference, mobile, managePath, token } = await book();
    const page = await t.app.inject("/bookings/find");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    // A plain form: it works before (or without) the page's scripts.
    expect(page.body).toMatch(
      /<form[^>]* method="post"[^>]* action="\/bookings\/find"|<form[^>]* action="\/bookings\/find"[^>]* method="post"/,
    );

    const answer = await find(`lf ${reference.slice(3).toLowerCase()}`, `+91 ${mobile}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const location = String(answer.headers.location);
    expect(location).toMatch(/^\/bookings\/manage\/[A-Za-z0-9_-]{43}\?done=found$/);
    expect(location).not.toContain(token);
    const opened = await t.app.inject(location);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect(opened.body).toContain("We found your booking");
    expect(opened.body.replaceAll("<!-- -->", "")).toContain(`Booking ${reference}`);
    expect((await t.app.inject(managePath)).statusCode).toBe(200);
    const calendar = await t.app.inject(`${location.split("?")[0]}/calendar.ics`);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain(reference);

    // Neither what was typed nor either link reaches the log.
    const found = TOKEN_PATH.exec(location)![1];
    expect(secretsIn(log.join("\n"), [reference, reference.slice(3), mobile, found, token])).toEqual([]);
  });

  it("answers a wrong reference, a wrong mobile and an erased booking with the same status and the same page", async () => {
    const kept = await book();
    const erased = await book();
    const cancel = await t.app.inject({ method: "POST", url: `/api/bookings/manage/${erased.token}/cancel` });
    expect(cancel.statusCode).toBe(200);
    await t.services.dataRights.erase(erased.id, ADMIN_STAFF);
    const answers = [
      await find("LF-ZZZZZ", kept.mobile),
      await find(kept.reference, "9000000001"),
      await find(erased.reference, erased.mobile),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers.location).toBeUndefined();
    }
    expect(answers[0].body).toContain(booking["error.notFound"].en);
    expect(new Set(answers.map((answer) => withoutNonces(answer.body))).size).toBe(1);
    expect(answers[1].body).not.toContain(kept.reference);
  });

  it("asks to wait (429) after 5 wrong tries for a reference, counted with My Reports, even with the right mobile", async () => {
    const { reference, mobile } = await book();
    for (let i = 0; i < 3; i++) expect((await find(reference, `900000000${i}`)).statusCode).toBe(404);
    for (let i = 3; i < 5; i++)
      expect((await post("/reports", { intent: "open", reference, mobile: `900000000${i}` })).statusCode).toBe(404);
    const refused = await find(reference, mobile);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toMatch(/Too many tries: wait \d+ minutes?, or call the lab/);
  });

  it("points a dead or mistyped manage link to 'Manage a booking'", async () => {
    const dead = await t.app.inject(`/bookings/manage/${"A".repeat(43)}`);
    expect(dead.statusCode).toBe(404);
    expect(dead.body).toContain("Booking not found");
    // In the page itself, not only in the footer's links.
    expect(dead.body.replaceAll("<!-- -->", "")).toMatch(
      /Lost the link to your booking\? Find it with your reference and mobile number in <a[^>]* href="\/bookings\/find"[^>]*>Manage a booking<\/a>/,
    );
  });

  it("refuses a form post from another site, and says what is wrong with a reference that cannot be one", async () => {
    const { reference, mobile } = await book();
    const refused = await find(reference, mobile, { origin: "https://evil.example" });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    const malformed = await find("lf 12", mobile);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("Enter the reference like LF-7Q2K9");
  });
});
