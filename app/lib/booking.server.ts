// The booking pages' reads: the basket priced in every city (the price shown is the price
// booked, whichever pincode is typed), what the chosen tests need before the sample, and the
// catalogue searched from the booking form.
import type { AppLoadContext } from "react-router";
import type { BookingRequest } from "../../domain/booking.ts";
import { CITIES, type City } from "../../domain/catalogue.ts";
import { cityOfPincode, labCity } from "../../domain/collection.ts";
import type { LabTest } from "../../domain/lab-test.ts";
import type { Locale } from "../../domain/locale.ts";
import { type PreparationSource } from "../../domain/preparation.ts";
import { type LinePrice, packageLinePrice, testLinePrice } from "../../domain/basket-pricing.ts";
import { withCatalogueTests } from "../../domain/package-pricing.ts";
import { IdSchema } from "../../domain/schemas.ts";
import type { Settings } from "../../domain/settings.ts";
import type { SearchResult } from "../../domain/search.ts";
import { translated } from "../i18n/translated.tsx";
import type { Basket } from "./booking-form.ts";
import { totalsOf } from "./booking-totals.ts";

type Services = AppLoadContext["services"];

export type CityPrice = LinePrice;

/** One thing in the basket, as the form shows it. */
export type BasketLine = {
  kind: "test" | "package";
  /** The test's slug or the package's id. */
  id: string;
  /** In the page's language: a test's Hindi name on a Hindi page, or its English when it has none yet. */
  name: string;
  /** The name is the English one on a page in another language (the page marks it lang="en"). */
  isEnglishName: boolean;
  /** Its page, as an English path (the page puts it in its own language). */
  link: string;
  prices: Record<City, CityPrice>;
  /** The tests it is made of, for the preparation advice. */
  preparation: PreparationSource[];
};

const sameInEveryCity = (price: CityPrice) =>
  Object.fromEntries(CITIES.map((city) => [city, price])) as Record<City, CityPrice>;

/** A test's name and fasting instructions in `locale` (the English of any not written yet). */
const preparationOf = (test: LabTest, locale: Locale): PreparationSource => ({
  name: nameIn(test, locale).name,
  fasting: test.fasting,
  fastingInstructions: (locale === "hi" ? test.hi.fastingInstructions : undefined) ?? test.fastingInstructions,
});

/** A test's or package's name in `locale`: its Hindi name on a Hindi page, else the English (said so). */
export function nameIn(
  item: { name: string; hi: { name?: string } },
  locale: Locale,
): { name: string; isEnglishName: boolean } {
  const { value, lang } = translated(locale, item.name, item.hi.name);
  return { name: value, isEnglishName: lang === "en" };
}

/**
 * The basket's tests and packages that are on sale, in basket order; anything else (a test
 * since retired, a mistyped address) is left out, and `missing` says how many.
 */
export async function pricedBasket(
  services: Services,
  basket: Basket,
  locale: Locale = "en",
): Promise<{ lines: BasketLine[]; missing: number }> {
  const lines: BasketLine[] = [];
  let missing = 0;
  const catalogue = basket.packages.length > 0 ? await services.labTests.list() : [];
  for (const slug of basket.tests) {
    const test = await services.labTests.get(slug);
    if (!test) {
      missing++;
      continue;
    }
    lines.push({
      kind: "test",
      id: test.slug,
      ...nameIn(test, locale),
      link: `/tests/${test.slug}`,
      prices: Object.fromEntries(CITIES.map((city) => [city, testLinePrice(test, city)])) as Record<City, CityPrice>,
      preparation: [preparationOf(test, locale)],
    });
  }
  for (const id of basket.packages) {
    const found = IdSchema.safeParse(id).success ? await services.packages.get(id) : null;
    if (!found) {
      missing++;
      continue;
    }
    lines.push({
      kind: "package",
      id: found.id,
      ...nameIn(found, locale),
      link: `/packages/${found.id}`,
      prices: sameInEveryCity(packageLinePrice(found)),
      preparation: withCatalogueTests(found.tests, catalogue).flatMap(({ test }) =>
        test ? [preparationOf(test, locale)] : [],
      ),
    });
  }
  return { lines, missing };
}

/** The search's results with their names in the page's language (a test's or package's Hindi name, where it has one). */
async function resultsIn(locale: Locale, services: Services, results: SearchResult[]) {
  const [tests, { packages }] = await Promise.all([services.labTests.list(), services.packages.list()]);
  const byId = new Map<string, { name: string; hi: { name?: string } }>([
    ...tests.map((test) => [`test:${test.slug}`, test] as const),
    ...packages.map((pkg) => [`package:${pkg.id}`, pkg] as const),
  ]);
  return results.map((result) => ({
    ...result,
    ...nameIn(byId.get(result.id) ?? { name: result.name, hi: {} }, locale),
  }));
}

/** The catalogue searched for what a patient typed into "Add a test or package" (null for nothing typed). */
export async function searchFor(locale: Locale, services: Services, query: string) {
  // In the page's language, so a Hindi query ranks by Hindi names as the search box does.
  return query ? resultsIn(locale, services, (await services.search.index(locale)).search(query, 8)) : null;
}

/**
 * Prices differ by city, and a booking is priced where it is served: a home collection in its
 * pincode's city, a lab visit in its lab's. The form showed the prices of `input.city`: when the
 * visit is served elsewhere and the total differs there, that city and its subtotal, for the
 * patient to see before anything is booked; null when the price shown is the price booked.
 */
export async function priceWhereServed(
  services: Services,
  input: BookingRequest,
): Promise<{ city: City; subtotalPaise: number } | null> {
  if (!input.city) return null;
  const servedIn =
    input.collectionType === "home"
      ? cityOfPincode(await services.settings.get(), input.pincode ?? "")
      : labCity(input.labAddress ?? "");
  if (!servedIn || servedIn === input.city) return null;
  const { lines } = await pricedBasket(services, {
    tests: input.people.flatMap((person) => person.tests),
    packages: input.people.flatMap((person) => person.packages),
  });
  const shown = totalsOf(lines, input.city, null).subtotalPaise;
  const actual = totalsOf(lines, servedIn, null).subtotalPaise;
  return shown === actual ? null : { city: servedIn, subtotalPaise: actual };
}

/** The consent notice in the page's language; the English one (marked so) where no Hindi is written. */
export const consentNoticeIn = (lab: Pick<Settings, "consentNotice" | "consentVersion" | "hi">, locale: Locale) => ({
  notice: locale === "hi" && lab.hi.consentNotice ? lab.hi.consentNotice : lab.consentNotice,
  isEnglish: locale !== "en" && !(locale === "hi" && lab.hi.consentNotice),
  version: lab.consentVersion,
});
