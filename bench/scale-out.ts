// Issue 13: requests/s through nginx (docs/deploy.md's configuration) with one and with two
// app processes on PostgreSQL, as ratios to one process on SQLite behind the same nginx in
// the same run; and bookings/s with two processes against one on SQLite. Every process is
// started as `npm start` runs it. On a 2-core machine the processes, PostgreSQL, nginx and
// the load generator share the same cores: read the ratios as what one more process costs or
// gains here, not as what a second server would add.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { type AppProcess, startAppProcess } from "../e2e/server.ts";
import { buildWebApp } from "../scripts/build-web.ts";
import { loadConfig } from "../server/config.ts";
import { createSite } from "../server/site.ts";
import { freePort } from "../test/free-port.ts";
import { nginxAvailable, type Nginx, startNginx } from "../test/nginx.ts";
import { postgresAvailable, startCluster } from "../test/postgres-cluster.ts";
import { DURATION_S, measureThroughput } from "./site.ts";

const CONNECTIONS = 20;
const BOOKING_CONNECTIONS = 32;
const PATHS = ["/api/packages", "/tests/cbc"];

export async function benchScaleOut() {
  if (!nginxAvailable() || !postgresAvailable()) {
    console.log(
      "\nScale-out skipped: it needs nginx and the PostgreSQL binaries (apt-get install nginx postgresql-15).",
    );
    return;
  }
  buildWebApp({ quiet: true });
  const cluster = await startCluster();
  const folders: string[] = [];
  const processes: AppProcess[] = [];
  let nginx: Nginx | undefined;
  const secret = randomBytes(32).toString("hex");
  const adminPassword = randomBytes(12).toString("hex");

  /** A fresh database in the cluster. */
  async function postgresDatabase(): Promise<string> {
    const name = `labfront_bench_${randomBytes(4).toString("hex")}`;
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return cluster.url.replace(/\/postgres$/, `/${name}`);
  }

  /** Room for every booking the run makes: 100 places a window, every day open (as bench/booking.ts). */
  async function openEveryDay(env: Record<string, string>) {
    const site = await createSite(loadConfig({ ...env, LOG_LEVEL: "silent" }), { seed: false });
    const settings = await site.services.settings.get();
    await site.services.settings.update(
      { ...settings, slotCapacity: 100, daysOpen: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] },
      { by: "bench" },
    );
    const slots = (await site.services.bookings.calendar("home")).flatMap((day) =>
      day.slots.map((s) => ({ date: day.date, window: s.window })),
    );
    await site.close();
    return slots;
  }

  async function instances(count: number, env: Record<string, string>) {
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    await nginx?.stop();
    nginx = await startNginx(ports);
    const started: AppProcess[] = [];
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-bench-instance-"));
      folders.push(dataDir);
      const app = await startAppProcess({
        ...env,
        PORT: String(port),
        DATA_DIR: env.DATA_DIR ?? dataDir,
        SESSION_SECRET: secret,
        ADMIN_PASSWORD: adminPassword,
        PUBLIC_ORIGIN: nginx.url,
        TRUST_PROXY: "true",
      });
      started.push(app);
      processes.push(app);
    }
    return started;
  }

  async function throughput(url: string) {
    return (await measureThroughput(url, {}, CONNECTIONS)).rps;
  }

  /** Bookings/s from many patients, each with its own address, spread over `targets`. */
  async function bookings(targets: AppProcess[], slots: { date: string; window: string }[]) {
    let made = 0;
    const outcomes = new Map<number, number>();
    const runs = targets.map((target) =>
      autocannon({
        url: target.baseUrl,
        connections: BOOKING_CONNECTIONS / targets.length,
        duration: DURATION_S,
        requests: [
          {
            method: "POST",
            path: "/api/bookings",
            setupRequest: (request) => {
              made++;
              const slot = slots[made % slots.length];
              return {
                ...request,
                headers: {
                  "content-type": "application/json",
                  origin: nginx!.url,
                  "x-forwarded-for": `10.${(made >> 16) & 255}.${(made >> 8) & 255}.${made & 255}`,
                },
                body: JSON.stringify({
                  tests: ["cbc"],
                  patientName: "Bench Patient",
                  age: 40,
                  gender: "female",
                  mobile: `9${String(made).padStart(9, "0")}`,
                  collectionType: "home",
                  address: "B-12, Sector 62",
                  pincode: "201301",
                  date: slot.date,
                  window: slot.window,
                  consent: true,
                  idempotencyKey: `bench-scale-${randomBytes(8).toString("hex")}`,
                }),
              };
            },
            onResponse: (status) => void outcomes.set(status, (outcomes.get(status) ?? 0) + 1),
          },
        ],
      }),
    );
    const results = await Promise.all(runs);
    const refused = [...outcomes].filter(([status]) => status !== 201);
    if (refused.length > 0)
      throw new Error(`Bookings refused: ${refused.map(([status, n]) => `${n}× ${status}`).join(", ")}`);
    return results.reduce((sum, result) => sum + result.requests.average, 0);
  }

  try {
    const figures: Record<string, Record<string, number>> = {};
    const measure = async (label: string) => {
      figures[label] = {};
      for (const url of PATHS) figures[label][url] = await throughput(`${nginx!.url}${url}`);
    };

    const sqliteDir = mkdtempSync(path.join(tmpdir(), "labfront-bench-sqlite-"));
    folders.push(sqliteDir);
    const sqliteEnv = { DATA_DIR: sqliteDir, SESSION_SECRET: secret };
    const sqliteSlots = await openEveryDay(sqliteEnv);
    const [sqlite] = await instances(1, { DATA_DIR: sqliteDir });
    await measure("1 process, SQLite");
    const sqliteBookings = await bookings([sqlite], sqliteSlots);
    await sqlite.kill("SIGTERM");

    const databaseUrl = await postgresDatabase();
    const pgEnv = {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: secret,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "labfront-bench-pg-")),
    };
    folders.push(pgEnv.DATA_DIR);
    const pgSlots = await openEveryDay(pgEnv);
    const { DATA_DIR: _shared, ...perInstance } = pgEnv;
    const [one] = await instances(1, perInstance);
    await measure("1 process, PostgreSQL");
    await one.kill("SIGTERM");
    const two = await instances(2, perInstance);
    await measure("2 processes, PostgreSQL");
    const twoBookings = await bookings(two, pgSlots);

    console.log(
      `\nScale-out (${DURATION_S}s each, ${CONNECTIONS} connections through nginx with TLS, docs/deploy.md's configuration; ratios to 1 process on SQLite)`,
    );
    const base = figures["1 process, SQLite"];
    for (const [label, byPath] of Object.entries(figures)) {
      const cells = PATHS.map(
        (url) => `${url} ${byPath[url].toFixed(0).padStart(6)} req/s (${(byPath[url] / base[url]).toFixed(2)})`,
      );
      console.log(`  ${label.padEnd(24)} ${cells.join("   ")}`);
    }
    console.log(
      `  bookings (${BOOKING_CONNECTIONS} patients at once, straight to the processes): 1 process on SQLite ${sqliteBookings.toFixed(0)}/s, ` +
        `2 processes on PostgreSQL ${twoBookings.toFixed(0)}/s (${(twoBookings / sqliteBookings).toFixed(2)})`,
    );
  } finally {
    await Promise.all(processes.map((app) => app.kill("SIGKILL")));
    await nginx?.stop();
    cluster.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}
