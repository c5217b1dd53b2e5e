import { CITIES, CITY_COOKIE, type City } from "../../domain/catalogue.ts";
import { readCookie } from "./cookies.ts";

export type { City };
export const DEFAULT_CITY: City = "Delhi";

export const isCity = (value: unknown): value is City => (CITIES as readonly unknown[]).includes(value);

/** The visitor's chosen city from the Cookie header, so server-rendered prices are right. */
export function cityFromCookie(cookieHeader: string | null): City {
  const value = readCookie(cookieHeader, CITY_COOKIE);
  return isCity(value) ? value : DEFAULT_CITY;
}

export function cityCookie(city: City): string {
  return `${CITY_COOKIE}=${encodeURIComponent(city)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
