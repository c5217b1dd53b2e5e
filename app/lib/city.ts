import { CITIES, CITY_COOKIE, type City } from "../../domain/catalogue.ts";

/** The cities we collect in, as a sentence names them: "Delhi, Noida and Gurgaon". */
export function citiesInWords(conjunction: "and" | "or"): string {
  return CITIES.length < 2 ? CITIES.join("") : `${CITIES.slice(0, -1).join(", ")} ${conjunction} ${CITIES.at(-1)}`;
}

/** The Set-Cookie value that remembers the visitor's city for a year. */
export function cityCookie(city: City): string {
  return `${CITY_COOKIE}=${encodeURIComponent(city)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
