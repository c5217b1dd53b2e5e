import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PageAccess } from "./lib/page-access.ts";

// Every page says who may open it (issue 34), as every API route does (server/route-access.test.ts):
// a module app/routes.ts mounts without `export const access` fails here, and each staff page's
// loader and action pass their access to requireStaff, so a page cannot be forgotten open.
const APP = import.meta.dirname;

const EXPECTED: Record<string, PageAccess> = {
  "routes/admin/access-log.tsx": "read-access-log",
  "routes/admin/account.tsx": "signed-in",
  "routes/admin/booking.tsx": "read-bookings",
  "routes/admin/bookings.tsx": "read-bookings",
  "routes/admin/carousel.tsx": "edit-site",
  "routes/admin/dashboard.tsx": "signed-in",
  "routes/admin/packages.tsx": "edit-site",
  "routes/admin/samples.tsx": "read-samples",
  "routes/admin/settings.tsx": "edit-settings",
  "routes/admin/staff.tsx": "manage-staff",
  "routes/admin/tests.tsx": "edit-site",
  "routes/collect.tsx": "work-own-visits",
  "routes/collect-labels.tsx": "work-own-visits",
};

const mounted = [...new Set(readFileSync(path.join(APP, "routes.ts"), "utf8").match(/routes\/[\w/-]+\.tsx?/g))].sort();
const sourceOf = (file: string) => readFileSync(path.join(APP, file), "utf8");
const accessOf = (file: string) => /^export const access: PageAccess = "([a-z-]+)";$/m.exec(sourceOf(file))?.[1];

describe("who may open each page", () => {
  it("is declared by every module app/routes.ts mounts: staff pages as listed, the rest public", () => {
    const declared = Object.fromEntries(mounted.map((file) => [file, accessOf(file)]));
    const expected = Object.fromEntries(mounted.map((file) => [file, EXPECTED[file] ?? "public"]));
    expect(declared).toEqual(expected);
    expect(Object.keys(EXPECTED).filter((file) => !mounted.includes(file))).toEqual([]);
  });

  it("is checked by every staff page's loader and action with the page's own access", () => {
    for (const file of Object.keys(EXPECTED)) {
      const source = sourceOf(file);
      const handlers = source.match(/export async function (loader|action)\b/g) ?? [];
      const checks = source.match(/requireStaff\(url, context, access\)/g) ?? [];
      expect(handlers.length, file).toBeGreaterThan(0);
      expect(checks.length, file).toBe(handlers.length);
    }
  });
});
