import { useState } from "react";
import { CITIES, TEST_CATEGORIES } from "../../../domain/catalogue.ts";
import { type AdminLabTest, LabTestContentSchema, MedicalReviewSchema } from "../../../domain/lab-test.ts";
import { type Fasting, FASTING_RULES } from "../../../domain/preparation.ts";
import { callApi } from "../../lib/api-client.ts";
import { firstIssueByField } from "../../lib/form-errors.ts";
import type { Kept } from "../../lib/hindi-draft.ts";
import {
  type EnglishOfTest,
  type HindiTextField,
  HINDI_ITEM_LISTS,
  HINDI_TEXTS,
  hindiToSave,
  outdatedFields,
  type TestHindiDraft,
  toHindiDraft,
} from "../../lib/test-hindi-draft.ts";
import { FormField, ORIGINAL_PRICE_HINT, ORIGINAL_PRICE_LABEL, PRICE_LABEL } from "./form-field.tsx";
import { Bilingual, HindiField } from "./hindi-fields.tsx";
import { FormActions, FormErrorSummary } from "./manager-parts.tsx";
import { HindiFaqs, HindiFrequency, HindiItems, HindiReview, outdatedOf } from "./test-hindi-fields.tsx";
import { useAdminForm } from "./use-admin-form.ts";

const LINES = ["alternateNames", "subTests", "preparation", "whenToTake", "benefits", "usedToDiagnose"] as const;
const TEXTS = [
  ["subtitle", "Subtitle"],
  ["sampleType", "Sample type (e.g. Blood, Urine)"],
  ["reportTime", "Report time (e.g. Same Day, 24 hours)"],
  ["fastingInstructions", "Fasting instructions"],
  ["testingMethod", "Testing method"],
  ["sampleVolume", "Sample volume"],
  ["transportation", "Transportation"],
  ["stability", "Stability"],
  ["labType", "Lab type"],
] as const;
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

/** How often, one purpose a line: "Monitoring | On thyroid medicine: 6–8 weeks after a dose change". */
const FREQUENCY_SEPARATOR = "|";
const REVIEW_FIELDS = [
  ["reviewer", "Reviewer's name"],
  ["qualification", "Qualification (e.g. MD Pathology)"],
  ["reviewedOn", "Reviewed on (YYYY-MM-DD)"],
] as const;

type Draft = Record<string, string | boolean>;

/** An original price equal to the price is no offer: the field shows it empty. */
const originalPriceField = ({ price, originalPrice }: { price: number; originalPrice: number }) =>
  originalPrice === price ? "" : String(originalPrice);

/** An empty original price means no offer: the test stores the price as its original too. */
const originalPriceToSave = (price: string | boolean, originalPrice: string | boolean) =>
  String(originalPrice).trim() === "" ? price : originalPrice;

const FASTING_CHOICES: Record<Fasting, string> = {
  required: "Required",
  "not-required": "Not required",
  "if-doctor-asks": "Only if the patient's doctor asks",
};

function toDraft(test: AdminLabTest | null): Draft {
  const draft: Draft = {
    slug: test?.slug ?? "",
    name: test?.name ?? "",
    category: test?.category ?? "",
    description: test?.description ?? "",
    longDescription: test?.longDescription ?? "",
    interpretation: test?.interpretation ?? "",
    price: test ? String(test.price) : "",
    originalPrice: test ? originalPriceField(test) : "",
    parametersCount: test ? String(test.parametersCount) : "1",
    fasting: test?.fasting ?? "",
    isPopular: test?.isPopular ?? false,
    testingFrequency:
      test?.testingFrequency.map((f) => `${f.purpose} ${FREQUENCY_SEPARATOR} ${f.text}`).join("\n") ?? "",
  };
  for (const [name] of REVIEW_FIELDS) draft[`review.${name}`] = test?.medicalReview?.[name] ?? "";
  for (const [name] of TEXTS) draft[name] = test?.[name] ?? "";
  for (const name of LINES) draft[name] = test?.[name].join("\n") ?? "";
  for (const city of CITIES) {
    const cityPrice = test?.cityPrices[city];
    draft[`${city}.price`] = cityPrice ? String(cityPrice.price) : "";
    draft[`${city}.originalPrice`] = cityPrice ? originalPriceField(cityPrice) : "";
  }
  return draft;
}

/** All three empty: not reviewed (the page says nothing); otherwise the schema checks each. */
const reviewOf = (draft: Draft) =>
  REVIEW_FIELDS.every(([name]) => String(draft[`review.${name}`] ?? "").trim() === "")
    ? null
    : Object.fromEntries(REVIEW_FIELDS.map(([name]) => [name, draft[`review.${name}`]]));

const lines = (text: string | boolean) =>
  String(text)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The testing frequency's lines as purpose and how often. */
const frequencyOf = (draft: Draft) =>
  lines(draft.testingFrequency).map((line) => {
    const at = line.indexOf(FREQUENCY_SEPARATOR);
    return at < 0
      ? { purpose: line, text: "" }
      : { purpose: line.slice(0, at).trim(), text: line.slice(at + 1).trim() };
  });

