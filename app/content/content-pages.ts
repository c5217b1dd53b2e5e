/**
 * Every plain content page, in the order the footer lists them. Each has its text in
 * pages/{slug}.ts and its Hindi in pages/hi/{slug}.ts (content-pages.test.ts and
 * hindi-pages.test.ts hold them together); its link's words are the layout's message
 * `page.{slug}`, in both languages. routes.ts reads this list at build time, under Vite's
 * config loader, so it imports nothing.
 */
export const CONTENT_PAGES = [
  { slug: "home-collection" },
  { slug: "consultation" },
  { slug: "wellness" },
  { slug: "corporate" },
  { slug: "about" },
  { slug: "team" },
  { slug: "facilities" },
  { slug: "careers" },
  { slug: "blog" },
  { slug: "privacy" },
  { slug: "terms" },
] as const;
