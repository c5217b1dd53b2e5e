import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { CONTENT_PAGES } from "./content/content-pages.ts";

/**
 * The public pages, once per language: English at their plain paths, Hindi under /hi with
 * route ids of their own (docs/decisions/2026-11-25-hindi.md). The route modules read the
 * language from the address.
 */
function publicPages(prefix: "" | "hi") {
  const path = (p: string) => (prefix ? (p ? `${prefix}/${p}` : prefix) : p);
  // English pages keep the ids they have always had (the module's path, or the one given).
  const id = (name: string, english?: string) =>
    prefix ? { id: `${prefix}/${name}` } : english ? { id: english } : {};
  return layout("routes/public-layout.tsx", id("public-layout"), [
    prefix ? route(path(""), "routes/home.tsx", id("home")) : index("routes/home.tsx"),
    route(path("tests"), "routes/tests.tsx", id("tests")),
    route(path("tests/:slug"), "routes/test-page.tsx", id("test-page")),
    route(path("packages"), "routes/packages.tsx", id("packages")),
    route(path("packages/:id"), "routes/package-page.tsx", id("package-page")),
    route(path("labs"), "routes/labs.tsx", id("labs")),
    route(path("reports"), "routes/reports.tsx", id("reports")),
    route(path("reports/shared/:token"), "routes/shared-report.tsx", id("shared-report")),
    route(path("verify/:code"), "routes/verify.tsx", id("verify")),
    route(path("book"), "routes/book.tsx", id("book", "book")),
    route(path("book/:slug"), "routes/book.tsx", id("book-test", "book-test")),
    route(path("book-package/:id"), "routes/book.tsx", id("book-package", "book-package")),
    route(path("bookings/find"), "routes/find-booking.tsx", id("find-booking")),
    route(path("bookings/manage/:token"), "routes/booking-manage.tsx", id("booking-manage")),
    route(path("sitemap"), "routes/sitemap.tsx", id("sitemap")),
    // Content pages share one template; each path needs its own route id.
    ...CONTENT_PAGES.map(({ slug }) => route(path(slug), "routes/content-page.tsx", id(slug, `content-${slug}`))),
    route(path("*"), "routes/not-found.tsx", id("not-found")),
  ]);
}

export default [
  publicPages(""),
  publicPages("hi"),
  route("admin-login", "routes/admin-login.tsx"),
  route("admin", "routes/admin/dashboard.tsx"),
  route("admin/carousel", "routes/admin/carousel.tsx"),
  route("admin/packages", "routes/admin/packages.tsx"),
  route("admin/tests", "routes/admin/tests.tsx"),
  route("admin/settings", "routes/admin/settings.tsx"),
  route("admin/account", "routes/admin/account.tsx"),
  route("admin/bookings", "routes/admin/bookings.tsx"),
  route("admin/bookings/:id", "routes/admin/booking.tsx"),
  route("admin/samples", "routes/admin/samples.tsx"),
  route("admin/staff", "routes/admin/staff.tsx"),
  route("admin/access-log", "routes/admin/access-log.tsx"),
  // The collector's phone (issue 35), in each language as the public pages are.
  route("collect", "routes/collect.tsx"),
  route("hi/collect", "routes/collect.tsx", { id: "hi/collect" }),
  route("collect/labels", "routes/collect-labels.tsx"),
  route("hi/collect/labels", "routes/collect-labels.tsx", { id: "hi/collect-labels" }),
  route("collect-app.webmanifest", "routes/collect-manifest.ts"),
  route("hi/collect-app.webmanifest", "routes/collect-manifest.ts", { id: "hi/collect-manifest" }),
  route("staff/password/:token", "routes/staff-password.tsx"),
  route("bookings/manage/:token/calendar.ics", "routes/booking-calendar.ts"),
  route("hi/bookings/manage/:token/calendar.ics", "routes/booking-calendar.ts", { id: "hi/booking-calendar" }),
  route("set-city", "routes/set-city.ts"),
  route("set-language", "routes/set-language.ts"),
  route("logout", "routes/logout.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
] satisfies RouteConfig;
