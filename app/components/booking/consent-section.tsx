// The booking page's last step: the consent notice and its tick, the updates about this booking
// (when the lab sends messages itself), the offers' opt-in, the total and "Book".
import { formatPaiseAsPrice } from "../../../domain/pricing.ts";
import { useT } from "../../i18n/use-t.ts";
import { Checkbox } from "./fields.tsx";
import { RememberDevice } from "./remembered-details.tsx";
import type { BookingForm } from "./use-booking-form.ts";

export function ConsentAndSubmit({
  form,
  consent,
  updatesChannel,
  isBooking,
}: {
  form: BookingForm;
  /** The notice in the page's language, or the English one, marked so, where none is written. */
  consent: { notice: string; isEnglish: boolean; version: string };
  /**
   * The channel the lab's own messages go out on, or null when it sends none (then nothing is
   * asked). Unticked by default, and apart from the offers: these are about this booking only.
   */
  updatesChannel: "whatsapp" | "sms" | null;
  /** The booking is being sent: the button says so and cannot be pressed twice. */
  isBooking: boolean;
}) {
  const t = useT();
  const { values, errors } = form;
  // One element: this part comes to life in a task of its own (HydrateLater).
  return (
    <div className="space-y-8">
      <section aria-labelledby="consent-heading" className="space-y-3">
        <h2 id="consent-heading" className="text-xl font-semibold">
          {t("booking.step.consent")}
        </h2>
        <details className="rounded-xl border border-slate-300 p-3">
          <summary className="cursor-pointer font-medium text-brand-800 underline">
            {t("booking.consent.read", { version: consent.version })}
          </summary>
          {consent.isEnglish && <p className="mt-2 text-sm text-slate-700">{t("common.language.notTranslated")}</p>}
          <div lang={consent.isEnglish ? "en" : undefined} className="mt-2 whitespace-pre-line text-sm text-slate-800">
            {consent.notice}
          </div>
        </details>
        <Checkbox name="consent" defaultChecked={values.consent} error={errors.consent}>
          {t(form.isFamily ? "booking.consent.agreeFamily" : "booking.consent.agree")}
        </Checkbox>
        {updatesChannel && (
          <Checkbox name="updatesOptIn" defaultChecked={values.updatesOptIn}>
            {t("booking.consent.updates", { channel: updatesChannel })}
          </Checkbox>
        )}
        <Checkbox name="offersOptIn" defaultChecked={values.offersOptIn}>
          {t("booking.consent.offers")}
        </Checkbox>
        <RememberDevice
          onFilled={() => {
            form.takeTypedIntoPeople();
            form.takeTypedIntoVisit();
          }}
        />
      </section>

      <div className="space-y-3">
        <p className="text-lg font-bold">
          {t("booking.form.totalToPay")}{" "}
          <span className="home-only">{formatPaiseAsPrice(form.homeTotals.totalPaise)}</span>
          <span className="lab-only">{formatPaiseAsPrice(form.labTotals.totalPaise)}</span>
        </p>
        <button
          type="submit"
          disabled={isBooking}
          className="min-h-12 w-full rounded-full bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
        >
          {t(isBooking ? "booking.form.booking" : "booking.form.book")}
        </button>
      </div>
    </div>
  );
}
