import { defineTexts } from "../texts.ts";

/**
 * My Reports (/reports), a share link's page (/reports/shared/:token) and the page a report's
 * QR code opens (/verify/:code). The lookup's answers are said here, by the page: the service
 * answers only what happened ("not-found", "too-many-tries" and the minutes to wait).
 */
export default defineTexts({
  // My Reports
  title: { en: "My Reports", hi: "मेरी रिपोर्ट" },
  description: {
    en: "Open your lab reports online with your booking reference and mobile number.",
    hi: "अपने बुकिंग नंबर (reference) और मोबाइल नंबर से अपनी लैब रिपोर्ट ऑनलाइन खोलें।",
  },
  "lookup.title": { en: "Open your reports", hi: "अपनी रिपोर्ट खोलें" },
  "lookup.titleAnother": { en: "Open another booking's reports", hi: "किसी दूसरी बुकिंग की रिपोर्ट खोलें" },
  "lookup.hint": {
    en: "Enter the booking reference from your booking message and the mobile number you booked with.",
    hi: "बुकिंग के मैसेज में लिखा बुकिंग नंबर (reference) और वह मोबाइल नंबर लिखें जिससे आपने बुकिंग की थी।",
  },
  "lookup.submit": { en: "Show my reports", hi: "मेरी रिपोर्ट दिखाएं" },
  "lookup.submitting": { en: "Opening…", hi: "खुल रही है…" },
  "error.referenceMissing": { en: "Enter your booking reference", hi: "अपना बुकिंग नंबर (reference) लिखें" },
  "error.referenceFormat": { en: "Enter the reference like LF-7Q2K9", hi: "बुकिंग नंबर LF-7Q2K9 की तरह लिखें" },
  "error.mobile": { en: "Enter a 10-digit Indian mobile number", hi: "10 अंकों का भारतीय मोबाइल नंबर लिखें" },
  "error.noReportsYet": { en: "No reports available yet.", hi: "अभी कोई रिपोर्ट उपलब्ध नहीं है।" },
  "error.notFound": {
    en: "We could not find reports for that reference and mobile number.",
    hi: "इस बुकिंग नंबर और मोबाइल नंबर की कोई रिपोर्ट हमें नहीं मिली।",
  },
  "error.notFoundHelp": {
    en: "Check the reference on your booking message (it looks like LF-7Q2K9) and use the mobile number you booked with. If your sample was collected less than a day ago, your report may not be ready yet. Still stuck? Call or WhatsApp the lab.",
    hi: "अपने बुकिंग मैसेज में बुकिंग नंबर देखें (यह LF-7Q2K9 जैसा दिखता है) और वही मोबाइल नंबर लिखें जिससे बुकिंग की थी। अगर आपका सैंपल एक दिन से कम पहले लिया गया है, तो हो सकता है रिपोर्ट अभी तैयार न हो। फिर भी दिक्कत हो? लैब को फ़ोन करें या WhatsApp करें।",
  },
  "error.tooManyTries": {
    en: "Too many tries: wait {minutes, plural, one {# minute} other {# minutes}}, or call the lab",
    hi: "बहुत बार कोशिश हो चुकी है: {minutes} मिनट रुकें, या लैब को फ़ोन करें",
  },
  "error.expired": {
    en: "This page was open too long: enter your booking reference and mobile number again.",
    hi: "यह पेज बहुत देर तक खुला रहा। अपना बुकिंग नंबर (reference) और मोबाइल नंबर फिर से लिखें।",
  },
  call: { en: "Call {phone}", hi: "{phone} पर फ़ोन करें" },
  askOnWhatsapp: { en: "Ask on WhatsApp", hi: "WhatsApp पर पूछें" },
  "found.title": { en: "Reports for {reference}", hi: "{reference} की रिपोर्ट" },
  "found.hint": {
    en: "Download or share them in the next {minutes} minutes; after that, enter your details again.",
    hi: "अगले {minutes} मिनट में इन्हें डाउनलोड या शेयर करें। उसके बाद अपनी जानकारी फिर से लिखें।",
  },
  "found.person": { en: "{name} (person {position})", hi: "{name} (व्यक्ति {position})" },
  "found.someone": { en: "Person", hi: "व्यक्ति" },
  reportOf: { en: "Report of {date}", hi: "{date} की रिपोर्ट" },
  download: { en: "Download", hi: "डाउनलोड करें" },
  "share.button": { en: "Share", hi: "शेयर करें" },
  "share.busy": { en: "Making a link…", hi: "लिंक बन रहा है…" },
  "share.copied": { en: "Link copied", hi: "लिंक कॉपी हो गया" },
  "share.copyIt": { en: "Copy this link and send it:", hi: "यह लिंक कॉपी करके भेजें:" },
  "share.shared": { en: "Shared", hi: "शेयर हो गई" },
  "share.fileTitle": { en: "Lab report {reference}", hi: "लैब रिपोर्ट {reference}" },
  "share.link": {
    en: "Share link (works for {days} days, until {date})",
    hi: "शेयर लिंक ({days} दिन चलेगा, {date} तक)",
  },
  "remembered.title": { en: "Opened on this device", hi: "इस डिवाइस पर खोली गई" },
  "remembered.hint": {
    en: "Only the references are kept here, never names, numbers or reports.",
    hi: "यहां सिर्फ़ बुकिंग नंबर रखे जाते हैं; नाम, मोबाइल नंबर या रिपोर्ट कभी नहीं।",
  },
  "remembered.open": { en: "Open {reference}", hi: "{reference} खोलें" },
  "remembered.forget": { en: "Forget {reference}", hi: "{reference} को यहां से हटाएं" },
  "ready.title": { en: "When is my report ready?", hi: "मेरी रिपोर्ट कब तैयार होगी?" },
  "ready.text": {
    en: "When your report is ready we send it to your registered mobile number on WhatsApp. Most reports are ready within 24 hours of sample collection.",
    hi: "रिपोर्ट तैयार होते ही हम उसे आपके रजिस्टर्ड मोबाइल नंबर पर WhatsApp से भेज देते हैं। ज़्यादातर रिपोर्ट सैंपल लेने के 24 घंटे के अंदर तैयार हो जाती हैं।",
  },
  "ready.whatsapp": { en: "Ask for my report on WhatsApp", hi: "WhatsApp पर मेरी रिपोर्ट मांगें" },
  manageBooking: {
    en: "To see, move or cancel a booking, open it with the same reference and mobile in <link>Manage a booking</link>.",
    hi: "बुकिंग देखने, उसका समय बदलने या उसे रद्द करने के लिए, इसी बुकिंग नंबर और मोबाइल नंबर से उसे <link>बुकिंग देखें या बदलें</link> में खोलें।",
  },
  notTestedYet: {
    en: "Not tested with us yet? <tests>Find a test</tests> or <packages>choose a health package</packages>.",
    hi: "हमसे अभी तक कोई टेस्ट नहीं करवाया? <tests>टेस्ट खोजें</tests> या <packages>हेल्थ पैकेज चुनें</packages>।",
  },

  // A share link's page
  "shared.title": { en: "Lab report", hi: "लैब रिपोर्ट" },
  "shared.description": {
    en: "A lab report shared with you from {labName}.",
    hi: "{labName} से आपको भेजी गई लैब रिपोर्ट।",
  },
  "shared.from": { en: "Shared with you from {labName}.", hi: "यह रिपोर्ट {labName} से आपको भेजी गई है।" },
  "shared.qrHint": {
    en: "Each report carries a QR code: scan it, or open the address printed beside it, to check that the report is genuine.",
    hi: "हर रिपोर्ट पर एक QR कोड छपा होता है। रिपोर्ट असली है या नहीं, यह जांचने के लिए उसे स्कैन करें, या उसके पास छपा पता खोलें।",
  },
  "shared.gone": {
    en: "This link has expired or was withdrawn",
    hi: "इस लिंक का समय खत्म हो गया है या इसे वापस ले लिया गया है",
  },
  "shared.goneText": {
    en: "Share links work for {days} days, and the lab or the patient can withdraw one. Ask the person who sent it for a new link, or open your own reports with your booking reference and mobile number.",
    hi: "शेयर लिंक {days} दिन तक चलता है, और लैब या मरीज़ उसे पहले भी वापस ले सकते हैं। जिसने लिंक भेजा है उससे नया लिंक मांगें, या अपने बुकिंग नंबर (reference) और मोबाइल नंबर से अपनी रिपोर्ट खोलें।",
  },

  // The page a report's QR code opens
  "verify.title": { en: "Verify a report", hi: "रिपोर्ट असली है या नहीं, जांचें" },
  "verify.description": {
    en: "Check that a lab report was issued by {labName}.",
    hi: "जांचें कि लैब रिपोर्ट {labName} ने ही जारी की है।",
  },
  "verify.heading": { en: "Report verification", hi: "रिपोर्ट असली है या नहीं" },
  "verify.genuine": {
    en: "This code belongs to a report issued by {labName}.",
    hi: "यह कोड {labName} की जारी की गई एक रिपोर्ट का है।",
  },
  "verify.fileRemoved": {
    en: "The report's file has since been removed from our website (its retention period ended, or the patient asked us to erase it). The code was genuine; the details below are those of the report as issued.",
    hi: "इस रिपोर्ट की फ़ाइल अब हमारी वेबसाइट से हटा दी गई है (उसे रखने का समय पूरा हो गया, या मरीज़ ने उसे मिटाने को कहा)। कोड असली था; नीचे दी गई जानकारी वही है जो रिपोर्ट जारी करते समय थी।",
  },
  // A QR on a withdrawn report still leads here: the holder reads plainly that the lab took it
  // back and must not rely on it, and whom to ask for the right one. The details stay below, so
  // they can tell which report it was; the page never says "genuine" of it.
  "verify.withdrawn": {
    en: "{labName} withdrew this report on {date}: it was issued by mistake. Do not rely on it; ask the lab for the correct report.",
    hi: "{labName} ने यह रिपोर्ट {date} को वापस ले ली: यह गलती से जारी हुई थी। इस पर भरोसा न करें; सही रिपोर्ट के लिए लैब से संपर्क करें।",
  },
  "verify.lab": { en: "Lab", hi: "लैब" },
  "verify.patient": { en: "Patient", hi: "मरीज़" },
  "verify.tests": { en: "Tests", hi: "टेस्ट" },
  "verify.reportDate": { en: "Report date", hi: "रिपोर्ट की तारीख़" },
  "verify.sha256": { en: "SHA-256 of the file", hi: "फ़ाइल का SHA-256" },
  "verify.howTo": { en: "How to check your copy", hi: "अपनी कॉपी कैसे जांचें" },
  "verify.howToText": {
    en: "A genuine, unaltered PDF has exactly the SHA-256 above. Changing even one character of the file changes it completely.",
    hi: "असली और बिना बदली PDF का SHA-256 ठीक ऊपर लिखे जैसा होता है। फ़ाइल में एक भी अक्षर बदलने से यह पूरी तरह बदल जाता है।",
  },
  "verify.printed": {
    en: "A printed copy cannot be hashed: compare the name, tests and date above with the paper instead.",
    hi: "छपी हुई कॉपी का SHA-256 नहीं निकाला जा सकता। उसकी जगह ऊपर लिखे नाम, टेस्ट और तारीख़ को कागज़ से मिलाएं।",
  },
  "verify.unknown": { en: "No report has this code", hi: "इस कोड की कोई रिपोर्ट नहीं है" },
  "verify.unknownText": {
    en: "Check the address against the one printed under the QR code. If it is right, this report was not issued by {labName}: call us before relying on it.",
    hi: "पता QR कोड के नीचे छपे पते से मिलाएं। अगर पता सही है, तो यह रिपोर्ट {labName} ने जारी नहीं की है। इस पर भरोसा करने से पहले हमें फ़ोन करें।",
  },
});
