import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, inject } from "vitest";
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from "playwright-core";

/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink and V8 as the
 * chromium package without the desktop browser around them, which took half the suite's CPU
 * time. Lighthouse (bench/) still drives the full browser, as a phone's Chrome is one.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_HEADLESS_SHELL ?? "/usr/bin/chromium-headless-shell";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/**
 * The run's one Chromium (started by global-setup.ts), headless, without the background
 * traffic this closed network refuses. Every test file connects to it rather than starting its
 * own; `browser.close()` closes only this file's connection and the pages it opened. Playwright
 * adds its own switches (no sandbox, no first run, no background networking, component update or
 * sync, and those that keep a page from being throttled).
 */
const CHROMIUM_ARGS = [
  "--disable-gpu",
  // The GPU process, which even without a GPU draws the pages' frames in software, as a thread
  // of the browser process: 1-4 CPU-s less a run of five browser files (docs/performance.md).
  "--in-process-gpu",
  "--disable-quic",
];

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A Chromium of one test file's own, with flags the run's shared one cannot take (a fake
 * camera playing a file: e2e/collect-labels.e2e.test.ts). Slower to start: only where needed.
 */
export function launchBrowserWith(extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A connection to the run's Chromium, for one test file. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

/**
 * Resolves once every part of the page has come to life (app/lib/hydrate-later.tsx): until
 * then a part is its server HTML, whose links and forms work as plain ones.
 */
export function whenHydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => window.__labfrontHydrated === true);
}

/** Collects what a person would never see but a broken page shows: console errors and CSP violations. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  collectErrorsInto(page, () => errors);
  return errors;
}

function collectErrorsInto(page: Page, errors: () => string[]) {
  page.on("console", (message) => {
    if (message.type() === "error") errors().push(message.text());
  });
  page.on("pageerror", (error) => errors().push(error.message));
}

/**
 * Tabs for tests that only read pages and need no isolation from each other: one tab per size
 * (and per `bypassCSP` and `touch`) for the whole file, which each `open` navigates. A fresh context costs a
 * new renderer process (about a second a page on a quiet machine, several on a busy one); the
 * same tab navigated again costs a quarter of that. A test that sets a cookie (a city, a
 * language, a session) or needs a clean state makes its own context instead. Call it inside a
 * describe, after the hook that connects `browser`; the tabs close when the describe ends.
 */
export function sharedTabs(browser: () => Browser, baseUrl: string) {
  const tabs = new Map<string, Promise<{ context: BrowserContext; page: Page; sink: { errors: string[] } }>>();
  afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).context.close();
  });
  async function newTab(viewport: keyof typeof VIEWPORTS, bypassCSP: boolean, touch: boolean) {
    const context = await browser().newContext({
      viewport: VIEWPORTS[viewport],
      bypassCSP,
      ...(touch && { hasTouch: true, isMobile: true }),
    });
    const page = await context.newPage();
    const sink = { errors: [] as string[] };
    collectErrorsInto(page, () => sink.errors);
    return { context, page, sink };
  }
  type TabOptions = { bypassCSP?: boolean; touch?: boolean };
  /**
   * This size's tab as it is, for a test that watches or holds its requests before it navigates;
   * `errors` collects what the page reports from now on. `touch`: a phone's touch screen and
   * mobile viewport (`hasTouch`, `isMobile`).
   */
  async function tab(
    viewport: keyof typeof VIEWPORTS = "desktop",
    { bypassCSP = false, touch = false }: TabOptions = {},
  ): Promise<{ page: Page; errors: string[] }> {
    const key = `${viewport} ${bypassCSP} ${touch}`;
    if (!tabs.has(key)) tabs.set(key, newTab(viewport, bypassCSP, touch));
    const { page, sink } = await tabs.get(key)!;
    const errors: string[] = [];
    sink.errors = errors;
    return { page, errors };
  }
  /**
   * Navigates this size's tab to `path` and waits for it to come to life; `errors` collects
   * what the page reports from this navigation on.
   */
  async function open(
    path: string,
    viewport: keyof typeof VIEWPORTS = "desktop",
    options: TabOptions = {},
  ): Promise<{ page: Page; errors: string[]; status: number }> {
    const { page, errors } = await tab(viewport, options);
    const response = await page.goto(`${baseUrl}${path}`);
    await whenHydrated(page);
    return { page, errors, status: response!.status() };
  }
  return Object.assign(open, { tab });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const IMPACTS = ["minor", "moderate", "serious", "critical"] as const;
type Impact = (typeof IMPACTS)[number];

/**
 * What axe finds on the page (or inside `within`), from `least` impact up, as
 * "rule: elements". axe is injected as a script, which our CSP rightly refuses: the page's
 * context must be made with `bypassCSP: true`.
 */
export async function accessibilityProblems(
  page: Page,
  { least = "serious", within }: { least?: Impact; within?: string } = {},
): Promise<string[]> {
  // Once a document: a page checked again in another state (an answer shown) keeps its axe.
  const hasAxe = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!hasAxe) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (context) => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    type Axe = { run: (context: string | Document, options: object) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    // Every rule still runs and every violation is still listed with all its elements; only the
    // passes, the incomplete and the inapplicable are not written out element by element (a
    // selector worked out for each node), work nobody reads (docs/performance.md, 2026-11-28).
    return (await axe.run(context ?? document, { resultTypes: ["violations"] })).violations;
  }, within);
  return violations
    .filter((v) => IMPACTS.indexOf(v.impact as Impact) >= IMPACTS.indexOf(least))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * What axe finds on one load of a page at both sizes: checked at a phone's width, then the same
 * document widened to a computer's and checked again. Both sizes get the same HTML and only CSS
 * follows the width (no script reads it: `useMediaQuery` is used for reduced motion alone), and
 * axe judges what is shown at the size it runs; a second load and a second injection of axe cost
 * a third of the check's CPU (docs/performance.md, 2026-11-28). The tab is given back at the size
 * it had, a failure included. The page's context must be made with `bypassCSP: true`.
 */
export async function accessibilityProblemsAtBothSizes(
  page: Page,
  options: Parameters<typeof accessibilityProblems>[1] = {},
): Promise<Record<keyof typeof VIEWPORTS, string[]>> {
  const size = page.viewportSize();
  try {
    await page.setViewportSize(VIEWPORTS.phone);
    const phone = await accessibilityProblems(page, options);
    await page.setViewportSize(VIEWPORTS.desktop);
    const desktop = await accessibilityProblems(page, options);
    return { phone, desktop };
  } finally {
    if (size) await page.setViewportSize(size);
  }
}
