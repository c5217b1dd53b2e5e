import { defineCatalogue } from "../catalogue.ts";

/**
 * The desk's booking page (/admin/bookings/:id): the words staff answer, in their language.
 * The question a repeated payment reference asks (issue 31); removing a line or a person and
 * giving a discount, and what a payment or refund leaves due (issue 32). Admin pages are English
 * today, but the catalogue keeps both languages.
 */
export default defineCatalogue({
  "payment.referenceSeen": {
    en: "This reference {reference} was already recorded for this visit: {amount} on {date} at {time}. Record it again?",
    hi: "यह रेफ़रेंस {reference} इस विज़िट के लिए पहले ही दर्ज है: {amount}, {date} को {time} बजे। क्या इसे फिर से दर्ज करें?",
  },
  "payment.recordAgain": { en: "Yes, record it again", hi: "हाँ, फिर से दर्ज करें" },
  "payment.correctReference": { en: "No, correct the reference", hi: "नहीं, रेफ़रेंस ठीक करें" },
  "changes.heading": { en: "Lines and discounts", hi: "लाइनें और छूट" },
  "changes.intro": {
    en: "Remove a test, a package or a person the visit no longer has, or give a discount: what is due follows. A refund then only gives money back.",
    hi: "जो टेस्ट, पैकेज या व्यक्ति अब विज़िट में नहीं है उसे हटाएँ, या छूट दें: बकाया उसी से बदलता है। फिर रिफ़ंड सिर्फ़ पैसे लौटाता है।",
  },
  "changes.person": { en: "Person {position}: {name}", hi: "व्यक्ति {position}: {name}" },
  "changes.remove": { en: "Remove", hi: "हटाएँ" },
  "changes.removeLine": { en: "Remove {name}", hi: "{name} हटाएँ" },
  "changes.removePerson": { en: "Remove person {position} from the visit", hi: "व्यक्ति {position} को विज़िट से हटाएँ" },
  "changes.reason": { en: "Reason", hi: "कारण" },
  "changes.reasonHint": {
    en: "Kept in the history and on the receipt, also after an erasure: leave out the patient's name and number.",
    hi: "इतिहास और रसीद में रहता है, डेटा मिटाने के बाद भी: मरीज़ का नाम और नंबर न लिखें।",
  },
  "changes.confirmRemove": { en: "Remove it", hi: "हटाएँ" },
  "changes.cancel": { en: "Keep it", hi: "रहने दें" },
  "changes.removed": { en: "Removed: {name} ({reason})", hi: "हटाया गया: {name} ({reason})" },
  "changes.removedPerson": { en: "Removed person {position}, {name} ({reason})", hi: "हटाया गया व्यक्ति {position}, {name} ({reason})" },
  "changes.discountLine": { en: "Discount: {reason}", hi: "छूट: {reason}" },
  "changes.addDiscount": { en: "Add a discount", hi: "छूट जोड़ें" },
  "changes.discountAmount": { en: "Discount (₹)", hi: "छूट (₹)" },
  "changes.giveDiscount": { en: "Give the discount", hi: "छूट दें" },
  "changes.saved": { en: "The visit now costs {total}", hi: "विज़िट अब {total} की है" },
  "changes.failed": { en: "Failed to change the visit", hi: "विज़िट बदली नहीं जा सकी" },
  "balance.afterPaymentUnderpaid": {
    en: "After this payment the visit is underpaid by {amount}.",
    hi: "इस भुगतान के बाद विज़िट पर {amount} बाकी रहेंगे।",
  },
  "balance.afterPaymentOverpaid": {
    en: "After this payment the visit is overpaid by {amount}.",
    hi: "इस भुगतान के बाद विज़िट में {amount} ज़्यादा जमा होंगे।",
  },
  "balance.afterRefundUnderpaid": {
    en: "After this refund the visit is underpaid by {amount}.",
    hi: "इस रिफ़ंड के बाद विज़िट पर {amount} बाकी रहेंगे।",
  },
  "balance.afterRefundOverpaid": {
    en: "After this refund the visit is overpaid by {amount}.",
    hi: "इस रिफ़ंड के बाद विज़िट में {amount} ज़्यादा जमा रहेंगे।",
  },
  "balance.settled": { en: "After this the visit is paid in full.", hi: "इसके बाद विज़िट का पूरा भुगतान हो जाएगा।" },
  "balance.confirm": { en: "Yes, the balance is as meant", hi: "हाँ, बकाया सही है" },
  "balance.confirmNeeded": { en: "Tick this to record it all the same", hi: "फिर भी दर्ज करने के लिए इसे चुनें" },
});
