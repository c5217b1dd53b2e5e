import { describe, expect, it } from "vitest";
import { CITIES } from "../../domain/catalogue.ts";
import type { SiteSettings } from "../../domain/site-settings.ts";
import { shareCard } from "./seo.ts";
import { faqJsonLd, labJsonLd, openingHours, packageJsonLd, postalAddress, testJsonLd } from "./structured-data.ts";

const origin = "https://lab.example";
const image = shareCard(origin);
const site: SiteSettings = {
  labName: "Test Lab",
  phone: "+91 98100 00000",
  phoneAlt: "",
  whatsappNumber: "919810000000",
  email: "care@testlab.example",
  addresses: ["B-12, Sector 18, Noida, Uttar Pradesh 201301", "C-4, Sector 62, Noida"],
  hours: "Mon–Sun, 7:00 am – 9:00 pm",
  hi: {},
  accreditation: "",
  showDiscountBadges: true,
};

// The properties schema.org defines for each type we use (own and inherited), from
// schema.org/<Type>: an object may use these and nothing else.
const THING = ["@context", "@type", "name", "alternateName", "description", "url", "image", "identifier", "sameAs"];
const ORGANIZATION = [...THING, "address", "areaServed", "email", "telephone", "location", "logo", "contactPoint"];
const ALLOWED: Record<string, string[]> = {
  MedicalBusiness: [
    ...ORGANIZATION,
    "openingHours",
    "openingHoursSpecification",
    "priceRange",
    "paymentAccepted",
    "currenciesAccepted",
    "geo",
    "hasMap",
  ],
  DiagnosticLab: [...ORGANIZATION, "availableTest"],
  MedicalTest: [
    ...THING,
    "usedToDiagnose",
    "affectedBy",
    "normalRange",
    "signDetected",
    "usesDevice",
    "code",
    "guideline",
    "relevantSpecialty",
  ],
  Service: [
    ...THING,
    "serviceType",
    "provider",
    "areaServed",
    "offers",
    "audience",
    "availableChannel",
    "brand",
    "category",
    "hoursAvailable",
  ],
  Product: [...THING, "offers", "brand", "category", "sku", "aggregateRating", "review"],
  Offer: ["@type", "price", "priceCurrency", "availability", "url", "priceValidUntil", "itemOffered", "seller"],
  Place: ["@type", "name", "address", "geo", "hasMap", "telephone"],
  PostalAddress: ["@type", "streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  City: THING,
  MedicalCondition: THING,
  // A CreativeWork: inLanguage is one of its properties (schema.org/CreativeWork).
  FAQPage: [...THING, "mainEntity", "inLanguage"],
  Question: ["@type", "name", "text", "acceptedAnswer"],
  Answer: ["@type", "text"],
};

/** Every property in the tree that its object's type(s) do not define, as "Type.property". */
function undefinedProperties(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(undefinedProperties);
  if (typeof node !== "object" || node === null) return [];
  const record = node as Record<string, unknown>;
  const types = [record["@type"]].flat() as string[];
  const allowed = new Set(types.flatMap((type) => ALLOWED[type] ?? []));
  const own = Object.keys(record)
    .filter((key) => !allowed.has(key))
    .map((key) => `${types.join("+")}.${key}`);
  return [...own, ...Object.values(record).flatMap(undefinedProperties)];
}

describe("openingHours", () => {
  it("turns the hours staff type into schema.org's form", () => {
    expect(openingHours("Mon–Sun, 7:00 am – 9:00 pm")).toBe("Mo-Su 07:00-21:00");
    expect(openingHours("Monday - Saturday 8 am to 8:30 pm")).toBe("Mo-Sa 08:00-20:30");
    expect(openingHours("Mon-Fri 07:00-19:00")).toBe("Mo-Fr 07:00-19:00");
    expect(openingHours("Sun, 12 pm – 12:30 am")).toBe("Su 12:00-00:30");
  });

  it("states nothing rather than something wrong when the text is not one day range and one time range", () => {
    for (const hours of [
      "Open 24 hours",
      "Mon–Sat 7 am – 9 pm, Sun 8 am – 2 pm",
      "Mon–Sun, 13 pm – 9 pm",
      "by appointment",
    ])
      expect(openingHours(hours), hours).toBeNull();
  });
});

describe("postalAddress", () => {
  it("names the city, its state and the pincode only when the address line has them", () => {
    expect(postalAddress("B-12, Sector 18, Noida, Uttar Pradesh 201301")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "B-12, Sector 18, Noida, Uttar Pradesh 201301",
      addressLocality: "Noida",
      addressRegion: "Uttar Pradesh",
      postalCode: "201301",
      addressCountry: "IN",
    });
    expect(postalAddress("DLF Phase 3, Gurgaon")).toMatchObject({
      addressLocality: "Gurgaon",
      addressRegion: "Haryana",
    });
    expect(postalAddress("Somewhere not set")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Somewhere not set",
      addressCountry: "IN",
    });
  });
});

