import type { HindiTextField, TestHindiDraft } from "../../../lib/test-hindi-draft.ts";
import { HINDI_ITEM_LISTS, type EnglishOfTest } from "../../../lib/test-hindi-draft.ts";
import { FormField } from "../form-field.tsx";
import { Bilingual, HindiField, type Outdated } from "../hindi-fields.tsx";
import { HindiFrequency, HindiItems } from "../test-hindi-fields.tsx";
import { FREQUENCY_SEPARATOR, type LINES, TEXTS } from "./test-draft.ts";

/** The English fields of the form: their text as typed, the setter of each, their errors in words. */
export type EnglishFields = {
  value: (name: string) => string;
  set: (name: string) => (text: string) => void;
  errors: Record<string, string | undefined>;
};

/** The Hindi of the form: the draft, its change (with the fields whose errors it clears), each field's error, whether it is outdated. */
export type HindiFields = {
  hindi: TestHindiDraft;
  changeHindi: (change: Partial<TestHindiDraft>, ...fields: string[]) => void;
  hindiError: (field: string) => string | undefined;
  outdated: (field: string) => Outdated;
};

const LINE_LABELS: Record<(typeof LINES)[number], string> = {
  alternateNames: "Other names patients search for (one per line)",
  subTests: "What it measures (one per line)",
  preparation: "Preparation steps (one per line)",
  whenToTake: "When to take it (one per line)",
  benefits: "About the test (one per line)",
  usedToDiagnose: "Conditions it helps diagnose, e.g. Anaemia (one per line; empty leaves them out)",
};

/** Each text's Hindi field, named in Hindi (hindi-fields.tsx says why), with the English field it says. */
const HINDI_LABELS: Record<HindiTextField, string> = {
  name: "नाम",
  subtitle: "नाम के नीचे की लाइन",
  description: "छोटी जानकारी",
  longDescription: "टेस्ट के बारे में",
  interpretation: "नतीजों का मतलब",
  sampleType: "सैंपल टाइप",
  reportTime: "रिपोर्ट कब मिलेगी",
  fastingInstructions: "खाली पेट रहने के बारे में",
  testingMethod: "जांच का तरीका",
  sampleVolume: "कितना सैंपल",
  transportation: "सैंपल लैब तक कैसे जाता है",
  stability: "सैंपल कितनी देर ठीक रहता है",
  labType: "लैब टाइप",
};
const HINDI_HINTS: Record<HindiTextField, string> = {
  name: "The name, in Hindi, with the English name after it: थायराइड प्रोफ़ाइल (Thyroid Profile).",
  subtitle: "The subtitle, in Hindi.",
  description: "The short description, in Hindi.",
  longDescription: "About this test, in Hindi (paragraphs separated by a blank line).",
  interpretation: "Interpreting results, in Hindi.",
  sampleType: "The sample type, in Hindi: खून (सीरम).",
  reportTime: "The report time, in Hindi: उसी दिन, 24 घंटे.",
  fastingInstructions: "The fasting instructions, in Hindi.",
  testingMethod: "The testing method, in Hindi.",
  sampleVolume: "The sample volume, in Hindi.",
  transportation: "The transportation, in Hindi.",
  stability: "The stability, in Hindi.",
  labType: "The lab type, in Hindi.",
};

/** The Hindi of one text field of the test, beside its English. */
export function HindiText({
  name,
  multiline = false,
  rows = 3,
  hindi,
  changeHindi,
  hindiError,
  outdated,
}: HindiFields & { name: HindiTextField; multiline?: boolean; rows?: number }) {
  return (
    <HindiField
      id={`test-hi-${name}`}
      label={HINDI_LABELS[name]}
      hint={HINDI_HINTS[name]}
      value={hindi.texts[name]}
      onChange={(text) => changeHindi({ texts: { ...hindi.texts, [name]: text } }, name)}
      error={hindiError(name)}
      multiline={multiline}
      rows={rows}
      outdated={outdated(name)}
    />
  );
}

