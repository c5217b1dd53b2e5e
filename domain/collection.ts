// Where samples are collected and what it costs, from the lab's settings. Free of zod, so
// the booking form works these out in the browser exactly as the server does.
import { CITIES, type City } from "./catalogue.ts";

/** The settings these rules read (domain/settings.ts). */
export type CollectionRules = {
  homeCollectionFee: number;
  /** Collection is free above this order value; null: never free. */
  freeCollectionAbove: number | null;
  pincodes: Record<City, string[]>;
};

/** Home-collection fee for an order of this value, in rupees. */
export function homeCollectionFee(rules: Pick<CollectionRules, "homeCollectionFee" | "freeCollectionAbove">, orderTotal: number): number {
  const { homeCollectionFee: fee, freeCollectionAbove: freeAbove } = rules;
  return freeAbove !== null && orderTotal > freeAbove ? 0 : fee;
}

/** The city a pincode is served in, or null when it is not served. */
export function cityOfPincode(rules: Pick<CollectionRules, "pincodes">, pincode: string): City | null {
  const wanted = pincode.trim();
  return CITIES.find((city) => rules.pincodes[city].includes(wanted)) ?? null;
}
