// The layer rules of eslint.config.js, proved to fire: each case lints a file placed in a
// layer that may not import what it imports, and expects `npm run lint` to refuse it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
/**
 * The project's configuration, but for the cycle rule on the made-up files these cases lint: it
 * parsed every module their imports reach (server/services.ts's two hundred: most of this file's
 * time) for nothing, as no file imports one that is not there, so none of them can close a cycle.
 * The cycle rule keeps its own case, on real files (eslint/fixtures).
 */
const eslint = new ESLint({
  cwd: ROOT,
  ignore: false,
  overrideConfig: { files: ["**/violation.*", "**/allowed.*"], rules: { "import-x/no-cycle": "off" } },
});

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("the layer rules", () => {
  // ESLint loads the configuration's plugins and parsers at its first lint: the file's set-up,
  // not the first case's (at load 17 it ran past a case's 30 s, the cycle rule's parsing aside).
  beforeAll(() => rulesBroken("server/allowed.ts", "export {};"));

  it.each([
    ["db/ imports server/", "db/violation.ts", 'export { createServices } from "../server/services.ts";'],
    ["domain/ imports app/", "domain/violation.ts", 'export { safeRedirectPath } from "../app/lib/safe-redirect.ts";'],
    ["server/ imports app/", "server/violation.ts", 'export { safeRedirectPath } from "../app/lib/safe-redirect.ts";'],
    ["server/ imports the test harness", "server/violation.ts", 'export { createTestApp } from "../test/test-app.ts";'],
    ["app/lib imports a component", "app/lib/violation.ts", 'export { Price } from "../components/ui/price.tsx";'],
    ["app/components imports a route", "app/components/violation.tsx", 'export { default } from "../routes/labs.tsx";'],
    ["app/ imports db/", "app/routes/violation.ts", 'export type { Database } from "../../db/schema.ts";'],
    [
      "a route imports its repository",
      "server/api/bookings/violation.routes.ts",
      'export { findBookingById } from "./bookings.repository.ts";',
    ],
    [
      "a route imports db/",
      "server/api/packages/violation.routes.ts",
      'export type { Database } from "../../../db/schema.ts";',
    ],
    [
      "a service imports another resource's repository",
      "server/api/reports/violation.service.ts",
      'export { findBookingById } from "../bookings/bookings.repository.ts";',
    ],
    [
      "a repository imports another resource's repository",
      "server/api/reports/violation.repository.ts",
      'export { findBookingById } from "../bookings/bookings.repository.ts";',
    ],
    [
      "server/lib imports a resource's repository",
      "server/lib/violation.ts",
      'export { findSettings } from "../api/settings/settings.repository.ts";',
    ],
    [
      "server/lib imports a resource's service",
      "server/lib/violation.ts",
      'export type { ImagesService } from "../api/images/images.service.ts";',
    ],
    [
      "the wiring imports a repository",
      "server/violation.ts",
      'export { findSettings } from "./api/settings/settings.repository.ts";',
    ],
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

  it("refuses a Kysely query in a route", async () => {
    expect(
      await rulesBroken(
        "server/api/settings/violation.routes.ts",
        'import { sql } from "kysely";\nexport const now = sql`now()`;',
      ),
    ).toContain("no-restricted-imports");
  });

  it("lets a service use its own repository, a repository its folder's others, and the jobs any repository", async () => {
    expect(
      await rulesBroken(
        "server/api/settings/allowed.service.ts",
        'export { findSettings } from "./settings.repository.ts";',
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        "server/api/bookings/allowed.repository.ts",
        'export { findBookingById } from "./bookings.repository.ts";',
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        "server/jobs/allowed.ts",
        'export { insertPackage } from "../api/packages/packages.repository.ts";',
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        "server/api/settings/allowed.routes.ts",
        'export type { SettingsService } from "./settings.service.ts";',
      ),
    ).toEqual([]);
  });

  it.each([
    ["imported by name", 'import { useOptimistic } from "react";\nexport const f = useOptimistic;'],
    ["through React", 'import * as React from "react";\nexport const f = React.useOptimistic;'],
    ["through ReactDOM", 'import * as ReactDOM from "react-dom";\nexport const f = ReactDOM.preload;'],
    ["requestFormReset, by name", 'import { requestFormReset } from "react-dom";\nexport const f = requestFormReset;'],
  ])("refuses in app/ what preact/compat lacks, %s", async (_how, code) => {
    for (const file of ["app/components/violation.tsx", "app/routes/violation.tsx"]) {
      expect(
        (await rulesBroken(file, code)).some((rule) => /no-restricted-(imports|syntax)$/.test(rule)),
        file,
      ).toBe(true);
    }
  });

  it("refuses an import cycle", async () => {
    const file = "eslint/fixtures/cycle-a.ts";
    expect(await rulesBroken(file, readFileSync(path.join(ROOT, file), "utf8"))).toContain("import-x/no-cycle");
  });

  it("accepts an import that follows the layers", async () => {
    expect(await rulesBroken("server/allowed.ts", 'export { formatRupees } from "../domain/pricing.ts";')).toEqual([]);
  });
});
