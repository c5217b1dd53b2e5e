import { defineCatalogue } from "../catalogue.ts";

/**
 * The desk's pages (/admin/bookings and /admin/bookings/:id): the words staff read, in their
 * language. So far the day's money and the question a repeated payment reference asks (issue 31).
 */
export default defineCatalogue({
  // The day view's money (/admin/bookings): taken on the day, and for the day's visits (issue 32).
  "day.takingsHeading": { en: "Takings for the end-of-day count", hi: "दिन के आख़िर की गिनती के लिए रकम" },
  "day.takenToday": { en: "Taken today", hi: "आज ली गई रकम" },
  "day.takenOn": { en: "Taken on {day}", hi: "{day} को ली गई रकम" },
  "day.takenHelp": {
    en: "Money received on this day (India time), refunds given subtracted, whatever visit it was for: what the drawer and the statements hold.",
    hi: "इस दिन (भारत के समय से) मिली रकम, लौटाई गई रकम घटाकर, चाहे वह किसी भी विज़िट की हो: जो दराज़ और स्टेटमेंट में होनी चाहिए।",
  },
  "day.forVisits": { en: "For this day's visits", hi: "इस दिन की विज़िट के लिए" },
  "day.forVisitsHelp": {
    en: "Payments less refunds recorded for the visits booked on this day, cancelled ones included, whenever the money was taken.",
    hi: "इस दिन बुक की गई विज़िट (रद्द हुई भी) के लिए दर्ज भुगतान, लौटाई गई रकम घटाकर, चाहे रकम कभी भी ली गई हो।",
  },
  "day.countHelp": { en: "What was taken on this day, by mode and by staff member:", hi: "इस दिन ली गई रकम, भुगतान के तरीके और स्टाफ़ के हिसाब से:" },
  "day.entries": { en: "{count, plural, one {# entry} other {# entries}}", hi: "{count, plural, one {# एंट्री} other {# एंट्री}}" },
  "day.visits": { en: "{count, plural, one {# visit} other {# visits}}", hi: "{count, plural, one {# विज़िट} other {# विज़िट}}" },
  "day.byMode": { en: "By mode", hi: "भुगतान के तरीके से" },
  "day.byStaff": { en: "By staff member", hi: "स्टाफ़ के हिसाब से" },
  "day.nothingTaken": { en: "Nothing taken yet.", hi: "अभी तक कोई रकम नहीं ली गई।" },

  "payment.referenceSeen": {
    en: "This reference {reference} was already recorded for this visit: {amount} on {date} at {time}. Record it again?",
    hi: "यह रेफ़रेंस {reference} इस विज़िट के लिए पहले ही दर्ज है: {amount}, {date} को {time} बजे। क्या इसे फिर से दर्ज करें?",
  },
  "payment.recordAgain": { en: "Yes, record it again", hi: "हाँ, फिर से दर्ज करें" },
  "payment.correctReference": { en: "No, correct the reference", hi: "नहीं, रेफ़रेंस ठीक करें" },
});
