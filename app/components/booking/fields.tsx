import { type ReactNode, useEffect, useRef } from "react";
import { useT } from "../../i18n/use-t.ts";

const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

/** The id a field's input gets, so the error summary can link to it. */
export const fieldId = (name: string) => `field-${name}`;

function Message({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  /** Says "(optional)" after the label. */
  optional?: boolean;
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "inputMode" | "autoComplete" | "maxLength" | "onChange" | "onBlur" | "pattern" | "autoFocus"
>;

/**
 * A labelled input for a form that posts without JavaScript: uncontrolled, so what was
 * typed stays when the page is shown again with an error next to the field.
 */
export function TextField({ name, label, defaultValue, error, hint, multiline, optional, ...input }: TextFieldProps) {
  const t = useT();
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: INPUT,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {optional && <span className="font-normal text-slate-700"> {t("booking.form.optional")}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...shared} rows={3} maxLength={input.maxLength} autoComplete={input.autoComplete} />
      ) : (
        <input {...shared} {...input} />
      )}
      <Message id={id} error={error} />
    </div>
  );
}

/** Radio buttons in a fieldset whose legend names the question. */
export function ChoiceGroup({
  name,
  legend,
  options,
  defaultValue,
  error,
  onChange,
  columns = false,
}: {
  name: string;
  legend: string;
  options: { value: string; label: ReactNode }[];
  defaultValue?: string;
  error?: string;
  onChange?: (value: string) => void;
  columns?: boolean;
}) {
  const id = fieldId(name);
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className={`mt-1 grid gap-2 ${columns ? "grid-cols-3" : ""}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              onChange={onChange ? () => onChange(option.value) : undefined}
              className="size-5 accent-brand-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <Message id={id} error={error} />
    </fieldset>
  );
}

/** A checkbox with its label beside it; unticked unless the patient ticked it. */
export function Checkbox({
  name,
  children,
  defaultChecked,
  error,
}: {
  name: string;
  children: ReactNode;
  defaultChecked?: boolean;
  error?: string;
}) {
  const id = fieldId(name);
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>{children}</span>
      </label>
      <Message id={id} error={error} />
    </div>
  );
}

/**
 * Every refusal at the top of the form, each a link to its field (the GOV.UK pattern), so
 * a patient on a phone sees at once what to fix even when the field is further down. The fields'
 * names are worked out only when there is a refusal to name: most drawings of the form, the one
 * coming to life among them, have none (a few dozen messages were translated for nothing in the
 * task where the form's route comes to life).
 */
export function ErrorSummary({
  errors,
  labelsOf,
}: {
  errors: Record<string, string>;
  labelsOf: () => Record<string, string>;
}) {
  const t = useT();
  const headingId = "error-summary-heading";
  const box = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  const shown = entries.map(([field, message]) => `${field}:${message}`).join("|");
  // Each new set of refusals takes the focus once, so it is read out and in view.
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (entries.length === 0) return null;
  const labels = labelsOf();
  return (
    <div
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4"
      ref={box}
    >
      <h2 id={headingId} className="font-semibold text-red-900">
        {t("booking.form.fix", { count: entries.length })}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            {field in labels ? (
              <a href={`#${fieldId(field)}`} className="text-red-900 underline">
                {labels[field]}: {message}
              </a>
            ) : (
              // A refusal of the whole form (too many bookings from this network): no field to go to.
              <span className="text-red-900">{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field people never see or reach; a form-filling bot fills it, and the booking is refused. */
export function Honeypot() {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="field-website">{t("booking.form.honeypot")}</label>
      <input id="field-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
