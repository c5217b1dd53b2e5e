import { CONTENT_PAGES } from "../content/content-pages.ts";

/** Every footer link leads to a real page (SPEC §2). */
export const FOOTER_LINKS = [
  { path: "/tests", label: "All Tests" },
  { path: "/packages", label: "Health Packages" },
  { path: "/reports", label: "My Reports" },
  { path: "/bookings/find", label: "Manage a booking" },
  { path: "/labs", label: "Our Labs" },
  ...CONTENT_PAGES.map((page) => ({ path: `/${page.slug}`, label: page.label })),
  { path: "/sitemap", label: "Sitemap" },
];

/** Every public page that is not a test or a package, for /sitemap and /sitemap.xml. */
export const STATIC_PAGES = [
  { path: "/", label: "Home" },
  { path: "/book", label: "Book a test" },
  ...FOOTER_LINKS,
];
