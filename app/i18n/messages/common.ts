import { defineTexts } from "../texts.ts";

/** What any page may show: the status pages, cities, categories, the language switch. */
export default defineTexts({
  "status.notFound": { en: "Page not found", hi: "पेज नहीं मिला" },
  "status.notFoundText": {
    en: "We could not find that page. It may have moved. Try a search, or start from one of these:",
    hi: "यह पेज हमें नहीं मिला। हो सकता है इसका पता बदल गया हो। खोजकर देखें, या इनमें से किसी से शुरू करें:",
  },
  "status.gone": { en: "This test is no longer offered", hi: "यह टेस्ट अब उपलब्ध नहीं है" },
  "status.goneText": {
    en: "We have stopped offering this test. Search for another, or ask us on WhatsApp which test suits you:",
    hi: "हमने यह टेस्ट बंद कर दिया है। कोई दूसरा टेस्ट खोजें, या WhatsApp पर पूछें कि आपके लिए कौन-सा टेस्ट ठीक है:",
  },
  "status.failed": { en: "Something went wrong", hi: "कुछ गड़बड़ हो गई" },
  "status.failedText": { en: "Please try again in a moment.", hi: "कृपया थोड़ी देर में फिर से कोशिश करें।" },
  "status.home": { en: "Home", hi: "होम" },
  "status.allTests": { en: "All tests", hi: "सभी टेस्ट" },
  "status.packages": { en: "Health packages", hi: "हेल्थ पैकेज" },
  "status.sitemap": { en: "Sitemap", hi: "साइटमैप" },
  "status.goHome": { en: "Go to the home page", hi: "होम पेज पर जाएं" },
  "category.Organ Function": { en: "Organ Function", hi: "अंगों की जांच" },
  "category.Blood Test": { en: "Blood Test", hi: "खून की जांच" },
  "category.Urine Test": { en: "Urine Test", hi: "पेशाब की जांच" },
  "category.Hormone Test": { en: "Hormone Test", hi: "हार्मोन टेस्ट" },
  "category.Cardiac Risk": { en: "Cardiac Risk", hi: "दिल की सेहत" },
  "category.Diabetes Test": { en: "Diabetes Test", hi: "डायबिटीज़ टेस्ट" },
  "category.Vitamin Test": { en: "Vitamin Test", hi: "विटामिन टेस्ट" },
  "category.Viral Test": { en: "Viral Test", hi: "वायरल टेस्ट" },
  "packageCategory.all": { en: "All", hi: "सभी" },
  "packageCategory.full-body": { en: "Full Body", hi: "फ़ुल बॉडी" },
  "packageCategory.basic": { en: "Basic", hi: "बेसिक" },
  "packageCategory.women": { en: "Women", hi: "महिलाएं" },
  "packageCategory.cardiac": { en: "Cardiac", hi: "दिल (Cardiac)" },
  "packageCategory.diabetes": { en: "Diabetes", hi: "डायबिटीज़" },
  "packageCategory.senior": { en: "Senior", hi: "बुज़ुर्ग" },
  "price.regular": { en: "Regular price", hi: "बिना छूट की कीमत" },
  "price.off": { en: "{percent}% off", hi: "{percent}% छूट" },
  // The two fields My Reports and 'Manage a booking' open a booking with (ReferenceAndMobileFields).
  "field.reference": { en: "Booking reference", hi: "बुकिंग नंबर (reference)" },
  "field.mobile": { en: "Mobile number", hi: "मोबाइल नंबर" },
  "language.switchTo": { en: "हिन्दी", hi: "English" },
  "language.switchLabel": { en: "यह पेज हिन्दी में पढ़ें", hi: "Read this page in English" },
  "language.notTranslated": {
    en: "This part is in English.",
    hi: "यह हिस्सा अभी हिन्दी में नहीं है, इसलिए अंग्रेज़ी में दिखाया गया है।",
  },
});
