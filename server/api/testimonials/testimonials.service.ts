import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import { findTestimonials, type Testimonial } from "./testimonials.repository.ts";

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;

/**
 * Patients' own words, shown on the home page when there are any. Seeded empty: invented
 * quotes would be fake (docs/decisions/2026-11-20-no-invented-testimonials.md).
 */
export function createTestimonialsService(db: Kysely<Database>, cache: CatalogueCache) {
  return {
    list: (): Promise<Testimonial[]> => cache.get("testimonials", () => findTestimonials(db)),
  };
}
