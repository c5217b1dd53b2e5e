import type { City } from "../../domain/catalogue.ts";
import type { LabTest } from "../../domain/lab-test.ts";
import { priceInCity } from "../../domain/pricing.ts";

/** What a test card shows. */
export type TestCardData = {
  slug: string;
  name: string;
  description: string;
  price: number;
  originalPrice: number;
  reportTime: string;
  labType: string;
};

/** Just what a test card shows, priced for the visitor's city (keeps loader data small). */
export function toTestCard(test: LabTest, city: City): TestCardData {
  return {
    slug: test.slug,
    name: test.name,
    description: test.description,
    reportTime: test.reportTime,
    labType: test.labType,
    ...priceInCity(test, city),
  };
}
