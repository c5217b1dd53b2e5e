// Refusals of a booking: the form's fields (booking.ts), where and when a visit can be, and
// what a patient may change afterwards (bookings, the manage page, found-again links).
import { defineRefusals } from "./define.ts";

export const BOOKING_REFUSALS = defineRefusals({
  // The form's fields (booking.ts).
  MOBILE_INVALID: { status: 400, en: "Enter a 10-digit Indian mobile number", hi: "10 अंकों का भारतीय मोबाइल नंबर लिखें" },
  AGE_REQUIRED: { status: 400, en: "Enter the age in years", hi: "उम्र साल में लिखें" },
  AGE_NOT_WHOLE: { status: 400, en: "Enter the age in whole years", hi: "उम्र पूरे साल में लिखें" },
  AGE_TOO_HIGH: { status: 400, en: "Enter an age up to {maximum}", hi: "{maximum} साल तक की उम्र लिखें" },
  DATE_REQUIRED: { status: 400, en: "Choose a date", hi: "तारीख़ चुनें" },
  WINDOW_REQUIRED: { status: 400, en: "Choose a time slot", hi: "समय (स्लॉट) चुनें" },
  TOO_MANY_TESTS: {
    status: 400,
    en: "At most {maximum, plural, one {# test} other {# tests}} in one booking",
    hi: "एक बुकिंग में ज़्यादा से ज़्यादा {maximum, plural, other {# टेस्ट}}",
  },
  TOO_MANY_PACKAGES: {
    status: 400,
    en: "At most {maximum, plural, one {# package} other {# packages}} in one booking",
    hi: "एक बुकिंग में ज़्यादा से ज़्यादा {maximum, plural, other {# पैकेज}}",
  },
  PATIENT_NAME_REQUIRED: { status: 400, en: "Enter the patient's name", hi: "मरीज़ का नाम लिखें" },
  GENDER_REQUIRED: { status: 400, en: "Choose the patient's gender", hi: "मरीज़ का लिंग चुनें" },
  COLLECTION_TYPE_REQUIRED: {
    status: 400,
    en: "Choose home collection or a lab visit",
    hi: "होम कलेक्शन या लैब विज़िट चुनें",
  },
  HONEYPOT_FILLED: { status: 400, en: "Leave this field empty", hi: "इसे खाली छोड़ें" },
  NO_ITEMS: { status: 400, en: "Choose at least one test or package", hi: "कम से कम एक टेस्ट या पैकेज चुनें" },
  GUARDIAN_NAME_REQUIRED: {
    status: 400,
    en: "A patient under {age} needs a parent or guardian: enter their name",
    hi: "{age} साल से कम उम्र के मरीज़ के लिए माता-पिता या अभिभावक चाहिए: उनका नाम लिखें",
  },
  GUARDIAN_CONSENT_REQUIRED: {
    status: 400,
    en: "The parent or guardian must agree",
    hi: "माता-पिता या अभिभावक की सहमति ज़रूरी है",
  },
  ADDRESS_REQUIRED: { status: 400, en: "Enter the address to collect from", hi: "सैंपल लेने का पता लिखें" },
  VISIT_PINCODE_REQUIRED: { status: 400, en: "Enter the pincode", hi: "पिनकोड लिखें" },
  LAB_REQUIRED: { status: 400, en: "Choose the lab to visit", hi: "जिस लैब में आएंगे, वह चुनें" },
  CONSENT_REQUIRED: {
    status: 400,
    en: "Agree to the privacy notice to book",
    hi: "बुक करने के लिए प्राइवेसी नोटिस पर सहमति दें",
  },
  PEOPLE_REQUIRED: { status: 400, en: "Add the people to book for", hi: "जिनके लिए बुक करना है, उन्हें जोड़ें" },
  TOO_MANY_PEOPLE: {
    status: 400,
    en: "At most {maximum, plural, one {# person} other {# people}} in one visit",
    hi: "एक विज़िट में ज़्यादा से ज़्यादा {maximum, plural, one {# व्यक्ति} other {# लोग}}",
  },
  PEOPLE_LIMIT_REACHED: {
    status: 400,
    en: "At most {maximum, plural, one {# person} other {# people}} in one visit: book the others in another visit, or call us",
    hi: "एक विज़िट में ज़्यादा से ज़्यादा {maximum, plural, one {# व्यक्ति} other {# लोग}}: बाकी लोगों के लिए अलग विज़िट बुक करें, या हमें फ़ोन करें",
  },
  REFERENCE_REQUIRED: { status: 400, en: "Enter your booking reference", hi: "अपना बुकिंग नंबर (reference) लिखें" },
  REFERENCE_FORMAT: { status: 400, en: "Enter the reference like LF-7Q2K9", hi: "बुकिंग नंबर LF-7Q2K9 की तरह लिखें" },
  NOT_A_BOOKING_LINK: { status: 400, en: "Not a booking link", hi: "यह बुकिंग का सही लिंक नहीं है" },

  // Where and when a visit can be.
  PINCODE_UNSERVED: {
    status: 400,
    en: "We do not collect samples at {pincode} yet: choose a lab visit, or call us",
    hi: "अभी हम {pincode} पर सैंपल लेने नहीं आते: लैब विज़िट चुनें, या हमें फ़ोन करें",
  },
  NOT_OUR_LAB: { status: 400, en: "Choose one of our labs", hi: "हमारी किसी एक लैब को चुनें" },
  PINCODE_PRICED_ELSEWHERE: {
    status: 400,
    en: "This pincode is in {city}, where the tests cost {total}: check the new total above and book again",
    hi: "यह पिनकोड {city} में है, जहां इन टेस्ट की कीमत {total} है: ऊपर नई कुल रकम देखें और फिर से बुक करें",
  },
  LAB_PRICED_ELSEWHERE: {
    status: 400,
    en: "This lab is in {city}, where the tests cost {total}: check the new total above and book again",
    hi: "यह लैब {city} में है, जहां इन टेस्ट की कीमत {total} है: ऊपर नई कुल रकम देखें और फिर से बुक करें",
  },
  TEST_NOT_ON_SALE: {
    status: 400,
    en: "We have no test at {slug} on sale",
    hi: "{slug} नाम का कोई टेस्ट अभी उपलब्ध नहीं है",
  },
  PACKAGE_NOT_ON_SALE: {
    status: 400,
    en: "We have no package {id} on sale",
    hi: "{id} नाम का कोई पैकेज अभी उपलब्ध नहीं है",
  },
  DATE_OUT_OF_RANGE: {
    status: 400,
    en: "Choose a date from today to {days, plural, one {# day} other {# days}} ahead, on a day we are open",
    hi: "आज से {days, plural, other {# दिन}} आगे तक की कोई तारीख़ चुनें, जिस दिन हम खुले हों",
  },
  SLOT_TOO_SOON: {
    status: 400,
    en: "This slot starts in less than {hours, plural, one {# hour} other {# hours}} or has passed: choose a later one",
    hi: "यह समय {hours, plural, other {# घंटे}} से कम में शुरू होने वाला है या निकल चुका है: बाद का कोई समय चुनें",
  },
  SLOT_STARTED: {
    status: 400,
    en: "This slot has already started: choose a later one",
    hi: "यह समय शुरू हो चुका है: बाद का कोई समय चुनें",
  },
  SLOT_NOT_LISTED: { status: 400, en: "Choose one of the listed time slots", hi: "दिए गए समय (स्लॉट) में से कोई एक चुनें" },
  SLOT_TAKEN: { status: 409, en: "That slot was just taken", hi: "यह समय अभी-अभी किसी और ने ले लिया" },
  SAME_SLOT: {
    status: 400,
    en: "That is the slot you have: choose another",
    hi: "यह तो आपका अभी वाला समय है: कोई दूसरा चुनें",
  },

  // Limits on bookings.
  TOO_MANY_BOOKINGS: {
    status: 429,
    en: "Too many bookings from this network: try again in {minutes, plural, one {# minute} other {# minutes}}, or call the lab",
    hi: "इस नेटवर्क से बहुत सारी बुकिंग हो चुकी हैं: {minutes, plural, other {# मिनट}} बाद फिर कोशिश करें, या लैब को फ़ोन करें",
  },
  OPEN_BOOKINGS_LIMIT: {
    status: 400,
    en: "This number already has {count, plural, one {# booking to come: manage it from its link} other {# bookings to come: manage them from their links}}, or call us",
    hi: "इस नंबर पर पहले से {count, plural, one {# बुकिंग आगे के लिए है: उसे उसके लिंक से देखें या बदलें} other {# बुकिंग आगे के लिए हैं: उन्हें उनके लिंक से देखें या बदलें}}, या हमें फ़ोन करें",
  },

  // A booking afterwards.
  BOOKING_NOT_FOUND: { status: 404, en: "Booking not found", hi: "बुकिंग नहीं मिली" },
  BOOKING_CANNOT_CHANGE: {
    status: 409,
    en: "This booking can no longer be changed online; please call the lab",
    hi: "यह बुकिंग अब ऑनलाइन नहीं बदली जा सकती; कृपया लैब को फ़ोन करें",
  },
});
