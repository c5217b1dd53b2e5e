import { FormField } from "../form-field.tsx";
import { REVIEW_FIELDS } from "./test-draft.ts";
import type { EnglishFields } from "./test-texts.tsx";

/**
 * The medical review's three fields, one value to the schema: each field's own error beside it
 * (`reviewErrors`), the schema's word on the whole under them when none of the three has one.
 */
export function MedicalReviewFields({
  value,
  set,
  errors,
  reviewErrors,
  setReviewErrors,
}: EnglishFields & {
  reviewErrors: Record<string, string | undefined>;
  setReviewErrors: (errors: Record<string, string | undefined>) => void;
}) {
  return (
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
  );
}
