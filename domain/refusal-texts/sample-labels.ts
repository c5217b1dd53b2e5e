// Refusals of sample labels (issue 35, "Sample labels"; domain/sample-labels.ts): a collector
// scanning or typing a label onto a tube at the door, and the lab scanning a tube in. A
// collector is never told whose other tube a label is on: only that it is used, or which tube
// of their own visit holds it.
import { defineRefusals } from "./define.ts";

export const SAMPLE_LABEL_REFUSALS = defineRefusals({
  LABEL_REQUIRED: {
    status: 400,
    en: "Scan the label or type its number",
    hi: "लेबल स्कैन करें या उसका नंबर लिखें",
  },
  LABEL_SHAPE: {
    status: 400,
    en: "A label number is 6 to 20 letters and digits, as printed under the barcode",
    hi: "लेबल नंबर में 6 से 20 अक्षर और अंक होते हैं, जैसे बारकोड के नीचे छपे हैं",
  },
  TUBE_NOT_ON_VISIT: {
    status: 400,
    en: "This tube is not one of this person's tubes: reload the page",
    hi: "यह ट्यूब इस व्यक्ति की ट्यूबों में नहीं है: पेज दोबारा खोलें",
  },
  LABEL_IN_USE: {
    status: 409,
    en: "This label is already used on another sample: take a new label",
    hi: "यह लेबल पहले ही किसी दूसरे सैंपल पर लगा है: नया लेबल लें",
  },
  LABEL_ON_THIS_VISIT: {
    status: 409,
    en: "This label is already on another tube of this visit (person {position})",
    hi: "यह लेबल इसी विज़िट की दूसरी ट्यूब पर पहले से लगा है (व्यक्ति {position})",
  },
  TUBE_LABELLED_ALREADY: {
    status: 409,
    en: "This tube already has label {label}: undo it first",
    hi: "इस ट्यूब पर पहले से लेबल {label} लगा है: पहले उसे वापस लें",
  },
  LABEL_NOT_TODAY: {
    status: 409,
    en: "Labels go on tubes on the day of the visit",
    hi: "लेबल विज़िट वाले दिन ही ट्यूब पर लगाए जाते हैं",
  },
  LABEL_NOT_FOUND: {
    status: 404,
    en: "No tube has label {label}: check the number",
    hi: "किसी ट्यूब पर लेबल {label} नहीं लगा है: नंबर जाँचें",
  },
  LABEL_LINK_NOT_FOUND: { status: 404, en: "No such label on this visit", hi: "इस विज़िट पर ऐसा कोई लेबल नहीं है" },
  LABEL_RECEIVED_ALREADY: {
    status: 409,
    en: "This tube has arrived at the lab: its label can no longer be undone",
    hi: "यह ट्यूब लैब पहुँच चुकी है: इसका लेबल अब वापस नहीं लिया जा सकता",
  },
  LABEL_UNDO_TOO_LATE: {
    status: 409,
    en: "A label can be undone for {seconds} seconds only; for this one, call the desk",
    hi: "लेबल सिर्फ़ {seconds} सेकंड तक वापस लिया जा सकता है; इसके लिए डेस्क को फ़ोन करें",
  },
  // The desk takes a wrong label off a tube (/admin/samples).
  UNLINK_REASON_REQUIRED: {
    status: 400,
    en: "Say why the label comes off this tube",
    hi: "बताएँ कि इस ट्यूब से लेबल क्यों हटाया जा रहा है",
  },
  LABEL_UNLINK_RECEIVED: {
    status: 409,
    en: "This tube has arrived at the lab: its label stays on it",
    hi: "यह ट्यूब लैब पहुँच चुकी है: इसका लेबल इसी पर रहेगा",
  },
});
