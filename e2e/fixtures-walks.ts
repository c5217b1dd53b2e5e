import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { onTestFinished, test } from "vitest";
import type { Role } from "../domain/staff-roles.ts";
import { collectPageErrors, connectBrowser, VIEWPORTS } from "./browser.ts";
import { adminApi, type AdminApi, SESSION_COOKIE, type VisitPerson } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

/**
 * The browser tests' repeated walks as Vitest fixtures (issue 33 §4, as epic-stack's Playwright
 * utilities are): a test names what it needs in its arguments and gets it ready, made for it
 * alone and taken away when it ends, its failure included.
 *
 * - `browser`, `admin`: the run's Chromium and the admin's API, once per file (the admin's is
 *   the session global-setup.ts signed in for the worker, `adminApi` in fixtures.ts).
 * - `desk(options)`: a page signed in with the admin's session, as the desk works (no sign-in form).
 * - `colleague(role, options)`: a colleague of that role, made by the owner, who set a password
 *   through their link and signed in (through the API): their page and account.
 *   Both pages are the file's one tab of their kind (size, CSP, JavaScript), signed in afresh for
 *   the test and signed out when it ends: a new context is a renderer process (e2e/README.md). A
 *   test that needs two people's pages at once makes the second context itself.
 * - `patient`: an address (X-Forwarded-For) and a mobile of the test's own, its bookings erased
 *   when it ends; `booked(people)` books a home collection for them through the patients' API.
 *
 * Walk the booking form through the UI (`fillBookingForm` in booking-walk.ts) only in a test
 * about the form; sign in through the form only in a test about signing in.
 */

export type PageOptions = {
  viewport?: keyof typeof VIEWPORTS;
  bypassCSP?: boolean;
  javaScriptEnabled?: boolean;
};

/** A staff tab: its page, its context and what it reports (console errors, uncaught exceptions). */
export type StaffPage = { context: BrowserContext; page: Page; errors: string[] };

export type Patient = { ip: string; mobile: string };

/**
 * The file's staff tabs, one per kind of page (`PageOptions`), made when first asked for and
 * closed when the file ends.
 */
function staffTabs(browser: Browser) {
  const tabs = new Map<string, Promise<StaffPage>>();
  async function newTab({ viewport = "desktop", bypassCSP = false, javaScriptEnabled = true }: PageOptions) {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], bypassCSP, javaScriptEnabled });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }
  return {
    /** The tab of this kind with `session` as its only cookie; `errors` collects what it reports from now on. */
    async signedIn(session: string, options: PageOptions): Promise<StaffPage> {
      const { viewport = "desktop", bypassCSP = false, javaScriptEnabled = true } = options;
      const key = `${viewport} ${bypassCSP} ${javaScriptEnabled}`;
      if (!tabs.has(key)) tabs.set(key, newTab(options));
      const tab = await tabs.get(key)!;
      tab.errors.length = 0;
      await tab.context.clearCookies();
      // Signed out when the test ends, so the next test starts with no one's session.
      onTestFinished(() => tab.context.clearCookies());
      const { baseUrl } = serverUnderTest();
      await tab.context.addCookies([
        { name: SESSION_COOKIE, value: session, url: baseUrl, httpOnly: true, sameSite: "Lax" },
      ]);
      return tab;
    },
    async close() {
      for (const tab of tabs.values()) await (await tab).context.close();
    },
  };
}

/**
 * A patient no other test is: an address in 10.0.0.0/8 and a mobile from 90000 00000 on, drawn at
 * random (the per-address and per-mobile limits then count this test's bookings alone, whichever
 * files ran before it on the worker's server).
 */
function newPatient(admin: AdminApi): Patient {
  const patient = {
    ip: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    mobile: String(9_000_000_000 + randomInt(1_000_000_000)),
  };
  onTestFinished(() => admin.eraseBookingsOf(patient.mobile));
  return patient;
}

// Vitest reads a fixture's needs from its first parameter, which must be an object pattern: an
// empty one for a fixture that needs none.
export const browserTest = test
  // eslint-disable-next-line no-empty-pattern -- see above
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const browser = await connectBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  // eslint-disable-next-line no-empty-pattern -- see above
  .extend("admin", { scope: "file" }, async ({}, { onCleanup }) => {
    const { baseUrl, adminPassword } = serverUnderTest();
    const admin = await adminApi(baseUrl, adminPassword);
    onCleanup(() => admin.logout());
    return admin;
  })
  .extend("staffTabs", { scope: "file" }, ({ browser }, { onCleanup }) => {
    const tabs = staffTabs(browser);
    onCleanup(() => tabs.close());
    return tabs;
  })
  .extend(
    "desk",
    ({ admin, staffTabs }) =>
      (options: PageOptions = {}) =>
        staffTabs.signedIn(admin.sessionToken, options),
  )
  .extend(
    "colleague",
    ({ admin, staffTabs }) =>
      async (role: Role, { displayName, ...options }: PageOptions & { displayName?: string } = {}) => {
        const account = await admin.colleague(role, displayName);
        const session = await account.signIn();
        return { ...(await staffTabs.signedIn(session, options)), account, session };
      },
  )
  .extend("patient", ({ admin }) => newPatient(admin))
  .extend(
    "booked",
    ({ admin, patient }) =>
      (people: VisitPerson[] = [{ patientName: "Asha Verma", age: 34, gender: "female", tests: ["cbc"] }]) =>
        admin.bookVisit({ ...patient, people }),
  );
