import type { Kept } from "../../lib/hindi-draft.ts";
import {
  type EnglishOfTest,
  type HindiItemList,
  REVIEW_PARTS,
  type TestHindiDraft,
} from "../../lib/test-hindi-draft.ts";
import { FormField } from "./form-field.tsx";
import { HindiField, type Outdated, OutdatedNote } from "./hindi-fields.tsx";

// The Tests Manager's Hindi that is not one text beside one text: lists item by item beside
// their English, the FAQs, and the Hindi page's own medical review.

type Errors = Record<string, string | undefined>;

/** How a Hindi list is named: its legend, and each item's name in Hindi ("तैयारी 2", shown as "तैयारी 2 (Hindi)"). */
export const HINDI_LIST_WORDS: Record<HindiItemList, { legend: string; item: (n: number) => string; isLong: boolean }> =
  {
    subTests: { legend: "What it measures, in Hindi", item: (n) => `क्या मापता है ${n}`, isLong: false },
    preparation: { legend: "Preparation steps, in Hindi", item: (n) => `तैयारी ${n}`, isLong: true },
    whenToTake: { legend: "When to take it, in Hindi", item: (n) => `कब करवाएं ${n}`, isLong: true },
    benefits: { legend: "About the test, in Hindi", item: (n) => `टेस्ट की ख़ास बात ${n}`, isLong: true },
    usedToDiagnose: { legend: "Conditions it helps diagnose, in Hindi", item: (n) => `बीमारी ${n}`, isLong: false },
  };

/** One Hindi field per English item (and one more for each Hindi item the English no longer has). */
const rowsOf = <Item,>(english: Item[], hindi: Item[]) =>
  Array.from({ length: Math.max(english.length, hindi.length) }, (_, i) => i);

