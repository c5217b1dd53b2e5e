// The rules of a booking that need no schema library: limits, statuses, references, mobile
// numbers, slot times. Kept free of zod (like slots.ts) so the patients' pages use them in
// the browser without shipping the schemas; domain/booking.ts holds the schemas.
import { IST_OFFSET_MINUTES, minutesOf } from "./slots.ts";

/** A patient may cancel or move a booking until this long before its slot starts. */
export const MANAGE_CUTOFF_HOURS = 2;
/** Bookings still to come that one mobile number may hold at once. */
export const MAX_OPEN_BOOKINGS_PER_MOBILE = 3;
/** Bookings one network address may make in an hour. */
export const BOOKINGS_PER_IP_PER_HOUR = 10;
export const ADULT_AGE = 18;
/** People one visit may serve when the lab's settings say nothing else. */
export const DEFAULT_PEOPLE_PER_VISIT = 5;
/** The most people the settings may allow in one visit (and the API's hard bound). */
export const MAX_PEOPLE_PER_VISIT = 10;

export const BOOKING_STATUSES = [
  "new",
  "confirmed",
  "sample-collected",
  "report-ready",
  "completed",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** A booking that still holds its place and may be cancelled or moved. */
export const OPEN_STATUSES: readonly BookingStatus[] = ["new", "confirmed"];

export const GENDERS = ["female", "male", "other"] as const;

/**
 * References are "LF-" and five letters or digits with none that read alike (no 0/O, 1/I/L):
 * read out over the phone without mistakes. Drawn at random, so one says nothing of another.
 */
export const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERENCE_LENGTH = 5;
export const REFERENCE_FORMAT = new RegExp(`^LF-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/**
 * An Indian mobile number as people write it ("+91 98765 43210", "098765-43210") made into
 * its ten digits, or null when it is not one (ten digits starting 6 to 9).
 */
export function normaliseMobile(input: string): string | null {
  if (!/^[+0-9 ()-]*$/.test(input)) return null;
  let digits = input.replace(/\D/g, "");
  if (input.trim().startsWith("+")) {
    if (!digits.startsWith("91")) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

/** "98******10": enough for a patient to recognise, not enough to call. */
export const maskMobile = (mobile: string): string => `${mobile.slice(0, 2)}******${mobile.slice(-2)}`;

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" naming a day of the calendar: not "2026-13-45", nor "2026-02-30". */
export function isCalendarDate(date: string): boolean {
  if (!DATE_FORMAT.test(date)) return false;
  const [year, month, day] = date.split("-").map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** The moment a window ("06:30–07:00") of a date ("YYYY-MM-DD", IST) starts. */
export function slotStartsAt(date: string, window: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutesOf(window.slice(0, 5)) - IST_OFFSET_MINUTES) * 60_000);
}

/** The way a booking goes, one step after another; cancelled stands to the side of it. */
const STATUS_FLOW = [
  "new",
  "confirmed",
  "sample-collected",
  "report-ready",
  "completed",
] as const satisfies readonly BookingStatus[];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  new: "New",
  confirmed: "Confirmed",
  "sample-collected": "Sample collected",
  "report-ready": "Report ready",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * Where staff may take a booking from `status`: any later step of the flow (a step may be
 * skipped, never undone), or cancelled until it is completed.
 */
export function nextStatuses(status: BookingStatus): BookingStatus[] {
  if (status === "completed" || status === "cancelled") return [];
  const at = STATUS_FLOW.indexOf(status);
  return [...STATUS_FLOW.slice(at + 1), "cancelled"];
}

/** What an erased booking keeps in its NOT NULL personal columns. */
export const ERASED_NAME = "Erased";
/** Not a mobile number anyone can have (those start with 6 to 9), so it also marks the erasure. */
export const ERASED_MOBILE = "0000000000";

/** Bookings per page of the staff list. */
export const ADMIN_PAGE_SIZE = 50;

/**
 * The digits of a mobile number as staff type part of it ("+91 98765", "098765-43"),
 * without the country code or trunk 0, for a search by number; null when the text is
 * not (part of) a number or too short to narrow anything down.
 */
export function mobileDigitsOf(query: string): string | null {
  if (!/^[+0-9 ()-]+$/.test(query.trim())) return null;
  let digits = query.replace(/\D/g, "");
  if (query.trim().startsWith("+") && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.length >= 3 ? digits : null;
}

/**
 * A booking reference (or part of one) as staff type it: "lf-7q2k9", "LF7Q2K9", "7q2k9"
 * → "LF-7Q2K9" / "7Q2K9"; null when the text cannot be one.
 */
export function referenceFragmentOf(query: string): string | null {
  const text = query.replace(/\s/g, "").toUpperCase();
  if (/^LF-[A-Z0-9]{0,5}$/.test(text)) return text;
  if (/^LF[A-Z0-9]{1,5}$/.test(text)) return `LF-${text.slice(2)}`;
  return /^[A-Z0-9]{5}$/.test(text) ? text : null;
}
