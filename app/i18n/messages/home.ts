import { defineTexts } from "../texts.ts";

/** The home page: its headings, quick actions and carousels (its cards speak "catalogue"). */
export default defineTexts({
  metaTitle: {
    en: "{labName}: lab tests and health checkups at home in {cities}",
    hi: "{labName}: {cities} में घर बैठे लैब टेस्ट और हेल्थ चेकअप",
  },
  metaDescription: {
    en: "Book blood tests and health packages with home sample collection in {cities}. Clear prices, reports online within 24 hours.",
    hi: "{cities} में घर से सैंपल कलेक्शन के साथ ब्लड टेस्ट और हेल्थ पैकेज बुक करें। साफ़ कीमतें, 24 घंटे के अंदर ऑनलाइन रिपोर्ट।",
  },
  heading: { en: "{labName}: lab tests at home", hi: "{labName}: घर बैठे लैब टेस्ट" },
  cityLabel: { en: "Sample collection in", hi: "सैंपल कलेक्शन का शहर" },
  searchPlaceholder: { en: "Search tests, e.g. CBC, thyroid, sugar", hi: "टेस्ट खोजें, जैसे CBC, थायराइड, शुगर" },
  bookByCall: { en: "Book via Call", hi: "फ़ोन करके बुक करें" },
  viewPackages: { en: "View Packages", hi: "पैकेज देखें" },
  bookOnWhatsApp: { en: "Book via WhatsApp", hi: "WhatsApp से बुक करें" },
  categories: { en: "Find the right checkup", hi: "अपने लिए सही चेकअप चुनें" },
  popularTests: { en: "Popular Tests", hi: "लोकप्रिय टेस्ट" },
  popularPackages: { en: "Popular Packages", hi: "लोकप्रिय पैकेज" },
  viewAllTests: { en: "View All<more> popular tests</more>", hi: "सभी देखें<more>: लोकप्रिय टेस्ट</more>" },
  viewAllPackages: { en: "View All<more> popular packages</more>", hi: "सभी देखें<more>: लोकप्रिय पैकेज</more>" },
  features: { en: "What we offer", hi: "हमारी सेवाएं" },
  seeAllPackages: { en: "See all health packages", hi: "सभी हेल्थ पैकेज देखें" },
  testsHeading: { en: "Health tests at your home", hi: "घर बैठे हेल्थ टेस्ट" },
  packagesHeading: { en: "Health packages", hi: "हेल्थ पैकेज" },
  testimonials: { en: "What our patients say", hi: "हमारे मरीज़ क्या कहते हैं" },
  pricesFor: { en: "Prices shown are for {city}.", hi: "यहां दिखाई गई कीमतें {city} की हैं।" },
  "hero.label": { en: "Highlights", hi: "ख़ास बातें" },
  "hero.slide": { en: "{number} of {total}", hi: "{total} में से {number}" },
  "hero.previous": { en: "Previous slide", hi: "पिछली स्लाइड" },
  "hero.next": { en: "Next slide", hi: "अगली स्लाइड" },
  "hero.goTo": { en: "Go to slide {number}: {title}", hi: "स्लाइड {number} पर जाएं: {title}" },
  "promo.label": { en: "Offers", hi: "ऑफ़र" },
  "promo.show": { en: "Show offer {number}", hi: "ऑफ़र {number} दिखाएं" },
});
