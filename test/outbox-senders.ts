import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port.ts";
import { homeVisitRequest } from "./home-visit-request.ts";
import type { TestApp } from "./test-app.ts";

const SENDER = path.resolve(import.meta.dirname, "outbox-sender.ts");

/** Each line of what happened, with its time: a proof that hangs says where (the senders write theirs too). */
export function createTrace() {
  const lines: string[] = [];
  return {
    lines,
    add: (what: string) => lines.push(`${new Date().toISOString()} test ${what}`),
    text: () => lines.join("\n"),
  };
}

export type Sender = Awaited<ReturnType<typeof startSender>>;

/**
 * test/outbox-sender.ts in a process of its own on `t`'s database (its configuration, passed as
 * the environment) with `env` added: the API and a dispatcher turning without pause. Resolves once
 * it listens. A short send timeout and lease (MESSAGES_SEND_LEASE_MS) keep a killed sender's
 * messages from waiting two minutes.
 */
export async function startSender(
  t: TestApp,
  env: Record<string, string>,
  trace: ReturnType<typeof createTrace>,
  { startTimeoutMs = 60_000 } = {},
) {
  const port = await freePort();
  // Node's own type stripping, as `npm start` runs the server (docs/decisions/2026-11-28-server-without-tsx.md).
  const child: ChildProcess = spawn(process.execPath, [SENDER], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: t.config.dataDir,
      ...(t.config.databaseUrl && { DATABASE_URL: t.config.databaseUrl }),
      SESSION_SECRET: t.config.sessionSecret,
      PUBLIC_ORIGIN: t.config.publicOrigin,
      LOG_LEVEL: "silent",
      // Each booking comes from an address of its own (X-Forwarded-For), as patients do.
      TRUST_PROXY: "true",
      MESSAGES_SEND_TIMEOUT_MS: "3000",
      MESSAGES_SEND_LEASE_MS: "6000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  trace.add(`spawned sender ${child.pid}`);
  // Both pipes are read to the end: a full pipe would stop the child mid-write.
  child.stderr!.on("data", (chunk: Buffer) => trace.lines.push(...chunk.toString().trimEnd().split("\n")));
  let output = "";
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      trace.add(`sender ${child.pid} exited (${signal ?? code})`);
      resolve(signal ?? code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the sender did not start in ${startTimeoutMs} ms:\n${trace.text()}`)),
      startTimeoutMs,
    );
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the sender stopped before it listened (${how}):\n${trace.text()}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let sequence = 0;
  return {
    pid: child.pid!,
    /** Whether it still runs. */
    isRunning: () => child.exitCode === null && child.signalCode === null,
    /**
     * POST /api/bookings with updates agreed: the booking's reference once the server answered
     * 201 (acknowledged), null when the process died first (the booking may or may not exist).
     */
    async book(slot: { date: string; window: string }, mobile: string): Promise<string | null> {
      const n = ++sequence;
      try {
        const response = await fetch(`${baseUrl}/api/bookings`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `10.${(process.pid + port) % 250}.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          },
          body: JSON.stringify(homeVisitRequest({ mobile, ...slot })),
          signal: AbortSignal.timeout(30_000),
        });
        const body = await response.text();
        if (response.status !== 201) throw new Error(`booking refused: ${response.status} ${body}`);
        return (JSON.parse(body) as { reference: string }).reference;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("booking refused")) throw error;
        // Cut off: by the kill (then the booking is not acknowledged), or by something else (a failure).
        const isDead = await Promise.race([
          exited.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000)),
        ]);
        if (isDead) return null;
        throw error;
      }
    },
    /** SIGKILL, and the process is gone when this resolves. */
    async kill() {
      trace.add(`SIGKILL to sender ${child.pid}`);
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Today's date in India, and `days` after it. */
export function indianDate(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
