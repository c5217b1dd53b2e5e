import { BUILT_IN_SLIDES as SEEDED_SLIDES } from "../../domain/built-in-slides.ts";
import type { HeroSlide } from "../components/carousel/hero-carousel.tsx";

/**
 * SPEC §3: shown only when staff have no active slide in the Carousel Manager. They are the
 * slides the database is first seeded with, so the two can never disagree; without
 * their seeded artwork, the hero draws its own background.
 */
export const BUILT_IN_SLIDES: HeroSlide[] = SEEDED_SLIDES.map(({ title, description, buttonText, buttonLink }, i) => ({
  id: `built-in-${i + 1}`,
  title,
  description,
  buttonText,
  buttonLink,
  imageUrl: null,
}));

/** The four promises of SPEC §1, as the home page's feature tiles. */
export const FEATURES = [
  { title: "Home sample collection", text: "A trained phlebotomist visits at the time you choose.", link: "/home-collection" },
  { title: "Health checkups", text: "Packages for every age, from basic to full body.", link: "/packages" },
  { title: "Free doctor consultation", text: "A doctor explains your report on the phone.", link: "/consultation" },
  { title: "Reports within 24 hours", text: "Open them online at My Reports; many tests the same day.", link: "/reports" },
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
