// Refusals of the back office's content and the lab's settings: images, the catalogue's
// tests and packages, the carousel's slides, search, and the settings form. Staff read most
// of these.
import { defineRefusals } from "./define.ts";

/**
 * The name of a whole-number setting (domain/settings.ts `wholeNumber`), in each language: the
 * settings form's English label, and its Hindi for an API client that asks for Hindi, so a Hindi
 * sentence never carries an English label. `setting` is the field's key.
 */
const SETTING_NAME_EN =
  "{setting, select, slotMinutes {Window length} slotCapacity {Home collections per window} labSlotCapacity {Lab visits per window} peoplePerVisit {People in one visit} bookingDaysAhead {Days ahead} minLeadHours {Hours before a slot} accessLogRetentionDays {Keep the access log for} other {This setting}}" as const;
const SETTING_NAME_HI =
  "{setting, select, slotMinutes {एक समय (स्लॉट) की लंबाई} slotCapacity {हर समय (स्लॉट) में होम कलेक्शन} labSlotCapacity {हर समय (स्लॉट) में लैब विज़िट} peoplePerVisit {एक विज़िट में लोग} bookingDaysAhead {कितने दिन आगे तक बुकिंग} minLeadHours {समय (स्लॉट) से कितने घंटे पहले} accessLogRetentionDays {एक्सेस लॉग कितने दिन रखें} other {यह सेटिंग}}" as const;

