import { CITIES, CITY_COOKIE, type City } from "../../domain/catalogue.ts";
import { readCookie } from "./cookies.ts";

export type { City };
export const DEFAULT_CITY: City = "Delhi";

/** The cities we collect in, as a sentence names them: "Delhi, Noida and Gurgaon". */
export function citiesInWords(conjunction: "and" | "or"): string {
  return CITIES.length < 2 ? CITIES.join("") : `${CITIES.slice(0, -1).join(", ")} ${conjunction} ${CITIES.at(-1)}`;
}

export const isCity = (value: unknown): value is City => (CITIES as readonly unknown[]).includes(value);

/** The visitor's chosen city from the Cookie header, so server-rendered prices are right. */
export function cityFromCookie(cookieHeader: string | null): City {
  const value = readCookie(cookieHeader, CITY_COOKIE);
  return isCity(value) ? value : DEFAULT_CITY;
}

export function cityCookie(city: City): string {
  return `${CITY_COOKIE}=${encodeURIComponent(city)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