/** The English the Hindi fields stand beside, as the form has it now (lists read line by line). */
function englishOf(draft: Draft, test: AdminLabTest | null): EnglishOfTest {
  return {
    ...Object.fromEntries(HINDI_TEXTS.map((name) => [name, String(draft[name] ?? "")])),
    ...Object.fromEntries(HINDI_ITEM_LISTS.map((name) => [name, lines(draft[name])])),
    testingFrequency: frequencyOf(draft),
    faqs: test?.faqs ?? [],
  } as EnglishOfTest;
}

function fromDraft(draft: Draft, test: AdminLabTest | null): object {
  const cityPrices = Object.fromEntries(
    CITIES.filter((c) => String(draft[`${c}.price`]).trim() !== "").map((c) => [
      c,
      {
        price: draft[`${c}.price`],
        originalPrice: originalPriceToSave(draft[`${c}.price`], draft[`${c}.originalPrice`]),
      },
    ]),
  );
  return {
    slug: draft.slug,
    name: draft.name,
    category: draft.category,
    description: draft.description,
    longDescription: draft.longDescription,
    interpretation: draft.interpretation,
    // Prices go as typed: the schema reads decimal text and says what is wrong with it.
    price: draft.price,
    originalPrice: originalPriceToSave(draft.price, draft.originalPrice),
    parametersCount: Number(draft.parametersCount),
    fasting: draft.fasting,
    isPopular: draft.isPopular,
    testingFrequency: frequencyOf(draft),
    medicalReview: reviewOf(draft),
    ...Object.fromEntries(TEXTS.map(([name]) => [name, draft[name]])),
    ...Object.fromEntries(LINES.map((name) => [name, lines(draft[name])])),
    cityPrices,
    // Not edited here: kept as they are (or empty for a new test).
    faqs: test?.faqs ?? [],
    references: test?.references ?? [],
    relatedTestIds: test?.relatedTestIds ?? [],
    imageId: test?.imageId ?? null,
  };
}

