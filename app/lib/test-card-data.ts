import type { City } from "../../domain/catalogue.ts";
import type { Locale } from "../../domain/locale.ts";
import type { LabTest } from "../../domain/lab-test.ts";
import { priceInCity } from "../../domain/pricing.ts";
import { localize, type Localized } from "../i18n/localize.ts";

/** What a test card shows, in the page's language. */
export type TestCardData = Localized<{
  slug: string;
  name: string;
  description: string;
  price: number;
  originalPrice: number;
  reportTime: string;
  labType: string;
}>;

const CARD_TEXT = ["name", "description", "reportTime", "labType"] as const;

/** Just what a test card shows, priced for the visitor's city, in the page's language (keeps loader data small). */
export function toTestCard(test: LabTest, city: City, locale: Locale): TestCardData {
  const { name, description, reportTime, labType, hi } = test;
  return {
    slug: test.slug,
    ...localize(locale, { name, description, reportTime, labType, hi }, CARD_TEXT),
    ...priceInCity(test, city),
  };
}
