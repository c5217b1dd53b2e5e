// Every public and admin page is valid HTML by the W3C Nu Html Checker (issue 12 item 5):
// vnu.jar from npm, run by Debian's Java, over the pages the real server renders.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STATIC_PAGES } from "../app/lib/site-map.ts";
import { localeOfPath, pathIn } from "../domain/locale.ts";
import { adminApi, SESSION_COOKIE } from "./fixtures.ts";
import { htmlErrors, markupOnly } from "./html-check.ts";
import { serverUnderTest } from "./server.ts";

const { baseUrl } = serverUnderTest();
const ADMIN_PAGES = [
  "/admin",
  "/admin/bookings",
  "/admin/samples",
  "/admin/carousel",
  "/admin/packages",
  "/admin/tests",
  "/admin/settings",
];

/** What the checker finds on one page, as "address: message extract". */
type Problem = { url: string; text: string };

describe.skipIf(!baseUrl)("valid HTML", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "labfront-html-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /**
   * Every page, English and Hindi, through one run of the checker: its JVM's start and warming
   * are much of a run's time, so the Hindi pages' test reads the same run's findings rather
   * than starting Java again. Whichever test comes first starts it; each passes alone.
   */
  let checked: Promise<Problem[]> | undefined;
  const problemsOnEveryPage = () => (checked ??= checkEveryPage());

  async function checkEveryPage(): Promise<Problem[]> {
    const api = await adminApi(baseUrl, serverUnderTest().adminPassword);
    const tests = (await (await fetch(`${baseUrl}/api/tests`)).json()) as { slug: string }[];
    const packages = (await (await fetch(`${baseUrl}/api/packages`)).json()) as { id: string }[];
    const pages = [
      ...STATIC_PAGES.map((page) => page.path),
      ...tests.map((test) => `/tests/${test.slug}`),
      ...packages.map((pkg) => `/packages/${pkg.id}`),
      `/book/${tests[0].slug}`,
      `/book-package/${packages[0].id}`,
      "/tests?q=thyroid",
      "/tests?q=no-such-test",
      "/packages?category=basic",
      "/tests/no-such-test",
      "/no-such-page",
      "/admin-login",
    ];
    const files: Record<string, string> = {};
    // Some 130 pages, each with the same inline stylesheet, whose text the checker is spared.
    const save = (file: string, html: string) => writeFileSync(file, markupOnly(html));
    // Every public page's Hindi twin too (issue 23).
    const hindi = pages.filter((page) => page !== "/admin-login").map((page) => pathIn("hi", page));
    for (const [index, url] of [...pages, ...hindi, ...ADMIN_PAGES].entries()) {
      const session = { cookie: `${SESSION_COOKIE}=${api.sessionToken}` };
      const response = await fetch(`${baseUrl}${url}`, { headers: ADMIN_PAGES.includes(url) ? session : {} });
      expect(response.headers.get("content-type"), url).toContain("text/html");
      const file = path.join(folder, `page-${index}.html`);
      save(file, await response.text());
      files[`file:${file}`] = url;
    }

    // The booking form of a visit of two people, as "Add another person" answers it (issue 22).
    const family = await fetch(`${baseUrl}/book/${tests[0].slug}`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ tests: tests[0].slug, patientName: "Asha Verma", intent: "add-person" }),
    });
    expect(family.status).toBe(200);
    const familyFile = path.join(folder, "family-form.html");
    save(familyFile, await family.text());
    files[`file:${familyFile}`] = `/book/${tests[0].slug} (two people)`;

    const messages = await htmlErrors(Object.keys(files).map((url) => url.slice("file:".length)));
    // The stylesheet is inline in every page (content before scripts); the checker's CSS parser
    // predates cascade layers and :is(), so its CSS messages judge Tailwind's output, not our markup.
    return messages
      .filter((m) => !m.message.startsWith("CSS: "))
      .map((m) => {
        const url = files[m.url] ?? m.url;
        return { url, text: `${url}: ${m.message} ${m.extract ?? ""}`.trim() };
      });
  }

  const isHindi = (url: string) => localeOfPath(url.split(/[?\s]/)[0]) === "hi";

  it("on every public page and every admin page, by the Nu Html Checker", { timeout: 120_000 }, async () => {
    const problems = await problemsOnEveryPage();
    expect(problems.filter((problem) => !isHindi(problem.url)).map((problem) => problem.text)).toEqual([]);
  });

  // The catalogue's Hindi pages (issue 23) among them: its home, tests list, searches, a category,
  // a test's and a package's page and a test that is not there, as hindi-catalogue.e2e.test.ts's
  // visitor meets them.
  it("on every public page's Hindi twin, by the Nu Html Checker", { timeout: 120_000 }, async () => {
    const problems = await problemsOnEveryPage();
    expect(problems.filter((problem) => isHindi(problem.url)).map((problem) => problem.text)).toEqual([]);
  });
});
