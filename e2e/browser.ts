import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Collects what a person would never see but a broken page shows: console errors and CSP violations. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const IMPACTS = ["minor", "moderate", "serious", "critical"] as const;
type Impact = (typeof IMPACTS)[number];

/**
 * What axe finds on the page (or inside `within`), from `least` impact up, as
 * "rule: elements". axe is injected as a script, which our CSP rightly refuses: the page's
 * context must be made with `bypassCSP: true`.
 */
export async function accessibilityProblems(page: Page, { least = "serious", within }: { least?: Impact; within?: string } = {}): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (context) => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (context?: string) => Promise<{ violations: Violation[] }> } }).axe;
    return (await (context ? axe.run(context) : axe.run())).violations;
  }, within);
  return violations
    .filter((v) => IMPACTS.indexOf(v.impact as Impact) >= IMPACTS.indexOf(least))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
