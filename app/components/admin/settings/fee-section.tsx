import { formatRupees } from "../../../../domain/pricing.ts";
import { rupeesOf } from "../../../../domain/schemas.ts";
import { FormField } from "../form-field.tsx";
import { Preview, Section, settingFields, type SectionProps } from "./settings-section.tsx";

/** The home collection fee and the order above which collection is free, said in words under them. */
export function FeeSection({ draft, errors, set }: SectionProps) {
  const field = settingFields({ draft, errors, set });
  const fee = rupeesOf(draft.homeCollectionFee);
  const freeAbove = draft.freeCollectionAbove.trim() === "" ? null : rupeesOf(draft.freeCollectionAbove);
  return (
    <Section id="settings-fee" title="Home collection fee" description="What a patient pays for a collection at home.">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field("homeCollectionFee")}
          label="Fee (₹)"
          inputMode="decimal"
          hint="0 makes every home collection free."
        />
        <FormField
          {...field("freeCollectionAbove")}
          label="Free when the order is above (₹, optional)"
          inputMode="decimal"
          hint="Leave empty if the fee always applies."
        />
      </div>
      {Number.isFinite(fee) && fee >= 0 && (freeAbove === null || Number.isFinite(freeAbove)) && (
        <Preview>
          {fee === 0
            ? "Every home collection is free."
            : freeAbove === null
              ? `Every home collection costs ${formatRupees(fee)}.`
              : `Orders up to ${formatRupees(freeAbove)} pay ${formatRupees(fee)} for home collection; orders above ${formatRupees(freeAbove)} are collected free.`}
        </Preview>
      )}
    </Section>
  );
}
