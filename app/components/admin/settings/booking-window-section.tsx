import { FormField } from "../form-field.tsx";
import { Section, type SectionProps } from "./settings-section.tsx";

/** How far ahead patients may book, and how close to a slot. */
export function BookingWindowSection({ draft, errors, set }: SectionProps) {
  return (
    <Section
      id="settings-booking-window"
      title="Booking window"
      description="How far ahead patients may book, and how close to a slot."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="settings-bookingDaysAhead"
          label="Days ahead"
          value={draft.bookingDaysAhead}
          onChange={set("bookingDaysAhead")}
          error={errors.bookingDaysAhead}
          inputMode="numeric"
          hint="14: from today to two weeks ahead."
        />
        <FormField
          id="settings-minLeadHours"
          label="Hours before a slot"
          value={draft.minLeadHours}
          onChange={set("minLeadHours")}
          error={errors.minLeadHours}
          inputMode="numeric"
          hint="No slot that starts sooner than this can be booked."
        />
      </div>
    </Section>
  );
}
