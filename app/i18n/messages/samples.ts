import { defineTexts } from "../texts.ts";

/**
 * The lab's day of samples (/admin/samples, issue 34): whose samples are due, their tests, and
 * where their reports stand. Admin pages are English today, but the texts keep both languages.
 */
export default defineTexts({
  title: { en: "Samples", hi: "सैंपल" },
  intro: {
    en: "Everyone whose sample is due or collected on a day, slot by slot, with their tests. Attach each person's report PDF here: attaching the first report of a visit marks its report ready.",
    hi: "दिन के हर व्यक्ति का सैंपल, जिसे लेना है या जो ले लिया गया है, समय (स्लॉट) के हिसाब से, उनके टेस्ट के साथ। हर व्यक्ति की रिपोर्ट की PDF यहीं जोड़ें: विज़िट की पहली रिपोर्ट जुड़ते ही उसकी रिपोर्ट तैयार मानी जाती है।",
  },
  "day.nav": { en: "Choose a day", hi: "दिन चुनें" },
  "day.previous": { en: "Previous day", hi: "पिछला दिन" },
  "day.today": { en: "Today", hi: "आज" },
  "day.next": { en: "Next day", hi: "अगला दिन" },
  "day.date": { en: "Date", hi: "तारीख़" },
  "day.show": { en: "Show", hi: "दिखाएं" },
  "day.notADate": { en: "That is not a date: showing today", hi: "यह तारीख़ नहीं है: आज का दिन दिखा रहे हैं" },
  "day.isToday": { en: "(today)", hi: "(आज)" },
  "day.count": {
    en: "{people, plural, one {# person} other {# people}} in {visits, plural, one {# visit} other {# visits}}",
    hi: "{visits, plural, one {# विज़िट} other {# विज़िट}} में {people, plural, one {# व्यक्ति} other {# लोग}}",
  },
  "day.empty": { en: "No samples are due on this day.", hi: "इस दिन कोई सैंपल नहीं लेना है।" },
  "visit.home": { en: "Home collection", hi: "घर से सैंपल कलेक्शन" },
  "visit.lab": { en: "Lab visit", hi: "लैब में" },
  "visit.status": { en: "Sample status", hi: "सैंपल का स्टेटस" },
  "person.ageGender": {
    en: "{age} y, {gender, select, female {female} male {male} other {other}}",
    hi: "{age} साल, {gender, select, female {महिला} male {पुरुष} other {अन्य}}",
  },
  "person.tests": { en: "Tests", hi: "टेस्ट" },
  "person.report": { en: "Report", hi: "रिपोर्ट" },
  "report.none": { en: "No report yet", hi: "अभी रिपोर्ट नहीं" },
  "report.attached": { en: "Report attached", hi: "रिपोर्ट जुड़ गई" },
  "report.withdrawn": { en: "Report withdrawn", hi: "रिपोर्ट वापस ली गई" },
  "reports.open": { en: "Attach reports for {reference}", hi: "{reference} की रिपोर्ट जोड़ें" },
  "reports.needsScript": {
    en: "Attaching a report needs JavaScript: turn it on in the browser, or use another browser.",
    hi: "रिपोर्ट जोड़ने के लिए JavaScript चाहिए: ब्राउज़र में इसे चालू करें, या दूसरा ब्राउज़र इस्तेमाल करें।",
  },
  // Tubes arriving at the lab (issue 35, "Sample labels").
  "receive.heading": { en: "Received at the lab", hi: "लैब में पहुँची ट्यूब" },
  "receive.label": { en: "Scan or type the tube's label", hi: "ट्यूब का लेबल स्कैन करें या लिखें" },
  "receive.hint": {
    en: "A barcode scanner types the label here and presses Enter.",
    hi: "बारकोड स्कैनर लेबल यहाँ लिखकर Enter दबा देता है।",
  },
  "receive.send": { en: "Mark received", hi: "पहुँची दर्ज करें" },
  "receive.done": {
    en: "Received: {tube} of {name} ({reference}), label {label}",
    hi: "पहुँच गई: {name} की {tube} ({reference}), लेबल {label}",
  },
  "receive.again": {
    en: "Already received at {time}: {tube} of {name} ({reference}), label {label}",
    hi: "{time} पर पहले ही पहुँच चुकी: {name} की {tube} ({reference}), लेबल {label}",
  },
  // A wrong label taken off a tube (issue 35).
  "unlink.open": { en: "Take label {label} off", hi: "लेबल {label} हटाएँ" },
  "unlink.reason": {
    en: "Why does label {label} come off {tube}?",
    hi: "{tube} से लेबल {label} क्यों हटाया जा रहा है?",
  },
  "unlink.hint": {
    en: "Kept in the booking's history: do not write the patient's name. The label can then go on the right tube.",
    hi: "यह बुकिंग के इतिहास में रहेगा: मरीज़ का नाम न लिखें। फिर लेबल सही ट्यूब पर लगाया जा सकेगा।",
  },
  "unlink.send": { en: "Take the label off", hi: "लेबल हटा दें" },
  "unlink.done": {
    en: "Label {label} taken off {tube} of person {position} ({reference}): it can now go on the right tube",
    hi: "लेबल {label} को {reference} के व्यक्ति {position} की {tube} से हटा दिया गया: अब इसे सही ट्यूब पर लगाया जा सकता है",
  },
  "arrivals.heading": { en: "Tubes at the lab", hi: "लैब में ट्यूब" },
  "arrivals.tube": { en: "{name} {number}", hi: "{name} {number}" },
  "arrivals.arrived": { en: "Arrived {time} · label {label}", hi: "{time} पर पहुँची · लेबल {label}" },
  "arrivals.labelled": { en: "Labelled {label}, not arrived yet", hi: "लेबल {label} लगा, अभी नहीं पहुँची" },
  "arrivals.no-label": { en: "No label yet", hi: "अभी लेबल नहीं लगा" },
  "arrivals.count": {
    en: "{arrived} of {count} tubes arrived",
    hi: "{count} में से {arrived} ट्यूब पहुँचीं",
  },
});
