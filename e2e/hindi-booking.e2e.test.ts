import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { AdminBookingDetail, AdminBookingSummary } from "../domain/booking.ts";
import { accessibilityProblems, collectPageErrors, connectBrowser, VIEWPORTS, whenHydrated } from "./browser.ts";
import { adminApi, type AdminApi, expectEachTestToLeaveTheDataAsFound } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

/** A refused form posts back with 400 (404 for a booking not found): Chromium logs those answers, which is no fault of the page. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 40[04]/.test(e));
const hydrated = (page: Page) => whenHydrated(page);

/** A calendar date and a window as a Hindi page says them ("मंगल, 24 नवंबर", "सुबह 8:00–8:30"), by the server's own Intl. */
const hindiDay = (date: string) =>
  new Intl.DateTimeFormat("hi-IN", { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
const hindiWindow = (window: string) => {
  const at = (time: string) => new Date(`2000-01-01T${time}:00Z`);
  const [from, to] = window.split("–");
  return new Intl.DateTimeFormat("hi-IN", {
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "short",
    timeZone: "UTC",
  }).formatRange(at(from), at(to));
};

/**
 * Booking in Hindi (issue 23): a patient on a phone books CBC on the Hindi pages, from the test
 * page to the confirmation, reads every step in Hindi (dates and times as hi-IN says them, the
 * refusals too), keeps the booking's Hindi calendar event and WhatsApp text, and finds My
 * Reports in Hindi. The booking records its language and the Hindi notice agreed to.
 */
describe.skipIf(!baseUrl)("Booking in Hindi in Chromium", () => {
  let browser: Browser;
  let admin: AdminApi;
  let patients = 0;

  function newPatient() {
    patients++;
    const patient = {
      ip: `192.0.2.${60 + patients}`,
      mobile: `93${String(52_000_000 + patients * 7919).padStart(8, "0")}`,
    };
    onTestFinished(() => admin.eraseBookingsOf(patient.mobile));
    return patient;
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

  it("books CBC at home in Hindi on a phone: a wrong mobile refused in Hindi beside its field, then the Hindi confirmation, calendar and WhatsApp text", async () => {
    const patient = newPatient();
    // The accessibility check injects axe-core, which the page's CSP would refuse.
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      bypassCSP: true,
      extraHTTPHeaders: { "x-forwarded-for": patient.ip },
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // From the Hindi test page, by its Hindi 'Book' button.
    await page.goto(`${baseUrl}/hi/tests/cbc`);
    const bookLink = page.locator('a[href="/hi/book/cbc"]:visible').first();
    await expect(bookLink.innerText()).resolves.toMatch(/बुक करें/);
    await bookLink.click();
    await page.waitForURL(`${baseUrl}/hi/book/cbc`);
    await hydrated(page);
    expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
    await page.getByRole("heading", { level: 1, name: "कम्प्लीट ब्लड काउंट (CBC) बुक करें" }).waitFor();
    await expect(page.locator("dl").first().innerText()).resolves.toMatch(/होम कलेक्शन[\s\S]*₹100[\s\S]*कुल रकम\s+₹419/);

    // The slot picker's days and windows as hi-IN says them.
    const firstDay = page.locator('input[name="day"]').first();
    const date = (await firstDay.getAttribute("value")) as string;
    await expect(page.locator(".slot-days label").first().innerText()).resolves.toContain(hindiDay(date));
    const slot = page.locator('.slot-days input[name="slot"]:not([disabled]):visible').first();
    const [, window] = ((await slot.getAttribute("value")) as string).split("|");
    const slotLabel = await slot.locator("xpath=ancestor::label").innerText();
    expect(slotLabel).toContain(hindiWindow(window));
    expect(slotLabel).toMatch(/^(सुबह|दोपहर|शाम|रात) /);

    await page.getByLabel("मरीज़ का पूरा नाम").fill("सुनीता शर्मा");
    await page.getByLabel("उम्र (साल में)").fill("52");
    await page.getByLabel("महिला").check();
    await page.getByLabel("मोबाइल नंबर").fill("12345");
    await page.getByLabel("सैंपल लेने का पता").fill("C-41, सेक्टर 50");
    await page.getByLabel("पिनकोड").fill("201301");
    await page.getByText("हम नोएडा में पिनकोड 201301 पर सैंपल लेने आते हैं।").waitFor();
    await slot.check();
    await page.getByLabel(/मैंने प्राइवेसी नोटिस पढ़ लिया है/).check();
    await page.getByRole("button", { name: "अभी बुक करें" }).click();

    // The refusal is Hindi, at the top and next to the mobile field.
    await page.getByRole("alert").getByText("बुक करने के लिए इसे ठीक करें:").waitFor();
    await expect(page.locator("#field-mobile-error").innerText()).resolves.toBe("10 अंकों का भारतीय मोबाइल नंबर लिखें");
    expect(await page.getByLabel("मोबाइल नंबर").getAttribute("aria-describedby")).toContain("field-mobile-error");
    await expect(page.getByRole("alert").innerText()).resolves.toContain("मोबाइल नंबर: 10 अंकों का भारतीय मोबाइल नंबर लिखें");

    await page.getByLabel("मोबाइल नंबर").fill(patient.mobile);
    await page.getByRole("button", { name: "अभी बुक करें" }).click();
    await page.waitForURL(/\/hi\/bookings\/manage\/[A-Za-z0-9_-]{43}\?done=booked$/);
    await page.getByText("आपकी बुकिंग हो गई है").waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
    const reference = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("बुकिंग ", "");
    expect(reference).toMatch(/^LF-[A-HJ-NP-Z2-9]{5}$/);
    const body = await page.locator("main").innerText();
    expect(body).toContain(`${hindiDay(date)}, ${hindiWindow(window)}`);
    expect(body).toContain("कम्प्लीट ब्लड काउंट (CBC)");
    expect(body).toMatch(/कुल रकम \(सैंपल लेते समय देनी है\)\s+₹419/);
    expect(body).toContain(`बुकिंग नंबर ${reference} और अपने मोबाइल नंबर से बुकिंग देखें या बदलें में यह बुकिंग फिर से खोजें।`);
    expect(body).toContain("इन टेस्ट के लिए खाली पेट रहने की ज़रूरत नहीं।");

    // The calendar event and the WhatsApp texts are Hindi, and stay on the Hindi pages.
    const calendarHref = (await page.getByRole("link", { name: "कैलेंडर में जोड़ें" }).getAttribute("href"))!;
    expect(calendarHref).toMatch(/^\/hi\/bookings\/manage\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    const ics = (await (await page.request.get(`${baseUrl}${calendarHref}`)).text()).replace(/\r\n /g, "");
    expect(ics).toContain(`SUMMARY;LANGUAGE=hi:घर से सैंपल कलेक्शन: कम्प्लीट ब्लड काउंट (CBC) (${reference})\r\n`);
    expect(ics).toMatch(
      /\nDESCRIPTION;LANGUAGE=hi:.+\\nदेखें\\, समय बदलें या रद्द करें: https?:\/\/\S+\/hi\/bookings\/manage\/[A-Za-z0-9_-]{43}\\n/,
    );
    const toLab = decodeURIComponent(
      (await page.getByRole("link", { name: "बुकिंग की जानकारी WhatsApp पर हमें भेजें" }).getAttribute("href"))!,
    );
    expect(toLab).toMatch(
      new RegExp(
        `^https://wa\\.me/\\d+\\?text=नमस्ते, मैंने .+ में ${hindiDay(date)}, ${hindiWindow(window)} के लिए कम्प्लीट ब्लड काउंट \\(CBC\\) बुक किया है \\(होम कलेक्शन, पिनकोड 201301\\)। बुकिंग नंबर ${reference}।$`,
      ),
    );
    expect(toLab).not.toContain("/bookings/manage/");
    const toSelf = decodeURIComponent(
      (await page.getByRole("link", { name: "यह लिंक अपने WhatsApp में रखें" }).getAttribute("href"))!,
    );
    expect(toSelf).toMatch(/: https?:\/\/\S+\/hi\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);

    // The booking's own page, opened again: Hindi status, times and buttons.
    await page.goto(page.url().split("?")[0]);
    await hydrated(page);
    expect(await page.locator("main").innerText()).toContain("बुक हो गई");
    await page.getByRole("heading", { name: "समय बदलें या रद्द करें" }).waitFor();
    await expect(page.getByText(/तक आप यहां इस बुकिंग का समय बदल सकते हैं/).innerText()).resolves.toMatch(
      // The month in full, never cut short with "॰" (issue 37), as hi-IN then says the time: "रवि, 29 नवंबर को सुबह 4:30 बजे तक".
      /^(सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि), \d{1,2} [^\s॰]+ को (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे तक /,
    );
    await page.getByText("दूसरी तारीख़ या समय चुनें").waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);

    // My Reports opens in Hindi from the booking's page (its words are another page's).
    await page.getByRole("main").getByRole("link", { name: "मेरी रिपोर्ट" }).click();
    await page.waitForURL(`${baseUrl}/hi/reports`);
    expect(await page.getAttribute("html", "lang")).toBe("hi-IN");

    // The desk sees the booking's language and the notice's.
    const [found] = await admin.call<AdminBookingSummary[]>("GET", `/api/admin/bookings?q=${reference}`);
    const detail = await admin.call<AdminBookingDetail>("GET", `/api/admin/bookings/${found.id}`);
    expect({ language: detail.language, consentLanguage: detail.consentLanguage }).toEqual({
      language: "hi",
      consentLanguage: "hi",
    });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("finds a booking again in Hindi: the refusal of a wrong reference is Hindi, and the found booking opens on the Hindi page", async () => {
    const patient = newPatient();
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      extraHTTPHeaders: { "x-forwarded-for": patient.ip },
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // A booking made elsewhere (through the API, as an English one), to be found with its reference and mobile.
    const {
      reference,
      slot: { date, window },
    } = await admin.bookVisit({
      ...patient,
      people: [{ patientName: "Ram Prakash", age: 67, gender: "male", tests: ["cbc"] }],
      address: "B-12, Sector 15",
    });

    await page.goto(`${baseUrl}/hi/bookings/find`);
    await hydrated(page);
    await page.getByRole("heading", { level: 1, name: "बुकिंग देखें या बदलें" }).waitFor();
    await page.getByLabel("बुकिंग नंबर (reference)").fill("LF-12");
    await page.getByLabel("मोबाइल नंबर").fill("98");
    await page.getByRole("button", { name: "मेरी बुकिंग खोजें" }).click();
    await page.getByText("बुकिंग नंबर LF-7Q2K9 की तरह लिखें").waitFor();
    await page.getByText("10 अंकों का भारतीय मोबाइल नंबर लिखें").waitFor();
    expect(await page.getByRole("link", { name: "टेस्ट बुक करें" }).last().getAttribute("href")).toBe("/hi/book");

    // Corrected in the same form: the reference without its "LF-", the mobile.
    await page.getByLabel("बुकिंग नंबर (reference)").fill(reference.toLowerCase().replace("lf-", ""));
    await page.getByLabel("मोबाइल नंबर").fill(patient.mobile);
    await page.getByRole("button", { name: "मेरी बुकिंग खोजें" }).click();
    await page.waitForURL(/\/hi\/bookings\/manage\/[A-Za-z0-9_-]{43}\?done=found$/);
    await page.getByText("आपकी बुकिंग मिल गई").waitFor();
    await expect(page.locator("main").innerText()).resolves.toContain(`${hindiDay(date)}, ${hindiWindow(window)}`);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
