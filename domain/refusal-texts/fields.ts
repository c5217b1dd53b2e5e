// Refusals of a single field that any form or API body may meet: zod's built-in checks given
// words (zod-refusals.ts), and the shared field shapes of schemas.ts.
import { defineRefusals } from "./define.ts";

export const FIELD_REFUSALS = defineRefusals({
  // zod's built-in checks (zod-refusals.ts).
  FIELD_INVALID: { status: 400, en: "Check this and try again", hi: "इसे जांचकर फिर से भरें" },
  FIELD_REQUIRED: { status: 400, en: "Fill this in", hi: "इसे भरें" },
  TEXT_TOO_SHORT: {
    status: 400,
    en: "At least {minimum, plural, one {# character} other {# characters}}",
    hi: "कम से कम {minimum, plural, other {# अक्षर}} लिखें",
  },
  TEXT_TOO_LONG: {
    status: 400,
    en: "At most {maximum, plural, one {# character} other {# characters}}",
    hi: "ज़्यादा से ज़्यादा {maximum, plural, other {# अक्षर}} लिखें",
  },
  NUMBER_TOO_SMALL: { status: 400, en: "Enter at least {minimum}", hi: "कम से कम {minimum} लिखें" },
  NUMBER_TOO_BIG: { status: 400, en: "Enter at most {maximum}", hi: "ज़्यादा से ज़्यादा {maximum} लिखें" },
  NOT_A_WHOLE_NUMBER: { status: 400, en: "Enter a whole number", hi: "पूरी संख्या लिखें" },
  LIST_TOO_SHORT: { status: 400, en: "Choose at least {minimum}", hi: "कम से कम {minimum} चुनें" },
  LIST_TOO_LONG: { status: 400, en: "At most {maximum} in one list", hi: "एक सूची में ज़्यादा से ज़्यादा {maximum}" },
  CHOICE_INVALID: { status: 400, en: "Choose one of the options", hi: "दिए गए विकल्पों में से एक चुनें" },
  FIELDS_UNKNOWN: {
    status: 400,
    en: "Leave out what this request does not take: {keys}",
    hi: "जो यह अनुरोध नहीं लेता, उसे हटाएं: {keys}",
  },

  // The shared field shapes (schemas.ts).
  TEXT_UNSTORABLE: {
    status: 400,
    en: "Remove the control or broken characters from this text",
    hi: "इसमें से टूटे-फूटे या छिपे हुए निशान हटाएं",
  },
  FORM_STALE: { status: 400, en: "Reload the page and try again", hi: "पेज दोबारा खोलें और फिर से कोशिश करें" },
  NOT_AN_ID: { status: 400, en: "Not an id", hi: "यह सही id नहीं है" },
  NOT_AN_IMAGE_ID: { status: 400, en: "Not an image id", hi: "यह सही इमेज id नहीं है" },
  SLUG_INVALID: {
    status: 400,
    en: "Use lowercase letters, digits and single hyphens",
    hi: "सिर्फ़ छोटे अंग्रेज़ी अक्षर, अंक और बीच में एक-एक हाइफ़न (-) लिखें",
  },
  PRICE_REQUIRED: { status: 400, en: "Enter a price in rupees", hi: "कीमत रुपये में लिखें" },
  PRICE_DIGITS: {
    status: 400,
    en: "Enter a price in rupees, in digits (1,499 is fine)",
    hi: "कीमत रुपये में, अंकों में लिखें (1,499 भी चलेगा)",
  },
  PRICE_NOT_POSITIVE: { status: 400, en: "Price must be more than 0", hi: "कीमत 0 से ज़्यादा होनी चाहिए" },
  PRICE_TOO_HIGH: {
    status: 400,
    en: "Price must be at most ₹10,00,000",
    hi: "कीमत ज़्यादा से ज़्यादा ₹10,00,000 हो सकती है",
  },
  PRICE_DECIMALS: { status: 400, en: "Use at most two decimals", hi: "दशमलव के बाद ज़्यादा से ज़्यादा दो अंक लिखें" },
  EMAIL_INVALID: { status: 400, en: "Enter a valid e-mail address", hi: "सही ई-मेल पता लिखें" },
  PINCODE_REQUIRED: { status: 400, en: "Enter a pincode", hi: "पिनकोड लिखें" },
  PINCODE_DIGITS: { status: 400, en: "{input} is not a 6-digit pincode", hi: "{input} 6 अंकों का पिनकोड नहीं है" },
  REQUEST_TOO_LARGE: { status: 413, en: "Request body is too large", hi: "भेजा गया डेटा बहुत बड़ा है" },
  REQUEST_NOT_JSON: { status: 400, en: "The request body is not valid JSON", hi: "भेजा गया डेटा सही JSON नहीं है" },
  SERVER_BUSY: {
    status: 503,
    en: "The server is busy with other uploads and documents: try again in a few seconds",
    hi: "सर्वर अभी दूसरी फ़ाइलों और दस्तावेज़ों पर काम कर रहा है: कुछ सेकंड बाद फिर कोशिश करें",
  },
  SERVER_FAILED: {
    status: 500,
    en: "Something went wrong on our side. Please try again.",
    hi: "हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  },
});
