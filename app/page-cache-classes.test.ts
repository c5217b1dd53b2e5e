// Every route in the route config, and whether the server may keep one rendering of its page
// for everyone. Pages are private unless their module declares SHARED_PAGE; this list is the
// whole of what is shared, so a new route is private until someone decides otherwise here.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { pageCacheClassOf } from "../domain/page-cache.ts";
import routes from "./routes.ts";

const SHARED = new Set([
  "routes/home",
  "routes/tests",
  "routes/test-page",
  "routes/packages",
  "routes/package-page",
  "routes/labs",
  "routes/sitemap",
  "routes/not-found",
  "routes/sitemap-xml",
  "routes/robots-txt",
]);
/** Every content page (about, terms, privacy, …) shares one template. */
const isContentPage = (id: string) => id.startsWith("content-");

/** The pages a request can end on: layouts only wrap them. */
function pagesOf(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => (entry.children?.length ? pagesOf(entry.children) : [entry]));
}
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, "");

describe("the page cache class of every route", () => {
  const pages = pagesOf(routes);

  it("covers the booking, reports, verification and staff pages as private", () => {
    const ids = pages.map(routeId);
    for (const personal of ["book", "book-test", "book-package", "routes/booking-manage", "routes/booking-calendar", "routes/find-booking", "routes/reports", "routes/shared-report", "routes/verify", "routes/admin/bookings", "routes/admin-login"]) {
      expect(ids).toContain(personal);
    }
  });

  it.each(pages.map((entry) => [routeId(entry), entry.path ?? "(index)", entry.file] as const))(
    "%s (%s)",
    async (id, _path, file) => {
      const module = (await import(/* @vite-ignore */ `./${file}`)) as { handle?: unknown };
      const expected = SHARED.has(id) || isContentPage(id) ? "shared" : "private";
      expect(pageCacheClassOf(module.handle)).toBe(expected);
    },
  );
});
