import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { SESSION_COOKIE } from "../domain/auth.ts";
import { COMPILE_CACHE_ENV } from "../test/compile-cache.ts";
import { freePort } from "../test/free-port.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * The shared server this test file's worker uses (global-setup.ts starts one per worker, so
 * files running side by side never see each other's data); an empty `baseUrl` when the
 * browser tests are skipped.
 */
export function serverUnderTest(): { baseUrl: string; adminPassword: string; adminSession: string } {
  const servers = inject("e2eServers");
  if (servers.length === 0) return { baseUrl: "", adminPassword: "", adminSession: "" };
  const worker = Number(process.env.VITEST_POOL_ID);
  const server = servers[worker - 1];
  if (!server)
    throw new Error(`No browser-test server for worker ${process.env.VITEST_POOL_ID}: the run has ${servers.length}.`);
  return server;
}

export type AppProcess = Awaited<ReturnType<typeof startAppProcess>>;

/**
 * One app process as `npm start` runs it (the production build), with `env` added to the
 * environment, on a free loopback port unless `env.PORT` names one; resolves once /healthz answers.
 */
export async function startAppProcess(
  env: Record<string, string>,
  { keepLog = false, logFile }: { keepLog?: boolean; logFile?: string } = {},
) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const logFd = logFile ? openSync(logFile, "a") : undefined;
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Each start after the first loads the server's modules from V8's cache (test/compile-cache.ts).
      ...COMPILE_CACHE_ENV,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: keepLog || logFile ? "info" : "warn",
      ...env,
    },
    // The server logs warnings and errors (LOG_LEVEL=warn) to stdout: a failure shows its cause.
    // A test that reads the whole log (every request, LOG_LEVEL=info) keeps it instead, stderr
    // too (a library's console.error is the log as well). With `logFile` the process writes its
    // whole log straight into that file: no pipe through this process, which is busy running tests.
    stdio: [
      "ignore",
      ...(logFile ? [logFd!, logFd!] : keepLog ? (["pipe", "pipe"] as const) : (["inherit", "inherit"] as const)),
    ],
  });
  if (logFd !== undefined) closeSync(logFd);
  let log = "";
  child.stderr?.pipe(process.stderr);
  if (keepLog)
    for (const output of [child.stdout, child.stderr]) output?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 900 || child.exitCode !== null) throw new Error("The server under test did not start.");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    port,
    /** The server's process id, to read its memory use. */
    pid: child.pid!,
    /** What the server wrote to stdout so far (with `keepLog`). */
    log: () => log,
    /** Sends `signal` and resolves with the exit code (null when killed by the signal). */
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The real server (as `npm start` runs it) on a fresh data directory and a free port. */
export async function startServer(adminPassword: string, options: { keepLog?: boolean; logFile?: string } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-e2e-"));
  // Behind a proxy in production, so each test may give its requests an address of their own.
  const app = await startAppProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword, TRUST_PROXY: "true" }, options);
  return {
    ...app,
    dataDir,
    stop() {
      void app.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs the admin in through the API, as the login page does, and answers the session's token.
 * Each sign-in verifies the password with argon2 at production's cost (a quarter to half a
 * second of the server's CPU on a busy machine).
 */
export async function signInThroughApi(baseUrl: string, password: string, username = "admin"): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ username, password, remember: false }),
  });
  if (!login.ok) throw new Error(`Signing in through the API failed: ${login.status} ${await login.text()}`);
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(login.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error("Signing in through the API set no session cookie");
  return token;
}
