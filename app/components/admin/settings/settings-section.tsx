import type { SettingsDraft } from "../../../lib/settings-form.ts";

/** The settings typed as text (each section's fields); the pincodes, days and the badges' switch have their own setters. */
export type TextField = Exclude<
  keyof SettingsDraft,
  "pincodes" | "daysOpen" | "showDiscountBadges" | "secondFactorForEveryone"
>;

/** What every section of the settings form is given: the draft, the errors in words by field, the text fields' setter. */
export type SectionProps = {
  draft: SettingsDraft;
  errors: Record<string, string | undefined>;
  set: (name: TextField) => (value: string) => void;
};

/**
 * A text setting's wiring, which its name decides: its id, value, setter and error, spread into a
 * field (`<FormField {...field("phone")} label="Phone" />`).
 */
export const settingFields =
  ({ draft, errors, set }: SectionProps) =>
  (name: TextField) => ({ id: `settings-${name}`, value: draft[name], onChange: set(name), error: errors[name] });

/** A section of the settings; `id` ("settings-contact") is its fieldset's, and its description's is `${id}-about`. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={`${id}-about`}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 md:p-6"
    >
      {/* Floated, so the legend sits inside the card rather than on its border. */}
      <legend className="float-left w-full text-lg font-semibold text-slate-900">{title}</legend>
      <p id={`${id}-about`} className="clear-both pt-1 text-sm text-slate-700">
        {description}
      </p>
      <div className="mt-4 space-y-4">{children}</div>
    </fieldset>
  );
}

/** What a section's values come to, in words, under its fields. */
export function Preview({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">{children}</p>;
}
