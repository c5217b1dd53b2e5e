import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { buildWebApp } from "../scripts/build-web.ts";
import { CHROMIUM_PATH } from "./browser.ts";
import { startServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the real server under test listens; empty when browser tests are skipped. */
    baseUrl: string;
    adminPassword: string;
  }
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;

/** Builds the app and starts the real server on a fresh database, as `npm start` would. */
export async function setup(project: TestProject) {
  project.provide("baseUrl", "");
  project.provide("adminPassword", "");
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.CI) throw new Error(`CI must run the browser tests, but ${CHROMIUM_PATH} is missing.`);
    console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium).`);
    return;
  }
  buildWebApp({ quiet: true });
  const adminPassword = "e2e-admin-password-long";
  server = await startServer(adminPassword);
  project.provide("baseUrl", server.baseUrl);
  project.provide("adminPassword", adminPassword);
}

export async function teardown() {
  server?.stop();
}