describe("the lab's JSON-LD", () => {
  const lab = labJsonLd(site, origin, image);

  it("is a DiagnosticLab and a MedicalBusiness with a top-level address, both centres, the hours and the picker's cities", () => {
    expect(lab).toMatchObject({
      "@type": ["DiagnosticLab", "MedicalBusiness"],
      name: "Test Lab",
      url: "https://lab.example/",
      image: "https://lab.example/share-card.png",
      telephone: "+919810000000",
      openingHours: "Mo-Su 07:00-21:00",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.addresses[0],
        addressLocality: "Noida",
        postalCode: "201301",
      },
    });
    expect(lab.location.map((place) => place.address.streetAddress)).toEqual(site.addresses);
    expect(lab.areaServed.map((city) => city.name)).toEqual([...CITIES]);
  });

  it("leaves openingHours out when the hours cannot be read, and uses only properties schema.org defines", () => {
    expect(labJsonLd({ ...site, hours: "Open 24 hours" }, origin, image)).not.toHaveProperty("openingHours");
    expect(undefinedProperties(lab)).toEqual([]);
  });
});

describe("a test's JSON-LD", () => {
  const test = {
    slug: "cbc",
    name: "Complete Blood Count (CBC)",
    alternateNames: ["CBC"],
    description: "Counts your blood cells.",
    usedToDiagnose: ["Anaemia"],
  };
  const [medicalTest, service] = testJsonLd(test, 319, { site, origin, image });

  it("is a MedicalTest without offers, and the lab's Service with the price and the booking link", () => {
    expect(medicalTest).toMatchObject({
      "@type": "MedicalTest",
      name: test.name,
      usedToDiagnose: [{ "@type": "MedicalCondition", name: "Anaemia" }],
      url: "https://lab.example/tests/cbc",
    });
    expect(medicalTest).not.toHaveProperty("offers");
    expect(service).toMatchObject({
      "@type": "Service",
      name: test.name,
      provider: { "@type": ["DiagnosticLab", "MedicalBusiness"], name: "Test Lab" },
      offers: { "@type": "Offer", price: 319, priceCurrency: "INR", url: "https://lab.example/book/cbc" },
    });
    expect(undefinedProperties([medicalTest, service])).toEqual([]);
  });

  it("leaves out what the test does not list", () => {
    const [bare] = testJsonLd({ ...test, alternateNames: [], usedToDiagnose: [] }, 319, { site, origin, image });
    expect(bare).not.toHaveProperty("usedToDiagnose");
    expect(bare).not.toHaveProperty("alternateName");
  });
});

describe("a package's and a FAQ's JSON-LD", () => {
  it("a package is a Product whose offer is the price paid: the offer price when there is one", () => {
    const pkg = { id: "p1", name: "Full Body Checkup", description: "Many tests.", price: 2999, discountedPrice: 1999 };
    const product = packageJsonLd(pkg, { origin, image });
    expect(product).toMatchObject({
      "@type": "Product",
      url: "https://lab.example/packages/p1",
      offers: { "@type": "Offer", price: 1999, priceCurrency: "INR", url: "https://lab.example/book-package/p1" },
    });
    expect(packageJsonLd({ ...pkg, discountedPrice: null }, { origin, image }).offers.price).toBe(2999);
    expect(undefinedProperties(product)).toEqual([]);
  });

  it("a FAQ is a FAQPage of Questions with accepted Answers, in the page's language", () => {
    const faq = faqJsonLd([{ question: "Do I need to fast?", answer: "No." }]);
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "Do I need to fast?", acceptedAnswer: { "@type": "Answer", text: "No." } },
    ]);
    expect(faq.inLanguage).toBe("en-IN");
    expect(faqJsonLd([{ question: "क्या खाली पेट आना है?", answer: "नहीं।" }], "hi").inLanguage).toBe("hi-IN");
    expect(undefinedProperties(faq)).toEqual([]);
  });

  it("a Hindi test page's offer leads to the Hindi booking page", () => {
    const test = {
      slug: "cbc",
      name: "कम्प्लीट ब्लड काउंट (CBC)",
      alternateNames: [],
      description: "खून की पूरी जांच",
      usedToDiagnose: [],
    };
    const [medicalTest, service] = testJsonLd(test, 319, { site, origin, image, locale: "hi" });
    expect(medicalTest!.url).toBe(`${origin}/hi/tests/cbc`);
    expect(service).toMatchObject({ offers: { url: `${origin}/hi/book/cbc` } });
  });
});

describe("the property check itself", () => {
  it("catches offers on a MedicalTest", () => {
    expect(undefinedProperties({ "@type": "MedicalTest", name: "x", offers: { "@type": "Offer", price: 1 } })).toEqual([
      "MedicalTest.offers",
    ]);
  });
});
