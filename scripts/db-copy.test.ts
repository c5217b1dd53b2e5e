import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Dialect, openDatabase } from "../db/connection.server.ts";
import { openSqliteFile } from "../db/node-sqlite.server.ts";
import { appliedMigrations, migrateToLatest } from "../db/migrate.server.ts";
import type { Database } from "../db/schema.ts";
import { inForeignKeyOrder, listTables } from "../db/tables.server.ts";
import type { Settings } from "../domain/settings.ts";
import { slotWindows } from "../domain/slots.ts";
import { loadConfig } from "../server/config.ts";
import { createSite } from "../server/site.ts";
import { pdfOf, uploadAndAttach } from "../test/report-fixtures.ts";
import { runInProcess } from "../test/run-command.ts";
import { startS3Server } from "../test/s3-server.ts";
import { ADMIN, createPostgresDatabase, createTestApp, type TestApp } from "../test/test-app.ts";
import { dbCopy } from "./db-copy.ts";

/** 06:00 IST on Tuesday 1 December 2026: the clock the booking is checked against, on both sites. */
const NOW = new Date("2026-12-01T00:30:00Z");

/** Every row of every table, each table's rows in one order, to compare two databases. */
async function everyRow(db: Kysely<Database>, dialect: Dialect): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const { name } of await listTables(db, dialect)) {
    const found = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .selectFrom(name)
      .selectAll()
      .execute();
    // Columns sorted by name, so a column's position does not count; its value's type does (1 is not "1").
    rows[name] = found.map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))).sort();
  }
  return rows;
}

async function withDatabase<T>(databaseUrl: string, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db } = openDatabase({ databaseUrl, dataDir: "" });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