/** A Hindi list's fieldset; `id` names its legend, hint and error (`${id}-legend`, …), and each item's field starts with it. */
function ListGroup({
  id,
  legend,
  hint,
  error,
  outdated,
  children,
}: {
  id: string;
  legend: string;
  hint: string;
  error?: string;
  outdated?: Outdated;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      className="min-w-0 rounded-lg border border-slate-200 p-3"
    >
      <legend id={`${id}-legend`} className="px-1 text-sm font-medium text-slate-800">
        {legend}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        {hint}
      </p>
      {outdated?.isOutdated && <OutdatedNote fieldLabelId={`${id}-legend`} {...outdated} />}
      <div className="mt-2 space-y-3">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const ITEM_HINT =
  "One Hindi item for each English item above it, saying the same. Leave them all empty and the Hindi page shows the English list.";

/** A list of one-line items in Hindi, item by item beside the English list. */
export function HindiItems({
  id,
  field,
  english,
  hindi,
  onChange,
  error,
  outdated,
}: {
  /** The list's id, unique on the page ("test-hi-preparation"); item 2 is `${id}-2`. */
  id: string;
  field: HindiItemList;
  english: string[];
  hindi: string[];
  onChange: (items: string[]) => void;
  error?: string;
  outdated: Outdated;
}) {
  const words = HINDI_LIST_WORDS[field];
  const rows = rowsOf(english, hindi);
  const set = (i: number, text: string) => onChange(rows.map((row) => (row === i ? text : (hindi[row] ?? ""))));
  return (
    <ListGroup id={id} legend={words.legend} hint={ITEM_HINT} error={error} outdated={outdated}>
      {rows.length === 0 && <p className="text-sm text-slate-700">No English items yet.</p>}
      {rows.map((i) => (
        <HindiField
          key={i}
          id={`${id}-${i + 1}`}
          label={words.item(i + 1)}
          english={english[i] ?? ""}
          value={hindi[i] ?? ""}
          onChange={(text) => set(i, text)}
          multiline={words.isLong}
          rows={3}
        />
      ))}
    </ListGroup>
  );
}

/** The testing frequency in Hindi: each English line's purpose and how often. */
export function HindiFrequency({
  id,
  english,
  hindi,
  onChange,
  error,
  outdated,
}: {
  /** The list's id, unique on the page; line 2's fields are `${id}-2-purpose` and `${id}-2-text`. */
  id: string;
  english: EnglishOfTest["testingFrequency"];
  hindi: TestHindiDraft["testingFrequency"];
  onChange: (items: TestHindiDraft["testingFrequency"]) => void;
  error?: string;
  outdated: Outdated;
}) {
  const rows = rowsOf(english, hindi);
  const set = (i: number, part: "purpose" | "text", text: string) =>
    onChange(
      rows.map((row) => ({ ...(hindi[row] ?? { purpose: "", text: "" }), ...(row === i ? { [part]: text } : {}) })),
    );
  return (
    <ListGroup
      id={id}
      legend="Recommended testing frequency, in Hindi"
      hint={ITEM_HINT}
      error={error}
      outdated={outdated}
    >
      {rows.length === 0 && <p className="text-sm text-slate-700">No English frequency: the page shows none.</p>}
      {rows.map((i) => {
        const line = english[i] ? `${english[i].purpose} | ${english[i].text}` : "";
        return (
          <div key={i} className="space-y-2">
            <HindiField
              id={`${id}-${i + 1}-purpose`}
              label={`किसलिए ${i + 1}`}
              english={line}
              value={hindi[i]?.purpose ?? ""}
              onChange={(text) => set(i, "purpose", text)}
              hint="e.g. इलाज पर नज़र रखने के लिए (monitoring)"
            />
            <HindiField
              id={`${id}-${i + 1}-text`}
              label={`कितनी बार ${i + 1}`}
              value={hindi[i]?.text ?? ""}
              onChange={(text) => set(i, "text", text)}
              multiline
              rows={2}
            />
          </div>
        );
      })}
    </ListGroup>
  );
}

/** The FAQs in Hindi, question by question (their English is edited elsewhere, so it never changes here). */
export function HindiFaqs({
  id,
  english,
  hindi,
  onChange,
  error,
}: {
  /** The list's id, unique on the page; question 2's fields are `${id}-2-question` and `${id}-2-answer`. */
  id: string;
  english: EnglishOfTest["faqs"];
  hindi: TestHindiDraft["faqs"];
  onChange: (items: TestHindiDraft["faqs"]) => void;
  error?: string;
}) {
  const rows = rowsOf(english, hindi);
  const set = (i: number, part: "question" | "answer", text: string) =>
    onChange(
      rows.map((row) => ({ ...(hindi[row] ?? { question: "", answer: "" }), ...(row === i ? { [part]: text } : {}) })),
    );
  return (
    <ListGroup
      id={id}
      legend="Questions and answers (FAQs), in Hindi"
      hint="Each English question with its answer, in Hindi. Leave them all empty and the Hindi page shows the English ones."
      error={error}
    >
      {rows.length === 0 && <p className="text-sm text-slate-700">This test has no questions and answers.</p>}
      {rows.map((i) => (
        <div key={i} className="space-y-2 rounded-lg bg-slate-50/60 p-2">
          <HindiField
            id={`${id}-${i + 1}-question`}
            label={`सवाल ${i + 1}`}
            english={english[i]?.question ?? ""}
            value={hindi[i]?.question ?? ""}
            onChange={(text) => set(i, "question", text)}
          />
          <HindiField
            id={`${id}-${i + 1}-answer`}
            label={`जवाब ${i + 1}`}
            english={english[i]?.answer ?? ""}
            value={hindi[i]?.answer ?? ""}
            onChange={(text) => set(i, "answer", text)}
            multiline
            rows={3}
          />
        </div>
      ))}
    </ListGroup>
  );
}

const HINDI_REVIEW_LABELS: Record<(typeof REVIEW_PARTS)[number], string> = {
  reviewer: "Reviewer (Hindi page)",
  qualification: "Qualification (Hindi page)",
  reviewedOn: "Reviewed on (Hindi page, YYYY-MM-DD)",
};

/** The Hindi page's own medical review: a clinician who read the Hindi text, never the English review copied. */
export function HindiReview({
  id,
  review,
  onChange,
  errors,
}: {
  /** The review's id, unique on the page; its fields are `${id}-reviewer` and so on. */
  id: string;
  review: TestHindiDraft["review"];
  onChange: (review: TestHindiDraft["review"]) => void;
  errors: Errors;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">
        Medical review of the Hindi page (its own: leave all empty until a named clinician has reviewed the Hindi text)
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {REVIEW_PARTS.map((part) => (
          <FormField
            key={part}
            id={`${id}-${part}`}
            label={HINDI_REVIEW_LABELS[part]}
            value={review[part]}
            onChange={(text) => onChange({ ...review, [part]: text })}
            error={errors[part]}
          />
        ))}
      </div>
      {errors.form && <p className="mt-1 text-sm text-red-800">{errors.form}</p>}
    </fieldset>
  );
}

/** Kept-state helpers shared by the form's Hindi parts. */
export const outdatedOf =
  (outdated: string[], kept: Kept, setKept: (kept: Kept) => void) =>
  (field: string): Outdated => ({
    isOutdated: outdated.includes(field),
    isKept: kept[field] === true,
    onKeep: (isKept) => setKept({ ...kept, [field]: isKept }),
  });
