import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { pdfOf, textIn } from "../test/report-fixtures.ts";
import {
  adminApi,
  type AdminApi,
  expectEachTestToLeaveTheDataAsFound,
  placesLeft,
  signedInContext,
} from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";
import { chooseAnotherWindow, fillBookingForm, patientTabs, sendBookingForm } from "./booking-walk.ts";
import { secretsIn } from "../test/secrets-in-log.ts";
import { formatRupees } from "../domain/pricing.ts";

const { baseUrl, adminPassword } = serverUnderTest();

/**
 * Every patient here comes from an address of their own (the server trusts the proxy's
 * X-Forwarded-For, as behind nginx) and has a mobile of their own, so the per-address and
 * per-mobile limits count each test's bookings alone. Their bookings are erased when the test
 * ends (`eraseBookingsOf`), so each test finds the slots as the one before found them.
 */
let patients = 0;
let admin: AdminApi;
function newPatient() {
  patients++;
  const patient = { ip: `203.0.113.${patients}`, mobile: `98${String(70_000_000 + patients * 7919).padStart(8, "0")}` };
  onTestFinished(() => admin.eraseBookingsOf(patient.mobile));
  return patient;
}

/** A refused form posts back with 400/409: Chromium logs those answers, which is no fault of the page. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of (400|409|429)/.test(e));

type Patient = ReturnType<typeof newPatient>;

const hydrated = (page: Page) => whenHydrated(page);

/** Fills the booking form as Asha Verma, 34, at home, with the first free slot, her mobile as people write it. */
const fillForm = (
  page: Page,
  patient: Patient,
  { age = "34", pincode, consent }: { age?: string; pincode?: string; consent?: boolean } = {},
) =>
  fillBookingForm(page, {
    people: [{ name: "Asha Verma", age, gender: "Female" }],
    mobile: `+91 ${patient.mobile.slice(0, 5)} ${patient.mobile.slice(5)}`,
    pincode,
    consent,
  });

/**
 * What this worker's shared server logs from now on (LOG_LEVEL=info: every request), read from
 * its log file (global-setup.ts) rather than from a server started for one test.
 */
function serverLogFromNow() {
  const file = path.join(inject("e2eLogDir"), `server-${process.env.VITEST_POOL_ID}.log`);
  const start = statSync(file).size;
  return () => readFileSync(file).subarray(start).toString("utf8");
}

