// The booking page's "when": the slot picker, and the nearest free slots when the chosen one is gone.
import type { Availability } from "../../../domain/booking.ts";
import type { Preparation } from "../../../domain/preparation.ts";
import { useT } from "../../i18n/use-t.ts";
import { type JsonText, useJsonText } from "../../lib/json-text.ts";
import { dayLabel, SlotPicker, windowLabel } from "./slot-picker.tsx";
import type { BookingForm } from "./use-booking-form.ts";

export function SlotSection({
  form,
  calendar,
  labCalendar,
  preparation,
}: {
  form: BookingForm;
  calendar: JsonText<Availability[]>;
  labCalendar: JsonText<Availability[]>;
  preparation: Preparation;
}) {
  const t = useT();
  // The picker keeps the server's drawing as the page comes to life and reads its slots only when
  // drawn again; the same texts (a revalidation that changed nothing) give it the same lists.
  const homeSlots = useJsonText(calendar);
  const labSlots = useJsonText(labCalendar);
  const { errors, nearest } = form;
  const slotError =
    errors.slot && nearest.length > 0
      ? t("booking.form.nearest", {
          error: errors.slot,
          slots: nearest.map((s) => `${dayLabel(s.date, t.locale)} ${windowLabel(s.window, t.locale)}`).join("; "),
        })
      : errors.slot;
  return (
    <section aria-labelledby="when-heading" className="space-y-3">
      <h2 id="when-heading" className="text-xl font-semibold">
        {t("booking.step.when")}
      </h2>
      <SlotPicker
        calendar={homeSlots}
        labCalendar={labSlots}
        // Each window once per kind, with JavaScript or without: CSS shows the chosen kind's (app.css).
        kind={null}
        chosen={form.values.slot}
        preferDate={nearest[0]?.date}
        needsFasting={preparation.fastingTests.length > 0}
        error={slotError}
        offerEarliest
      />
    </section>
  );
}
