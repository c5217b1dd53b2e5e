import { existsSync } from "node:fs";
import { type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildWebApp } from "../scripts/build-web.ts";
import { CHROMIUM_PATH, launchBrowserServer } from "./browser.ts";
import { startServer } from "./server.ts";
import { TEST_WORKERS } from "../test/workers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The real servers under test, one per test worker (`VITEST_POOL_ID` picks a worker's), so
     * browser test files run side by side without sharing data; empty when browser tests are skipped.
     */
    e2eServers: { baseUrl: string; adminPassword: string }[];
    /** The one Chromium all browser test files connect to; empty when browser tests are skipped. */
    browserEndpoint: string;
  }
}

let servers: Awaited<ReturnType<typeof startServer>>[] = [];
let browser: BrowserServer | undefined;

/** Builds the app, starts one real server per worker on a fresh database (as `npm start` would) and one Chromium. */
export async function setup(project: TestProject) {
  project.provide("e2eServers", []);
  project.provide("browserEndpoint", "");
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.CI) throw new Error(`CI must run the browser tests, but ${CHROMIUM_PATH} is missing.`);
    console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium-headless-shell).`);
    return;
  }
  buildWebApp({ quiet: true });
  const passwords = Array.from({ length: TEST_WORKERS }, (_, i) => `e2e-admin-password-long-${i + 1}`);
  [browser, ...servers] = await Promise.all([launchBrowserServer(), ...passwords.map((password) => startServer(password))]);
  project.provide(
    "e2eServers",
    servers.map((server, i) => ({ baseUrl: server.baseUrl, adminPassword: passwords[i] })),
  );
  project.provide("browserEndpoint", browser.wsEndpoint());
}

export async function teardown() {
  for (const server of servers) server.stop();
  await browser?.close();
}
