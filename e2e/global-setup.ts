import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildWebApp } from "../scripts/build-web.ts";
import { CHROMIUM_PATH } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the real server under test listens; empty when browser tests are skipped. */
    baseUrl: string;
    adminPassword: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "..");
let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

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
  dataDir = mkdtempSync(path.join(tmpdir(), "labfront-e2e-"));
  const port = await freePort();
  const adminPassword = "e2e-admin-password-long";
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: adminPassword, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300 || server.exitCode !== null) throw new Error("The server under test did not start.");
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("adminPassword", adminPassword);
}

export async function teardown() {
  server?.kill("SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