/** Add or edit a test: prices per city, report time, fasting, popularity and the page's text. */
export function TestForm({
  test,
  onSaved,
  onCancel,
}: {
  test: AdminLabTest | null;
  onSaved: (saved: AdminLabTest) => void;
  onCancel: () => void;
}) {
  const {
    fields: draft,
    setFields: setDraft,
    setField: set,
    errors,
    isSaving,
    validate,
    save,
    clearErrors,
  } = useAdminForm(() => toDraft(test), {
    saveFailedMessage: "Failed to save test",
    onSaved,
    // An empty original price is sent as the price: a mistake in the price is marked there only.
    errorsOnForm: (issues, typed) => {
      const found = firstIssueByField(issues);
      const { originalPrice: _sentAsThePrice, ...others } = found;
      return String(typed.originalPrice).trim() === "" ? others : found;
    },
  });
  const isAdding = test === null;
  // The review's three fields are one value to the schema; their errors are shown beside each.
  const [reviewErrors, setReviewErrors] = useState<Record<string, string | undefined>>({});
  // The Hindi, kept apart from the English draft (its lists are items, not lines).
  const [hindi, setHindi] = useState<TestHindiDraft>(() => toHindiDraft(test));
  const [hindiErrors, setHindiErrors] = useState<Record<string, string | undefined>>({});
  const [hindiReviewErrors, setHindiReviewErrors] = useState<Record<string, string | undefined>>({});
  const [kept, setKept] = useState<Kept>({});
  const english = englishOf(draft, test);
  const outdated = outdatedOf(outdatedFields(hindi, english, test), kept, setKept);
  const changeHindi = (change: Partial<TestHindiDraft>, ...fields: string[]) => {
    setHindi({ ...hindi, ...change });
    const keys = fields.map((field) => `hi.${field}`);
    setHindiErrors(Object.fromEntries(Object.entries(hindiErrors).filter(([key]) => !keys.includes(key))));
    clearErrors(...keys);
  };
  const hindiError = (field: string) => errors[`hi.${field}`] ?? hindiErrors[`hi.${field}`];

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const review = reviewOf(draft);
    setReviewErrors(review ? firstIssueByField(MedicalReviewSchema.safeParse(review).error?.issues ?? []) : {});
    const { hi, errors: listErrors } = hindiToSave(hindi, english, test, kept);
    setHindiErrors(listErrors);
    setHindiReviewErrors(
      hi.medicalReview ? firstIssueByField(MedicalReviewSchema.safeParse(hi.medicalReview).error?.issues ?? []) : {},
    );
    const body = validate(LabTestContentSchema, { input: { ...fromDraft(draft, test), hi } });
    if (!body || Object.keys(listErrors).length > 0) return;
    await save(() =>
      isAdding
        ? callApi<AdminLabTest>("POST", "/api/tests", body)
        : callApi<AdminLabTest>("PUT", `/api/tests/${test.slug}`, body),
    );
  }

  const value = (name: string) => String(draft[name] ?? "");
  const hindiText = (name: HindiTextField, multiline = false, rows = 3) => (
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
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormErrorSummary errors={{ ...hindiErrors, ...errors }} />
      <p className="text-sm text-slate-700">
        Each text has its Hindi beside it (under it on a phone), for the test&apos;s Hindi page. A Hindi field left
        empty shows the English there.
      </p>
      {isAdding && (
        <FormField
          id="test-slug"
          label="Address (e.g. esr, becomes /tests/esr)"
          value={value("slug")}
          onChange={set("slug")}
          error={errors.slug}
        />
      )}
      <Bilingual>
        <FormField id="test-name" label="Name" value={value("name")} onChange={set("name")} error={errors.name} />
        {hindiText("name")}
      </Bilingual>
      <label className="block text-sm font-medium text-slate-800">
        Category
        <select
          value={value("category")}
          onChange={(e) => set("category")(e.target.value)}
          className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-2 font-normal"
        >
          <option value="">Choose…</option>
          {TEST_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      {errors.category && <p className="text-sm text-red-800">Choose a category</p>}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="test-price"
          label={PRICE_LABEL}
          hint="What the patient pays."
          value={value("price")}
          onChange={set("price")}
          error={errors.price}
          inputMode="decimal"
        />
        <FormField
          id="test-originalPrice"
          label={ORIGINAL_PRICE_LABEL}
          hint={ORIGINAL_PRICE_HINT}
          value={value("originalPrice")}
          onChange={set("originalPrice")}
          error={errors.originalPrice}
          inputMode="decimal"
        />
        <FormField
          id="test-parametersCount"
          label="Values on the report"
          value={value("parametersCount")}
          onChange={set("parametersCount")}
          error={errors.parametersCount}
          inputMode="decimal"
        />
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">
          City prices (leave a city's price empty to use the prices above)
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {CITIES.map((city) => (
            <div key={city} className="space-y-2">
              <FormField
                id={`test-${city}-price`}
                label={`${city} price (₹)`}
                value={value(`${city}.price`)}
                onChange={set(`${city}.price`)}
                inputMode="decimal"
              />
              <FormField
                id={`test-${city}-originalPrice`}
                label={`${city} original price (₹)`}
                value={value(`${city}.originalPrice`)}
                onChange={set(`${city}.originalPrice`)}
                inputMode="decimal"
              />
            </div>
          ))}
        </div>
        {errors.cityPrices && (
          <p className="mt-1 text-sm text-red-800">
            Each city price needs a number, and its original price (if any) must be above it.
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="test-fasting" className="block text-sm font-medium text-slate-800">
          Fasting
        </label>
        <select
          id="test-fasting"
          value={value("fasting")}
          onChange={(e) => set("fasting")(e.target.value)}
          aria-invalid={errors.fasting ? true : undefined}
          aria-describedby={errors.fasting ? "test-fasting-error" : undefined}
          className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-2 aria-invalid:border-red-700"
        >
          <option value="">Choose…</option>
          {FASTING_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {FASTING_CHOICES[rule]}
            </option>
          ))}
        </select>
        {errors.fasting && (
          <p id="test-fasting-error" className="mt-1 text-sm text-red-800">
            {errors.fasting}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.isPopular === true}
            onChange={(e) => setDraft({ ...draft, isPopular: e.target.checked })}
            className="h-4 w-4"
          />
          Popular (shown first and on the home page)
        </label>
      </div>
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
      <HindiFaqs
        id="test-hi-faqs"
        english={english.faqs}
        hindi={hindi.faqs}
        onChange={(items) => changeHindi({ faqs: items }, "faqs")}
        error={hindiError("faqs")}
      />
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">
          Medical review (leave all empty until a named clinician has reviewed this page)
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {REVIEW_FIELDS.map(([name, label]) => (
            <FormField
              key={name}
              id={`test-review-${name}`}
              label={label}
              value={value(`review.${name}`)}
              onChange={(text) => {
                set(`review.${name}`)(text);
                setReviewErrors({ ...reviewErrors, [name]: undefined });
              }}
              error={reviewErrors[name]}
            />
          ))}
        </div>
        {errors.medicalReview && Object.values(reviewErrors).every((e) => !e) && (
          <p className="mt-1 text-sm text-red-800">{errors.medicalReview}</p>
        )}
      </fieldset>
      <HindiReview
        id="test-hi-review"
        review={hindi.review}
        onChange={(review) => {
          changeHindi({ review }, "medicalReview");
          setHindiReviewErrors({});
        }}
        errors={{
          ...hindiReviewErrors,
          form: Object.values(hindiReviewErrors).every((e) => !e) ? hindiError("medicalReview") : undefined,
        }}
      />
      <FormActions isSaving={isSaving} submitLabel={isAdding ? "Add Test" : "Save Changes"} onCancel={onCancel} />
    </form>
  );
}
