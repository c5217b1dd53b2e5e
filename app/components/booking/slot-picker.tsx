import type { Availability } from "../../../domain/booking.ts";
import { suitsFasting } from "../../../domain/preparation.ts";
import { slotValue } from "../../lib/booking-form.ts";
import { fieldId } from "./fields.tsx";

const DAY = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** "Mon, 23 Nov" of "2026-11-23" (a calendar date, so read as UTC to stay that day). */
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/**
 * The dates and their windows as radio buttons, one date open at a time. Each date is a
 * <details> in one exclusive group (`name`), so it works without JavaScript and a phone
 * shows one day's windows, not a fortnight's. Full windows stay listed, marked full.
 */
export function SlotPicker({
  calendar,
  chosen,
  preferDate,
  needsFasting,
  error,
  legend = "Date and time",
}: {
  calendar: Availability[];
  /** The slot value ("date|window") picked before, if any. */
  chosen?: string;
  /** The date to open when nothing is chosen (the nearest free slot after a refusal). */
  preferDate?: string;
  needsFasting: boolean;
  error?: string;
  legend?: string;
}) {
  const id = fieldId("slot");
  const openDate =
    (chosen && calendar.find((day) => chosen.startsWith(`${day.date}|`))?.date) ??
    preferDate ??
    calendar.find((day) => day.slots.some((slot) => !slot.isFull))?.date;
  if (calendar.length === 0) {
    return (
      <p className="rounded-lg bg-amber-50 p-3 text-amber-950">
        No collection slots are open in the next few days. Please call us and we will find a time.
      </p>
    );
  }
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      {needsFasting && (
        <p className="mt-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          A test you chose needs fasting, so an early slot is easiest: have dinner, then nothing but water until the
          sample. Slots before 9:00 are marked <strong>good for fasting</strong>.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-300">
        {calendar.map((day) => {
          const free = day.slots.filter((slot) => !slot.isFull).length;
          return (
            <details key={day.date} name="booking-date" open={day.date === openDate} className="group">
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-3 py-2 font-medium">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-slate-600 transition-transform group-open:rotate-90">
                    ▸
                  </span>
                  {dayLabel(day.date)}
                </span>
                <span className={`text-sm ${free === 0 ? "text-slate-600" : "text-green-800"}`}>
                  {free === 0 ? "Full" : `${free} of ${day.slots.length} slots free`}
                </span>
              </summary>
              <ul className="grid grid-cols-2 gap-2 px-3 pb-3 sm:grid-cols-3">
                {day.slots.map((slot) => {
                  const value = slotValue(day.date, slot.window);
                  return (
                    <li key={slot.window}>
                      <label
                        className={`flex min-h-11 items-center gap-2 rounded-lg border px-2 py-2 ${
                          slot.isFull
                            ? "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600"
                            : "cursor-pointer border-slate-300 has-checked:border-brand-700 has-checked:bg-brand-50"
                        }`}
                      >
                        <input
                          type="radio"
                          name="slot"
                          value={value}
                          disabled={slot.isFull}
                          defaultChecked={value === chosen}
                          className="size-5 accent-brand-700"
                        />
                        <span className="flex flex-col">
                          <span className="font-medium">
                            {slot.window}
                            <span className="sr-only">, {dayLabel(day.date)}</span>
                          </span>
                          <span className="text-sm">
                            {slot.isFull ? "Full" : `${slot.placesLeft} ${slot.placesLeft === 1 ? "place" : "places"} left`}
                            {needsFasting && !slot.isFull && suitsFasting(slot.window) && (
                              <span className="text-green-800"> · good for fasting</span>
                            )}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}
