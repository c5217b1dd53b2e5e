import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration from the environment", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "labfront-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("has working defaults: port 3000, SQLite under DATA_DIR, placeholder contact details", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, adminUsername: "admin", publicOrigin: "http://localhost:3000" });
    expect(config.site.email).toBe("contact@example.com");
    expect(config.site.addresses).toHaveLength(2);
  });

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
  ])("refuses a bad %s with a message naming it", (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(new RegExp(name));
  });

  it("treats an empty variable as unset and takes the operator's contact details", () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: "", LAB_PHONE: "+91 98765 43210", LAB_WHATSAPP: "919876543210" });
    expect(config.port).toBe(3000);
    expect(config.site).toMatchObject({ phone: "+91 98765 43210", whatsappNumber: "919876543210" });
  });
});
