// What a basket costs: the one arithmetic of the booking form (its loader, its action and the
// totals it shows as the patient types), the bookings API and the confirmation. Sums are made
// in whole paise, so 333.04 + 333.10 + 332.86 is 999.00 everywhere, never 999.0000000000001
// in one place and 999 in another. Zod-free, so it runs in the browser too.
import type { City } from "./catalogue.ts";
import type { CollectionRules } from "./collection.ts";
import { packagePrice } from "./package-pricing.ts";
import { priceInCity, toPaise } from "./pricing.ts";

/**
 * One item's price and regular price (MRP), in paise: made here from the catalogue's rupees,
 * so the pricer, the bookings stored and the pages add whole numbers only.
 */
export type LinePrice = { pricePaise: number; mrpPaise: number };

/** A test's line in `city`: its city price when set, else the catalogue price. */
export function testLinePrice(
  test: {
    price: number;
    originalPrice: number;
    cityPrices: Partial<Record<string, { price: number; originalPrice: number }>>;
  },
  city: City,
): LinePrice {
  const { price, originalPrice } = priceInCity(test, city);
  return { pricePaise: toPaise(price), mrpPaise: toPaise(originalPrice) };
}

/** A package's line: the same in every city, at its offer price when it has one. */
export function packageLinePrice(pkg: { price: number; discountedPrice: number | null }): LinePrice {
  return { pricePaise: toPaise(packagePrice(pkg)), mrpPaise: toPaise(pkg.price) };
}

/** A basket's sums, in paise: what a booking stores. `discountPaise` is the desk's discounts on a visit (0 in the form). */
export type BasketSums = {
  subtotalPaise: number;
  mrpPaise: number;
  feePaise: number;
  discountPaise: number;
  totalPaise: number;
};

/**
 * The sums as the form, the confirmation and the manage page show them, in paise (formatted
 * only where they are shown): `savingPaise` is what the regular prices would have cost more.
 */
export type Totals = {
  subtotalPaise: number;
  savingPaise: number;
  feePaise: number;
  discountPaise: number;
  totalPaise: number;
};

/** One person's sums in a visit, in paise: their lines' prices and regular prices. */
export type PersonSums = { subtotalPaise: number; mrpPaise: number };

/** A visit's sums: each person's, and the visit's (one fee, one total). */
export type VisitSums = BasketSums & { people: PersonSums[] };

/**
 * Sums a visit of one or more people, each with their own lines. `collection` is the
 * home-collection fee rule, or null for a lab visit (no fee). One fee for the visit, waived
 * when the visit's subtotal (everyone's lines together) is above `freeCollectionAbove`,
 * compared in paise. `discountPaise` is what the desk took off the visit (its discounts, issue
 * 32), after the fee; a total below 0 means the discounts are more than the visit costs, which
 * the desk refuses (server/api/bookings/visit-changes.service.ts).
 */
export function sumVisit(
  people: readonly (readonly LinePrice[])[],
  collection: Pick<CollectionRules, "homeCollectionFee" | "freeCollectionAbove"> | null,
  discountPaise = 0,
): VisitSums {
  const each = people.map((lines) => ({
    subtotalPaise: lines.reduce((sum, line) => sum + line.pricePaise, 0),
    mrpPaise: lines.reduce((sum, line) => sum + line.mrpPaise, 0),
  }));
  const subtotalPaise = each.reduce((sum, person) => sum + person.subtotalPaise, 0);
  const mrpPaise = each.reduce((sum, person) => sum + person.mrpPaise, 0);
  const isFree =
    collection === null ||
    (collection.freeCollectionAbove !== null && subtotalPaise > toPaise(collection.freeCollectionAbove));
  const feePaise = isFree ? 0 : toPaise(collection.homeCollectionFee);
  return {
    people: each,
    subtotalPaise,
    mrpPaise,
    feePaise,
    discountPaise,
    totalPaise: subtotalPaise + feePaise - discountPaise,
  };
}

/** A basket of one person: a visit of one. */
export function sumBasket(
  lines: readonly LinePrice[],
  collection: Pick<CollectionRules, "homeCollectionFee" | "freeCollectionAbove"> | null,
): BasketSums {
  const { people: _people, ...sums } = sumVisit([lines], collection);
  return sums;
}

/** A person's subtotal and saving in paise, as the form and the confirmation show them. */
export type PersonTotals = { subtotalPaise: number; savingPaise: number };

export const personTotalsOf = ({ subtotalPaise, mrpPaise }: PersonSums): PersonTotals => ({
  subtotalPaise,
  savingPaise: mrpPaise - subtotalPaise,
});

export function totalsOfSums({ subtotalPaise, mrpPaise, feePaise, discountPaise, totalPaise }: BasketSums): Totals {
  return { subtotalPaise, savingPaise: mrpPaise - subtotalPaise, feePaise, discountPaise, totalPaise };
}
