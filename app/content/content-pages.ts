/**
 * Every plain content page, in the order the footer lists them, with the words its links
 * use, in English and in Hindi (`hi`, for the /hi/ pages). Each has its text in pages/{slug}.ts and
 * its Hindi in pages/hi/{slug}.ts (content-pages.test.ts and hindi-pages.test.ts hold them together).
 * routes.ts reads this list at build time, under Vite's config loader, so it imports nothing.
 */
export const CONTENT_PAGES = [
  { slug: "home-collection", label: "Home Collection", hi: { label: "होम कलेक्शन" } },
  { slug: "consultation", label: "Doctor Consultation", hi: { label: "डॉक्टर से सलाह" } },
  { slug: "wellness", label: "Wellness", hi: { label: "वेलनेस" } },
  { slug: "corporate", label: "Corporate Health", hi: { label: "कॉर्पोरेट हेल्थ" } },
  { slug: "about", label: "About Us", hi: { label: "हमारे बारे में" } },
  { slug: "team", label: "Our Team", hi: { label: "हमारी टीम" } },
  { slug: "facilities", label: "Facilities", hi: { label: "लैब की सुविधाएं" } },
  { slug: "careers", label: "Careers", hi: { label: "करियर" } },
  { slug: "blog", label: "Health Articles", hi: { label: "सेहत से जुड़े लेख" } },
  { slug: "privacy", label: "Privacy Policy", hi: { label: "प्राइवेसी पॉलिसी" } },
  { slug: "terms", label: "Terms of Use", hi: { label: "इस्तेमाल की शर्तें" } },
] as const;
