// Lighthouse 12 (mobile preset) on /, /tests/cbc and /packages in Debian's Chromium.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startSite } from "./site.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function benchLighthouse() {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM}.`);
    return;
  }
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    console.log("\nLighthouse 12, mobile preset (aim: performance ≥ 95, accessibility 100, SEO 100, best practices ≥ 95, CLS ≤ 0.02)");
    for (const path of ["/", "/tests/cbc", "/packages"]) {
      const result = await lighthouse(`${site.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
      });
      const lhr = result!.lhr;
      if (lhr.runtimeError) {
        console.log(`  ${path.padEnd(11)} Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN;
      const ms = (id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? NaN)} ms`;
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      console.log(
        `  ${path.padEnd(11)} performance ${score("performance")}  accessibility ${score("accessibility")}  SEO ${score("seo")}  best practices ${score("best-practices")}  CLS ${cls.toFixed(3)}` +
          `  (FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}, SI ${ms("speed-index")})` +
          (failed.length ? `  failing: ${failed.join(", ")}` : ""),
      );
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
}
