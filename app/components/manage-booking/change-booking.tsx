import { Form } from "react-router";
import type { Availability, PatientBooking } from "../../../domain/booking.ts";
import { LOCALE_TAG, type Locale, MONTH_FORM } from "../../../domain/locale.ts";
import { useT } from "../../i18n/use-t.ts";
import { SlotPicker } from "../booking/slot-picker.tsx";

/** When the booking may be changed until; Hindi says the part of the day ("सुबह 6:30"). */
const TIMES: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE_TAG.en, {
    timeZone: "Asia/Kolkata",
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }),
  hi: new Intl.DateTimeFormat(LOCALE_TAG.hi, {
    timeZone: "Asia/Kolkata",
    weekday: "short",
    day: "numeric",
    month: MONTH_FORM.hi,
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "short",
  }),
};

/**
 * Move the visit to another slot or cancel it, until the time it may be changed (plain forms: they
 * work without JavaScript). A refused move opens again with its words beside the slots.
 */
export function ChangeBooking({
  booking,
  calendar,
  needsFasting,
  slotError,
  busy,
  phone,
}: {
  booking: PatientBooking;
  calendar: Availability[];
  needsFasting: boolean;
  slotError: string | undefined;
  busy: boolean;
  phone: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="change-heading" className="space-y-4 rounded-xl border border-slate-300 p-4">
      <h2 id="change-heading" className="text-lg font-semibold">
        {t("booking.manage.change")}
      </h2>
      <p className="text-slate-800">
        {t.rich(
          "booking.manage.changeUntil",
          {
            tel: (children, key) => (
              <a
                key={key}
                href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                className="font-semibold text-brand-800 underline"
              >
                {children}
              </a>
            ),
          },
          { time: TIMES[t.locale].format(new Date(booking.changeableUntil)), phone },
        )}
      </p>
      <details open={Boolean(slotError)}>
        <summary className="cursor-pointer font-semibold text-brand-800 underline">
          {t("booking.manage.moveSummary")}
        </summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="move" />
          <SlotPicker
            calendar={calendar}
            needsFasting={needsFasting}
            error={slotError}
            legend={t("booking.manage.newSlot")}
          />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white disabled:opacity-70"
          >
            {t("booking.manage.move")}
          </button>
        </Form>
      </details>
      <details>
        <summary className="cursor-pointer font-semibold text-red-800 underline">
          {t("booking.manage.cancelSummary")}
        </summary>
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="cancel" />
          <p>{t("booking.manage.cancelText")}</p>
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-full border-2 border-red-800 px-5 font-semibold text-red-800 disabled:opacity-70"
          >
            {t("booking.manage.cancelConfirm", { reference: booking.reference })}
          </button>
        </Form>
      </details>
    </section>
  );
}
