import { CONTENT_PAGES } from "../content/content-pages.ts";
import type { MessageKey } from "../i18n/namespaces.ts";

/** A link to one of the site's pages: its English path and its words (in the layout's messages). */
type SiteLink = { path: string; label: MessageKey };

/** Every footer link leads to a real page (SPEC §2). */
export const FOOTER_LINKS: SiteLink[] = [
  { path: "/tests", label: "layout.link.allTests" },
  { path: "/packages", label: "layout.link.packages" },
  { path: "/reports", label: "layout.link.myReports" },
  { path: "/bookings/find", label: "layout.link.manageBooking" },
  { path: "/labs", label: "layout.link.labs" },
  ...CONTENT_PAGES.map((page): SiteLink => ({ path: `/${page.slug}`, label: `layout.page.${page.slug}` })),
  { path: "/sitemap", label: "layout.link.sitemap" },
];

/** Every public page that is not a test or a package, for /sitemap and /sitemap.xml. */
export const STATIC_PAGES: SiteLink[] = [
  { path: "/", label: "layout.link.home" },
  { path: "/book", label: "layout.link.book" },
  ...FOOTER_LINKS,
];
