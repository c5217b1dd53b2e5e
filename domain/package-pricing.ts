// What a package's tests cost booked one by one, and the rule that a package must cost
// less. Zod-free: the package page, the card and the Package Manager use it in the browser,
// the packages service on the server (docs/decisions/2026-11-22-honest-package-prices.md).
import { CITIES, type City } from "./catalogue.ts";
import { formatRupees, priceInCity, toPaise, toRupees } from "./pricing.ts";
import type { RefusalCode } from "./refusals.ts";

/** A catalogue test with what its price in each city is made of. */
export type PricedTest = {
  slug: string;
  price: number;
  originalPrice: number;
  cityPrices: Partial<Record<string, { price: number; originalPrice: number }>>;
};

/**
 * Each of a package's tests with the catalogue test it links to while that test is on sale;
 * `test` is undefined for free text and for a test since retired.
 */
export function withCatalogueTests<P extends { slug: string | null }, T extends { slug: string }>(
  tests: readonly P[],
  catalogue: readonly T[],
): (P & { test: T | undefined })[] {
  const bySlug = new Map(catalogue.map((t) => [t.slug, t]));
  return tests.map((t) => ({ ...t, test: t.slug === null ? undefined : bySlug.get(t.slug) }));
}

/**
 * The sum of the package's tests booked separately, per city; null unless every test is
 * linked to a test on sale (free text or a retired test has no price to add up).
 */
export function separateTotals(
  tests: readonly { slug: string | null }[],
  catalogue: readonly PricedTest[],
): Record<City, number> | null {
  if (tests.length === 0) return null;
  const linked = withCatalogueTests(tests, catalogue).map(({ test }) => test);
  if (linked.some((t) => t === undefined)) return null;
  // Summed in paise so a total never drifts by a rupee's fraction.
  return Object.fromEntries(
    CITIES.map((city) => [city, toRupees(linked.reduce((sum, t) => sum + toPaise(priceInCity(t!, city).price), 0))]),
  ) as Record<City, number>;
}

/** A patient in every city must save, so the offer is held against the cheapest city's total. */
export const lowestTotal = (totals: Record<City, number>): number => Math.min(...CITIES.map((city) => totals[city]));

/** What a patient pays for the package: the offer price, else the price. */
export const packagePrice = (pkg: { price: number; discountedPrice: number | null }): number =>
  pkg.discountedPrice ?? pkg.price;

/**
 * The issue when a package would not be a real saving: its offer price (or its price, with
 * no offer) is not below its tests booked separately in the city where they cost least.
 */
export function offerNotBelowSeparateIssue(
  pkg: { price: number; discountedPrice: number | null },
  totals: Record<City, number> | null,
): {
  path: ["discountedPrice" | "price"];
  code: Extract<RefusalCode, `${"PRICE" | "OFFER"}_NOT_BELOW_SEPARATE${"" | "_ANYWHERE"}`>;
  values: { total: string };
} | null {
  if (totals === null) return null;
  const lowest = lowestTotal(totals);
  if (packagePrice(pkg) < lowest) return null;
  const field = pkg.discountedPrice === null ? "price" : "discountedPrice";
  const isSameEverywhere = CITIES.every((city) => totals[city] === lowest);
  const code =
    field === "price"
      ? isSameEverywhere
        ? "PRICE_NOT_BELOW_SEPARATE"
        : "PRICE_NOT_BELOW_SEPARATE_ANYWHERE"
      : isSameEverywhere
        ? "OFFER_NOT_BELOW_SEPARATE"
        : "OFFER_NOT_BELOW_SEPARATE_ANYWHERE";
  return { path: [field], code, values: { total: formatRupees(lowest) } };
}

/**
 * What the package's tests cost booked separately in `city`, to show beside its price; null
 * unless every test is linked and the package is a real saving in every city (a package priced
 * before the rule claims nothing).
 */
export function separatePriceToShow(
  pkg: { price: number; discountedPrice: number | null; tests: readonly { slug: string | null }[] },
  catalogue: readonly PricedTest[],
  city: City,
): number | null {
  const totals = separateTotals(pkg.tests, catalogue);
  return totals !== null && packagePrice(pkg) < lowestTotal(totals) ? totals[city] : null;
}

/** A package as the cards show it: with what its tests cost booked separately in the visitor's city, when that is a real saving. */
type PackageWithSeparatePrice<P> = P & { separately: number | null };
export const withSeparatePrices = <P extends Parameters<typeof separatePriceToShow>[0]>(
  packages: readonly P[],
  catalogue: readonly PricedTest[],
  city: City,
): PackageWithSeparatePrice<P>[] =>
  packages.map((p) => ({ ...p, separately: separatePriceToShow(p, catalogue, city) }));
