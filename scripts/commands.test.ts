import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection.server.ts";
import { openSqliteFile } from "../db/node-sqlite.server.ts";
import { findUserByUsername } from "../server/api/auth/users.repository.ts";
import { verifyPassword } from "../server/api/auth/passwords.ts";
import { runInProcess } from "../test/run-command.ts";
import { adminCreate } from "./admin-create.ts";
import { adminPassword } from "./admin-password.ts";
import { dbBackup } from "./db-backup.ts";
import { dbMigrate } from "./db-migrate.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const COMMANDS = {
  "admin-create": adminCreate,
  "admin-password": adminPassword,
  "db-backup": dbBackup,
  "db-migrate": dbMigrate,
};

describe("command-line tools", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-cli-"));
  const env = { DATA_DIR: dataDir };
  const npmRun = (script: keyof typeof COMMANDS, ...args: string[]) => runInProcess(COMMANDS[script], args, env);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function passwordWorks(username: string, password: string) {
    const { db } = openDatabase({ dataDir });
    try {
      const user = await findUserByUsername(db, username);
      return user !== null && (await verifyPassword(user.passwordHash, password));
    } finally {
      await db.destroy();
    }
  }

  it("db:migrate creates the schema, then says it is up to date", async () => {
    expect((await npmRun("db-migrate")).stdout).toMatch(/Applied on sqlite/);
    expect((await npmRun("db-migrate")).stdout).toMatch(/up to date/);
  });

  it("admin:create makes an argon2id account and refuses a short password or a duplicate", async () => {
    await npmRun("admin-create", "--username", "asha", "--password", "correct-horse-battery");
    expect(await passwordWorks("asha", "correct-horse-battery")).toBe(true);
    const { db } = openDatabase({ dataDir });
    expect((await findUserByUsername(db, "asha"))!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await db.destroy();

    await expect(npmRun("admin-create", "--username", "ravi", "--password", "short")).rejects.toMatchObject({
      stderr: expect.stringMatching(/at least 12 characters/),
    });
    await expect(
      npmRun("admin-create", "--username", "asha", "--password", "another-long-password"),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/already an account named asha/),
    });
  });

  it("admin:create takes a role and a name, owner unless said, and refuses a role there is not", async () => {
    const made = await npmRun(
      "admin-create",
      "--username",
      "priya",
      "--role",
      "desk",
      "--name",
      "Priya Sharma",
      "--password",
      "correct-horse-battery",
    );
    expect(made.stdout).toContain('Account "priya" (desk) created.');
    const { db } = openDatabase({ dataDir });
    expect(await findUserByUsername(db, "priya")).toMatchObject({ role: "desk", displayName: "Priya Sharma" });
    await db.destroy();
    await expect(
      npmRun("admin-create", "--username", "boss", "--role", "boss", "--password", "correct-horse-battery"),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/role: Choose a role: owner, front desk, lab/) });
  });

  it("admin:create without a password generates one and shows it once", async () => {
    const { stdout } = await npmRun("admin-create", "--username", "meera");
    const password = stdout.match(/shown only this once\): (\S+)/)![1];
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await passwordWorks("meera", password)).toBe(true);
  });

  it("admin:password sets a new password; the old one stops working", async () => {
    await npmRun("admin-password", "--username", "asha", "--password", "a-brand-new-password");
    expect(await passwordWorks("asha", "a-brand-new-password")).toBe(true);
    expect(await passwordWorks("asha", "correct-horse-battery")).toBe(false);
    await expect(
      npmRun("admin-password", "--username", "nobody", "--password", "whatever-long-enough"),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/No such staff account/),
    });
  });

  it("db:backup copies a consistent database while another connection holds it open", async () => {
    const live = openSqliteFile(path.join(dataDir, "labfront.sqlite"));
    try {
      const out = path.join(dataDir, "backup");
      expect((await npmRun("db-backup", "--out", out)).stdout).toMatch(/Backup written to/);
      const copy = openSqliteFile(path.join(out, "labfront.sqlite"), { readOnly: true });
      expect(
        copy
          .prepare("select username from admin_users order by username")
          .all()
          .map((row) => row.username),
      ).toEqual(["asha", "meera", "priya"]);
      copy.close();
    } finally {
      live.close();
    }
  });

  it("runs as its own process, and stops with exit 1 and a message naming a wrong environment variable", async () => {
    const processEnv = { ...process.env, ...env, ADMIN_USERNAME: "", ADMIN_PASSWORD: "" };
    expect(
      (await run("node", ["--import", "tsx", "scripts/db-migrate.ts"], { cwd: ROOT, env: processEnv })).stdout,
    ).toMatch(/up to date/);
    await expect(
      run("node", ["--import", "tsx", "scripts/db-migrate.ts"], { cwd: ROOT, env: { ...processEnv, PORT: "eighty" } }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/PORT/),
    });
  });
});
