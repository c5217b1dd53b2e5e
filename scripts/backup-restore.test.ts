import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.server.ts";
import { countRows } from "../db/tables.server.ts";
import type { Config } from "../server/config.ts";
import { createSite } from "../server/site.ts";
import { insertBookingRow, pdfOf, uploadAndAttach } from "../test/report-fixtures.ts";
import { runInProcess } from "../test/run-command.ts";
import { createPostgresDatabase, createTestApp, snapshot, type TestApp, testDialects } from "../test/test-app.ts";
import { dbBackup } from "./db-backup.ts";
import { dbRestore } from "./db-restore.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

const COMMANDS = { "db-backup": dbBackup, "db-restore": dbRestore };

/** Runs `npm run <script>` as the operator would, configured by the environment (in this process). */
function commandsFor(config: Config) {
  const env = {
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? "",
    SESSION_SECRET: config.sessionSecret,
  };
  return (script: keyof typeof COMMANDS, ...args: string[]) => runInProcess(COMMANDS[script], args, env);
}

/** The same as a process of its own, for what is about another process holding the database. */
function processFor(config: Config) {
  const env = {
    ...process.env,
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? "",
    SESSION_SECRET: config.sessionSecret,
  };
  return (script: keyof typeof COMMANDS, ...args: string[]) =>
    run("node", ["--import", "tsx", path.join(ROOT, "scripts", `${script}.ts`), ...args], { env, cwd: ROOT });
}

