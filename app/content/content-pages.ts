/**
 * Every plain content page, in the order the footer lists them, with the words its links
 * use. Each has its text in pages/{slug}.ts (content-pages.test.ts holds the two together).
 * routes.ts reads this list at build time, under Vite's config loader, so it imports nothing.
 */
export const CONTENT_PAGES = [
  { slug: "home-collection", label: "Home Collection" },
  { slug: "consultation", label: "Doctor Consultation" },
  { slug: "wellness", label: "Wellness" },
  { slug: "corporate", label: "Corporate Health" },
  { slug: "about", label: "About Us" },
  { slug: "team", label: "Our Team" },
  { slug: "facilities", label: "Facilities" },
  { slug: "careers", label: "Careers" },
  { slug: "blog", label: "Health Articles" },
  { slug: "privacy", label: "Privacy Policy" },
  { slug: "terms", label: "Terms of Use" },
] as const;
