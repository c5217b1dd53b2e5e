import { CITIES } from "../../domain/catalogue.ts";
import type { SiteSettings } from "../../domain/site-settings.ts";
import { telLink } from "./contact-links.ts";

/** schema.org DiagnosticLab with both addresses, for the home page and /labs. */
export function labJsonLd(site: SiteSettings, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": ["DiagnosticLab", "MedicalBusiness"],
    name: site.labName,
    url: origin,
    telephone: telLink(site.phone).slice("tel:".length),
    email: site.email,
    openingHours: site.hours,
    areaServed: [...CITIES],
    location: site.addresses.map((address) => ({
      "@type": "Place",
      address: { "@type": "PostalAddress", streetAddress: address, addressRegion: "Uttar Pradesh", addressCountry: "IN" },
    })),
  };
}
