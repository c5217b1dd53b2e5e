import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildWebApp } from "../scripts/build-web.ts";
import { CHROMIUM_PATH, launchBrowserServer } from "./browser.ts";
import { leaksInLogs, warningsInLogs } from "./server-log.ts";
import { signInThroughApi, startServer } from "./server.ts";
import { makeSeededTemplates, removeSeededTemplates, type SeededTemplates } from "../test/seeded-template.ts";
import { TEST_WORKERS } from "../test/workers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The real servers under test, one per test worker (`VITEST_POOL_ID` picks a worker's), so
     * browser test files run side by side without sharing data; empty when browser tests are skipped.
     * `adminSession`: the admin signed in once for the whole run (`adminApi` in fixtures.ts).
     */
    e2eServers: { baseUrl: string; adminPassword: string; adminSession: string }[];
    /** The one Chromium all browser test files connect to; empty when browser tests are skipped. */
    browserEndpoint: string;
    /**
     * Where the shared servers' logs go, and where the fixtures note every patient's name,
     * mobile and address they book with (`notePersonalData`), for the check at the end of
     * the run; empty when browser tests are skipped.
     */
    e2eLogDir: string;
  }
}

type Shared = {
  servers: Awaited<ReturnType<typeof startServer>>[];
  browser: BrowserServer;
  logDir: string;
  passwords: string[];
  sessions: string[];
  /** The catalogue seeded once, that the files' own sites (createTestApp with `seed`) copy. */
  templates: SeededTemplates;
  /** How many projects (the page kinds' smoke test, the browser tests) use them. */
  users: number;
};
/**
 * Two projects use this setup (vitest.config.ts: the smoke test first, then the browser tests);
 * Vitest runs it once for each in the one main process, so the second finds the first's servers
 * here and uses them: one build, one set of servers, one Chromium for the whole run.
 */
const SHARED = Symbol.for("labfront.e2e.shared");
const store = globalThis as { [SHARED]?: Promise<Shared | null> };

/** Builds the app, starts one real server per worker on a fresh database (as `npm start` would) and one Chromium. */
export async function setup(project: TestProject) {
  project.provide("e2eServers", []);
  project.provide("browserEndpoint", "");
  project.provide("e2eLogDir", "");
  project.provide("seededTemplates", {});
  store[SHARED] ??= start();
  const shared = await store[SHARED];
  if (!shared) return;
  shared.users++;
  project.provide(
    "e2eServers",
    shared.servers.map((server, i) => ({
      baseUrl: server.baseUrl,
      adminPassword: shared.passwords[i],
      adminSession: shared.sessions[i],
    })),
  );
  project.provide("browserEndpoint", shared.browser.wsEndpoint());
  project.provide("e2eLogDir", shared.logDir);
  project.provide("seededTemplates", shared.templates);
}

async function start(): Promise<Shared | null> {
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.CI) throw new Error(`CI must run the browser tests, but ${CHROMIUM_PATH} is missing.`);
    console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium-headless-shell).`);
    return null;
  }
  buildUnlessUpToDate();
  const passwords = Array.from({ length: TEST_WORKERS }, (_, i) => `e2e-admin-password-long-${i + 1}`);
  const logDir = mkdtempSync(path.join(tmpdir(), "labfront-e2e-logs-"));
  // The catalogue seeded once for the run: a file's own site with `seed` (the collector's files,
  // find-booking's) copies it rather than seeding again, 10-20 s of image work at load 25
  // (docs/performance.md). SQLite only, as those sites are.
  const [templates, browser, ...servers] = await Promise.all([
    makeSeededTemplates(""),
    launchBrowserServer(),
    ...passwords.map((password, i) => startServer(password, { logFile: path.join(logDir, `server-${i + 1}.log`) })),
  ]);
  // One admin session per server for every file of the run, rather than a sign-in (argon2 at
  // production's cost) in each file's every describe.
  const sessions = await Promise.all(servers.map((server, i) => signInThroughApi(server.baseUrl, passwords[i])));
  return { servers, browser, logDir, passwords, sessions, templates, users: 0 };
}

const ROOT = path.resolve(import.meta.dirname, "..");
/** What the web build reads: the app and what it imports (domain, server, db), its static files, its configuration. */
const BUILD_INPUTS = [
  "app",
  "domain",
  "server",
  "db",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-web.ts",
  // Vite reads these in a production build when they exist.
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
];
/**
 * Inside build/server, which every `react-router build` empties: a build made any other way
 * (`npm run build`, without the hydration check) leaves no stamp, so the next run builds again.
 */
const BUILD_STAMP = path.join(ROOT, "build/server/.e2e-build-inputs");

/** Every input file's path, size and time of change, hashed: an edit, a checkout or an install changes it. */
function buildInputsFingerprint(): string {
  const hash = createHash("sha256");
  const walk = (relative: string) => {
    const full = path.join(ROOT, relative);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(full).sort()) walk(path.join(relative, name));
    } else {
      hash.update(`${relative} ${stat.size} ${stat.mtimeMs}\n`);
    }
  };
  for (const input of BUILD_INPUTS) walk(input);
  return hash.digest("hex");
}

/**
 * The build held every run's first test back by about 45 s on a busy machine (docs/performance.md),
 * and a developer re-running one browser file has usually changed no page since the last run:
 * the browser tests' build is reused while none of its inputs has changed (half a second to
 * check). CI always builds, once.
 */
function buildUnlessUpToDate() {
  const fingerprint = buildInputsFingerprint();
  if (!process.env.CI && existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, "utf8") === fingerprint) {
    console.log("Browser tests: the app's build is up to date with its sources, not built again.");
    return;
  }
  buildWebApp({ quiet: true, hydrationCheck: true });
  writeFileSync(BUILD_STAMP, fingerprint);
}

/**
 * Stops the servers and then reads their whole logs, every request of every browser test in
 * them: none may hold a key to a patient's data (a manage or share token, a receipt ticket) or
 * the name, mobile or address of anyone the tests booked for (issue 31). A leak fails the run.
 */
export async function teardown() {
  const shared = await store[SHARED];
  if (!shared || --shared.users > 0) return;
  delete store[SHARED];
  const { servers, browser, logDir, templates } = shared;
  await Promise.all(servers.map((server) => server.kill()));
  for (const server of servers) server.stop();
  await browser.close();
  removeSeededTemplates(templates);
  try {
    // The servers' warnings and errors, where a failed test finds its cause (their whole log is in files).
    const warnings = warningsInLogs(logDir);
    if (warnings.length > 0) console.log(`The browser tests' servers warned:\n${warnings.join("\n")}`);
    const leaks = leaksInLogs(logDir);
    if (leaks.length > 0) throw new Error(`The servers' log gives away what it must not:\n${leaks.join("\n")}`);
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
