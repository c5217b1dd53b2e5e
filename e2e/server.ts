import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server (as `npm start` runs it) on a fresh data directory and a free port. */
export async function startServer(adminPassword: string, { keepLog = false }: { keepLog?: boolean } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-e2e-"));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    // Behind a proxy in production, so each test may give its requests an address of their own.
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: keepLog ? "info" : "warn",
      TRUST_PROXY: "true",
    },
    // The server logs warnings and errors (LOG_LEVEL=warn) to stdout: a failure shows its cause.
    // A test that reads the whole log (every request, LOG_LEVEL=info) keeps it instead.
    stdio: ["ignore", keepLog ? "pipe" : "inherit", "inherit"],
  });
  let log = "";
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 900 || server.exitCode !== null) throw new Error("The server under test did not start.");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    dataDir,
    /** The server's process id, to read its memory use. */
    pid: server.pid!,
    /** What the server wrote to stdout so far (with `keepLog`). */
    log: () => log,
    stop() {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
