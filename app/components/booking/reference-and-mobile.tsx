import type { RefObject } from "react";
import { useT } from "../../i18n/use-t.ts";

type FieldErrors = { reference?: string; mobile?: string };

/**
 * The booking reference and mobile number a patient opens a booking's pages with: My Reports and
 * 'Manage a booking' ask for them alike. The reference is uncontrolled unless `reference` is given
 * (My Reports fills it from the references the device remembers).
 */
export function ReferenceAndMobileFields({
  id,
  fieldErrors,
  reference,
  mobileRef,
}: {
  /** A prefix for the fields' ids, named for the page's form: "find-booking" gives "find-booking-reference". */
  id: string;
  fieldErrors: FieldErrors;
  reference?: { value: string; onChange: (value: string) => void; ref: RefObject<HTMLInputElement | null> };
  mobileRef?: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  return (
    <>
      <div>
        <label htmlFor={`${id}-reference`} className="block text-sm font-medium text-slate-800">
          {t("common.field.reference")}
        </label>
        <input
          ref={reference?.ref}
          id={`${id}-reference`}
          name="reference"
          {...(reference
            ? { value: reference.value, onChange: (event) => reference.onChange(event.target.value) }
            : {})}
          placeholder="LF-7Q2K9"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          required
          aria-invalid={fieldErrors.reference ? true : undefined}
          aria-describedby={fieldErrors.reference ? `${id}-reference-error` : undefined}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 uppercase"
        />
        {fieldErrors.reference && (
          <p id={`${id}-reference-error`} className="mt-1 text-sm text-red-800">
            {fieldErrors.reference}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-mobile`} className="block text-sm font-medium text-slate-800">
          {t("common.field.mobile")}
        </label>
        <input
          ref={mobileRef}
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          maxLength={24}
          required
          aria-invalid={fieldErrors.mobile ? true : undefined}
          aria-describedby={fieldErrors.mobile ? `${id}-mobile-error` : undefined}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        {fieldErrors.mobile && (
          <p id={`${id}-mobile-error`} className="mt-1 text-sm text-red-800">
            {fieldErrors.mobile}
          </p>
        )}
      </div>
    </>
  );
}
