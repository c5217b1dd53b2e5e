// Where samples are collected and what it costs, from the lab's settings. Free of zod, so
// the booking form works these out in the browser exactly as the server does.
import { CITIES, type City, DEFAULT_CITY } from "./catalogue.ts";

/** The settings these rules read (domain/settings.ts). */
export type CollectionRules = {
  homeCollectionFee: number;
  /** Collection is free above this order value; null: never free. */
  freeCollectionAbove: number | null;
  pincodes: Record<City, string[]>;
};

/** The city a pincode is served in, or null when it is not served. */
export function cityOfPincode(rules: Pick<CollectionRules, "pincodes">, pincode: string): City | null {
  const wanted = pincode.trim();
  return CITIES.find((city) => rules.pincodes[city].includes(wanted)) ?? null;
}

/** Our cities as whole words, any case. */
const CITY_WORD = new RegExp(`\\b(${CITIES.join("|")})\\b`, "gi");

/** The city an address names: the last of our cities in it ("12 Delhi Road, Noida" is in Noida), else null. */
export function cityNamedIn(address: string): City | null {
  const named = [...address.matchAll(CITY_WORD)].at(-1)?.[1].toLowerCase();
  return CITIES.find((city) => city.toLowerCase() === named) ?? null;
}

/**
 * The city of a lab, whose prices a visit to it pays: the one its address names (the settings
 * require one), else the default city for an address saved before that rule.
 */
export function labCity(address: string): City {
  return cityNamedIn(address) ?? DEFAULT_CITY;
}
