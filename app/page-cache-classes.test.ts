// Every route in the route config, and whether the server may keep one rendering of its page
// for everyone. Pages are private unless their module declares SHARED_PAGE; this list is the
// whole of what is shared, so a new route is private until someone decides otherwise here.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { pageCacheClassOf } from "../domain/page-cache.ts";
import routes from "./routes.ts";

// By module: a page's Hindi twin (/hi/…) is the same module as the English page, so it is
// shared or private alike.
const SHARED = new Set([
  "routes/home.tsx",
  "routes/tests.tsx",
  "routes/test-page.tsx",
  "routes/packages.tsx",
  "routes/package-page.tsx",
  "routes/labs.tsx",
  "routes/sitemap.tsx",
  "routes/not-found.tsx",
  "routes/sitemap-xml.ts",
  "routes/robots-txt.ts",
  // Every content page (about, terms, privacy, …) shares one template.
  "routes/content-page.tsx",
]);

/** The pages a request can end on: layouts only wrap them. */
function pagesOf(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => (entry.children?.length ? pagesOf(entry.children) : [entry]));
}
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, "");

const pages = pagesOf(routes);
// Loaded as the file is collected, not in its tests: the first route's import brings most of the
// app with it, seconds on a busy machine, which is no part of what a test here checks.
const modules = new Map(
  await Promise.all(
    pages.map(
      async (entry) =>
        [entry.file, (await import(/* @vite-ignore */ `./${entry.file}`)) as { handle?: unknown }] as const,
    ),
  ),
);

describe("the page cache class of every route", () => {
  it("covers the booking, reports, verification and staff pages as private", () => {
    const ids = pages.map(routeId);
    for (const personal of [
      "book",
      "book-test",
      "book-package",
      "routes/booking-manage",
      "routes/booking-calendar",
      "routes/find-booking",
      "routes/reports",
      "routes/shared-report",
      "routes/verify",
      "routes/admin/bookings",
      "routes/admin-login",
    ]) {
      expect(ids).toContain(personal);
    }
    for (const personal of [
      "hi/book",
      "hi/book-test",
      "hi/book-package",
      "hi/booking-manage",
      "hi/booking-calendar",
      "hi/find-booking",
      "hi/reports",
      "hi/shared-report",
      "hi/verify",
    ]) {
      expect(ids).toContain(personal);
    }
  });

  it.each(pages.map((entry) => [routeId(entry), entry.path ?? "(index)", entry.file] as const))(
    "%s (%s)",
    (_id, _path, file) => {
      const expected = SHARED.has(file) ? "shared" : "private";
      expect(pageCacheClassOf(modules.get(file)!.handle)).toBe(expected);
    },
  );
});
