// Where a slide shows and the shapes it is drawn at. Zod-free: the home page's carousels read
// it in the patient's browser, where the schemas (domain/carousel.ts) must not go.

/** Where a slide shows: the computer home's hero, the phone home's promo cards, or both. */
export const SLIDE_PLACEMENTS = ["hero", "promo", "both"] as const;
export type SlidePlacement = (typeof SLIDE_PLACEMENTS)[number];
export const PLACEMENT_LABELS: Record<SlidePlacement, string> = {
  hero: "Computer hero",
  promo: "Phone promo cards",
  both: "Both",
};
export const showsOnComputers = (placement: SlidePlacement) => placement !== "promo";
export const showsOnPhones = (placement: SlidePlacement) => placement !== "hero";

/**
 * The shapes the home page draws a slide at (app/components/carousel): the hero is 16:6 and
 * up to 1232 px wide (served from the 1600 px variant on sharp screens); a promo card is 2:1
 * across a phone (served up to 800 px wide). Images are scaled, never cropped, when stored,
 * so the page crops them to these shapes.
 */
export const SLIDE_FRAMES = {
  hero: { width: 1600, height: 600, ratio: "8:3", where: "computers", titleAt: "left" },
  promo: { width: 800, height: 400, ratio: "2:1", where: "phones", titleAt: "bottom" },
} as const;
