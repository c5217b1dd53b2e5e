// Refusals of a visit's money: payments and refunds at the desk (payment.ts), receipts, the
// changes the desk makes to what a visit costs (visit-changes.ts), and free text that would
// outlive an erasure (personal-mentions.ts). Staff read most of these; a receipt link's are the
// patient's.
import { defineRefusals } from "./define.ts";

export const PAYMENT_REFUSALS = defineRefusals({
  // The payment and refund forms (payment.ts).
  AMOUNT_DIGITS: {
    status: 400,
    en: "Enter the amount in rupees, in digits (1,499 or 1499.50)",
    hi: "रकम रुपये में, अंकों में लिखें (1,499 या 1499.50)",
  },
  AMOUNT_NOT_POSITIVE: { status: 400, en: "Enter an amount above ₹0", hi: "₹0 से ज़्यादा रकम लिखें" },
  AMOUNT_TOO_HIGH: {
    status: 400,
    en: "At most ₹10,00,000 in one entry",
    hi: "एक बार में ज़्यादा से ज़्यादा ₹10,00,000",
  },
  PAYMENT_MODE_CHOICE: { status: 400, en: "Choose cash, UPI or card", hi: "कैश, UPI या कार्ड चुनें" },
  PAYMENT_REFERENCE_FORMAT: {
    status: 400,
    en: "Enter the transaction's reference (UTR or approval code): letters and digits",
    hi: "लेन-देन का रेफ़रेंस (UTR या approval code) लिखें: सिर्फ़ अक्षर और अंक",
  },
  PAYMENT_REFERENCE_CARD: {
    status: 400,
    en: "That looks like a card number: enter the approval code instead",
    hi: "यह कार्ड नंबर लगता है: इसकी जगह approval code लिखें",
  },
  REFUND_REASON_REQUIRED: {
    status: 400,
    en: "Say why the money is given back",
    hi: "पैसे वापस करने की वजह लिखें",
  },

  // Payments and refunds of a visit (payments.service.ts).
  PAYMENT_ON_CANCELLED: {
    status: 409,
    en: "This booking is cancelled: no payment can be taken, only a refund of what was paid",
    hi: "यह बुकिंग रद्द है: अब कोई पेमेंट नहीं लिया जा सकता, सिर्फ़ जो दिया गया था वह वापस किया जा सकता है",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    en: "This form was already used for another entry: reload the page and try again",
    hi: "यह फ़ॉर्म किसी दूसरी एंट्री के लिए पहले ही इस्तेमाल हो चुका है: पेज दोबारा खोलें और फिर से कोशिश करें",
  },
  PAYMENT_REFERENCE_SEEN: {
    status: 409,
    en: "The reference {reference} was already recorded for this visit ({amount} at {takenAt}): send confirmDuplicateReference to record it again",
    hi: "रेफ़रेंस {reference} इस विज़िट के लिए पहले ही दर्ज है ({amount}, {takenAt} पर): इसे फिर से दर्ज करने के लिए confirmDuplicateReference भेजें",
  },
  REFUND_OVER_PAID: {
    status: 400,
    en: "At most {amount} can be given back: that is what this booking holds",
    hi: "ज़्यादा से ज़्यादा {amount} वापस किए जा सकते हैं: इस बुकिंग में इतने ही जमा हैं",
  },
  REFUND_NOTHING_PAID: {
    status: 400,
    en: "Nothing has been paid for this booking, so nothing can be given back",
    hi: "इस बुकिंग के लिए कुछ भी नहीं दिया गया है, इसलिए कुछ वापस नहीं किया जा सकता",
  },
  TEXT_NAMES_PATIENT: {
    status: 400,
    en: "A reason stays after the patient's data is erased, so it may not name them or hold their mobile number: write what happened without the name",
    hi: "मरीज़ का डेटा मिटाने के बाद भी वजह बनी रहती है, इसलिए इसमें उनका नाम या मोबाइल नंबर नहीं हो सकता: नाम के बिना लिखें कि क्या हुआ",
  },
  REFERENCE_NAMES_PATIENT: {
    status: 400,
    en: "A reference stays after the patient's data is erased, so it may not be their mobile number or name: enter the transaction's own reference (UTR or approval code)",
    hi: "मरीज़ का डेटा मिटाने के बाद भी रेफ़रेंस बना रहता है, इसलिए यह उनका मोबाइल नंबर या नाम नहीं हो सकता: लेन-देन का अपना रेफ़रेंस (UTR या approval code) लिखें",
  },

  // Receipts (payments.service.ts, receipt-access.ts).
  RECEIPT_NOT_FOUND: { status: 404, en: "Receipt not found", hi: "रसीद नहीं मिली" },
  RECEIPT_LINK_EXPIRED: {
    status: 410,
    en: "This receipt link has expired: ask the lab to send it again",
    hi: "इस रसीद के लिंक का समय खत्म हो गया है: लैब से इसे दोबारा भेजने को कहें",
  },
  RECEIPT_NOBODY_TO_SEND: {
    status: 409,
    en: "This booking's personal data is erased: there is nobody to send the receipt to",
    hi: "इस बुकिंग का निजी डेटा मिटाया जा चुका है: रसीद भेजने के लिए कोई नहीं है",
  },
  TOO_MANY_RECEIPT_DOWNLOADS: {
    status: 429,
    en: "Too many receipt downloads: try again in {minutes, plural, one {# minute} other {# minutes}}",
    hi: "रसीद बहुत बार डाउनलोड हो चुकी है: {minutes, plural, other {# मिनट}} बाद फिर कोशिश करें",
  },

  // What a visit costs, changed by the desk (visit-changes.ts, visit-changes.service.ts).
  REMOVAL_KIND_CHOICE: {
    status: 400,
    en: "Choose a test, a package or a person to remove",
    hi: "हटाने के लिए कोई टेस्ट, पैकेज या व्यक्ति चुनें",
  },
  REMOVAL_ITEM_REQUIRED: {
    status: 400,
    en: "Choose the test or package to remove",
    hi: "जो टेस्ट या पैकेज हटाना है, उसे चुनें",
  },
  REMOVAL_REASON_REQUIRED: { status: 400, en: "Say why it is removed", hi: "हटाने की वजह लिखें" },
  DISCOUNT_REASON_REQUIRED: { status: 400, en: "Say why the discount is given", hi: "छूट देने की वजह लिखें" },
  VISIT_CHANGE_ON_CANCELLED: {
    status: 409,
    en: "This booking is cancelled: what it costs can no longer change; a refund gives back what was paid",
    hi: "यह बुकिंग रद्द है: इसकी कीमत अब नहीं बदल सकती; जो दिया गया था, वह रिफ़ंड से वापस होता है",
  },
  DISCOUNT_OVER_COST: {
    status: 400,
    en: "At most {amount} can be taken off: that is what the visit costs",
    hi: "ज़्यादा से ज़्यादा {amount} की छूट दी जा सकती है: विज़िट की कीमत इतनी ही है",
  },
  REMOVAL_UNDER_DISCOUNTS: {
    status: 409,
    en: "The visit's discounts ({discounts}) would be more than it costs without this: it cannot be removed",
    hi: "इसके बिना विज़िट की छूट ({discounts}) उसकी कीमत से ज़्यादा हो जाएगी: इसे हटाया नहीं जा सकता",
  },
  VISIT_PERSON_NOT_FOUND: { status: 404, en: "This visit has no such person", hi: "इस विज़िट में ऐसा कोई व्यक्ति नहीं है" },
  VISIT_TEST_NOT_FOUND: {
    status: 404,
    en: "Person {position} has no such test in this visit",
    hi: "इस विज़िट में व्यक्ति {position} का ऐसा कोई टेस्ट नहीं है",
  },
  VISIT_PACKAGE_NOT_FOUND: {
    status: 404,
    en: "Person {position} has no such package in this visit",
    hi: "इस विज़िट में व्यक्ति {position} का ऐसा कोई पैकेज नहीं है",
  },
  VISIT_LAST_PERSON: {
    status: 409,
    en: "This is the only person of the visit: a visit cannot lose its last line; cancel the booking instead",
    hi: "यह विज़िट का अकेला व्यक्ति है: विज़िट की आख़िरी लाइन नहीं हटाई जा सकती; इसकी जगह बुकिंग रद्द करें",
  },
  VISIT_LAST_LINE: {
    status: 409,
    en: "This is the visit's last test: a visit cannot lose its last line; cancel the booking instead",
    hi: "यह विज़िट का आख़िरी टेस्ट है: विज़िट की आख़िरी लाइन नहीं हटाई जा सकती; इसकी जगह बुकिंग रद्द करें",
  },
  PERSON_ONLY_LINE: {
    status: 409,
    en: "This is person {position}'s only line: remove the person instead",
    hi: "यह व्यक्ति {position} की अकेली लाइन है: इसकी जगह व्यक्ति को हटाएं",
  },
});
