import { defineTexts } from "../texts.ts";

/**
 * The desk's pages (/admin/bookings and /admin/bookings/:id): the words staff read, in their
 * language. The day's money, a report checked before it is attached and withdrawn, removing a
 * line or a person and giving a discount, and what a payment or refund leaves due (issue 32); the
 * question a repeated payment reference asks (issue 31). Admin pages are English today, but the
 * texts keep both languages.
 */
export default defineTexts({
  // The booking's messages the lab sent itself (issue 36): the desk's list and "Send by hand".
  "messages.heading": { en: "Messages", hi: "मैसेज" },
  "messages.none": {
    en: "No message has been sent about this booking.",
    hi: "इस बुकिंग के बारे में कोई मैसेज नहीं भेजा गया।",
  },
  "messages.kind.booking-confirmed": { en: "Booking confirmed", hi: "बुकिंग पक्की" },
  "messages.kind.booking-moved": { en: "Booking moved", hi: "बुकिंग का समय बदला" },
  "messages.kind.booking-cancelled": { en: "Booking cancelled", hi: "बुकिंग रद्द" },
  "messages.kind.reminder": { en: "Reminder the evening before", hi: "एक शाम पहले याद दिलाना" },
  "messages.kind.on-my-way": { en: "Collector on the way", hi: "सैंपल लेने वाले रास्ते में" },
  "messages.kind.collected": { en: "Sample collected", hi: "सैंपल ले लिया गया" },
  "messages.kind.report-ready": { en: "Report ready", hi: "रिपोर्ट तैयार" },
  "messages.kind.receipt": { en: "Payment received", hi: "भुगतान मिला" },
  "messages.channel.whatsapp": { en: "WhatsApp", hi: "WhatsApp" },
  "messages.channel.sms": { en: "SMS", hi: "SMS" },
  "messages.fallback": { en: "sent again after the first channel failed", hi: "पहला तरीका नाकाम होने पर दोबारा भेजा" },
  "messages.state.queued": { en: "Waiting to be sent", hi: "भेजे जाने का इंतज़ार" },
  "messages.state.sending": { en: "Being sent", hi: "भेजा जा रहा है" },
  "messages.state.sent": { en: "Sent", hi: "भेजा गया" },
  "messages.state.delivered": { en: "Delivered", hi: "पहुंच गया" },
  "messages.state.read": { en: "Read", hi: "पढ़ लिया गया" },
  "messages.state.failed": { en: "Failed", hi: "नहीं जा सका" },
  "messages.state.dropped": { en: "Not sent", hi: "नहीं भेजा गया" },
  "messages.times": { en: "Queued {queued}; last change {changed}", hi: "कतार में {queued}; आख़िरी बदलाव {changed}" },
  "messages.reason": { en: "Why: {reason}", hi: "वजह: {reason}" },
  "messages.handled": { en: "Sent by hand on {at}", hi: "{at} को हाथ से भेजा गया" },
  "messages.sendByHand": { en: "Send by hand on WhatsApp", hi: "WhatsApp पर हाथ से भेजें" },
  "messages.markHandled": { en: "Mark as sent by hand", hi: "हाथ से भेजा गया मार्क करें" },
  "messages.failedMark": { en: "Message failed", hi: "मैसेज नहीं जा सका" },
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
  "day.countHelp": {
    en: "What was taken on this day, by mode and by staff member:",
    hi: "इस दिन ली गई रकम, भुगतान के तरीके और स्टाफ़ के हिसाब से:",
  },
  "day.entries": {
    en: "{count, plural, one {# entry} other {# entries}}",
    hi: "{count, plural, one {# एंट्री} other {# एंट्री}}",
  },
  "day.visits": {
    en: "{count, plural, one {# visit} other {# visits}}",
    hi: "{count, plural, one {# विज़िट} other {# विज़िट}}",
  },
  "day.byMode": { en: "By mode", hi: "भुगतान के तरीके से" },
  "day.byStaff": { en: "By staff member", hi: "स्टाफ़ के हिसाब से" },
  "day.nothingTaken": { en: "Nothing taken yet.", hi: "अभी तक कोई रकम नहीं ली गई।" },

  "payment.referenceSeen": {
    en: "This reference {reference} was already recorded for this visit: {amount} on {date} at {time}. Record it again?",
    hi: "यह रेफ़रेंस {reference} इस विज़िट के लिए पहले ही दर्ज है: {amount}, {date} को {time} बजे। क्या इसे फिर से दर्ज करें?",
  },
  "payment.recordAgain": { en: "Yes, record it again", hi: "हाँ, फिर से दर्ज करें" },
  "payment.correctReference": { en: "No, correct the reference", hi: "नहीं, रेफ़रेंस ठीक करें" },
  "reports.checkHeading": { en: "Check before attaching", hi: "जोड़ने से पहले जांचें" },
  "reports.notSeenYet": {
    en: "The patient sees nothing of it until you attach it.",
    hi: "जब तक आप इसे नहीं जोड़ते, मरीज़ को इसका कुछ नहीं दिखेगा।",
  },
  "reports.for": { en: "For", hi: "किसके लिए" },
  "reports.file": { en: "File", hi: "फ़ाइल" },
  "reports.pages": { en: "Pages", hi: "पेज" },
  "reports.previewAlt": { en: "Page 1 of the report for {name}", hi: "{name} की रिपोर्ट का पेज 1" },
  "reports.attach": { en: "Attach", hi: "जोड़ें" },
  "reports.cancel": { en: "Cancel", hi: "रद्द करें" },
  "reports.attached": {
    en: "Report attached for {name}: each page carries its verification QR, and the patient can open it now.",
    hi: "{name} की रिपोर्ट जोड़ दी गई: हर पेज पर जांच का QR है, और मरीज़ अब इसे खोल सकते हैं।",
  },
  "reports.attachFailed": { en: "Failed to attach the report", hi: "रिपोर्ट नहीं जोड़ी जा सकी" },
  "reports.cancelled": { en: "Upload cancelled: the file was discarded", hi: "अपलोड रद्द: फ़ाइल हटा दी गई" },
  "reports.cancelFailed": { en: "Failed to cancel the upload", hi: "अपलोड रद्द नहीं हो सका" },
  "reports.withdraw": { en: "Withdraw…", hi: "वापस लें…" },
  "reports.withdrawTitle": { en: "Withdraw {file}?", hi: "{file} वापस लें?" },
  "reports.withdrawText": {
    en: "The patient will no longer see it: My Reports, its share links and downloads stop, and its verification page says the lab withdrew it. The file is kept for the lab's records, and the history records why.",
    hi: "मरीज़ को यह अब नहीं दिखेगी: मेरी रिपोर्ट, इसके शेयर लिंक और डाउनलोड बंद हो जाएंगे, और इसका जांच पेज बताएगा कि लैब ने इसे वापस ले लिया। फ़ाइल लैब के रिकॉर्ड के लिए रखी जाती है, और इतिहास में कारण दर्ज होता है।",
  },
  "reports.withdrawReason": { en: "Why is it withdrawn?", hi: "इसे वापस क्यों लिया जा रहा है?" },
  "reports.withdrawReasonMissing": { en: "Say why the report is withdrawn", hi: "बताएं कि रिपोर्ट वापस क्यों ली जा रही है" },
  "reports.withdrawConfirm": { en: "Withdraw report", hi: "रिपोर्ट वापस लें" },
  "reports.withdrawDone": {
    en: "Report withdrawn: the patient no longer sees it",
    hi: "रिपोर्ट वापस ली गई: मरीज़ को यह अब नहीं दिखती",
  },
  "reports.withdrawFailed": { en: "Failed to withdraw the report", hi: "रिपोर्ट वापस नहीं ली जा सकी" },
  "reports.withdrawnOn": {
    en: "Withdrawn on {date} by {by}: {reason}. The patient no longer sees it; the file is kept for the lab's records.",
    hi: "{date} को {by} ने वापस ली: {reason}। मरीज़ को यह अब नहीं दिखती; फ़ाइल लैब के रिकॉर्ड के लिए रखी है।",
  },
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
  "changes.removedPerson": {
    en: "Removed person {position}, {name} ({reason})",
    hi: "हटाया गया व्यक्ति {position}, {name} ({reason})",
  },
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
