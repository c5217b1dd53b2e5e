// Refusals of the collector's day (domain/collect.ts): the desk's assignments, and the taps a
// collector sends from /collect (read on a phone at a patient's door: short, and saying what to do).
import { defineRefusals } from "./define.ts";

export const COLLECT_REFUSALS = defineRefusals({
  // The tap's fields (TapRequestSchema).
  TAP_KIND_CHOICE: {
    status: 400,
    en: "Choose On my way, Not at home or Collected",
    hi: "रास्ते में हूँ, घर पर नहीं या सैंपल ले लिया, इनमें से एक चुनें",
  },
  NOT_HOME_REASON_CHOICE: {
    status: 400,
    en: "Choose why the patient could not be seen",
    hi: "चुनें कि मरीज़ से मुलाक़ात क्यों नहीं हो पाई",
  },
  HANDOVER_CODE_REQUIRED: {
    status: 400,
    en: "Enter the 4-digit code the patient reads out",
    hi: "मरीज़ जो 4 अंकों का कोड पढ़कर बताएँ, वह लिखें",
  },
  HANDOVER_CODE_DIGITS: { status: 400, en: "The code is 4 digits", hi: "कोड 4 अंकों का होता है" },
  TAPPED_AT_TIME: {
    status: 400,
    en: "The phone sent no time for this tap: reload the page and tap again",
    hi: "फ़ोन ने इस टैप का समय नहीं भेजा: पेज दोबारा खोलें और फिर से टैप करें",
  },
  // The collector's visits (collect.service.ts).
  VISIT_NOT_YOURS: {
    status: 403,
    en: "This visit is not assigned to you",
    hi: "यह विज़िट आपके ज़िम्मे नहीं है",
  },
  VISIT_MOVED: {
    status: 409,
    en: "The desk moved this visit to {date}, {window}: check your list again",
    hi: "डेस्क ने यह विज़िट {date}, {window} पर कर दी है: अपनी लिस्ट फिर से देखें",
  },
  VISIT_CANCELLED: {
    status: 409,
    en: "This visit was cancelled: do not go; your list is updated",
    hi: "यह विज़िट रद्द हो गई है: वहाँ न जाएँ; आपकी लिस्ट अपडेट हो गई है",
  },
  VISIT_REASSIGNED: {
    status: 409,
    en: "The desk gave this visit to another collector: it is no longer on your list",
    hi: "डेस्क ने यह विज़िट किसी दूसरे सैंपल लेने वाले को दे दी है: यह अब आपकी लिस्ट में नहीं है",
  },
  VISIT_ALREADY_COLLECTED: {
    status: 409,
    en: "The sample of this visit is already marked collected",
    hi: "इस विज़िट का सैंपल पहले ही लिया गया दर्ज है",
  },
  HANDOVER_CODE_WRONG: {
    status: 400,
    en: "That is not this visit's code: ask the patient to read it again from their booking page ({left, plural, one {# try} other {# tries}} left)",
    hi: "यह इस विज़िट का कोड नहीं है: मरीज़ से अपनी बुकिंग के पेज से कोड फिर से पढ़ने को कहें ({left, plural, other {# कोशिश}} बाक़ी)",
  },
  HANDOVER_CODE_LOCKED: {
    status: 409,
    en: "Too many wrong codes for this visit: call the desk, who can mark the sample collected",
    hi: "इस विज़िट के लिए कई बार ग़लत कोड डाला गया: डेस्क को फ़ोन करें, वे सैंपल लिया गया दर्ज कर सकते हैं",
  },
  UNDO_TOO_LATE: {
    status: 409,
    en: "A tap can be undone for {seconds} seconds only; for this one, call the desk",
    hi: "टैप सिर्फ़ {seconds} सेकंड तक वापस लिया जा सकता है; इसके लिए डेस्क को फ़ोन करें",
  },
  TAP_NOT_FOUND: { status: 404, en: "No such tap on this visit", hi: "इस विज़िट पर ऐसा कोई टैप नहीं है" },
  // The desk's assignments (assignment.service.ts).
  COLLECTOR_CHOICE: { status: 400, en: "Choose a collector", hi: "सैंपल लेने वाले को चुनें" },
  ASSIGN_SCOPE_CHOICE: {
    status: 400,
    en: "Choose the unassigned visits or all of them",
    hi: "बिना सौंपी गई विज़िट या सारी विज़िट चुनें",
  },
  NOT_A_COLLECTOR: {
    status: 400,
    en: "That account is not an active home collector: choose one of the collectors",
    hi: "यह अकाउंट कोई चालू सैंपल लेने वाला नहीं है: सैंपल लेने वालों में से किसी को चुनें",
  },
  ASSIGN_NOT_HOME: {
    status: 409,
    en: "Only a home visit has a collector; this booking is a lab visit",
    hi: "सिर्फ़ घर की विज़िट के लिए सैंपल लेने वाला होता है; यह बुकिंग लैब विज़िट है",
  },
  ASSIGN_CLOSED: {
    status: 409,
    en: "This visit is {status}: its collector can no longer change",
    hi: "यह विज़िट {status} है: इसका सैंपल लेने वाला अब नहीं बदल सकता",
  },
  ASSIGN_NONE_IN_AREA: {
    status: 409,
    en: "No home visit of {pincode} on that day is left to assign",
    hi: "उस दिन {pincode} की सौंपने के लिए कोई घर की विज़िट नहीं बची",
  },
});
