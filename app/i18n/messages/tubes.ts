import { defineTexts } from "../texts.ts";

/**
 * The tubes and containers each test needs (issue 35): the Tests Manager's field, and the
 * tubes listed on the lab's day and the desk's booking page. The containers' own names and the
 * handling words are the closed lists' (domain/sample-containers.ts). Admin pages are English
 * today, but the texts keep both languages.
 */
export default defineTexts({
  "list.heading": { en: "Tubes to fill", hi: "भरने वाली ट्यूब" },
  "list.expected": { en: "Tubes expected", hi: "आने वाली ट्यूब" },
  "list.carry": { en: "To carry", hi: "साथ ले जाएं" },
  "list.none": { en: "No tubes", hi: "कोई ट्यूब नहीं" },
  "list.volume": { en: "{ml} ml", hi: "{ml} ml" },
  "list.forTests": { en: "for {tests}", hi: "{tests} के लिए" },
  "list.askTheLab": {
    en: "Container not set for {tests}: ask the lab",
    hi: "{tests} का कंटेनर तय नहीं है: लैब से पूछें",
  },
  "list.person": { en: "{position}. {name}", hi: "{position}. {name}" },
  "form.title": { en: "Sample containers", hi: "सैंपल के कंटेनर" },
  "form.hint": {
    en: "What the collector carries and fills for this test. One person's tests that need the same kind share one tube until their volumes add up past what it holds.",
    hi: "इस टेस्ट के लिए कलेक्टर क्या ले जाए और भरे। एक व्यक्ति के जिन टेस्ट को एक ही तरह का कंटेनर चाहिए, वे एक ही ट्यूब में लिए जाते हैं, जब तक उनकी कुल मात्रा ट्यूब की क्षमता से ज़्यादा न हो जाए।",
  },
  "form.notSet": { en: "Container not set", hi: "कंटेनर तय नहीं है" },
  "form.notSetHint": {
    en: "The collector's list says to ask the lab about this test until it is set.",
    hi: "जब तक यह तय नहीं होता, कलेक्टर की सूची में लिखा रहेगा कि इस टेस्ट के बारे में लैब से पूछें।",
  },
  "form.noneNeeded": { en: "Needs no sample container of its own", hi: "इसके लिए अलग सैंपल कंटेनर नहीं चाहिए" },
  "form.setNoneNeeded": { en: "Needs none", hi: "कोई नहीं चाहिए" },
  "form.container": { en: "Container {n}", hi: "कंटेनर {n}" },
  "form.kind": { en: "Container", hi: "कंटेनर" },
  "form.choose": { en: "Choose…", hi: "चुनें…" },
  "form.volume": { en: "Volume (ml)", hi: "मात्रा (ml)" },
  "form.volumeHint": {
    en: "Empty where a volume says nothing (a swab)",
    hi: "जहां मात्रा का मतलब नहीं (जैसे स्वैब), वहां खाली छोड़ें",
  },
  "form.handling": { en: "Handling", hi: "रखने और ले जाने का तरीका" },
  "form.deliverWithin": { en: "Deliver within (hours)", hi: "इतने घंटे में लैब पहुंचाएं" },
  "form.note": { en: "Note for the collector", hi: "कलेक्टर के लिए नोट" },
  "form.add": { en: "Add a container", hi: "कंटेनर जोड़ें" },
  "form.remove": { en: "Remove container {n}", hi: "कंटेनर {n} हटाएं" },
});
