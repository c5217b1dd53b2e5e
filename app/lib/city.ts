import { CITY_COOKIE, type City } from "../../domain/catalogue.ts";

/** The Set-Cookie value that remembers the visitor's city for a year. */
export function cityCookie(city: City): string {
  return `${CITY_COOKIE}=${encodeURIComponent(city)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