/** Every uploaded file a backup must hold, by path under DATA_DIR, with its SHA-256. */
function uploadedFiles(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    if (!existsSync(path.join(dataDir, folder))) return;
    for (const entry of readdirSync(path.join(dataDir, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else
        files[relative] = createHash("sha256")
          .update(readFileSync(path.join(dataDir, relative)))
          .digest("hex");
    }
  };
  walk("images/originals");
  walk("reports");
  return files;
}

describe.each(testDialects())("db:backup and db:restore on %s", (dialect) => {
  let t: TestApp;
  let npmRun: ReturnType<typeof commandsFor>;
  let cookie: string;
  let backupDir: string;
  let reportId: string;
  let imageId: string;
  let backedUpRows: string;
  let backedUpFiles: Record<string, string>;
  let isServerRunning = true;

  /** The rows as they are now, read through a connection of its own (the server may be stopped). */
  async function rowsNow() {
    const { db } = openDatabase(t.config);
    try {
      return await snapshot(db);
    } finally {
      await db.destroy();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
    npmRun = commandsFor(t.config);
    cookie = await t.login();
    imageId = await t.uploadImage(cookie);
    const booking = await insertBookingRow(t.db, { sequence: 1 });
    reportId = (await uploadAndAttach(t.app, booking.id, { headers: { cookie }, pdf: await pdfOf() })).id;
    backedUpRows = await snapshot(t.db);
    backedUpFiles = uploadedFiles(t.dataDir);
  });
  afterAll(async () => {
    if (isServerRunning) await t.close();
    else rmSync(t.dataDir, { recursive: true, force: true });
  });

  it("db:backup writes the database, the image originals and the report PDFs into one folder with a manifest, while the server runs", async () => {
    const { stdout } = await npmRun("db-backup");
    backupDir = stdout.match(/^Backup written to (.+)$/m)![1];
    expect(path.dirname(backupDir)).toBe(path.join(t.dataDir, "backups"));
    expect(stdout).toMatch(
      dialect === "sqlite" ? /SQLite online backup, integrity checked/ : /pg_dump --format=custom/,
    );
    expect(stdout).toMatch(/^\s+bookings\s+1$/m);
    expect(stdout).toMatch(/^\s+reports\s+1$/m);
    expect(stdout).toMatch(/variants are not backed up/);

    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ app: "labfront", dialect, tables: await countRows(t.db, dialect) });
    expect(existsSync(path.join(backupDir, dialect === "sqlite" ? "labfront.sqlite" : "database.pgdump"))).toBe(true);
    expect(uploadedFiles(backupDir)).toEqual(backedUpFiles);
    expect(Object.keys(backedUpFiles)).toContain(path.join("reports", "files", `${reportId}.pdf`));
    expect(manifest.files["images/originals"].files).toBe(
      Object.keys(backedUpFiles).filter((f) => f.startsWith("images")).length,
    );
  });

  it("db:restore refuses while the server uses the database, and changes nothing", async () => {
    const refused = processFor(t.config)("db-restore", "--from", backupDir, "--yes");
    await expect(refused).rejects.toMatchObject({
      stderr:
        dialect === "sqlite"
          ? expect.stringMatching(/Stop the server first/)
          : expect.stringMatching(/other clients? (is|are) connected/),
    });
    expect(await snapshot(t.db)).toBe(backedUpRows);
  });

  it("without --yes db:restore says what it would replace and changes nothing; with --yes the backed-up rows and files are back", async () => {
    // After the backup: a package goes to the bin, a booking is added, a report's file is
    // removed and another image uploaded.
    const packageId = (await t.app.inject("/api/packages")).json()[0].id;
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/packages/${packageId}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    await insertBookingRow(t.db, { sequence: 2, patientName: "Ravi Kumar" });
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/reports/${reportId}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    const laterImage = await t.uploadImage(cookie);
    const changedRows = await snapshot(t.db);
    const changedFiles = uploadedFiles(t.dataDir);
    expect(changedRows).not.toBe(backedUpRows);
    expect(Object.keys(changedFiles)).not.toContain(path.join("reports", "files", `${reportId}.pdf`));
    await t.app.close();
    await t.db.destroy();
    isServerRunning = false;

    const unconfirmed = npmRun("db-restore", "--from", backupDir);
    await expect(unconfirmed).rejects.toMatchObject({
      stderr: expect.stringMatching(/would replace[\s\S]*Run it again with --yes/),
    });
    expect(await rowsNow()).toBe(changedRows);
    expect(uploadedFiles(t.dataDir)).toEqual(changedFiles);

    const { stdout } = await npmRun("db-restore", "--from", backupDir, "--yes");
    expect(stdout).toMatch(/^Restored the .* backup taken/);
    expect(stdout).toMatch(/^\s+bookings\s+1$/m);
    expect(await rowsNow()).toBe(backedUpRows);
    expect(uploadedFiles(t.dataDir)).toEqual(backedUpFiles);

    // The site started on the restored data serves the report and the package again, and not the later image.
    const site = await createSite(t.config, { seed: false });
    try {
      const report = await site.app.inject({
        method: "GET",
        url: `/api/reports/${reportId}/file`,
        headers: { cookie },
      });
      expect(report.statusCode).toBe(200);
      expect(createHash("sha256").update(report.rawPayload).digest("hex")).toBe(
        backedUpFiles[path.join("reports", "files", `${reportId}.pdf`)],
      );
      expect((await site.app.inject(`/api/packages/${packageId}`)).statusCode).toBe(200);
      expect((await site.app.inject(`/api/images/${imageId}?w=320&q=75&fm=webp`)).statusCode).toBe(200);
      expect((await site.app.inject(`/api/images/${laterImage}?w=320&q=75&fm=webp`)).statusCode).toBe(404);
    } finally {
      await site.close();
    }
  });

  it("restores onto a new machine: an empty DATA_DIR (and an empty PostgreSQL database) needs no --yes", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-restored-"));
    const config = {
      ...t.config,
      dataDir,
      databaseUrl: dialect === "postgres" ? await createPostgresDatabase() : undefined,
    };
    try {
      expect((await commandsFor(config)("db-restore", "--from", backupDir)).stdout).toMatch(/^Restored the/);
      const { db } = openDatabase(config);
      expect(await snapshot(db).finally(() => db.destroy())).toBe(backedUpRows);
      expect(uploadedFiles(dataDir)).toEqual(backedUpFiles);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("db:restore refuses a folder that is not a Labfront backup, naming it", async () => {
    const before = await rowsNow();
    await expect(npmRun("db-restore", "--from", t.dataDir, "--yes")).rejects.toMatchObject({
      stderr: expect.stringContaining(`${t.dataDir} is not a Labfront backup: it has no manifest.json`),
    });
    await expect(npmRun("db-restore", "--yes")).rejects.toMatchObject({
      stderr: expect.stringMatching(/Give the backup folder/),
    });
    expect(await rowsNow()).toBe(before);
  });
});
