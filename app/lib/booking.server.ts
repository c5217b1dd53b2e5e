// The booking pages' reads: the basket priced in every city (the price shown is the price
// booked, whichever pincode is typed) and what the chosen tests need before the sample.
import type { AppLoadContext } from "react-router";
import { CITIES, type City } from "../../domain/catalogue.ts";
import type { LabTest } from "../../domain/lab-test.ts";
import { type PreparationSource } from "../../domain/preparation.ts";
import { type LinePrice, packageLinePrice, testLinePrice } from "../../domain/basket-pricing.ts";
import { withCatalogueTests } from "../../domain/package-pricing.ts";
import { IdSchema } from "../../domain/schemas.ts";
import type { Basket } from "./booking-form.ts";

type Services = AppLoadContext["services"];

export type CityPrice = LinePrice;

/** One thing in the basket, as the form shows it. */
export type BasketLine = {
  kind: "test" | "package";
  /** The test's slug or the package's id. */
  id: string;
  name: string;
  link: string;
  prices: Record<City, CityPrice>;
  /** The tests it is made of, for the preparation advice. */
  preparation: PreparationSource[];
};

const sameInEveryCity = (price: CityPrice) => Object.fromEntries(CITIES.map((city) => [city, price])) as Record<City, CityPrice>;

const preparationOf = (test: LabTest): PreparationSource => ({
  name: test.name,
  fasting: test.fasting,
  fastingInstructions: test.fastingInstructions,
});

/**
 * The basket's tests and packages that are on sale, in basket order; anything else (a test
 * since retired, a mistyped address) is left out, and `missing` says how many.
 */
export async function pricedBasket(services: Services, basket: Basket): Promise<{ lines: BasketLine[]; missing: number }> {
  const lines: BasketLine[] = [];
  let missing = 0;
  const catalogue = basket.packages.length > 0 ? await services.tests.list() : [];
  for (const slug of basket.tests) {
    const test = await services.tests.get(slug);
    if (!test) {
      missing++;
      continue;
    }
    lines.push({
      kind: "test",
      id: test.slug,
      name: test.name,
      link: `/tests/${test.slug}`,
      prices: Object.fromEntries(CITIES.map((city) => [city, testLinePrice(test, city)])) as Record<City, CityPrice>,
      preparation: [preparationOf(test)],
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
      name: found.name,
      link: `/packages/${found.id}`,
      prices: sameInEveryCity(packageLinePrice(found)),
      preparation: withCatalogueTests(found.tests, catalogue).flatMap(({ test }) => (test ? [preparationOf(test)] : [])),
    });
  }
  return { lines, missing };
}
