import { defineCatalogue } from "../catalogue.ts";

/**
 * The desk's booking page (/admin/bookings/:id): the words staff answer, in their language.
 * So far the question a repeated payment reference asks (issue 31).
 */
export default defineCatalogue({
  "payment.referenceSeen": {
    en: "This reference {reference} was already recorded for this visit: {amount} on {date} at {time}. Record it again?",
    hi: "यह रेफ़रेंस {reference} इस विज़िट के लिए पहले ही दर्ज है: {amount}, {date} को {time} बजे। क्या इसे फिर से दर्ज करें?",
  },
  "payment.recordAgain": { en: "Yes, record it again", hi: "हाँ, फिर से दर्ज करें" },
  "payment.correctReference": { en: "No, correct the reference", hi: "नहीं, रेफ़रेंस ठीक करें" },
});
