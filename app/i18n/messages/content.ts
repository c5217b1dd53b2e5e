import { defineTexts } from "../texts.ts";

/** The content pages' template (about, privacy, …), the labs page and the sitemap page. */
export default defineTexts({
  breadcrumb: { en: "Breadcrumb", hi: "आप यहां हैं" },
  home: { en: "Home", hi: "होम" },
  lastUpdated: { en: "Last updated <time>{date}</time>", hi: "आख़िरी बदलाव: <time>{date}</time>" },
  "labs.title": { en: "Our Labs", hi: "हमारी लैब" },
  "labs.metaTitle": { en: "Our labs: addresses, hours and directions", hi: "हमारी लैब: पता, समय और रास्ता" },
  "labs.metaDescription": {
    en: "Visit one of our labs for sample collection, or book a home collection in {cities}.",
    hi: "सैंपल देने के लिए हमारी किसी लैब में आएं, या {cities} में घर से सैंपल कलेक्शन बुक करें।",
  },
  "labs.intro": {
    en: "Walk in for a sample collection, or <link>book a home collection</link> and we come to you.",
    hi: "सैंपल देने के लिए सीधे लैब आ जाएं, या <link>घर से सैंपल कलेक्शन बुक करें</link> और हम आपके घर आएंगे।",
  },
  "labs.centre": { en: "{labName}, centre {number}", hi: "{labName}, सेंटर {number}" },
  "labs.hours": { en: "Hours:", hi: "समय:" },
  "labs.phone": { en: "Phone:", hi: "फ़ोन:" },
  "labs.maps": { en: "Open in Maps", hi: "मैप में देखें" },
  "sitemap.title": { en: "Sitemap", hi: "साइटमैप" },
  "sitemap.description": {
    en: "Every page of our website: tests, health packages, labs and information.",
    hi: "हमारी वेबसाइट के सभी पेज: टेस्ट, हेल्थ पैकेज, लैब और जानकारी।",
  },
  "sitemap.pages": { en: "Pages", hi: "पेज" },
  "sitemap.packages": { en: "Health packages", hi: "हेल्थ पैकेज" },
  "sitemap.tests": { en: "Tests", hi: "टेस्ट" },
});
