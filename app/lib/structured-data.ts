import { LOCALE_TAG, pathIn, type Locale } from "../../domain/locale.ts";
// schema.org JSON-LD for the pages search engines and link previews read. Each object uses
// only properties schema.org defines for its type (structured-data.test.ts holds the list).
import { CITIES, type City } from "../../domain/catalogue.ts";
import type { HealthPackage } from "../../domain/health-package.ts";
import type { LabTest } from "../../domain/lab-test.ts";
import type { SiteSettings } from "../../domain/site-settings.ts";
import { telLink } from "./contact-links.ts";
import { absoluteUrl, type ShareImage } from "./seo.ts";
import { packagePrice } from "../../domain/package-pricing.ts";

const CONTEXT = "https://schema.org";

/** The state each city of CITIES lies in, for an address's addressRegion. */
const REGION_OF: Record<City, string> = { Delhi: "Delhi", Noida: "Uttar Pradesh", Gurgaon: "Haryana" };

/**
 * An address as staff typed it (one line, in the settings), as a PostalAddress: the city and
 * its state when the line names one of ours, and the pincode when it has one. Nothing guessed.
 */
export function postalAddress(address: string) {
  const city = CITIES.find((c) => new RegExp(`\\b${c}\\b`, "i").test(address));
  const pincode = /\b\d{6}\b/.exec(address)?.[0];
  return {
    "@type": "PostalAddress",
    streetAddress: address,
    ...(city && { addressLocality: city, addressRegion: REGION_OF[city] }),
    ...(pincode && { postalCode: pincode }),
    addressCountry: "IN",
  };
}

const DAY_CODES = { mon: "Mo", tue: "Tu", wed: "We", thu: "Th", fri: "Fr", sat: "Sa", sun: "Su" } as const;
const DAY = "(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?";
const TIME = "(\\d{1,2})(?:[:.](\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?";
const DASH = "\\s*(?:-|–|—|to)\\s*";
const HOURS_PATTERN = new RegExp(`^\\s*${DAY}(?:${DASH}${DAY})?\\s*[,:]?\\s*${TIME}${DASH}${TIME}\\s*$`, "i");

function clock(hour: string, minute: string | undefined, meridiem: string | undefined): string | null {
  let h = Number(hour);
  const m = Number(minute ?? "0");
  const half = meridiem?.toLowerCase().replaceAll(".", "");
  if (half && (h < 1 || h > 12)) return null;
  if (half === "pm" && h !== 12) h += 12;
  if (half === "am" && h === 12) h = 0;
  if (h > 23 || m > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/**
 * The opening hours staff typed ("Mon–Sun, 7:00 am – 9:00 pm") in schema.org's form
 * ("Mo-Su 07:00-21:00"); null when the text is not one day range and one time range, so the
 * property is left out rather than stated wrongly.
 */
export function openingHours(hours: string): string | null {
  const match = HOURS_PATTERN.exec(hours);
  if (!match) return null;
  const [, firstDay, lastDay, openHour, openMinute, openHalf, closeHour, closeMinute, closeHalf] = match;
  const day = (name: string) => DAY_CODES[name.toLowerCase() as keyof typeof DAY_CODES];
  const opens = clock(openHour, openMinute, openHalf);
  const closes = clock(closeHour, closeMinute, closeHalf);
  if (!opens || !closes) return null;
  const days = lastDay ? `${day(firstDay)}-${day(lastDay)}` : day(firstDay);
  return `${days} ${opens}-${closes}`;
}

/** The lab: a DiagnosticLab, and a MedicalBusiness for the opening hours (a LocalBusiness property). */
export function labJsonLd(site: SiteSettings, origin: string, image: ShareImage, locale: Locale = "en") {
  const hours = openingHours(site.hours);
  return {
    "@context": CONTEXT,
    "@type": ["DiagnosticLab", "MedicalBusiness"],
    name: site.labName,
    url: absoluteUrl(origin, pathIn(locale, "/")),
    image: image.url,
    telephone: telLink(site.phone).slice("tel:".length),
    email: site.email,
    ...(hours && { openingHours: hours }),
    // The main centre is the lab's address; every centre is a location.
    address: postalAddress(site.addresses[0]),
    location: site.addresses.map((address) => ({ "@type": "Place", address: postalAddress(address) })),
    areaServed: CITIES.map((city) => ({ "@type": "City", name: city })),
  };
}

const labReference = (site: SiteSettings, origin: string) => ({
  "@type": ["DiagnosticLab", "MedicalBusiness"],
  name: site.labName,
  url: absoluteUrl(origin, "/"),
});

/**
 * A test page: the MedicalTest it describes (schema.org gives a MedicalTest no offers) and
 * the lab's Service of carrying it out, which has the price.
 */
export function testJsonLd(
  test: Pick<LabTest, "slug" | "name" | "alternateNames" | "description" | "usedToDiagnose">,
  price: number,
  { site, origin, image, locale = "en" }: { site: SiteSettings; origin: string; image: ShareImage; locale?: Locale },
) {
  const url = absoluteUrl(origin, pathIn(locale, `/tests/${test.slug}`));
  const medicalTest = {
    "@context": CONTEXT,
    "@type": "MedicalTest",
    name: test.name,
    ...(test.alternateNames.length > 0 && { alternateName: test.alternateNames }),
    description: test.description,
    url,
    ...(test.usedToDiagnose.length > 0 && {
      usedToDiagnose: test.usedToDiagnose.map((condition) => ({ "@type": "MedicalCondition", name: condition })),
    }),
  };
  const service = {
    "@context": CONTEXT,
    "@type": "Service",
    name: test.name,
    serviceType: "Medical laboratory test",
    description: test.description,
    url,
    image: image.url,
    provider: labReference(site, origin),
    areaServed: CITIES.map((city) => ({ "@type": "City", name: city })),
    offers: offer(price, absoluteUrl(origin, pathIn(locale, `/book/${test.slug}`))),
  };
  return [medicalTest, service];
}

/** A package page: a Product (a set of tests at one price) with its offer. */
export function packageJsonLd(
  pkg: Pick<HealthPackage, "id" | "name" | "description" | "price" | "discountedPrice">,
  { origin, image, locale = "en" }: { origin: string; image: ShareImage; locale?: Locale },
) {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: pkg.name,
    description: pkg.description,
    url: absoluteUrl(origin, pathIn(locale, `/packages/${pkg.id}`)),
    image: image.url,
    offers: offer(packagePrice(pkg), absoluteUrl(origin, pathIn(locale, `/book-package/${pkg.id}`))),
  };
}

/** The price paid: it is what the patient pays at the collection or the lab. */
function offer(price: number, bookingUrl: string) {
  return { "@type": "Offer", price, priceCurrency: "INR", availability: "https://schema.org/InStock", url: bookingUrl };
}

export function faqJsonLd(faqs: { question: string; answer: string }[], locale: Locale = "en") {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    inLanguage: LOCALE_TAG[locale],
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
