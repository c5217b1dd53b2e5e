// Collection slots and the booking window, worked out from the lab's settings. Kept free of
// zod so the booking pages can use them in the browser without the schema library.
//
// Every time here is the lab's wall clock in India Standard Time (UTC+05:30, no daylight
// saving), whatever the time zone of the server or the visitor's phone.

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** The settings the slot list and the booking window are made from (domain/settings.ts). */
export type SlotRules = {
  /** "06:30": when the first window starts. */
  slotStart: string;
  /** "11:00": when the last window ends. */
  slotEnd: string;
  slotMinutes: number;
  daysOpen: Weekday[];
  /** Dates from today to today + this many days may be booked. */
  bookingDaysAhead: number;
  /** No slot that starts sooner than this after the moment of booking. */
  minLeadHours: number;
};

export const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A clock time "HH:MM" (00:00 to 23:59). */
export const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Minutes after midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** "HH:MM" of minutes after midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** When each window starts, in minutes after midnight. */
function windowStarts(rules: Pick<SlotRules, "slotStart" | "slotEnd" | "slotMinutes">): number[] {
  const starts: number[] = [];
  const end = minutesOf(rules.slotEnd);
  if (!(rules.slotMinutes > 0)) return starts;
  for (let start = minutesOf(rules.slotStart); start + rules.slotMinutes <= end; start += rules.slotMinutes)
    starts.push(start);
  return starts;
}

/** The day's collection windows: ["06:30–07:00", "07:00–07:30", …]. */
export function slotWindows(rules: Pick<SlotRules, "slotStart" | "slotEnd" | "slotMinutes">): string[] {
  return windowStarts(rules).map((start) => `${clockTime(start)}–${clockTime(start + rules.slotMinutes)}`);
}

/** The date ("YYYY-MM-DD") in India at this moment. */
export function istDate(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** The weekday of a date ("YYYY-MM-DD"). */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** The date ("YYYY-MM-DD") `days` after (or before) `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The moment a window that starts `minutes` after midnight IST on `date` begins. */
const startOf = (date: string, minutes: number) =>
  Date.parse(`${date}T00:00:00Z`) + (minutes - IST_OFFSET_MINUTES) * MINUTE_MS;

/** Whether `date` is a day the lab collects on, inside the booking window as seen at `now`. */
export function isBookingDate(rules: SlotRules, date: string, now: Date): boolean {
  const today = istDate(now);
  return date >= today && date <= addDays(today, rules.bookingDaysAhead) && rules.daysOpen.includes(weekdayOf(date));
}

/**
 * The windows of `date` a patient may still book at `now`: none on a closed day or outside
 * the booking window, and none that starts within the lead time.
 */
export function bookableSlots(rules: SlotRules, date: string, now: Date): string[] {
  if (!isBookingDate(rules, date, now)) return [];
  const earliest = now.getTime() + rules.minLeadHours * 60 * MINUTE_MS;
  return windowStarts(rules)
    .filter((start) => startOf(date, start) >= earliest)
    .map((start) => `${clockTime(start)}–${clockTime(start + rules.slotMinutes)}`);
}

/** The dates ("YYYY-MM-DD", today … today + bookingDaysAhead) with at least one window left to book. */
export function bookingDates(rules: SlotRules, now: Date): string[] {
  const today = istDate(now);
  const dates: string[] = [];
  for (let day = 0; day <= rules.bookingDaysAhead; day++) {
    const date = addDays(today, day);
    if (bookableSlots(rules, date, now).length > 0) dates.push(date);
  }
  return dates;
}
