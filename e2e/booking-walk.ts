import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll } from "vitest";
import { VIEWPORTS } from "./browser.ts";

/**
 * The booking form walked as a patient walks it (issue 33 §4: it was written out in six files):
 * each person's name, age and gender, the mobile, where the sample is taken, the first free
 * slot, the consent, "Book now". Tests about the form walk it with this; a test about what comes
 * after booking (the manage page, finding a booking again, the desk) books through the API
 * instead (`bookVisit` in fixtures.ts), a second or more quicker on a busy machine.
 */

/** A person as the form asks for them; the second and later get the first person's tests. */
export type FormPerson = { name: string; age?: string; gender?: "Female" | "Male" | "Other" };

export type BookingForm = {
  /** Typed as given: "+91 98xxx xxxxx" and a bare ten digits both stand. */
  mobile: string;
  people?: FormPerson[];
  /** A home collection (the address and pincode) or a visit to the lab's first address. */
  at?: "home" | "lab";
  address?: string;
  pincode?: string;
  consent?: boolean;
};

const ASHA: FormPerson = { name: "Asha Verma", age: "34", gender: "Female" };

/**
 * Fills the booking form (on /book/…, hydrated or without JavaScript) and picks the first free
 * slot; returns its value ("date|window"). Nothing is sent.
 */
export async function fillBookingForm(
  page: Page,
  {
    mobile,
    people = [ASHA],
    at = "home",
    address = "B-12, Sector 62",
    pincode = "201301",
    consent = true,
  }: BookingForm,
): Promise<string> {
  for (const [index, person] of people.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Add another person" }).click();
    // One person's fields say "Patient's"; with two or more, each says whose they are.
    const labels =
      people.length === 1
        ? { name: "Patient's full name", age: "Age in years", gender: page }
        : {
            name: `Person ${index + 1}: full name`,
            age: `Person ${index + 1}: age in years`,
            gender: page.getByRole("group", { name: `Person ${index + 1}: gender` }),
          };
    await page.getByLabel(labels.name).fill(person.name);
    await page.getByLabel(labels.age).fill(person.age ?? "34");
    // "Male" is within "Female": the gender is named exactly.
    await labels.gender.getByLabel(person.gender ?? "Female", { exact: true }).check();
    if (index > 0) {
      await page
        .locator(`[id="field-people.${index}.items"]`)
        .getByRole("button", { name: "Same tests as Person 1" })
        .click();
      await page.waitForFunction(
        ({ index, count }) => document.querySelectorAll(`[name="people.${index}.items"]:checked`).length === count,
        { index, count: await page.locator('[name="people.0.items"]:checked').count() },
      );
    }
  }
  await page.getByLabel("Mobile number").fill(mobile);
  if (at === "home") {
    await page.getByLabel("Address for the collection").fill(address);
    await page.getByLabel("Pincode").fill(pincode);
  } else {
    await page.getByLabel("At the lab: you visit us (no collection fee)").check();
    await page.locator('input[name="labAddress"]').first().check();
  }
  const slot = page.locator('input[name="slot"]:not([disabled]):visible').first();
  await slot.check();
  if (consent) await page.getByLabel(/I have read the privacy notice/).check();
  return (await slot.getAttribute("value")) as string;
}

/**
 * Picks, in the manage page's "Move to another date or time", the first open window other than
 * the booking's own (`current`, "date|window"), choosing its date first when another date is
 * shown: the picker shows one date's windows, and early in the day today may have a single
 * window left, so the second open window of the list is tomorrow's, hidden. Its value.
 */
export async function chooseAnotherWindow(page: Page, current: string): Promise<string> {
  const form = page.locator("form", { has: page.locator('input[name="intent"][value="move"]') });
  const target = form.locator(`input[name="slot"]:not([disabled]):not([value="${current}"])`).first();
  const value = (await target.getAttribute("value"))!;
  const [date] = value.split("|");
  if (!(await target.isVisible()))
    await form.locator(`.slot-days label:has(> input[name="day"][value="${date}"])`).click();
  await target.check();
  return value;
}

/** Sends the filled form and waits for the confirmation: the booking's reference and manage link. */
export async function sendBookingForm(page: Page): Promise<{ reference: string; link: string }> {
  await page.getByRole("button", { name: "Book now" }).click();
  await page.waitForURL(/\/bookings\/manage\/[A-Za-z0-9_-]{43}\?done=booked$/).catch(async (error: Error) => {
    // A form refused stays where it was: what it said is the cause to report.
    const said = await page.getByRole("alert").allInnerTexts();
    throw new Error(`${error.message}\nThe form at ${page.url()} said: ${said.join(" | ") || "nothing"}`);
  });
  await page.getByText("You are booked").waitFor();
  const reference = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Booking ", "");
  return { reference, link: page.url().split("?")[0] };
}

type TabOptions = {
  viewport?: keyof typeof VIEWPORTS;
  javaScript?: boolean;
  bypassCSP?: boolean;
  /** A phone held in the hand: touch events, `tap()`. */
  touch?: boolean;
};

/**
 * Patients' tabs for a describe: one tab per kind (size, JavaScript, `bypassCSP`, touch), which each
 * test navigates as the patient it books for (their own X-Forwarded-For, so the per-address
 * limits count each test alone), as `sharedTabs` (browser.ts) does for pages only read. A fresh
 * context costs a renderer process: about a second a test on a quiet machine, several on a busy
 * one. Each `open` clears the tab's cookies (a city or a language a test picked) so the next
 * test starts as a new visitor; a test that holds requests (`page.route`) removes its routes when
 * it ends, and one that holds the page's scripts, slows the CPU, reads My Reports or has the phone
 * remember the patient (kept in the tab's storage) keeps a context of its own.
 */
export function patientTabs(browser: () => Browser) {
  type Tab = { context: BrowserContext; page: Page; sink: { errors: string[] } };
  const tabs = new Map<string, Promise<Tab>>();
  afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).context.close();
  });
  async function newTab({ viewport = "phone", javaScript = true, bypassCSP = false, touch = false }: TabOptions) {
    const context = await browser().newContext({
      viewport: VIEWPORTS[viewport],
      javaScriptEnabled: javaScript,
      bypassCSP,
      hasTouch: touch,
      isMobile: touch,
    });
    const page = await context.newPage();
    const sink = { errors: [] as string[] };
    page.on("console", (message) => {
      if (message.type() === "error") sink.errors.push(message.text());
    });
    page.on("pageerror", (error) => sink.errors.push(error.message));
    return { context, page, sink } satisfies Tab;
  }
  /** This kind's tab, on about:blank, as `patient`; `errors` collects what its pages report from here on. */
  return async function open(patient: { ip: string }, options: TabOptions = {}) {
    const { viewport = "phone", javaScript = true, bypassCSP = false, touch = false } = options;
    const key = `${viewport} ${javaScript} ${bypassCSP} ${touch}`;
    if (!tabs.has(key)) tabs.set(key, newTab(options));
    const { context, page, sink } = await tabs.get(key)!;
    await context.clearCookies();
    await page.goto("about:blank");
    await page.setExtraHTTPHeaders({ "x-forwarded-for": patient.ip });
    const errors: string[] = [];
    sink.errors = errors;
    return { page, errors };
  };
}
