import { CITIES, CITY_COOKIE, type City, isCity } from "../../domain/catalogue.ts";
import type { Locale } from "../../domain/locale.ts";

const HINDI_NAMES: Record<City, string> = { Delhi: "दिल्ली", Noida: "नोएडा", Gurgaon: "गुरुग्राम" };
const CONJUNCTIONS = { en: { and: "and", or: "or" }, hi: { and: "और", or: "या" } } as const;

/** A city's name in a language: "Gurgaon", "गुरुग्राम". */
export const cityName = (city: City, locale: Locale = "en"): string => (locale === "hi" ? HINDI_NAMES[city] : city);

/** The cities we collect in, as a sentence names them: "Delhi, Noida and Gurgaon", "दिल्ली, नोएडा और गुरुग्राम". */
export function citiesInWords(conjunction: "and" | "or", locale: Locale = "en"): string {
  const names = CITIES.map((city) => cityName(city, locale));
  return names.length < 2
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} ${CONJUNCTIONS[locale][conjunction]} ${names.at(-1)}`;
}

/** The Set-Cookie value that remembers the visitor's city for a year. */
export function cityCookie(city: City): string {
  return `${CITY_COOKIE}=${encodeURIComponent(city)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * A city picker that joined the page's form (app/lib/page-form.tsx): the field of the button that
 * sent its choice (the value: the picker's id), and the field of its select.
 */
export const CITY_PICKER_FIELD = "cityPicker";
export const cityChoiceField = (pickerId: string) => `${CITY_PICKER_FIELD}.${pickerId}`;

/**
 * The city chosen with a picker that joined a page's form, or null when the form was sent some
 * other way. The header has a picker per layout, both in the form: the pressed one's id says which
 * select to read.
 */
export function cityPickedIn(form: FormData): City | null {
  const pickerId = form.get(CITY_PICKER_FIELD);
  if (typeof pickerId !== "string") return null;
  const city = form.get(cityChoiceField(pickerId));
  return isCity(city) ? city : null;
}
