import { FormField } from "../form-field.tsx";
import { Section, settingFields, type SectionProps } from "./settings-section.tsx";

/** How far ahead patients may book, and how close to a slot. */
export function BookingWindowSection(props: SectionProps) {
  const field = settingFields(props);
  return (
    <Section
      id="settings-booking-window"
      title="Booking window"
      description="How far ahead patients may book, and how close to a slot."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field("bookingDaysAhead")}
          label="Days ahead"
          inputMode="numeric"
          hint="14: from today to two weeks ahead."
        />
        <FormField
          {...field("minLeadHours")}
          label="Hours before a slot"
          inputMode="numeric"
          hint="No slot that starts sooner than this can be booked."
        />
      </div>
    </Section>
  );
}
