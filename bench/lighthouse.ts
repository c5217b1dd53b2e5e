// Lighthouse 13 (mobile preset: simulated slow 4G and a 4× slower CPU) in Debian's Chromium on
// the public pages, each against its script-free copy (issue 24): three runs of each, the page
// and its copy alternating, medians printed next to the aims. Absolute figures move with the
// machine; what the scripts add to the same page in the same run does not, so that is judged.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstVisitJavaScript, startScriptFreeCopy } from "./script-free-copy.ts";
import { startSite } from "./site.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = 3;
const AIMS = { lcpRatio: 1.25, addedTbtMs: 100, cls: 0.02, javaScriptKb: 100, scores: 100 };

type Run = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  /** The paths of the scripts the page loaded during the run. */
  scripts: string[];
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url: string, port: number): Promise<Run> {
  for (let attempt = 0; ; attempt++) {
    const { lhr } = (await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
    }))!;
    if (lhr.runtimeError) {
      // Chromium now and then loses a trace (NO_NAVSTART): measure again, a few times at most.
      if (attempt < 2) continue;
      throw new Error(`${url}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      bestPractices: score("best-practices"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
      scripts: (
        (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
          ?.items ?? []
      )
        .filter((item) => item.resourceType === "Script")
        .map((item) => new URL(item.url).pathname),
    };
  }
}

export async function benchLighthouse() {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nLighthouse skipped: no Chromium at ${CHROMIUM}.`);
    return;
  }
  const site = await startSite();
  const copy = await startScriptFreeCopy(site.url);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const [pkg] = (await site.app.inject("/api/packages")).json() as { id: string }[];
    console.log(
      `\nLighthouse 13, mobile preset: each page and its script-free copy (scripts and module preloads taken out), ` +
        `${RUNS} runs each, alternating; medians. Aims: LCP ≤ ${AIMS.lcpRatio}× the copy's, blocking time the scripts add ≤ ${AIMS.addedTbtMs} ms, ` +
        `CLS ≤ ${AIMS.cls}, JavaScript on a first visit ≤ ${AIMS.javaScriptKb} KB gzip; accessibility, SEO and best practices ${AIMS.scores}`,
    );
    // The Hindi twins are held to the same aims (issue 23).
    const paths = [
      "/",
      "/tests",
      "/tests/cbc",
      "/packages",
      `/packages/${pkg.id}`,
      "/book",
      "/reports",
      "/hi",
      "/hi/tests/cbc",
      "/hi/book",
      "/hi/reports",
    ];
    // BENCH_PAGES=/tests,/hi measures only those pages (while working on them).
    const only = process.env.BENCH_PAGES?.split(",");
    for (const path of only ? paths.filter((p) => only.includes(p)) : paths) {
      const page: Run[] = [];
      const scriptFree: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        page.push(await measure(`${site.url}${path}`, chrome.port));
        scriptFree.push(await measure(`${copy.url}${path}`, chrome.port));
      }
      const m = (runs: Run[], key: Exclude<keyof Run, "failing" | "scripts">) => median(runs.map((r) => r[key]));
      const lcpRatio = m(page, "lcp") / m(scriptFree, "lcp");
      const addedTbt = m(page, "tbt") - m(scriptFree, "tbt");
      const javaScript = firstVisitJavaScript(page.flatMap((r) => r.scripts));
      const javaScriptKb = javaScript.gzipBytes / 1024;
      const met =
        lcpRatio <= AIMS.lcpRatio &&
        addedTbt <= AIMS.addedTbtMs &&
        m(page, "cls") <= AIMS.cls &&
        javaScriptKb <= AIMS.javaScriptKb &&
        (["accessibility", "bestPractices"] as const).every((key) => m(page, key) === AIMS.scores);
      const failing = [...new Set(page.flatMap((r) => r.failing))];
      console.log(
        `  ${path.padEnd(24)} LCP ${Math.round(m(page, "lcp"))} ms, copy ${Math.round(m(scriptFree, "lcp"))} ms: ${lcpRatio.toFixed(2)}×  ` +
          `TBT ${Math.round(m(page, "tbt"))} ms, copy ${Math.round(m(scriptFree, "tbt"))} ms: ${addedTbt >= 0 ? "+" : ""}${Math.round(addedTbt)} ms  ` +
          `CLS ${m(page, "cls").toFixed(3)}  JavaScript ${javaScriptKb.toFixed(1)} KB gzip in ${javaScript.files} files  ` +
          `FCP ${Math.round(m(page, "fcp"))} ms  performance ${m(page, "performance")} (copy ${m(scriptFree, "performance")})  ` +
          `accessibility ${m(page, "accessibility")}  SEO ${m(page, "seo")}  best practices ${m(page, "bestPractices")}  ${met ? "met" : "MISSED"}` +
          (failing.length ? `  failing: ${failing.join(", ")}` : ""),
      );
    }
    console.log("  (SEO is 66 on /book and /reports by design: they are noindex.)");
  } finally {
    chrome.kill();
    await copy.close();
    await site.stop();
  }
}
