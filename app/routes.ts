import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { CONTENT_PAGES } from "./content/content-pages.ts";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("tests", "routes/tests.tsx"),
    route("tests/:slug", "routes/test-page.tsx"),
    route("packages", "routes/packages.tsx"),
    route("packages/:id", "routes/package-page.tsx"),
    route("labs", "routes/labs.tsx"),
    route("reports", "routes/reports.tsx"),
    route("reports/shared/:token", "routes/shared-report.tsx"),
    route("verify/:code", "routes/verify.tsx"),
    route("book", "routes/book.tsx", { id: "book" }),
    route("book/:slug", "routes/book.tsx", { id: "book-test" }),
    route("book-package/:id", "routes/book.tsx", { id: "book-package" }),
    route("bookings/find", "routes/find-booking.tsx"),
    route("bookings/manage/:token", "routes/booking-manage.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    // Content pages share one template; each path needs its own route id.
    ...CONTENT_PAGES.map(({ slug }) => route(slug, "routes/content-page.tsx", { id: `content-${slug}` })),
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin-login", "routes/admin-login.tsx"),
  route("admin", "routes/admin/dashboard.tsx"),
  route("admin/carousel", "routes/admin/carousel.tsx"),
  route("admin/packages", "routes/admin/packages.tsx"),
  route("admin/tests", "routes/admin/tests.tsx"),
  route("admin/settings", "routes/admin/settings.tsx"),
  route("admin/bookings", "routes/admin/bookings.tsx"),
  route("admin/bookings/:id", "routes/admin/booking.tsx"),
  route("bookings/manage/:token/calendar.ics", "routes/booking-calendar.ts"),
  route("set-city", "routes/set-city.ts"),
  route("logout", "routes/logout.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
] satisfies RouteConfig;
