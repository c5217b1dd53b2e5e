// How staff read a booking's dates, people and history (browser-safe: no zod, no server).
import type { AdminBookingSummary, BookingEvent } from "../../domain/booking.ts";
import type { BookingStatus } from "../../domain/booking-rules.ts";
import type { NotHomeReason, TapKind } from "../../domain/collect.ts";
import { STATUS_LABELS } from "../../domain/booking-rules.ts";
import { formatPaise, PAYMENT_MODE_LABELS, type PaymentMode } from "../../domain/payment-rules.ts";
import type { StaffName } from "../../domain/staff-accounts.ts";
import { roleName, usernameOfActor } from "../../domain/staff-roles.ts";

/** "Tue, 1 Dec 2026" for a date "YYYY-MM-DD" (the date itself: no time zone moves it). */
export function formatDay(date: string, style: "short" | "long" = "short"): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "UTC",
    weekday: style,
    day: "numeric",
    month: style,
    year: "numeric",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "41 y, female". */
export const ageAndGender = (b: Pick<AdminBookingSummary, "age" | "gender">) => `${b.age} y, ${b.gender}`;

/** Where the sample is taken: "Home · 201301, Noida" or "Lab visit · <the lab's address>". */
export function whereCollected(
  b: Pick<AdminBookingSummary, "collectionType" | "pincode" | "city" | "labAddress">,
): string {
  if (b.collectionType === "lab") return `Lab visit · ${b.labAddress ?? b.city}`;
  return `Home · ${[b.pincode, b.city].filter(Boolean).join(", ")}`;
}

/** "Priya Sharma, Front desk": a staff member as the history and the ledger name them. */
export const staffLine = ({ name, role }: StaffName) => (role ? `${name}, ${roleName("en", role)}` : name);

/** Who did it: the staff member by name and role, "Patient" for the patient's own changes. */
export const actorName = ({ actor, staff }: Pick<BookingEvent, "actor" | "staff">) =>
  staff ? staffLine(staff) : (usernameOfActor(actor) ?? (actor === "link" ? "Someone with the link" : "Patient"));

/** A collector's taps and reasons as the desk reads them (English, as the staff pages are). */
const TAP_WORDS: Record<TapKind, string> = {
  "on-my-way": "On my way",
  "not-at-home": "Not at home",
  collected: "Collected",
};
const NOT_HOME_WORDS: Record<NotHomeReason, string> = {
  "no-answer": "no answer",
  "door-locked": "door locked",
  "asked-to-come-later": "asked to come later",
  "wrong-address": "wrong address",
  other: "other",
};

const statusLabel = (value: unknown) => STATUS_LABELS[value as BookingStatus] ?? String(value);
const slotText = (value: unknown) =>
  typeof value === "object" && value !== null && "date" in value && "window" in value
    ? `${formatDay(String(value.date))}, ${String(value.window)}`
    : String(value);

/** One line of history in words: "Confirmed → Sample collected", "Moved from … to …". */
export function describeEvent(event: BookingEvent): string {
  const d = event.details ?? {};
  switch (event.what) {
    case "booked":
      return d.slot ? `Booked for ${slotText(d.slot)}` : "Booked";
    case "status":
      return `${statusLabel(d.from)} → ${statusLabel(d.to)}${d.reason ? ` (reason: ${d.reason})` : ""}${
        d.undoes ? ` (the collector undid "${TAP_WORDS[d.undoes as TapKind] ?? d.undoes}")` : ""
      }`;
    case "cancelled":
      return "Cancelled through the manage link";
    case "updates-stopped":
      return "Stopped the updates about this booking through the manage link";
    case "message-sent-by-hand":
      return `Sent the "${d.messageKind ?? "message"}" message by hand after it failed`;
    case "moved":
      return `Moved from ${slotText(d.from)} to ${slotText(d.to)}`;
    case "found":
      return "Found again with the reference and mobile: a new manage link made";
    case "erased":
      return `${d.person ? `Personal data of person ${d.person} erased` : "Personal data erased"}${
        d.textsRemoved
          ? `; names and numbers removed from ${d.textsRemoved === 1 ? "1 reason or reference" : `${d.textsRemoved} reasons and references`}`
          : ""
      }`;
    case "opened-booking":
      return "Opened the booking";
    case "opened-report":
      return `Opened the report of person ${d.person ?? 1}`;
    case "downloaded-report":
      return `Downloaded the report of person ${d.person ?? 1}`;
    case "listed":
      return "Listed the booking in a search";
    case "opened-day":
      return "Listed the booking in the day's visits";
    case "exported":
      return d.person ? `Downloaded the personal data of person ${d.person}` : "Downloaded the personal data";
    case "payment":
    case "refund":
      return `${event.what === "refund" ? "Refund" : "Payment"} of ${formatPaise(Math.abs(d.amountPaise ?? 0))}, ${
        PAYMENT_MODE_LABELS[d.mode as PaymentMode] ?? d.mode
      }${d.paymentReference ? ` (ref. ${d.paymentReference})` : ""}${d.reason ? ` (reason: ${d.reason})` : ""}`;
    case "report-attached":
      return `Report of person ${d.person ?? 1} attached`;
    case "report-withdrawn":
      return `Report of person ${d.person ?? 1} withdrawn${d.reason ? ` (reason: ${d.reason})` : ""}`;
    case "line-removed":
      return `Removed ${d.item ?? "a line"} of person ${d.person ?? 1} (${formatPaise(d.amountPaise ?? 0)}; reason: ${d.reason ?? ""}); the visit now costs ${formatPaise(d.totalPaise ?? 0)}`;
    case "person-removed":
      return `Removed person ${d.person ?? ""} from the visit (${formatPaise(d.amountPaise ?? 0)}; reason: ${d.reason ?? ""}); the visit now costs ${formatPaise(d.totalPaise ?? 0)}`;
    case "discount":
      return `Discount of ${formatPaise(d.amountPaise ?? 0)} (reason: ${d.reason ?? ""}); the visit now costs ${formatPaise(d.totalPaise ?? 0)}`;
    case "downloaded-receipt":
      return event.actor === "link" ? "Opened the receipt through the link sent on WhatsApp" : "Opened the receipt";
    case "made-receipt-link":
      return "Made a 7-day link to the receipt, to send on WhatsApp";
    case "assigned":
      return `Assigned to ${event.collectorStaff ? staffLine(event.collectorStaff) : (d.collector ?? "a collector")}`;
    case "unassigned":
      return `Collector taken away${event.collectorStaff ? ` (was ${staffLine(event.collectorStaff)})` : ""}`;
    case "on-my-way":
      return "Collector on the way";
    case "not-at-home":
      return `Patient not at home (${NOT_HOME_WORDS[d.tapReason as NotHomeReason] ?? d.tapReason ?? ""}${d.reason ? `: ${d.reason}` : ""})`;
    case "tap-undone":
      return `Collector undid "${TAP_WORDS[d.undoes as TapKind] ?? d.undoes}"`;
    case "opened-visits":
      return "Opened the visit in the collector's list";
    case "label-unlinked":
      return `Took label ${d.label ?? ""} off a tube of person ${d.person ?? 1}${d.reason ? ` (reason: ${d.reason})` : ""}`;
    case "unlinked-label":
      return `Took a sample label off a tube of person ${d.person ?? 1}`;
    case "sent-report-link":
      return `Took the share link of the report of person ${d.person ?? 1}, to send on WhatsApp`;
    default:
      return event.what;
  }
}
