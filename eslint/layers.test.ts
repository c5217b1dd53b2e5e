// The layer rules of eslint.config.js, proved to fire: each case lints a file placed in a
// layer that may not import what it imports, and expects `npm run lint` to refuse it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("the layer rules", () => {
  it.each([
    ["db/ imports server/", "db/violation.ts", 'export { createServices } from "../server/services.ts";'],
    ["domain/ imports app/", "domain/violation.ts", 'export { safeRedirectPath } from "../app/lib/safe-redirect.ts";'],
    ["server/ imports app/", "server/violation.ts", 'export { safeRedirectPath } from "../app/lib/safe-redirect.ts";'],
    ["server/ imports the test harness", "server/violation.ts", 'export { createTestApp } from "../test/test-app.ts";'],
    ["app/lib imports a component", "app/lib/violation.ts", 'export { Price } from "../components/ui/price.tsx";'],
    ["app/components imports a route", "app/components/violation.tsx", 'export { default } from "../routes/labs.tsx";'],
  ])("refuses %s", async (_label, file, code) => {
    expect(await rulesBroken(file, code)).toContain("import-x/no-restricted-paths");
  });

  it("lets app/ name the server's types but not import its code", async () => {
    const file = "app/routes/violation.ts";
    expect(await rulesBroken(file, 'export { createServices } from "../../server/services.ts";')).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await rulesBroken(file, 'export type { Services } from "../../server/services.ts";')).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    const file = "eslint/fixtures/cycle-a.ts";
    expect(await rulesBroken(file, readFileSync(path.join(ROOT, file), "utf8"))).toContain("import-x/no-cycle");
  });

  it("accepts an import that follows the layers", async () => {
    expect(await rulesBroken("server/allowed.ts", 'export { formatRupees } from "../domain/pricing.ts";')).toEqual([]);
  });
});
