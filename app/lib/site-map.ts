import { FOOTER_LINKS } from "../components/layout/site-footer.tsx";

/** Every public page that is not a test or a package, for /sitemap and /sitemap.xml. */
export const STATIC_PAGES = [
  { path: "/", label: "Home" },
  { path: "/reports", label: "My Reports" },
  { path: "/book", label: "Book a test" },
  ...FOOTER_LINKS.map((link) => ({ path: link.to, label: link.label })),
];
