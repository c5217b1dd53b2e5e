import type { HeroSlide } from "../components/carousel/hero-carousel.tsx";

/** SPEC §3: shown only when staff have no active slide in the Carousel Manager. */
export const BUILT_IN_SLIDES: HeroSlide[] = [
  { id: "built-in-1", title: "Your Health Our Priority", description: "Accurate lab tests with reports online, most of them the same day.", buttonText: "Explore Tests", buttonLink: "/tests", imageUrl: null },
  { id: "built-in-2", title: "Home Collection Service", description: "A trained phlebotomist collects your sample at home, anywhere in Delhi and Noida.", buttonText: "Book Home Collection", buttonLink: "/home-collection", imageUrl: null },
  { id: "built-in-3", title: "Health Packages", description: "Full body, women's, heart, diabetes and senior checkups at clear, fair prices.", buttonText: "View Packages", buttonLink: "/packages", imageUrl: null },
  { id: "built-in-4", title: "Expert Team", description: "Qualified pathologists and technicians check every report before it reaches you.", buttonText: "Meet Our Team", buttonLink: "/team", imageUrl: null },
  { id: "built-in-5", title: "Modern Facilities", description: "Automated analysers and strict quality control for results you can rely on.", buttonText: "See Our Facilities", buttonLink: "/facilities", imageUrl: null },
];

/** The four promises of SPEC §1, as the home page's feature tiles. */
export const FEATURES = [
  { title: "Home sample collection", text: "A trained phlebotomist visits at the time you choose.", link: "/home-collection" },
  { title: "Health checkups", text: "Packages for every age, from basic to full body.", link: "/packages" },
  { title: "Free doctor consultation", text: "A doctor explains your report on the phone.", link: "/consultation" },
  { title: "Reports within 24 hours", text: "Online, and the same day for many tests.", link: "/reports" },
] as const;

/** Mobile category tiles (SPEC §3): each opens a filtered list. */
export const CATEGORY_TILES = [
  { label: "For Women", link: "/packages?category=women" },
  { label: "For Men", link: "/packages?category=full-body" },
  { label: "Lifestyle Checkups", link: "/packages?category=cardiac" },
  { label: "Health Concerns", link: "/tests" },
  { label: "Senior Care", link: "/packages?category=senior" },
  { label: "Covid Care", link: "/tests/covid-rt-pcr" },
] as const;
