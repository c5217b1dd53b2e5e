// The Hindi beside the English in the admin forms (issue 23): two columns from a tablet up,
// the Hindi under its English on a phone. The forms stay in English; a Hindi field is named
// in Hindi with "(Hindi)" after it ("नाम (Hindi)" beside "Name"): the person who writes it
// reads it, and an English field's name never finds its Hindi twin too (the browser tests look
// fields up by words their names contain). Hindi inputs say so (lang="hi") for spell
// checkers, fonts and screen readers. A word the glossary avoids gets a warning beside the
// field as it is typed (issue 37): a warning, never a refusal, since staff may know better.
import { type GlossaryProblem, glossaryProblems } from "../../../domain/hindi-glossary.ts";

/** An English field and its Hindi: side by side, or the Hindi under the English on a phone. */
export function Bilingual({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">{children}</div>;
}

/** The note on a Hindi text whose English changed, with the choice to keep it. */
export type Outdated = { isOutdated: boolean; isKept: boolean; onKeep: (isKept: boolean) => void };

export const OUTDATED_NOTE =
  "The English changed. Write the Hindi to say the same, or it is left out when you save (the Hindi page then shows the English).";
export const KEEP_LABEL = "The Hindi still says the same: keep it";

/** The warning beside a Hindi text that uses words docs/hindi-glossary.md avoids; saving still works. */
export const glossaryWarning = (problems: readonly GlossaryProblem[]) =>
  `Our Hindi glossary says ${problems.map(({ found, use }) => `“${use}” rather than “${found}”`).join("; ")}. You can still save.`;

type Props = {
  /** The input's id, unique on the page and named for the field: "settings-hi-hours"; its label, English, note, hint and error are `${id}-label` and so on. */
  id: string;
  /** The field's name in Hindi; "(Hindi)" follows it. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  rows?: number;
  hint?: string;
  /** The English this says, shown above the field (an item of a list). */
  english?: string;
  outdated?: Outdated;
};

/** A labelled Hindi input or textarea (lang="hi"), with its English to go by, a note when that changed, and its error. */
export function HindiField({
  id,
  label,
  value,
  onChange,
  error,
  multiline = false,
  rows = 3,
  hint,
  english,
  outdated,
}: Props) {
  const isOutdated = outdated?.isOutdated === true;
  const problems = glossaryProblems(value);
  const describedBy =
    [
      english !== undefined ? `${id}-english` : "",
      isOutdated ? `${id}-outdated` : "",
      problems.length > 0 ? `${id}-glossary` : "",
      error ? `${id}-error` : "",
      hint ? `${id}-hint` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  const shared = {
    id,
    value,
    lang: "hi",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `mt-1 w-full rounded-lg border px-3 py-2 aria-invalid:border-red-700 ${isOutdated && !outdated?.isKept ? "border-amber-600 bg-amber-50" : "border-slate-300"}`,
  };
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-800">
        <span lang="hi">{label}</span> (Hindi)
      </label>
      {english !== undefined && (
        <p id={`${id}-english`} lang="en" className="mt-1 rounded bg-slate-50 px-2 py-1 text-xs text-slate-700">
          <span className="font-semibold">English: </span>
          {english === "" ? "(no English item)" : english}
        </p>
      )}
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
      {problems.length > 0 && (
        <p id={`${id}-glossary`} className="mt-1 text-sm text-amber-900">
          {glossaryWarning(problems)}
        </p>
      )}
      {outdated && isOutdated && <OutdatedNote id={`${id}-outdated`} fieldLabelId={`${id}-label`} {...outdated} />}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Said when the English of a Hindi text (or list) changed and the Hindi did not. The checkbox is
 * described by the field's own label (`fieldLabelId`), not named after it, so the field's name
 * still finds the field alone.
 */
export function OutdatedNote({ id, fieldLabelId, isKept, onKeep }: Outdated & { id?: string; fieldLabelId: string }) {
  return (
    <div id={id} className="mt-1 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
      {!isKept && <p>{OUTDATED_NOTE}</p>}
      <label className="mt-1 flex items-center gap-2">
        <input
          type="checkbox"
          checked={isKept}
          onChange={(e) => onKeep(e.target.checked)}
          aria-describedby={fieldLabelId}
          className="h-4 w-4"
        />
        {KEEP_LABEL}
      </label>
    </div>
  );
}
