import { formatIndianNumber } from "./indian-numbers.ts";

/** Discount % = round((price − offer) / price × 100), SPEC §3. */
export function discountPercent(price: number, offerPrice: number): number {
  if (price <= 0 || offerPrice >= price) return 0;
  return Math.round(((price - offerPrice) / price) * 100);
}

const RUPEE_SIGN = "₹";

/**
 * ₹1,499 or ₹1,499.50, in the en-IN grouping (₹1,25,000) patients expect, on every page of both
 * languages: as Intl's en-IN rupees write it (-₹1,499 below zero), written without Intl
 * (indian-numbers.ts says why).
 */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount)
    ? formatIndianNumber(amount, { maxFractionDigits: 0, currencySign: RUPEE_SIGN })
    : formatIndianNumber(amount, { minFractionDigits: 2, maxFractionDigits: 2, currencySign: RUPEE_SIGN });
}

/**
 * A sum in paise as prices are shown (₹1,499, or ₹1,499.50 when it has paise): the server and
 * the pages carry paise and turn them into words only here. `formatPaise` (payment-rules.ts)
 * is the ledger's, always with two decimals.
 */
export const formatPaiseAsPrice = (paise: number): string => formatRupees(toRupees(paise));

/** Money is kept in paise in the database so sums never drift. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

type CityPriced = {
  price: number;
  originalPrice: number;
  cityPrices: Partial<Record<string, { price: number; originalPrice: number }>>;
};

/** A test's price in a city: its own city price when set, else the catalogue price. */
export function priceInCity(test: CityPriced, city: string): { price: number; originalPrice: number } {
  return test.cityPrices[city] ?? { price: test.price, originalPrice: test.originalPrice };
}
