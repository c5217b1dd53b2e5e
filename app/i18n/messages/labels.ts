import { defineTexts } from "../texts.ts";

/**
 * The sample labels on the collector's phone (issue 35, "Sample labels"): each tube's lab label,
 * scanned with the camera or typed, on /collect and /hi/collect. Words for a door in traffic:
 * short, a verb on each button, what to do when the camera cannot help.
 */
export default defineTexts({
  heading: { en: "Labels", hi: "लेबल" },
  tube: { en: "{name} {number}", hi: "{name} {number}" },
  linked: { en: "Label {label}", hi: "लेबल {label}" },
  received: { en: "Arrived at the lab", hi: "लैब पहुँच गई" },
  noLabel: { en: "No label yet", hi: "अभी लेबल नहीं लगा" },
  scan: { en: "Scan label", hi: "लेबल स्कैन करें" },
  type: { en: "Type the label number", hi: "लेबल नंबर लिखें" },
  typeHint: {
    en: "The letters and digits under the barcode",
    hi: "बारकोड के नीचे छपे अक्षर और अंक",
  },
  save: { en: "Save label", hi: "लेबल सेव करें" },
  undo: { en: "Undo label {label}", hi: "लेबल {label} वापस लें" },
  "sheet.title": { en: "Scan the label of: {tube}", hi: "इस ट्यूब का लेबल स्कैन करें: {tube}" },
  "sheet.aim": {
    en: "Hold the barcode flat in the middle of the picture.",
    hi: "बारकोड को सीधा, तस्वीर के बीच में रखें।",
  },
  "sheet.starting": { en: "Opening the camera…", hi: "कैमरा खुल रहा है…" },
  "sheet.notALabel": {
    en: "That code is not a lab label: scan the tube's label",
    hi: "यह कोड लैब का लेबल नहीं है: ट्यूब का लेबल स्कैन करें",
  },
  "sheet.found": { en: "Read {label}: saving…", hi: "{label} पढ़ा गया: सेव हो रहा है…" },
  "sheet.noCamera": {
    en: "The camera could not be opened: type the label number instead",
    hi: "कैमरा नहीं खुल पाया: लेबल नंबर लिख दें",
  },
  "sheet.close": { en: "Close", hi: "बंद करें" },
  // Through the phone's queue (docs/decisions/2026-11-28-collect-offline.md).
  waiting: { en: "Labelled {label}, waiting to be sent", hi: "लेबल {label} लगाया, भेजना बाकी" },
  refusedTitle: { en: "Label not saved", hi: "लेबल सेव नहीं हुआ" },
  back: { en: "Back to my visits", hi: "मेरी विज़िट पर वापस जाएँ" },
});
