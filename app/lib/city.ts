import { CITIES, CITY_COOKIE, type City } from "../../domain/catalogue.ts";
import type { Locale } from "../../domain/locale.ts";

const HINDI_NAMES: Record<City, string> = { Delhi: "दिल्ली", Noida: "नोएडा", Gurgaon: "गुरुग्राम" };
const CONJUNCTIONS = { en: { and: "and", or: "or" }, hi: { and: "और", or: "या" } } as const;

/** A city's name in a language: "Gurgaon", "गुरुग्राम". */
export const cityName = (city: City, locale: Locale = "en"): string => (locale === "hi" ? HINDI_NAMES[city] : city);

/** The cities we collect in, as a sentence names them: "Delhi, Noida and Gurgaon", "दिल्ली, नोएडा और गुरुग्राम". */
export function citiesInWords(conjunction: "and" | "or", locale: Locale = "en"): string {
  const names = CITIES.map((city) => cityName(city, locale));
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${CONJUNCTIONS[locale][conjunction]} ${names.at(-1)}`;
}

/** The Set-Cookie value that remembers the visitor's city for a year. */
export function cityCookie(city: City): string {
  return `${CITY_COOKIE}=${encodeURIComponent(city)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
