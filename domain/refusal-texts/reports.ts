// Refusals of reports: the desk's uploads and what it does with them (attach, withdraw, share),
// and a patient's downloads, share links and verification codes (report.ts, the services of server/api/reports/).
import { defineRefusals } from "./define.ts";

export const REPORT_REFUSALS = defineRefusals({
  // An upload's file (reports.routes.ts, pdf-stamp.ts).
  REPORT_NOT_A_PDF: {
    status: 400,
    en: "Choose a PDF file: this file is not a PDF",
    hi: "PDF फ़ाइल चुनें: यह फ़ाइल PDF नहीं है",
  },
  REPORT_NOT_MULTIPART: {
    status: 400,
    en: 'Send the PDF as multipart/form-data in the field "file"',
    hi: 'PDF को multipart/form-data में "file" फ़ील्ड में भेजें',
  },
  REPORT_TOO_MANY_PARTS: {
    status: 413,
    en: 'Too many form fields or files: send one PDF, in the field "file"',
    hi: 'फ़ॉर्म में बहुत सारे फ़ील्ड या फ़ाइलें हैं: "file" फ़ील्ड में एक ही PDF भेजें',
  },
  REPORT_TOO_LARGE: {
    status: 413,
    en: "The file is too large: at most {megabytes} MB",
    hi: "फ़ाइल बहुत बड़ी है: ज़्यादा से ज़्यादा {megabytes} MB",
  },
  REPORT_PDF_UNREADABLE: {
    status: 400,
    en: "This PDF could not be read: it is damaged or password-protected. Save it again as a plain PDF and upload that",
    hi: "यह PDF पढ़ी नहीं जा सकी: यह खराब है या इस पर पासवर्ड लगा है। इसे सादी PDF के रूप में दोबारा सेव करें और वह अपलोड करें",
  },
  REPORT_PDF_TOO_COMPLEX: {
    status: 400,
    en: 'This PDF is too complex to read: it took too long or too much memory. Save it again as a plain PDF (for example with "Print to PDF") and upload that',
    hi: 'यह PDF पढ़ने में बहुत भारी है: इसमें बहुत ज़्यादा समय या मेमोरी लगी। इसे सादी PDF के रूप में दोबारा सेव करें (जैसे "Print to PDF" से) और वह अपलोड करें',
  },
  REPORT_TOO_MANY_PAGES: {
    status: 400,
    en: "This PDF has more than {maximum, plural, one {# page} other {# pages}}, the most a report may have. Upload the report's own pages, or split it into parts",
    hi: "इस PDF में {maximum, plural, other {# से ज़्यादा पेज}} हैं, जबकि एक रिपोर्ट में इससे ज़्यादा पेज नहीं हो सकते। सिर्फ़ रिपोर्ट के अपने पेज अपलोड करें, या इसे हिस्सों में बांटें",
  },

  // Whose report an upload is (reports.service.ts).
  REPORT_PERSON_REQUIRED: { status: 400, en: "Choose whose report this is", hi: "चुनें कि यह किसकी रिपोर्ट है" },
  REPORT_PERSON_UNKNOWN: {
    status: 400,
    en: "No such person in this booking",
    hi: "इस बुकिंग में ऐसा कोई व्यक्ति नहीं है",
  },
  REPORT_PERSON_ERASED: {
    status: 400,
    en: "This person's data was erased: a report cannot be attached",
    hi: "इस व्यक्ति का डेटा मिटाया जा चुका है: रिपोर्ट नहीं जोड़ी जा सकती",
  },
  WITHDRAW_REASON_REQUIRED: {
    status: 400,
    en: "Say why the report is withdrawn",
    hi: "रिपोर्ट वापस लेने की वजह लिखें",
  },

  // A report and its file (report-records.service.ts and the parts of server/api/reports/).
  REPORT_NOT_FOUND: { status: 404, en: "Report not found", hi: "रिपोर्ट नहीं मिली" },
  REPORT_FILE_REMOVED: {
    status: 410,
    en: "This report's file was removed",
    hi: "इस रिपोर्ट की फ़ाइल हटा दी गई है",
  },
  REPORT_WITHDRAWN: { status: 410, en: "The lab withdrew this report", hi: "लैब ने यह रिपोर्ट वापस ले ली है" },
  REPORT_NOT_ATTACHED: {
    status: 409,
    en: "This upload is not attached yet: attach it, or cancel it",
    hi: "यह अपलोड अभी जोड़ा नहीं गया है: इसे जोड़ें, या रद्द करें",
  },
  REPORT_ATTACHED_ALREADY: {
    status: 409,
    en: "This report is attached already",
    hi: "यह रिपोर्ट पहले ही जोड़ी जा चुकी है",
  },
  REPORT_WITHDRAWN_ALREADY: {
    status: 409,
    en: "This report was withdrawn already",
    hi: "यह रिपोर्ट पहले ही वापस ली जा चुकी है",
  },

  // A patient's ways to a report: a download ticket, a share link, a verification code.
  REPORT_TICKET_EXPIRED: {
    status: 403,
    en: "This download link has expired: open your reports again",
    hi: "इस डाउनलोड लिंक का समय खत्म हो गया है: अपनी रिपोर्ट फिर से खोलें",
  },
  SHARE_LINK_UNKNOWN: {
    status: 404,
    en: "This link has expired or was withdrawn",
    hi: "इस लिंक का समय खत्म हो गया है या इसे वापस ले लिया गया है",
  },
  SHARE_LINK_GONE: {
    status: 410,
    en: "This link has expired or was withdrawn",
    hi: "इस लिंक का समय खत्म हो गया है या इसे वापस ले लिया गया है",
  },
  SHARE_LINK_NOT_FOUND: { status: 404, en: "Share link not found", hi: "शेयर लिंक नहीं मिला" },
  NOT_A_SHARE_LINK: { status: 400, en: "Not a share link", hi: "यह सही शेयर लिंक नहीं है" },
  NOT_A_VERIFICATION_CODE: {
    status: 400,
    en: "Not a verification code",
    hi: "यह सही वेरिफ़िकेशन कोड नहीं है",
  },
});
