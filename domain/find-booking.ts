// 'Manage a booking' (SPEC §7a): a patient who lost the manage link opens the booking again with
// its reference and mobile (docs/decisions/2026-11-25-booking-found-again.md).
import { z } from "zod";
import { MobileSchema } from "./booking.ts";
import { ReportReferenceSchema } from "./report.ts";

/** The form: the reference as patients type it ("lf hwea7", "hwea7") and the mobile as they write it, read as My Reports reads them. */
export const FindBookingRequestSchema = z.object({ reference: ReportReferenceSchema, mobile: MobileSchema });
export type FindBookingRequest = z.output<typeof FindBookingRequestSchema>;

/**
 * A link made by a lookup works until this many days after the visit's slot (or after it is
 * made, for a slot already past), so one kept in WhatsApp outlives the visit it is for.
 */
export const FOUND_LINK_DAYS_AFTER_VISIT = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a found link stops working: FOUND_LINK_DAYS_AFTER_VISIT after the visit, or after `from` if that is later. */
export function foundLinkExpiry(visitStartsAt: Date, from: Date): Date {
  return new Date(Math.max(visitStartsAt.getTime(), from.getTime()) + FOUND_LINK_DAYS_AFTER_VISIT * DAY_MS);
}

/**
 * The live found links one booking may have; making another retires the oldest, so a script
 * holding the right reference and mobile cannot fill the table.
 */
export const FOUND_LINKS_PER_BOOKING = 10;
