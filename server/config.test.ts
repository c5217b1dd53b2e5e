import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findUserByUsername } from "./api/auth/users.repository.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createSite } from "./site.ts";

describe("configuration from the environment", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("has working defaults: port 3000, SQLite under DATA_DIR, placeholder contact details", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      adminUsername: "admin",
      publicOrigin: "http://localhost:3000",
    });
    expect(config.site.email).toBe("contact@example.com");
    expect(config.site.addresses).toHaveLength(2);
  });

  it("hashes staff passwords with OWASP's argon2id minimum in a site started as `npm start` starts one (the tests' cheaper cost is theirs alone)", async () => {
    // server/main.ts: loadConfig(process.env), then createSite(config).
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(dataDir, "site-")), LOG_LEVEL: "silent" });
    const site = await createSite(config);
    try {
      const owner = await findUserByUsername(site.db, config.adminUsername);
      expect(owner!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await site.close();
    }
    // Migrating a new database from nothing took 37 s on two cores at a load of 20.
  }, 120_000);

  it("generates a session secret once and keeps it in DATA_DIR", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://db/labfront"],
    ["PUBLIC_ORIGIN", "not a url"],
    ["ADMIN_PASSWORD", "short"],
    ["LAB_WHATSAPP", "+91 98765 43210"],
    ["LAB_PHONE", "call us"],
    ["LAB_NAME", "Lab\u0000"],
    ["LAB_EMAIL", "nobody"],
    ["SESSION_SECRET", "too-short"],
    ["STORAGE", "disk"],
    ["S3_ENDPOINT", "minio:9000"],
    ["S3_FORCE_PATH_STYLE", "yes"],
  ])("refuses a bad %s with a message naming it", (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(new RegExp(name));
  });

  it("treats an empty variable as unset and takes the operator's contact details", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: "",
      LAB_PHONE: "+91 98765 43210",
      LAB_WHATSAPP: "919876543210",
    });
    expect(config.port).toBe(3000);
    expect(config.site).toMatchObject({ phone: "+91 98765 43210", whatsappNumber: "919876543210" });
  });

  describe("storage", () => {
    const s3 = {
      STORAGE: "s3",
      S3_BUCKET: "lab-files",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    };

    it("keeps files in DATA_DIR unless STORAGE=s3; with it, AWS in us-east-1 unless an endpoint and region are given", () => {
      expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ driver: "local" });
      expect(loadConfig({ DATA_DIR: dataDir, ...s3 }).storage).toEqual({
        driver: "s3",
        endpoint: undefined,
        bucket: "lab-files",
        region: "us-east-1",
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
        forcePathStyle: false,
      });
      const selfHosted = loadConfig({
        DATA_DIR: dataDir,
        ...s3,
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "ap-south-1",
        S3_FORCE_PATH_STYLE: "true",
      });
      expect(selfHosted.storage).toMatchObject({
        endpoint: "http://127.0.0.1:9000",
        region: "ap-south-1",
        forcePathStyle: true,
      });
    });

    it.each(["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])(
      "refuses STORAGE=s3 without %s, naming it, and never shows the secret key",
      (name) => {
        let refusal: unknown;
        try {
          loadConfig({ DATA_DIR: dataDir, ...s3, [name]: "" });
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(ConfigError);
        const { message } = refusal as ConfigError;
        expect(message).toContain(`${name}: required with STORAGE=s3`);
        expect(message).not.toContain(s3.S3_SECRET_ACCESS_KEY);
      },
    );
  });
});
