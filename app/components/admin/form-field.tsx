/**
 * The two price labels of every admin form, table and card, in this order: what the patient
 * pays, then the higher price before the offer, shown struck through (empty: no offer).
 */
export const PRICE_LABEL = "Price (₹)";
export const ORIGINAL_PRICE_LABEL = "Original price (₹)";
export const ORIGINAL_PRICE_HINT = "Shown struck through. Leave empty for no offer; must be above the price.";

type Props = {
  /** The input's id, unique on the page and named for the field: "settings-labName"; its hint and error are `${id}-hint`, `${id}-error`. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  rows?: number;
  inputMode?: "decimal" | "numeric" | "text";
  /** Text unless said otherwise. */
  type?: "text" | "email" | "tel" | "time";
  autoComplete?: string;
  hint?: string;
  /** The name it is sent under by a form posted without JavaScript. */
  name?: string;
};

/** A labelled text input or textarea with its error tied to it for screen readers. */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  multiline = false,
  rows = 3,
  inputMode,
  type = "text",
  autoComplete,
  hint,
  name,
}: Props) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 aria-invalid:border-red-700",
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
