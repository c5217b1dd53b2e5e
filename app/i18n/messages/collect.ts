import { defineTexts } from "../texts.ts";

/**
 * The collector's day on a phone (/collect and /hi/collect, issue 35): their visits of today and
 * tomorrow and the taps on each. Read at a door in Noida traffic: short words, a verb on each button.
 */
export default defineTexts({
  title: { en: "My visits", hi: "मेरी विज़िट" },
  signedInAs: { en: "Signed in as {name}", hi: "{name} के नाम से साइन इन" },
  signOut: { en: "Sign out", hi: "साइन आउट" },
  switchLanguage: { en: "हिन्दी", hi: "English" },
  today: { en: "Today", hi: "आज" },
  tomorrow: { en: "Tomorrow", hi: "कल" },
  none: { en: "No visits assigned to you.", hi: "आपके ज़िम्मे कोई विज़िट नहीं है।" },
  count: {
    en: "{count, plural, one {# visit} other {# visits}}",
    hi: "{count, plural, other {# विज़िट}}",
  },
  "visit.label": { en: "Visit {reference}, {window}", hi: "विज़िट {reference}, {window}" },
  "state.assigned": { en: "To visit", hi: "जाना है" },
  "state.on-my-way": { en: "On my way", hi: "रास्ते में" },
  "state.not-at-home": { en: "Not at home", hi: "घर पर नहीं" },
  "state.collected": { en: "Collected", hi: "सैंपल ले लिया" },
  "person.ageGender": {
    en: "{age} y, {gender, select, female {female} male {male} other {other}}",
    hi: "{age} साल, {gender, select, female {महिला} male {पुरुष} other {अन्य}}",
  },
  "fasting.required": { en: "Fasting sample: ask if they have eaten", hi: "ख़ाली पेट सैंपल: पूछें कि कुछ खाया तो नहीं" },
  "fasting.if-doctor-asks": {
    en: "Fasting only if their doctor asked",
    hi: "ख़ाली पेट सिर्फ़ तब, जब डॉक्टर ने कहा हो",
  },
  "address.heading": { en: "Address", hi: "पता" },
  "address.landmark": { en: "Landmark: {landmark}", hi: "निशानी: {landmark}" },
  map: { en: "Open in maps", hi: "मैप में खोलें" },
  call: { en: "Call the patient", hi: "मरीज़ को फ़ोन करें" },
  amountDue: { en: "Collect {amount}", hi: "{amount} लेने हैं" },
  "action.on-my-way": { en: "On my way", hi: "रास्ते में हूँ" },
  "action.not-at-home": { en: "Not at home", hi: "घर पर नहीं" },
  "action.collected": { en: "Collected", hi: "सैंपल ले लिया" },
  "notHome.reason": { en: "Why?", hi: "क्यों?" },
  "reason.no-answer": { en: "No answer at the door or phone", hi: "दरवाज़े या फ़ोन पर कोई जवाब नहीं" },
  "reason.door-locked": { en: "Door locked", hi: "दरवाज़ा बंद" },
  "reason.asked-to-come-later": { en: "Asked to come later", hi: "बाद में आने को कहा" },
  "reason.wrong-address": { en: "Wrong address", hi: "ग़लत पता" },
  "reason.other": { en: "Other", hi: "कुछ और" },
  "notHome.note": { en: "What happened (optional, no names)", hi: "क्या हुआ (चाहें तो लिखें, नाम नहीं)" },
  "notHome.send": { en: "Save: not at home", hi: "सेव करें: घर पर नहीं" },
  "collected.code": { en: "Handover code the patient reads out", hi: "मरीज़ जो हैंडओवर कोड पढ़कर बताएँ" },
  "collected.hint": {
    en: "4 digits on the patient's booking page, read out once the sample is taken",
    hi: "मरीज़ के बुकिंग पेज पर 4 अंक, सैंपल लेने के बाद पढ़कर बताए जाते हैं",
  },
  "collected.send": { en: "Confirm collected", hi: "पक्का करें: सैंपल ले लिया" },
  "collected.locked": {
    en: "Too many wrong codes: call the desk to mark it collected.",
    hi: "कई बार ग़लत कोड: सैंपल लिया गया दर्ज करवाने के लिए डेस्क को फ़ोन करें।",
  },
  "undo.label": { en: "Undo “{action}”", hi: "“{action}” वापस लें" },
  "undo.hint": { en: "You can undo this for a minute.", hi: "इसे एक मिनट तक वापस ले सकते हैं।" },
  "done.saved": { en: "Saved: {action}", hi: "सेव हो गया: {action}" },
  "cash.action": { en: "Cash taken", hi: "कैश लिया" },
  "cash.amount": { en: "Cash taken, in rupees", hi: "कितना कैश लिया, रुपये में" },
  "cash.send": { en: "Save cash taken", hi: "लिया गया कैश सेव करें" },
  // Without signal (docs/decisions/2026-11-28-collect-offline.md).
  "app.name": { en: "Home collection: my visits", hi: "होम कलेक्शन: मेरी विज़िट" },
  "app.shortName": { en: "My visits", hi: "मेरी विज़िट" },
  "offline.savedAt": { en: "Saved at {time} — you are offline", hi: "{time} पर सेव की गई — आप ऑफ़लाइन हैं" },
  "offline.staleDay": {
    en: "The saved list was of another day, so it is not shown. Connect to the internet to see today's visits.",
    hi: "सेव की गई सूची किसी और दिन की थी, इसलिए नहीं दिखाई जा रही। आज की विज़िट देखने के लिए इंटरनेट से जुड़ें।",
  },
  "queue.waiting": {
    en: "{count, plural, one {# tap waiting to be sent} other {# taps waiting to be sent}}",
    hi: "{count, plural, other {# टैप भेजने बाकी}}",
  },
  "queue.whenSignal": {
    en: "They go by themselves when the signal returns.",
    hi: "सिग्नल आते ही ये अपने आप चले जाएँगे।",
  },
  "queue.pending": { en: "Waiting to be sent: {action}", hi: "भेजना बाकी: {action}" },
  "queue.needsCode": {
    en: "Collected, waiting to confirm: ask the patient for the code again",
    hi: "सैंपल ले लिया, पक्का होना बाकी: मरीज़ से कोड दोबारा पूछें",
  },
  "offline.short": { en: "Offline", hi: "ऑफ़लाइन" },
  "offline.language": {
    en: "No signal: the language changes when the signal returns.",
    hi: "सिग्नल नहीं है: सिग्नल आने पर भाषा बदलेगी।",
  },
  "queue.refused": { en: "“{action}” was not saved: {reason}", hi: "“{action}” सेव नहीं हुआ: {reason}" },
  "signOut.offline": {
    en: "You cannot sign out safely yet: {count, plural, one {# tap is} other {# taps are}} still waiting to be sent. Sign out when you have signal.",
    hi: "अभी सुरक्षित साइन आउट नहीं हो सकता: {count, plural, other {# टैप}} अभी भेजने बाकी हैं। सिग्नल आने पर साइन आउट करें।",
  },
  "signOut.needsCode": {
    en: "You cannot sign out yet: a “Collected” tap needs the patient's code again.",
    hi: "अभी साइन आउट नहीं हो सकता: “सैंपल ले लिया” के लिए मरीज़ का कोड दोबारा चाहिए।",
  },
  "signOut.sending": {
    en: "Sending {count, plural, one {# tap} other {# taps}} first, then signing out…",
    hi: "पहले {count, plural, other {# टैप}} भेज रहे हैं, फिर साइन आउट…",
  },
});