describe.skipIf(!inject("postgresUrl"))("db:copy from the SQLite file to PostgreSQL", () => {
  let t: TestApp;
  let cookie: string;
  let booking: { reference: string; manageToken: string };
  let reportId: string;
  let bookingId: string;
  let deletedPackageId: string;
  /** What the SQLite site answered, for the PostgreSQL site to answer the same. */
  const answers: Record<string, unknown> = {};
  const sqliteFile = () => path.join(t.dataDir, "labfront.sqlite");
  const npmRunWith = (env: Record<string, string>, ...args: string[]) =>
    runInProcess(dbCopy, args, {
      DATA_DIR: t.dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: t.config.sessionSecret,
      ...env,
    });
  const npmRun = (...args: string[]) => npmRunWith({}, ...args);
  const staffGet = (app: TestApp["app"], url: string) => app.inject({ method: "GET", url, headers: { cookie } });

  beforeAll(async () => {
    // The lab's data on SQLite: the seeded catalogue and slides, the admin with a remembered
    // session, a booking made through the API, its report with a share link and a download,
    // and a package in the bin.
    t = await createTestApp("sqlite", { seed: true, now: () => NOW });
    cookie = await t.login(true);
    const { updatedAt: _at, updatedBy: _by, ...settings } = await t.services.settings.get();
    const packages = (await t.app.inject("/api/packages")).json();
    const made = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: "10.3.0.1",
      payload: {
        tests: ["cbc"],
        packages: [packages[0].id],
        patientName: "Asha Verma",
        age: 34,
        gender: "female",
        mobile: "+91 98765 43210",
        collectionType: "home",
        address: "B-12, Sector 15",
        landmark: "Near the park",
        pincode: "201301",
        date: "2026-12-02",
        window: slotWindows(settings as Settings)[0],
        consent: true,
        idempotencyKey: randomBytes(12).toString("base64url"),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    booking = made.json();
    bookingId = (await t.db.selectFrom("bookings").select("id").executeTakeFirstOrThrow()).id;
    reportId = (await uploadAndAttach(t.app, bookingId, { headers: { cookie }, pdf: await pdfOf() })).id;
    expect(
      (await t.app.inject({ method: "POST", url: `/api/reports/${reportId}/shares`, headers: { cookie } })).statusCode,
    ).toBe(201);
    expect((await staffGet(t.app, `/api/reports/${reportId}/file`)).statusCode).toBe(200);
    const [slide] = (await staffGet(t.app, "/api/carousel")).json();
    const { title, description, buttonText, buttonLink, placement, id } = slide;
    const paused = await t.app.inject({
      method: "PUT",
      url: "/api/carousel",
      headers: { cookie },
      payload: { id, title, description, buttonText, buttonLink, placement, isActive: false },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    deletedPackageId = packages.at(-1).id;
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/packages/${deletedPackageId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(204);

    answers.package = (await t.app.inject(`/api/packages/${packages[0].id}`)).json();
    answers.packages = (await t.app.inject("/api/packages")).json();
    answers.bin = (await staffGet(t.app, "/api/packages/deleted")).json();
    answers.manage = (await t.app.inject(`/api/bookings/manage/${booking.manageToken}`)).json();
    answers.slides = (await staffGet(t.app, "/api/carousel")).json();
    answers.reports = (await staffGet(t.app, `/api/bookings/${bookingId}/reports`)).json();
    // The server is stopped before the copy, as the operator is told to.
    await t.app.close();
    await t.db.destroy();
  });
  afterAll(() => rmSync(t.dataDir, { recursive: true, force: true }));

  it("refuses a target whose tables hold a row, naming the table, and changes nothing", async () => {
    const target = await createPostgresDatabase();
    await withDatabase(target, async (db) => {
      await migrateToLatest(db);
      await db
        .insertInto("testimonials")
        .values({ id: "t1", content: "Quick and kind.", author: "A patient", role: "Noida", position: 1 })
        .execute();
    });
    const before = await withDatabase(target, (db) => everyRow(db, "postgres"));
    await expect(npmRun("--to", target)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "The target database is not empty: table testimonials holds 1 row. db:copy fills only an empty database; nothing was changed.",
      ),
    });
    expect(await withDatabase(target, (db) => everyRow(db, "postgres"))).toEqual(before);
  });

  it("a copy that fails midway leaves the target's tables empty; once the cause is fixed a rerun copies every row, the same on both", async () => {
    const target = await createPostgresDatabase();
    // SQLite keeps a number no int4 column holds; PostgreSQL refuses it when reports, filled
    // after the tables they point at, is reached.
    const source = openSqliteFile(sqliteFile());
    const { size_bytes: sizeBytes } = source.prepare("select size_bytes from reports where id = ?").get(reportId) as {
      size_bytes: number;
    };
    source.prepare("update reports set size_bytes = 3000000000 where id = ?").run(reportId);
    source.close();

    const failed = await npmRun("--to", target).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(
      `Copying reports failed: reports.size_bytes of row 1 (id ${reportId}) holds 3000000000, outside what PostgreSQL's int4 can hold`,
    );
    expect((failed as { stderr: string }).stderr).toContain("Nothing was copied");
    await withDatabase(target, async (db) => {
      const order = await inForeignKeyOrder(
        db,
        (await listTables(db, "postgres")).map((table) => table.name),
      );
      expect(order.indexOf("reports")).toBeGreaterThan(order.indexOf("bookings"));
      expect(order.indexOf("reports")).toBeGreaterThan(order.indexOf("lab_tests"));
      expect(Object.values(await everyRow(db, "postgres")).flat()).toEqual([]);
    });

    const fixed = openSqliteFile(sqliteFile());
    fixed.prepare("update reports set size_bytes = ? where id = ?").run(sizeBytes, reportId);
    fixed.close();
    const { stdout } = await npmRun("--to", target);

    const sqlite = openDatabase({ dataDir: t.dataDir }).db;
    try {
      const sourceRows = await everyRow(sqlite, "sqlite");
      const copiedRows = await withDatabase(target, (db) => everyRow(db, "postgres"));
      expect(copiedRows).toEqual(sourceRows);
      expect(Object.keys(copiedRows)).toEqual(
        expect.arrayContaining([
          "bookings",
          "booking_events",
          "slots",
          "reports",
          "report_shares",
          "access_log",
          "sessions",
          "admin_users",
          "health_packages",
          "carousel_slides",
          "images",
          "lab_tests",
          "settings",
        ]),
      );
      for (const [table, rows] of Object.entries(sourceRows))
        expect(stdout).toMatch(new RegExp(`^\\s+${table}\\s+${rows.length}$`, "m"));
      expect(stdout).toMatch(/counted again on PostgreSQL and match/);
      expect(await withDatabase(target, appliedMigrations)).toEqual(await appliedMigrations(sqlite));
    } finally {
      await sqlite.destroy();
    }

    // The site on the copy: the same answers, the remembered session still signed in, the
    // admin's password, the patient's manage link and the report file all work.
    const site = await createSite({ ...t.config, databaseUrl: target }, { seed: false, now: () => NOW });
    try {
      expect((await site.app.inject(`/api/packages/${(answers.package as { id: string }).id}`)).json()).toEqual(
        answers.package,
      );
      expect((await site.app.inject("/api/packages")).json()).toEqual(answers.packages);
      expect((await staffGet(site.app, "/api/packages/deleted")).json()).toEqual(answers.bin);
      expect((answers.bin as { id: string }[]).map((p) => p.id)).toEqual([deletedPackageId]);
      expect((await staffGet(site.app, "/api/carousel")).json()).toEqual(answers.slides);
      expect((answers.slides as { isActive: boolean }[]).filter((s) => !s.isActive)).toHaveLength(1);
      expect((await staffGet(site.app, `/api/bookings/${bookingId}/reports`)).json()).toEqual(answers.reports);
      expect((await site.app.inject(`/api/bookings/manage/${booking.manageToken}`)).json()).toEqual(answers.manage);
      expect((await staffGet(site.app, "/api/auth/me")).json()).toMatchObject({ username: ADMIN.username });
      const login = await site.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { ...ADMIN, remember: false },
      });
      expect(login.statusCode).toBe(200);
      expect((await staffGet(site.app, `/api/reports/${reportId}/file`)).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });

  it("with --storage s3 copies the images and report PDFs into the bucket too: a site on the copy and the bucket alone serves them; a rerun finds them there", async () => {
    const s3 = await startS3Server();
    const emptyDataDir = mkdtempSync(path.join(tmpdir(), "labfront-after-copy-"));
    try {
      const target = await createPostgresDatabase();
      const { stdout } = await npmRunWith(s3.env, "--to", target, "--storage", "s3");
      expect(stdout).toMatch(/images\s+[1-9]\d* copied, 0 already there/);
      expect(stdout).toMatch(/reports\s+1 copied, 0 already there/);
      const again = await npmRunWith(s3.env, "--to", await createPostgresDatabase(), "--storage", "s3");
      expect(again.stdout).toMatch(/images\s+0 copied, [1-9]\d* already there/);

      const config = loadConfig({
        DATA_DIR: emptyDataDir,
        DATABASE_URL: target,
        SESSION_SECRET: t.config.sessionSecret,
        LOG_LEVEL: "silent",
        ...s3.env,
      });
      const site = await createSite(config, { seed: false, now: () => NOW });
      try {
        const report = await staffGet(site.app, `/api/reports/${reportId}/file`);
        expect(report.statusCode).toBe(200);
        expect(report.headers["content-type"]).toBe("application/pdf");
        const [pkg] = (await site.app.inject("/api/packages")).json() as { imageUrl: string }[];
        const image = await site.app.inject(`${pkg.imageUrl}?w=320`);
        expect(image.statusCode).toBe(200);
      } finally {
        await site.close();
      }
    } finally {
      rmSync(emptyDataDir, { recursive: true, force: true });
      await s3.stop();
    }
  });

  it("refuses --storage s3 without the bucket's settings, and a --to that is not a PostgreSQL URL, changing nothing", async () => {
    const target = await createPostgresDatabase();
    await expect(npmRun("--to", target, "--storage", "s3")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("set them as the servers will have them"),
    });
    await expect(npmRun("--to", "mysql://db/labfront")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--to must be a postgres:// URL"),
    });
    await expect(npmRun()).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Usage: npm run db:copy -- --to postgres://"),
    });
    expect(await withDatabase(target, appliedMigrations)).toEqual([]);
  });
});
