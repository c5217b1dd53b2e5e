// Every kind of page, opened once in Chromium, in both languages where it has two, before any
// other test runs (vitest.config.ts: the "smoke" project comes first), built to report a page
// whose first render differs from the server's HTML (hydration mismatch). The browser runs Preact
// over React Router's internals (docs/decisions/2026-11-25-preact-in-the-browser.md): when an
// upgrade breaks that, this says which page, with the browser's own message, within a minute,
// instead of every browser test waiting out its time.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { HealthPackage } from "../domain/health-package.ts";
import { collectPageErrors, connectBrowser, VIEWPORTS } from "./browser.ts";
import { type AdminApi, adminApi, signedInContext } from "./fixtures.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl, adminPassword } = serverUnderTest();

/** Longer than this from the page's load to a live page is a fault, not a slow machine. */
const HYDRATION_LIMIT_MS = 5_000;

/**
 * Opens `path` in `page` and says what went wrong, each with the path: an answer of 500 or more,
 * a browser error (`errors`: the page's, collectPageErrors), or no life within the limit.
 */
async function problemsOpening(page: Page, errors: string[], path: string): Promise<string[]> {
  const before = errors.length;
  const response = await page.goto(`${baseUrl}${path}`);
  const status = response?.status() ?? 0;
  const problems = status > 0 && status < 500 ? [] : [`${path} answered ${status}`];
  const isLive = await page
    .waitForFunction(() => window.__labfrontHydrated === true, undefined, { timeout: HYDRATION_LIMIT_MS })
    .then(() => true)
    .catch(() => false);
  if (!isLive) problems.push(`${path} did not come to life within ${HYDRATION_LIMIT_MS / 1000} s of loading`);
  // Chromium reports a page answered 404 as a console error; that answer is the page's purpose here.
  const isNotFoundNote = (error: string) => status === 404 && /status of 404/.test(error);
  return [
    ...problems,
    ...errors
      .slice(before)
      .filter((error) => !isNotFoundNote(error))
      .map((error) => `${path}: ${error}`),
  ];
}

// Its three tests run at once: this file runs alone, before everything else, so one browser tab
// at a time would leave the machine's other core idle (each test keeps its own context and data).
describe.skipIf(!baseUrl)("every kind of page comes to life in Chromium without an error", { concurrent: true }, () => {
  let browser: Browser;
  let api: AdminApi;
  let packageId: string;
  beforeAll(async () => {
    [browser, api] = await Promise.all([connectBrowser(), adminApi(baseUrl, adminPassword)]);
    [{ id: packageId }] = (await (await fetch(`${baseUrl}/api/packages`)).json()) as HealthPackage[];
  });
  afterAll(async () => {
    await api?.logout();
    await browser?.close();
  });

  const publicPaths = () => [
    "/",
    "/tests",
    "/tests/cbc",
    "/packages",
    `/packages/${packageId}`,
    "/labs",
    "/about",
    "/sitemap",
    "/reports",
    "/book",
    "/book/cbc",
    `/book-package/${packageId}`,
    "/bookings/find",
    // Kinds whose key is unknown still render their page, saying so.
    `/verify/${"A".repeat(10)}`,
    `/reports/shared/${"x".repeat(43)}`,
    `/bookings/manage/${"x".repeat(43)}`,
    "/no-such-page",
  ];

  for (const language of ["", "/hi"]) {
    it(`public pages${language ? " in Hindi" : ""}, on a phone`, async ({ expect, onTestFinished }) => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
      onTestFinished(() => context.close());
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const problems: string[] = [];
      for (const path of publicPaths())
        problems.push(
          ...(await problemsOpening(page, errors, path === "/" && language ? language : `${language}${path}`)),
        );
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it("the staff pages, at a desk, a booking's page among them", async ({ expect, onTestFinished }) => {
    const mobile = `96${String(Date.now()).slice(-8)}`;
    const { id, slot } = await api.bookVisit({
      ip: "198.51.100.41",
      mobile,
      people: [{ patientName: "Meera Iyer", age: 40, gender: "female", tests: ["cbc"] }],
    });
    const context = await signedInContext(browser, baseUrl, api);
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const problems: string[] = [];
    for (const path of [
      "/admin",
      "/admin/carousel",
      "/admin/packages",
      "/admin/tests",
      "/admin/settings",
      "/admin/bookings",
      `/admin/bookings/${id}`,
      `/admin/samples?date=${slot.date}`,
    ]) {
      problems.push(...(await problemsOpening(page, errors, path)));
    }
    const signIn = await browser.newPage({ viewport: VIEWPORTS.desktop });
    onTestFinished(() => signIn.close());
    problems.push(...(await problemsOpening(signIn, collectPageErrors(signIn), "/admin-login")));
    expect(problems).toEqual([]);
  }, 120_000);
});
