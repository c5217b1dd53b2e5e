// Kept free of zod and of Node: the admin forms import it into the browser to warn as staff type.

/**
 * The part of docs/hindi-glossary.md a machine can check (issue 37): words and phrases our Hindi
 * does not use, each with what it says instead. A phrase is banned rather than a word where the
 * word is right in one sense and wrong in another: जलन is right for burning urination, not for
 * irritated liver cells; बगल is the armpit, not the flank. `unless` lists the phrases in which
 * the word is fine ("नतीजा (रिज़ल्ट)", as the glossary allows). Search aliases (alternate names,
 * search words) are exempt: patients type every spelling, and search must find them.
 */
export type GlossaryRule = {
  /** The spellings to avoid, each a whole word or phrase. */
  avoid: readonly string[];
  /** What our Hindi says instead. */
  use: string;
  unless?: readonly string[];
};

export const HINDI_GLOSSARY_RULES: readonly GlossaryRule[] = [
  { avoid: ["रिज़ल्ट", "रिजल्ट"], use: "नतीजा", unless: ["नतीजा (रिज़ल्ट)", "नतीजे (रिज़ल्ट)", "नतीजों (रिज़ल्ट)"] },
  // Ct value is the name of a number RT-PCR reports print.
  { avoid: ["वैल्यू"], use: "लेवल (a level) or नतीजा (a result)", unless: ["Ct वैल्यू", "Ct (cycle threshold) वैल्यू"] },
  { avoid: ["स्तर"], use: "लेवल" },
  { avoid: ["इलाज करने वाली टीम"], use: "डॉक्टर या स्वास्थ्यकर्मी" },
  { avoid: ["खून के लाल कण", "खून के लाल कणों"], use: "लाल रक्त कोशिकाएं" },
  { avoid: ["वयस्क", "वयस्कों"], use: "बड़े" },
  { avoid: ["धूम्रपान"], use: "सिगरेट-बीड़ी पीना" },
  { avoid: ["एल्बुमिन"], use: "एल्ब्यूमिन" },
  { avoid: ["ग्लोबुलिन"], use: "ग्लोब्युलिन" },
  { avoid: ["प्राइवेसी पॉलिसी", "गोपनीयता सूचना", "गोपनीयता नीति"], use: "प्राइवेसी नोटिस" },
  // Without its nukta; the nukta is a mark, so "तारीख़" never matches these whole words.
  { avoid: ["तारीख", "तारीखें", "तारीखों"], use: "तारीख़" },
  // Read as "trend".
  { avoid: ["ट्रेंड"], use: "ट्रेनिंग पाए हुए" },
  { avoid: ["एचबीए1सी"], use: "HbA1c" },
  { avoid: ["सत्यापन"], use: "असली है या नहीं, जांचें" },
  { avoid: ["रिपोर्ट्स"], use: "रिपोर्ट" },
  // Phrases whose word is right elsewhere (issue 37 §1).
  { avoid: ["बगल में दर्द"], use: "पसलियों के नीचे एक तरफ़ दर्द (flank pain)" },
  { avoid: ["कोशिकाओं में जलन"], use: "कोशिकाओं में सूजन (irritated, inflamed)" },
  // A person who "looks pale"; yellow eyes or skin (पीली त्वचा) is jaundice, and right.
  { avoid: ["आप पीले दिखते"], use: "आपका रंग फीका पड़ना (pale)" },
];

export type GlossaryProblem = { found: string; use: string };

const LETTER = String.raw`[\p{L}\p{M}\p{N}]`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each rule as a whole-word pattern, longest spelling first, and its exceptions. */
const COMPILED = HINDI_GLOSSARY_RULES.map((rule) => ({
  rule,
  pattern: new RegExp(
    `(?<!${LETTER})(?:${[...rule.avoid]
      .sort((a, b) => b.length - a.length)
      .map((form) => escape(form.normalize("NFC")))
      .join("|")})(?!${LETTER})`,
    "gu",
  ),
  unless: (rule.unless ?? []).map((phrase) => phrase.normalize("NFC")),
}));

/** The glossary's banned words and phrases in a Hindi text, each with what to write instead; none for good Hindi. */
export function glossaryProblems(text: string): GlossaryProblem[] {
  const normal = text.normalize("NFC");
  const problems: GlossaryProblem[] = [];
  for (const { rule, pattern, unless } of COMPILED) {
    // An allowed phrase is blanked out, so the word inside it is not seen.
    const checked = unless.reduce((rest, phrase) => rest.replaceAll(phrase, " "), normal);
    for (const match of checked.matchAll(pattern)) problems.push({ found: match[0], use: rule.use });
  }
  return problems;
}