/**
 * The page's text, each English field with its Hindi beside it: the short texts, the description,
 * about the test, interpreting results, the lists (a line each in English, items in Hindi) and the
 * testing frequency. `english` is the English as the form has it now.
 */
export function TestTexts({
  value,
  set,
  errors,
  english,
  ...hindiFields
}: EnglishFields & HindiFields & { english: EnglishOfTest }) {
  const { hindi, changeHindi, hindiError, outdated } = hindiFields;
  const hindiText = (name: HindiTextField, multiline = false, rows = 3) => (
    <HindiText name={name} multiline={multiline} rows={rows} {...hindiFields} />
  );
  return (
    <Bilingual>
      {TEXTS.map(([name, label]) => [
        <FormField
          key={name}
          id={`test-${name}`}
          label={label}
          value={value(name)}
          onChange={set(name)}
          error={errors[name]}
        />,
        <div key={`hi.${name}`}>{hindiText(name)}</div>,
      ])}
      <FormField
        id="test-description"
        label="Short description (cards and search)"
        value={value("description")}
        onChange={set("description")}
        error={errors.description}
        multiline
      />
      {hindiText("description", true)}
      <FormField
        id="test-longDescription"
        label="About this test (paragraphs separated by a blank line)"
        value={value("longDescription")}
        onChange={set("longDescription")}
        error={errors.longDescription}
        multiline
        rows={6}
      />
      {hindiText("longDescription", true, 6)}
      <FormField
        id="test-interpretation"
        label="Interpreting results"
        value={value("interpretation")}
        onChange={set("interpretation")}
        error={errors.interpretation}
        multiline
        rows={5}
      />
      {hindiText("interpretation", true, 5)}
      <FormField
        id="test-alternateNames"
        label={LINE_LABELS.alternateNames}
        value={value("alternateNames")}
        onChange={set("alternateNames")}
        error={errors.alternateNames}
        multiline
        rows={4}
      />
      <HindiField
        id="test-hi-alternateNames"
        label="दूसरे नाम, जिनसे लोग खोजते हैं"
        hint="Other names, one per line: not a translation of the English ones, the words Hindi speakers search with, e.g. थायराइड टेस्ट."
        value={hindi.alternateNames}
        onChange={(text) => changeHindi({ alternateNames: text }, "alternateNames")}
        error={hindiError("alternateNames")}
        multiline
        rows={4}
      />
      {HINDI_ITEM_LISTS.map((name) => [
        <FormField
          key={name}
          id={`test-${name}`}
          label={LINE_LABELS[name]}
          value={value(name)}
          onChange={set(name)}
          error={errors[name]}
          multiline
          rows={4}
        />,
        <HindiItems
          key={`hi.${name}`}
          id={`test-hi-${name}`}
          field={name}
          english={english[name]}
          hindi={hindi.lists[name]}
          onChange={(items) => changeHindi({ lists: { ...hindi.lists, [name]: items } }, name)}
          error={hindiError(name)}
          outdated={outdated(name)}
        />,
      ])}
      <FormField
        id="test-testingFrequency"
        label="Recommended testing frequency (one purpose a line)"
        hint={`Write each line as purpose ${FREQUENCY_SEPARATOR} how often, e.g. "Monitoring ${FREQUENCY_SEPARATOR} On treatment: as your doctor advises". Leave it empty and the page shows no frequency.`}
        value={value("testingFrequency")}
        onChange={set("testingFrequency")}
        error={errors.testingFrequency}
        multiline
        rows={4}
      />
      <HindiFrequency
        id="test-hi-testingFrequency"
        english={english.testingFrequency}
        hindi={hindi.testingFrequency}
        onChange={(items) => changeHindi({ testingFrequency: items }, "testingFrequency")}
        error={hindiError("testingFrequency")}
        outdated={outdated("testingFrequency")}
      />
    </Bilingual>
  );
}
