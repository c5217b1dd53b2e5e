// What a basket costs: the one arithmetic of the booking form (its loader, its action and the
// totals it shows as the patient types), the bookings API and the confirmation. Sums are made
// in whole paise, so 333.04 + 333.10 + 332.86 is 999.00 everywhere, never 999.0000000000001
// in one place and 999 in another. Zod-free, so it runs in the browser too.
import type { City } from "./catalogue.ts";
import type { CollectionRules } from "./collection.ts";
import { packagePrice } from "./package-pricing.ts";
import { priceInCity, toPaise, toRupees } from "./pricing.ts";

/** One item's price and regular price (MRP), in rupees. */
export type LinePrice = { price: number; mrp: number };

/** A test's line in `city`: its city price when set, else the catalogue price. */
export function testLinePrice(
  test: { price: number; originalPrice: number; cityPrices: Partial<Record<string, { price: number; originalPrice: number }>> },
  city: City,
): LinePrice {
  const { price, originalPrice } = priceInCity(test, city);
  return { price, mrp: originalPrice };
}

/** A package's line: the same in every city, at its offer price when it has one. */
export function packageLinePrice(pkg: { price: number; discountedPrice: number | null }): LinePrice {
  return { price: packagePrice(pkg), mrp: pkg.price };
}

/** A basket's sums, in paise: what a booking stores. */
export type BasketSums = { subtotalPaise: number; mrpPaise: number; feePaise: number; totalPaise: number };

/** The same sums in rupees, as the form and the confirmation show them. */
export type Totals = { subtotal: number; saving: number; fee: number; total: number };

/**
 * Sums a basket's lines. `collection` is the home-collection fee rule, or null for a lab
 * visit (no fee). The fee is waived when the subtotal is above `freeCollectionAbove`,
 * compared in paise.
 */
export function sumBasket(
  lines: readonly LinePrice[],
  collection: Pick<CollectionRules, "homeCollectionFee" | "freeCollectionAbove"> | null,
): BasketSums {
  const subtotalPaise = lines.reduce((sum, line) => sum + toPaise(line.price), 0);
  const mrpPaise = lines.reduce((sum, line) => sum + toPaise(line.mrp), 0);
  const isFree = collection === null || (collection.freeCollectionAbove !== null && subtotalPaise > toPaise(collection.freeCollectionAbove));
  const feePaise = isFree ? 0 : toPaise(collection.homeCollectionFee);
  return { subtotalPaise, mrpPaise, feePaise, totalPaise: subtotalPaise + feePaise };
}

export function totalsInRupees({ subtotalPaise, mrpPaise, feePaise, totalPaise }: BasketSums): Totals {
  return { subtotal: toRupees(subtotalPaise), saving: toRupees(mrpPaise - subtotalPaise), fee: toRupees(feePaise), total: toRupees(totalPaise) };
}
