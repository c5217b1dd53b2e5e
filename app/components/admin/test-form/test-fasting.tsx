import { type Fasting, FASTING_RULES } from "../../../../domain/preparation.ts";
import type { EnglishFields } from "./test-texts.tsx";

const FASTING_CHOICES: Record<Fasting, string> = {
  required: "Required",
  "not-required": "Not required",
  "if-doctor-asks": "Only if the patient's doctor asks",
};

/** Whether the test needs fasting, chosen from the rules the site words for patients. */
export function TestFasting({ value, set, errors }: EnglishFields) {
  return (
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
  );
}