export const CONTENT_REFUSALS = defineRefusals({
  NOT_FOUND: { status: 404, en: "Not found", hi: "नहीं मिला" },

  // Images (domain/images.ts, server/api/images/).
  IMAGE_NOT_AN_IMAGE: { status: 400, en: "Please select an image file", hi: "कृपया कोई इमेज फ़ाइल चुनें" },
  IMAGE_TOO_LARGE: {
    status: 413,
    en: "Image size should be less than 10MB",
    hi: "इमेज का साइज़ 10MB से कम होना चाहिए",
  },
  IMAGE_NOT_MULTIPART: {
    status: 400,
    en: 'Send the image as multipart/form-data in the field "file"',
    hi: 'इमेज multipart/form-data में, "file" नाम के फ़ील्ड में भेजें',
  },
  IMAGE_TOO_MANY_PARTS: {
    status: 413,
    en: 'Too many form fields or files: send one image, in the field "file"',
    hi: 'फ़ॉर्म में बहुत सारे फ़ील्ड या फ़ाइलें हैं: "file" फ़ील्ड में एक ही इमेज भेजें',
  },
  IMAGE_UNPROCESSABLE: { status: 400, en: "Failed to process image", hi: "इमेज प्रोसेस नहीं हो पाई" },
  IMAGE_UNKNOWN: { status: 400, en: "No uploaded image has this id", hi: "इस id की कोई अपलोड की गई इमेज नहीं है" },
  IMAGE_NOT_FOUND: { status: 404, en: "Image not found", hi: "इमेज नहीं मिली" },
  IMAGE_IN_USE: { status: 409, en: "Image is in use", hi: "यह इमेज अभी इस्तेमाल में है" },

  // The catalogue's tests (domain/lab-test.ts, server/api/lab-tests/).
  TEST_NOT_FOUND: { status: 404, en: "Test not found", hi: "टेस्ट नहीं मिला" },
  TEST_RETIRED: { status: 410, en: "This test is no longer offered", hi: "यह टेस्ट अब नहीं किया जाता" },
  TEST_ADDRESS_TAKEN: {
    status: 400,
    en: "A test with this address already exists",
    hi: "इस पते (address) वाला टेस्ट पहले से है",
  },
  TEST_ADDRESS_FIXED: {
    status: 400,
    en: "The address of a test cannot change",
    hi: "टेस्ट का पता (address) नहीं बदल सकता",
  },
  RELATED_TESTS_UNKNOWN: {
    status: 400,
    en: "No other test has the address {slugs}",
    hi: "किसी और टेस्ट का पता (address) {slugs} नहीं है",
  },
  FASTING_CHOICE: { status: 400, en: "Choose whether fasting is needed", hi: "चुनें कि खाली पेट (fasting) रहना है या नहीं" },
  FREQUENCY_PURPOSE_REQUIRED: {
    status: 400,
    en: "Say what the test is taken for",
    hi: "लिखें कि टेस्ट किस लिए किया जाता है",
  },
  FREQUENCY_TEXT_REQUIRED: { status: 400, en: "Say how often", hi: "लिखें कि कितनी बार" },
  REVIEWER_REQUIRED: { status: 400, en: "Enter the reviewer's name", hi: "जांच करने वाले का नाम लिखें" },
  REVIEWER_QUALIFICATION_REQUIRED: {
    status: 400,
    en: "Enter the reviewer's qualification",
    hi: "जांच करने वाले की योग्यता (qualification) लिखें",
  },
  REVIEW_DATE_FORMAT: { status: 400, en: "Enter the date as YYYY-MM-DD", hi: "तारीख़ YYYY-MM-DD की तरह लिखें" },
  PRICE_ABOVE_ORIGINAL: {
    status: 400,
    en: "Price must not be above the original price",
    hi: "कीमत असली कीमत से ज़्यादा नहीं हो सकती",
  },

  // Packages (domain/health-package.ts, domain/package-pricing.ts, server/api/packages/).
  PACKAGE_NOT_FOUND: { status: 404, en: "Package not found", hi: "पैकेज नहीं मिला" },
  NAME_REQUIRED: { status: 400, en: "Name is required", hi: "नाम लिखें" },
  DESCRIPTION_REQUIRED: { status: 400, en: "Description is required", hi: "विवरण लिखें" },
  PACKAGE_TEST_NAME_REQUIRED: { status: 400, en: "Name the test", hi: "टेस्ट का नाम लिखें" },
  PACKAGE_TESTS_REQUIRED: { status: 400, en: "Add at least one test", hi: "कम से कम एक टेस्ट जोड़ें" },
  PACKAGE_TESTS_TOO_MANY: {
    status: 400,
    en: "At most {maximum, plural, one {# test} other {# tests}}",
    hi: "ज़्यादा से ज़्यादा {maximum, plural, other {# टेस्ट}}",
  },
  PACKAGE_TEST_UNKNOWN: {
    status: 400,
    en: "No test in the catalogue has the address {slug}",
    hi: "टेस्ट की सूची में किसी टेस्ट का पता (address) {slug} नहीं है",
  },
  LISTED_TWICE: { status: 400, en: "{name} is listed twice", hi: "{name} दो बार लिखा है" },
  OFFER_NOT_BELOW_PRICE: {
    status: 400,
    en: "Discounted price must be below the price",
    hi: "छूट वाली कीमत असली कीमत से कम होनी चाहिए",
  },
  /** OFFER_NOT_BELOW_PRICE as the package form says it, beside its "Original price" field. */
  ORIGINAL_PRICE_NOT_ABOVE: {
    status: 400,
    en: "Original price must be above the price",
    hi: "असली कीमत, कीमत से ज़्यादा होनी चाहिए",
  },
  PRICE_NOT_BELOW_SEPARATE: {
    status: 400,
    en: "The price must be below {total}, the price of these tests booked separately",
    hi: "कीमत {total} से कम होनी चाहिए, जो इन टेस्ट को अलग-अलग बुक करने की कीमत है",
  },
  PRICE_NOT_BELOW_SEPARATE_ANYWHERE: {
    status: 400,
    en: "The price must be below {total}, the price of these tests booked separately in the city where they cost least",
    hi: "कीमत {total} से कम होनी चाहिए, जो इन टेस्ट को अलग-अलग बुक करने की कीमत है, उस शहर में जहां ये सबसे सस्ते हैं",
  },
  OFFER_NOT_BELOW_SEPARATE: {
    status: 400,
    en: "The offer price must be below {total}, the price of these tests booked separately",
    hi: "छूट वाली कीमत {total} से कम होनी चाहिए, जो इन टेस्ट को अलग-अलग बुक करने की कीमत है",
  },
  OFFER_NOT_BELOW_SEPARATE_ANYWHERE: {
    status: 400,
    en: "The offer price must be below {total}, the price of these tests booked separately in the city where they cost least",
    hi: "छूट वाली कीमत {total} से कम होनी चाहिए, जो इन टेस्ट को अलग-अलग बुक करने की कीमत है, उस शहर में जहां ये सबसे सस्ते हैं",
  },

  // The carousel's slides (domain/carousel.ts, server/api/carousel/).
  SLIDE_NOT_FOUND: { status: 404, en: "Slide not found", hi: "स्लाइड नहीं मिली" },
  SLIDES_NOT_ALL_LISTED: {
    status: 400,
    en: "Must list every live slide exactly once",
    hi: "हर चालू स्लाइड ठीक एक बार लिखें",
  },
  TITLE_REQUIRED: { status: 400, en: "Title is required", hi: "शीर्षक लिखें" },
  BUTTON_TEXT_REQUIRED: { status: 400, en: "Button text is required", hi: "बटन पर लिखे शब्द लिखें" },
  BUTTON_LINK_REQUIRED: { status: 400, en: "Button link is required", hi: "बटन का लिंक लिखें" },
  BUTTON_LINK_INVALID: {
    status: 400,
    en: "Use a path like /packages, a web address, tel: or mailto:",
    hi: "/packages जैसा पाथ, कोई वेब पता, tel: या mailto: लिखें",
  },
  PLACEMENT_CHOICE: {
    status: 400,
    en: "Choose where the slide shows: hero, promo or both",
    hi: "चुनें कि स्लाइड कहां दिखे: hero, promo या both",
  },

  // Search (domain/search-doc.ts).
  SEARCH_LANGUAGE_CHOICE: { status: 400, en: "Choose a language: en or hi", hi: "भाषा चुनें: en या hi" },
  SEARCH_TOO_LONG: {
    status: 400,
    en: "Type at most {maximum, plural, one {# character} other {# characters}}",
    hi: "ज़्यादा से ज़्यादा {maximum, plural, other {# अक्षर}} लिखें",
  },

  // The lab's settings (domain/settings.ts, server/api/settings/).
  LAB_NAME_REQUIRED: { status: 400, en: "Enter the lab's name", hi: "लैब का नाम लिखें" },
  PHONE_REQUIRED: { status: 400, en: "Enter a phone number", hi: "फ़ोन नंबर लिखें" },
  PHONE_CHARACTERS: {
    status: 400,
    en: "Use digits, spaces, brackets, - and a leading + only",
    hi: "सिर्फ़ अंक, स्पेस, ब्रैकेट, - और शुरू में + लिखें",
  },
  PHONE_DIGITS: { status: 400, en: "A phone number has 10 to 15 digits", hi: "फ़ोन नंबर में 10 से 15 अंक होते हैं" },
  WHATSAPP_REQUIRED: { status: 400, en: "Enter the WhatsApp number", hi: "WhatsApp नंबर लिखें" },
  WHATSAPP_DIGITS: {
    status: 400,
    en: "Digits only, with the country code: 10 to 15 digits (e.g. 919876543210)",
    hi: "सिर्फ़ अंक, देश के कोड के साथ: 10 से 15 अंक (जैसे 919876543210)",
  },
  LAB_ADDRESS_EMPTY: { status: 400, en: "An address cannot be empty", hi: "पता खाली नहीं हो सकता" },
  LAB_ADDRESS_CITY: {
    status: 400,
    en: "Name the lab's city in its address ({cities})",
    hi: "लैब के पते में उसका शहर लिखें ({cities})",
  },
  ADDRESSES_REQUIRED: { status: 400, en: "Give at least one address", hi: "कम से कम एक पता लिखें" },
  ADDRESSES_TOO_MANY: {
    status: 400,
    en: "At most {maximum, plural, one {# address} other {# addresses}}",
    hi: "ज़्यादा से ज़्यादा {maximum, plural, one {# पता} other {# पते}}",
  },
  HOURS_REQUIRED: { status: 400, en: "Enter the opening hours", hi: "खुलने का समय लिखें" },
  HOURS_HI_REQUIRED: {
    status: 400,
    en: "Enter the opening hours in Hindi, or leave it empty",
    hi: "खुलने का समय हिंदी में लिखें, या इसे खाली छोड़ें",
  },
  SETTING_WHOLE_NUMBER: {
    status: 400,
    en: `${SETTING_NAME_EN}: enter a whole number`,
    hi: `${SETTING_NAME_HI}: पूरी संख्या लिखें`,
  },
  SETTING_AT_LEAST: {
    status: 400,
    en: `${SETTING_NAME_EN}: at least {minimum}`,
    hi: `${SETTING_NAME_HI}: कम से कम {minimum}`,
  },
  SETTING_AT_MOST: {
    status: 400,
    en: `${SETTING_NAME_EN}: at most {maximum}`,
    hi: `${SETTING_NAME_HI}: ज़्यादा से ज़्यादा {maximum}`,
  },
  FEE_NEGATIVE: { status: 400, en: "The fee cannot be negative", hi: "फ़ीस 0 से कम नहीं हो सकती" },
  RETENTION_DAYS_INVALID: {
    status: 400,
    en: "Keep reports: enter a whole number of days, or leave it empty",
    hi: "रिपोर्ट कितने दिन रखें: दिनों की पूरी संख्या लिखें, या इसे खाली छोड़ें",
  },
  RETENTION_DAYS_NOT_WHOLE: {
    status: 400,
    en: "Keep reports: enter a whole number of days",
    hi: "रिपोर्ट कितने दिन रखें: दिनों की पूरी संख्या लिखें",
  },
  RETENTION_DAYS_TOO_FEW: {
    status: 400,
    en: "Keep reports: at least 1 day (leave it empty to keep them)",
    hi: "रिपोर्ट कितने दिन रखें: कम से कम 1 दिन (हमेशा रखने के लिए इसे खाली छोड़ें)",
  },
  RETENTION_DAYS_TOO_MANY: {
    status: 400,
    en: "Keep reports: at most {maximum, plural, one {# day} other {# days}}",
    hi: "रिपोर्ट कितने दिन रखें: ज़्यादा से ज़्यादा {maximum, plural, other {# दिन}}",
  },
  TIME_REQUIRED: { status: 400, en: "Enter a time like 06:30", hi: "समय 06:30 की तरह लिखें" },
  TIME_FORMAT: {
    status: 400,
    en: "Enter a time like 06:30 (24-hour clock)",
    hi: "समय 06:30 की तरह लिखें (24 घंटे वाली घड़ी)",
  },
  DAY_CHOICE: { status: 400, en: "Not a day of the week", hi: "यह हफ़्ते का कोई दिन नहीं है" },
  DAYS_REQUIRED: { status: 400, en: "Choose at least one day", hi: "कम से कम एक दिन चुनें" },
  DAY_TWICE: { status: 400, en: "A day is listed twice", hi: "एक दिन दो बार लिखा है" },
  CONSENT_NOTICE_REQUIRED: { status: 400, en: "Write the consent notice", hi: "सहमति का नोटिस लिखें" },
  CONSENT_NOTICE_HI_REQUIRED: {
    status: 400,
    en: "Write the consent notice in Hindi, or leave it empty",
    hi: "सहमति का नोटिस हिंदी में लिखें, या इसे खाली छोड़ें",
  },
  CONSENT_VERSION_REQUIRED: { status: 400, en: "Give the notice a version", hi: "नोटिस का वर्ज़न लिखें" },
  CONSENT_VERSION_UNCHANGED: {
    status: 400,
    en: "You changed the notice: give it a new version (e.g. the next number)",
    hi: "आपने नोटिस बदला है: इसे नया वर्ज़न दें (जैसे अगला नंबर)",
  },
  DISCOUNT_BADGES_CHOICE: {
    status: 400,
    en: "Show discount badges: on or off",
    hi: "छूट के बैज दिखाएं: चालू या बंद",
  },
  SLOT_END_BEFORE_START: {
    status: 400,
    en: "The last slot must end after the first one starts",
    hi: "आख़िरी स्लॉट पहले स्लॉट के शुरू होने के बाद ख़त्म होना चाहिए",
  },
  SLOT_WINDOWS_UNEVEN: {
    status: 400,
    en: "From {start} to {end} is not a whole number of {minutes}-minute windows",
    hi: "{start} से {end} तक का समय {minutes} मिनट के पूरे स्लॉट में नहीं बंटता",
  },
  PINCODE_IN_OTHER_CITY: {
    status: 400,
    en: "{pincode} is also listed under {city}",
    hi: "{pincode} {city} में भी लिखा है",
  },
});
