import { CLOCK_TIME, slotWindows, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from "../../../../domain/slots.ts";
import { FormField } from "../form-field.tsx";
import { Preview, Section, settingFields, type SectionProps } from "./settings-section.tsx";

/** The collection slots: the windows of a day, the places in each, the people in one visit and the days open. */
export function SlotsSection({
  draft,
  errors,
  set,
  toggleDay,
}: SectionProps & { toggleDay: (day: Weekday, isOpen: boolean) => void }) {
  const field = settingFields({ draft, errors, set });
  const windows =
    CLOCK_TIME.test(draft.slotStart) && CLOCK_TIME.test(draft.slotEnd)
      ? slotWindows({ slotStart: draft.slotStart, slotEnd: draft.slotEnd, slotMinutes: Number(draft.slotMinutes) })
      : [];
  const capacity = Number(draft.slotCapacity);
  const labCapacity = Number(draft.labSlotCapacity);
  return (
    <Section
      id="settings-slots"
      title="Collection slots"
      description="The time windows patients choose from, how many home collections your team can make in each, and how many lab visits each lab takes, counted apart. A family booked together is one visit: it takes one place however many people it serves, up to the number you set."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField {...field("slotStart")} label="First slot starts" type="time" />
        <FormField {...field("slotEnd")} label="Last slot ends" type="time" />
        <FormField {...field("slotMinutes")} label="Window length (minutes)" inputMode="numeric" />
        <FormField {...field("slotCapacity")} label="Home collections per window" inputMode="numeric" />
        <FormField {...field("labSlotCapacity")} label="Lab visits per window" inputMode="numeric" />
        <FormField {...field("peoplePerVisit")} label="People in one visit" inputMode="numeric" />
        <FormField
          {...field("reminderTime")}
          label="Reminder the evening before, at"
          type="time"
          hint="Patients who agreed to updates get a reminder of tomorrow's visit at this time (India)."
        />
      </div>
      <DaysOpen daysOpen={draft.daysOpen} onToggle={toggleDay} error={errors.daysOpen} />
      {windows.length > 0 && (
        <Preview>
          {windows.length} window{windows.length === 1 ? "" : "s"} a day: {windows.join(", ")}.
          {Number.isInteger(capacity) && capacity > 0 && ` Up to ${windows.length * capacity} home collections a day.`}
          {Number.isInteger(labCapacity) &&
            labCapacity > 0 &&
            ` Up to ${windows.length * labCapacity} lab visits a day.`}
        </Preview>
      )}
    </Section>
  );
}

function DaysOpen({
  daysOpen,
  onToggle,
  error,
}: {
  daysOpen: Weekday[];
  onToggle: (day: Weekday, isOpen: boolean) => void;
  error?: string;
}) {
  const id = "settings-daysOpen";
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Days open for home collection</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {WEEKDAYS.map((day, i) => (
          <label
            key={day}
            className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              checked={daysOpen.includes(day)}
              onChange={(e) => onToggle(day, e.target.checked)}
              aria-invalid={error && i === 0 ? true : undefined}
              className="h-4 w-4 accent-brand-700"
            />
            {WEEKDAY_LABELS[day]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
