// Refusals of the desk's work on bookings: the day's list, statuses, moves, and a patient's
// data rights. Staff read these; a status in them is its English label (STATUS_LABELS).
import { defineRefusals } from "./define.ts";

export const DESK_REFUSALS = defineRefusals({
  BOOKING_CHANGED_MEANWHILE: {
    status: 409,
    en: "Someone else changed this booking a moment ago: reload it to see what changed, then try again",
    hi: "अभी-अभी किसी और ने यह बुकिंग बदली है: क्या बदला, यह देखने के लिए इसे दोबारा खोलें, फिर से कोशिश करें",
  },
  STATUS_ALREADY: { status: 409, en: "This booking is already {status}", hi: "यह बुकिंग पहले से {status} है" },
  STATUS_FINAL: {
    status: 409,
    en: "This booking is {status}: its status can no longer change",
    hi: "यह बुकिंग {status} है: इसकी स्थिति अब नहीं बदल सकती",
  },
  STATUS_BACKWARDS: {
    status: 409,
    en: "A booking cannot go back from {from} to {to}: statuses only move forward",
    hi: "बुकिंग {from} से वापस {to} पर नहीं जा सकती: स्थिति सिर्फ़ आगे बढ़ती है",
  },
  RESCHEDULE_CLOSED: {
    status: 409,
    en: "Only a new or confirmed booking can be rescheduled; this one is {status}",
    hi: "सिर्फ़ नई या कन्फ़र्म बुकिंग का समय बदला जा सकता है; यह बुकिंग {status} है",
  },
  SAME_SLOT_DESK: {
    status: 400,
    en: "That is the booking's slot now: choose another",
    hi: "यह तो बुकिंग का अभी वाला समय है: कोई दूसरा चुनें",
  },
  STATUS_CHOICE: { status: 400, en: "Choose one of the statuses", hi: "कोई एक स्थिति चुनें" },
  CITY_CHOICE: { status: 400, en: "Choose one of our cities", hi: "हमारे किसी एक शहर को चुनें" },
  NOT_A_PAGE_NUMBER: { status: 400, en: "Not a page number", hi: "यह सही पेज नंबर नहीं है" },
  DATES_BACKWARDS: {
    status: 400,
    en: "The last date must be on or after the first",
    hi: "आख़िरी तारीख़ पहली तारीख़ के बराबर या उसके बाद की होनी चाहिए",
  },
  CANCEL_REASON_REQUIRED: { status: 400, en: "Say why the booking is cancelled", hi: "बुकिंग रद्द करने की वजह लिखें" },
  PERSON_NOT_IN_BOOKING: { status: 404, en: "Person not found in this booking", hi: "इस बुकिंग में यह व्यक्ति नहीं मिला" },
  ERASE_OPEN_BOOKING: {
    status: 409,
    en: "Cancel this booking before erasing it: it still holds a collection slot",
    hi: "मिटाने से पहले यह बुकिंग रद्द करें: इसने अभी भी सैंपल लेने का एक समय रोक रखा है",
  },
});