describe.skipIf(!baseUrl)("Booking in Chromium", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await connectBrowser();
    admin = await adminApi(baseUrl, adminPassword);
  });
  afterAll(async () => {
    await admin?.logout();
    await browser?.close();
  });
  expectEachTestToLeaveTheDataAsFound();
  // A patient's tab per size: the tests here set no cookie and hold no request. The journeys
  // to a report keep contexts of their own (My Reports remembers what a tab opened).
  const patientPage = patientTabs(() => browser);

  for (const viewport of ["phone", "desktop"] as const) {
    it(`books CBC for home collection from its test page (${viewport})`, async () => {
      const patient = newPatient();
      const { page, errors } = await patientPage(patient, { viewport });
      await page.goto(`${baseUrl}/tests/cbc`);
      await page.locator('a[href="/book/cbc"]:visible').first().click();
      await page.waitForURL(`${baseUrl}/book/cbc`);
      await hydrated(page);
      await page.getByRole("heading", { level: 1, name: "Book Complete Blood Count (CBC)" }).waitFor();
      // The collection fee is in the total before a slot is chosen.
      await expect(page.locator("dl").first().innerText()).resolves.toMatch(
        /Home collection\s[\s\S]*₹100[\s\S]*Total to pay\s+₹419/,
      );

      const slot = await fillForm(page, patient);
      const before = await placesLeft(baseUrl, slot);
      const { reference } = await sendBookingForm(page);
      expect(reference).toMatch(/^LF-[A-HJ-NP-Z2-9]{5}$/);
      const body = await page.locator("main").innerText();
      expect(body).toContain("Complete Blood Count (CBC)");
      expect(body).toContain(slot.split("|")[1]);
      expect(body).toContain("B-12, Sector 62, 201301");
      expect(body).toMatch(/Total to pay at the collection\s+₹419/);
      expect(body).toContain(`${patient.mobile.slice(0, 2)}******${patient.mobile.slice(-2)}`);
      expect(await placesLeft(baseUrl, slot)).toBe(before - 1);

      // The calendar file and the WhatsApp message carry the booking.
      const ics = await page.request.get(`${page.url().split("?")[0]}/calendar.ics`);
      expect(ics.headers()["content-type"]).toContain("text/calendar");
      expect(ics.headers()["cache-control"]).toBe("no-store");
      expect(await ics.text()).toContain(`(${reference})`);
      const whatsapp = decodeURIComponent(
        (await page.getByRole("link", { name: "Send the details to us on WhatsApp" }).getAttribute("href"))!,
      );
      expect(whatsapp).toContain(`Reference ${reference}`);
      expect(whatsapp).not.toContain("/bookings/manage/");
      expect(realErrors(errors)).toEqual([]);
    });
  }

  for (const viewport of ["phone", "desktop"] as const) {
    it(`from booking to a verified report: patient, receptionist and patient again (${viewport})`, async () => {
      // The patient has booked CBC (the form is the tests' above: here, through the API).
      const patient = newPatient();
      const { reference, slot } = await admin.bookVisit({
        ...patient,
        people: [{ patientName: "Asha Verma", age: 34, gender: "female", tests: ["cbc"] }],
      });

      // The receptionist finds it in the day view, marks the sample collected and attaches the report.
      const staff = await signedInContext(browser, baseUrl, admin, { viewport: VIEWPORTS[viewport] });
      const desk = await staff.newPage();
      const deskErrors = collectPageErrors(desk);
      await desk.goto(`${baseUrl}/admin/bookings?date=${slot.date}`);
      await desk.getByRole("link", { name: reference }).click();
      await desk.getByRole("heading", { level: 1, name: reference }).waitFor();
      await hydrated(desk);
      await desk.getByRole("button", { name: "Mark as sample collected" }).click();
      await desk.getByRole("dialog").getByRole("button", { name: "Mark as sample collected" }).click();
      await desk.getByText("Sample collected", { exact: true }).first().waitFor();
      await desk
        .getByLabel("Attach a report (PDF, up to 20 MB)")
        .setInputFiles({ name: "cbc-report.pdf", mimeType: "application/pdf", buffer: await pdfOf(2) });
      // Held until the desk has checked it (issue 32): then it is the patient's.
      await desk.getByRole("button", { name: "Attach", exact: true }).click();
      await desk.getByText("Report ready", { exact: true }).first().waitFor();
      expect(realErrors(deskErrors)).toEqual([]);
      await staff.close();

      // The patient opens My Reports with the reference and mobile, and downloads the stamped PDF.
      const visit = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        extraHTTPHeaders: { "x-forwarded-for": patient.ip },
      });
      onTestFinished(() => visit.close());
      const patientTab = await visit.newPage();
      const patientErrors = collectPageErrors(patientTab);
      await patientTab.goto(`${baseUrl}/reports`);
      await hydrated(patientTab);
      await patientTab.getByLabel("Booking reference").fill(reference);
      await patientTab.getByLabel("Mobile number").fill(patient.mobile);
      await patientTab.getByRole("button", { name: "Show my reports" }).click();
      await patientTab.getByRole("heading", { name: `Reports for ${reference}` }).waitFor();
      const [download] = await Promise.all([
        patientTab.waitForEvent("download"),
        patientTab.getByRole("link", { name: "Download" }).first().click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${reference}-report-1.pdf`);
      const file = Buffer.concat(await (await download.createReadStream()).toArray());
      const pdf = await PDFDocument.load(file);
      expect(pdf.getPageCount()).toBe(2);

      // The address printed under the QR opens /verify, which shows the file's own SHA-256.
      const verifyUrl = /Verify this report at\n(\S+)\n/.exec(await textIn(file))![1];
      // It is on the site's public address (PUBLIC_ORIGIN: localhost here), the path the same anywhere.
      expect(verifyUrl).toMatch(/^https?:\/\/[^/]+\/verify\/[A-Z0-9]{17}$/);
      await patientTab.goto(`${baseUrl}${new URL(verifyUrl).pathname}`);
      const verified = await patientTab.locator("main").innerText();
      expect(verified).toContain(createHash("sha256").update(file).digest("hex"));
      expect(verified).toContain("A*** V****");
      expect(verified).not.toContain("Asha");
      expect(realErrors(patientErrors)).toEqual([]);
    });
  }

  it("books with JavaScript off, as a plain form post, and nothing personal is cached", async () => {
    const patient = newPatient();
    const { page } = await patientPage(patient, { javaScript: false });
    const form = await page.goto(
      `${baseUrl}/book-package/${(await admin.call<{ id: string }[]>("GET", "/api/packages"))[0].id}`,
    );
    expect(form!.headers()["cache-control"]).toBe("no-store");
    // Without JavaScript the guardian's fields are shown, marked as only for under-18s.
    await page.getByText(/Only for a patient under 18/).waitFor();
    await fillForm(page, patient);
    await sendBookingForm(page);
    const manage = await page.request.get(page.url());
    expect(manage.headers()["cache-control"]).toBe("no-store");

    // The patient cancels: the place returns to the pool.
    await page.locator("summary", { hasText: "Cancel this booking" }).click();
    await page.getByRole("button", { name: /Yes, cancel booking/ }).click();
    await page.getByText("Your booking was cancelled").waitFor();
  });

  it("without JavaScript, a 39-year-old books a lab visit: its total has no home-collection fee, its windows show the lab's places, the guardian box says it is only for under-18s, the confirmation says to pay at the lab", async () => {
    const patient = newPatient();
    const { page } = await patientPage(patient, { javaScript: false });
    const cbc = (await (await fetch(`${baseUrl}/api/tests/cbc`)).json()) as { price: number };
    await page.goto(`${baseUrl}/book/cbc`);
    // The box's own title says whom it is for, not that the patient is a minor (issue 32).
    await page.locator("legend", { hasText: "Parent or guardian: only if the patient is under 18" }).waitFor();
    const total = page.getByText(/^Total to pay:/);
    await page.getByLabel("At home: we come to you").check();
    expect(await total.innerText()).toBe(`Total to pay: ${formatRupees(cbc.price + 100)}`);
    await page.getByLabel("At the lab: you visit us (no collection fee)").check();
    expect(await total.innerText()).toBe(`Total to pay: ${formatRupees(cbc.price)}`);
    // The windows shown are the lab's: each says the lab's places left.
    // The open date's windows (the earliest free time above them says no places).
    const windows = page.locator(".slot-days");
    const firstWindow = (await windows.locator('input[name="slot"]:visible').first().getAttribute("value"))!;
    const labPlaces = await placesLeft(baseUrl, firstWindow, "lab");
    const label = windows.locator("label", { has: page.locator(`input[name="slot"][value="${firstWindow}"]:visible`) });
    expect(await label.innerText()).toContain(labPlaces === 0 ? "Full" : `${labPlaces} place`);

    // The same page, sent: a lab visit paid at the lab.
    await fillBookingForm(page, {
      people: [{ name: "Ravi Kumar", age: "39", gender: "Male" }],
      mobile: patient.mobile,
      at: "lab",
    });
    await sendBookingForm(page);
    const body = await page.locator("main").innerText();
    expect(body).toMatch(/Total to pay at the lab\s+₹/);
    expect(body).not.toContain("at the collection");
  });

  it("moves a booking to another slot, and the old place is freed", async () => {
    const patient = newPatient();
    // Booked through the API: the form is the other tests'; this one is about the manage page.
    const booked = await admin.bookVisit({
      ...patient,
      people: [{ patientName: "Asha Verma", age: 34, gender: "female", tests: ["hba1c"] }],
    });
    const first = `${booked.slot.date}|${booked.slot.window}`;
    const { page, errors } = await patientPage(patient);
    await page.goto(`${baseUrl}${booked.managePath}?done=booked`);
    await hydrated(page);
    const held = await placesLeft(baseUrl, first);
    const calendarUrl = `${baseUrl}${booked.managePath}/calendar.ics`;
    const eventBefore = await (await page.request.get(calendarUrl)).text();
    expect(eventBefore).toContain("SEQUENCE:0\r\n");
    await page.locator("summary", { hasText: "Move to another date or time" }).click();
    const to = await chooseAnotherWindow(page, first);
    const targetBefore = await placesLeft(baseUrl, to);
    await page.getByRole("button", { name: "Move my booking" }).click();
    await page.getByText("Your booking was moved").waitFor();
    expect(await page.locator("main").innerText()).toContain(to.split("|")[1]);
    expect(await placesLeft(baseUrl, first)).toBe(held + 1);
    expect(await placesLeft(baseUrl, to)).toBe(targetBefore - 1);
    // The moved event keeps its UID with a greater SEQUENCE, so a calendar replaces the old one (issue 32).
    const eventAfter = await (await page.request.get(calendarUrl)).text();
    const uid = (event: string) => /\r\nUID:(.+)\r\n/.exec(event)?.[1];
    expect(uid(eventAfter)).toBe(uid(eventBefore));
    expect(eventAfter).toContain("SEQUENCE:1\r\n");
    expect(realErrors(errors)).toEqual([]);
  });

  describe("refusals: each shows its message by its field and books nothing", () => {
    /** Fills the form, lets `spoil` break one thing, submits, and returns the page after. */
    async function refused(
      spoil: (page: Page, slot: string) => Promise<void>,
      overrides: Parameters<typeof fillForm>[2] = {},
    ) {
      const patient = newPatient();
      const session = await patientPage(patient);
      await session.page.goto(`${baseUrl}/book/lipid-profile`);
      await hydrated(session.page);
      const slot = await fillForm(session.page, patient, overrides);
      await spoil(session.page, slot);
      const before = await placesLeft(baseUrl, slot);
      await session.page.getByRole("button", { name: "Book now" }).click();
      await session.page.getByRole("alert").first().waitFor();
      expect(session.page.url()).toContain("/book/lipid-profile");
      expect(await placesLeft(baseUrl, slot)).toBe(before);
      // What was typed is still there.
      await expect(session.page.getByLabel("Patient's full name").inputValue()).resolves.toBe("Asha Verma");
      expect(realErrors(session.errors)).toEqual([]);
      return session;
    }
    const errorOf = (page: Page, field: string) => page.locator(`#field-${field}-error`).innerText();
    /** Gives the chosen slot radio another value, as a page left open since yesterday would send. */
    const sendSlot = (value: string) => async (page: Page) => {
      await page
        .locator('input[name="slot"]:checked')
        .evaluate((input, v) => ((input as HTMLInputElement).value = v), value);
    };
    const istDate = (offsetDays: number) =>
      new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

    it("a pincode we do not serve, with a WhatsApp link to ask", async () => {
      const { page } = await refused(async () => {}, { pincode: "799001" });
      await expect(errorOf(page, "pincode")).resolves.toBe(
        "We do not collect samples at 799001 yet: choose a lab visit, or call us",
      );
      expect(
        decodeURIComponent((await page.getByRole("link", { name: "Ask us on WhatsApp" }).getAttribute("href"))!),
      ).toContain("pincode 799001");
    });

    it("a date in the past", async () => {
      const { page } = await refused(sendSlot(`${istDate(-1)}|07:00–07:30`));
      await expect(errorOf(page, "slot")).resolves.toMatch(/^Choose a date from today to \d+ days ahead/);
    });

    it("a slot that starts within the lead time", async () => {
      const {
        updatedAt: _at,
        updatedBy: _by,
        ...settings
      } = await admin.call<Record<string, unknown>>("GET", "/api/settings");
      await admin.call("PUT", "/api/settings", { ...settings, minLeadHours: 48 });
      try {
        // Tomorrow's first window is always less than 48 hours away.
        const { page } = await refused(sendSlot(`${istDate(1)}|06:30–07:00`));
        await expect(errorOf(page, "slot")).resolves.toBe(
          "This slot starts in less than 48 hours or has passed: choose a later one",
        );
      } finally {
        await admin.call("PUT", "/api/settings", settings);
      }
    });

    it("a slot whose last place went to someone else while the form was open", async () => {
      const { page } = await refused(async (_page, slot) => {
        const [date, window] = slot.split("|");
        for (let left = await placesLeft(baseUrl, slot); left > 0; left--) {
          const other = newPatient();
          const response = await fetch(`${baseUrl}/api/bookings`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": other.ip },
            body: JSON.stringify({
              tests: ["cbc"],
              patientName: "Other Patient",
              age: 40,
              gender: "male",
              mobile: other.mobile,
              collectionType: "home",
              address: "C-1, Sector 18",
              pincode: "201301",
              date,
              window,
              consent: true,
              idempotencyKey: `e2e-full-slot-${other.mobile}`,
            }),
          });
          expect(response.status).toBe(201);
        }
      });
      await expect(errorOf(page, "slot")).resolves.toMatch(/^That slot was just taken\. Nearest free: .+/);
    });

    it("no consent", async () => {
      const { page } = await refused(async () => {}, { consent: false });
      await expect(errorOf(page, "consent")).resolves.toBe("Agree to the privacy notice to book");
    });

    it("a patient under 18 without a parent or guardian", async () => {
      const { page } = await refused(async () => {}, { age: "15" });
      await expect(errorOf(page, "guardianName")).resolves.toBe(
        "A patient under 18 needs a parent or guardian: enter their name",
      );
      await expect(errorOf(page, "guardianConsent")).resolves.toBe("The parent or guardian must agree");
    });
  });

  it("has no accessibility violations on the form and the confirmation", async () => {
    const patient = newPatient();
    const { page } = await patientPage(patient, { bypassCSP: true });
    // Every finding counts here, not only the serious ones.
    const check = () => accessibilityProblems(page, { least: "minor" });
    await page.goto(`${baseUrl}/book/cbc?q=thyroid`);
    await hydrated(page);
    expect(await check()).toEqual([]);
    // The confirmation as the form's answer shows it; the walk to it is the tests' above.
    const { managePath } = await admin.bookVisit({
      ...patient,
      people: [{ patientName: "Asha Verma", age: 34, gender: "female", tests: ["cbc"] }],
    });
    await page.goto(`${baseUrl}${managePath}?done=booked`);
    await hydrated(page);
    await page.getByText("You are booked").waitFor();
    expect(await check()).toEqual([]);
  });

  it("leaves no name, mobile, address or manage link in the server's log", async () => {
    const log = serverLogFromNow();
    const patient = newPatient();
    const { page } = await patientPage(patient);
    await page.goto(`${baseUrl}/book/cbc`);
    await hydrated(page);
    await fillForm(page, patient);
    await sendBookingForm(page);
    const token = /manage\/([A-Za-z0-9_-]{43})/.exec(page.url())![1];
    // React Router asks for the routes of a link's address, the token in it, before following it:
    // asked from the confirmation the form left the patient on (the same origin as any page).
    await page.evaluate(
      (path) => fetch(`/__manifest?paths=${encodeURIComponent(path)}&version=x`),
      `/bookings/manage/${token}`,
    );
    await page.request.get(`${baseUrl}/bookings/manage/${token}/calendar.ics`);
    // The log is there, and it saw the booking's requests (the server writes it as it answers).
    await expect.poll(log).toMatch(/"url":"\/bookings\/manage\/…\/calendar\.ics"/);
    expect(secretsIn(log(), [patient.mobile, patient.mobile.slice(5), "Asha", "Verma", "Sector 62", token])).toEqual(
      [],
    );
  });
});
