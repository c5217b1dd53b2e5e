import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { permissionsOf, type Role, type Staff } from "../domain/staff-roles.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { inject } from "vitest";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/connection.server.ts";
import type { Database } from "../db/schema.ts";
import { SESSION_COOKIE } from "../domain/auth.ts";
import { loadConfig } from "../server/config.ts";
import type { BuildSource } from "../server/pages.ts";
import { createPdfWorkers, type PdfWorkers } from "../server/services.ts";
import { createSite } from "../server/site.ts";
import { copySeededTemplate } from "./seeded-template.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * argon2id's cheapest cost (8 KiB, one pass) for the test sites' staff passwords: about 0.5 ms
 * of CPU a hash or sign-in against production's 15-20 ms, which every test's sign-in paid.
 * What the tests check of passwords (right or wrong, strength, throttling, resets) does not
 * depend on the cost; production's is held by config.test.ts and scripts/commands.test.ts.
 */
const TEST_PASSWORD_HASHING = { memoryCost: 8, timeCost: 1, parallelism: 1 };
export const ADMIN = { username: "reception", password: "a-long-test-password-42" };

/** The first account as the services see it when a test calls them directly: the owner. */
export const ADMIN_STAFF: Staff = {
  userId: "first-account",
  username: ADMIN.username,
  displayName: ADMIN.username,
  role: "owner",
  permissions: permissionsOf("owner"),
};

/** The dialects this run covers; PostgreSQL only when the global setup started a cluster. */
export function testDialects(): Dialect[] {
  return inject("postgresUrl") ? ["sqlite", "postgres"] : ["sqlite"];
}

/** A brand-new PostgreSQL database in the run's cluster, so each test file starts empty. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject("postgresUrl");
  const name = `labfront_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * The database a test site opens (its URL for PostgreSQL): empty, or, when `seeded`, a copy of
 * the run's seeded template (the catalogue and its images, copied into `dataDir` too). Sites
 * whose images live elsewhere (STORAGE=s3) and runs without the template seed for themselves.
 */
async function freshDatabase(
  dialect: Dialect,
  dataDir: string,
  { seeded }: { seeded: boolean },
): Promise<string | undefined> {
  const template = seeded ? inject("seededTemplates")?.[dialect] : undefined;
  if (template)
    return copySeededTemplate(template, dataDir, inject("postgresUrl"), `labfront_${randomBytes(6).toString("hex")}`);
  return dialect === "postgres" ? createPostgresDatabase() : undefined;
}

/**
 * The PDF workers every test site of this process shares: each site starting its own paid a
 * worker's start and pdf-lib's and HarfBuzz's loading on its first upload and first receipt
 * (createPdfWorkers). Idle workers are unref'd, so they do not keep the process alive.
 */
let sharedPdfWorkers: PdfWorkers | undefined;

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real server (API only) on a fresh database (a new SQLite file, or a new PostgreSQL
 * database), migrated, with one admin; `seed` adds the shipped catalogue.
 */
export async function createTestApp(
  dialect: Dialect,
  {
    seed = false,
    publicOrigin = TEST_ORIGIN,
    env = {},
    now,
    logStream,
    pages,
  }: {
    seed?: boolean;
    publicOrigin?: string;
    env?: Record<string, string>;
    /** The clock bookings are checked against. */
    now?: () => Date;
    /** Receives the server's log (set LOG_LEVEL in env to see more than nothing). */
    logStream?: { write(line: string): void };
    /** The web pages too (browser tests: the production build they made). */
    pages?: BuildSource;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-test-"));
  const databaseUrl = await freshDatabase(dialect, dataDir, { seeded: seed && !env.STORAGE });
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_ORIGIN: publicOrigin,
      LOG_LEVEL: "silent",
      ...env,
    }),
    passwordHashing: TEST_PASSWORD_HASHING,
  };
  sharedPdfWorkers ??= createPdfWorkers();
  const site = await createSite(config, { seed, now, logStream, pages, pdfWorkers: sharedPdfWorkers });
  const { app, services } = site;
  // Tests look at the rows themselves (to show a refused request changed nothing).
  const db = site.db;

  async function login(remember = false): Promise<string> {
    const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { ...ADMIN, remember } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    return `${SESSION_COOKIE}=${cookie!.value}`;
  }

  /**
   * A new staff account of the role, signed in: its cookie. Each call makes its own account
   * (`${role}-${n}`), so a test can lower or disable one without touching the others.
   */
  let staffMade = 0;
  async function signInAs(role: Role): Promise<{ cookie: string; username: string }> {
    const username = `${role}-${++staffMade}`;
    await services.staffAccounts.createWithPassword(
      { username, displayName: `A ${role}`, role, grants: [] },
      ADMIN.password,
    );
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password: ADMIN.password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    return { cookie: `${SESSION_COOKIE}=${cookie!.value}`, username };
  }

  /** Uploads a real image and returns its id. */
  async function uploadImage(cookie: string, bytes?: Buffer): Promise<string> {
    const image = bytes ?? (await pngOf(64, 48));
    const { payload, headers } = multipart(image, "photo.png");
    const response = await app.inject({ method: "POST", url: "/api/images", headers: { ...headers, cookie }, payload });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    return response.json().id as string;
  }

  return {
    app,
    db,
    services,
    dataDir,
    /** The configuration it was started with, to start a second site on the same database. */
    config,
    login,
    signInAs,
    uploadImage,
    async close() {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TwoSites = Awaited<ReturnType<typeof createTwoSites>>;

/**
 * What two app processes on one database are: the test app on a fresh database, and a second
 * site started on its very configuration (the same database, secret and data folder).
 */
export async function createTwoSites(dialect: Dialect, options: { seed?: boolean } = {}) {
  const first = await createTestApp(dialect, options);
  const second = await createSite(first.config, { seed: false });
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipart(data: Buffer, filename: string, field = "file", type = "image/png") {
  const boundary = `----labfront${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every row of the content tables, to show that a rejected request changed nothing. */
export async function snapshot(db: Kysely<Database>) {
  const tables = [
    ...[
      "health_packages",
      "carousel_slides",
      "images",
      "lab_tests",
      "admin_users",
      "staff_password_resets",
      "settings",
    ],
    ...[
      "bookings",
      "booking_people",
      "booking_events",
      "booking_found_links",
      "reports",
      "report_shares",
      "access_log",
      "payments",
      "booking_changes",
    ],
  ] as const;
  const rows = await Promise.all(tables.map((t) => db.selectFrom(t).selectAll().orderBy("id").execute()));
  const slots = await db.selectFrom("slots").selectAll().orderBy("slot_date").orderBy("slot_window").execute();
  return JSON.stringify([...rows, slots]);
}

/** How many places of a slot are taken, read from the slots table itself. */
export async function placesTaken(db: Kysely<Database>, date: string, window: string): Promise<number> {
  const row = await db
    .selectFrom("slots")
    .select("booked")
    .where("slot_date", "=", date)
    .where("slot_window", "=", window)
    .executeTakeFirst();
  return Number(row?.booked ?? 0);
}
