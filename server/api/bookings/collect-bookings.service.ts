import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { BookingEvent, StatusChange } from "../../../domain/booking.ts";
import { stepStatus } from "./booking-desk.service.ts";
import { findBookingEvents, insertBookingEvent } from "./booking-events.repository.ts";
import { findBookingsOnDate } from "./booking-search.repository.ts";
import { type BookingRecord, findBookingById } from "./bookings.repository.ts";

export type { BookingRecord };

/**
 * What the collector's day (api/collect) needs of the bookings, given to it by the bookings'
 * own module so that only it reads the bookings and writes their history and status.
 */
export function createCollectBookings(db: Kysely<Database>) {
  return {
    byId: (id: string, trx?: Transaction<Database>): Promise<BookingRecord | null> => findBookingById(trx ?? db, id),
    /** A date's bookings with their people, in slot order (the collector's two days are read so). */
    onDate: (date: string): Promise<BookingRecord[]> => findBookingsOnDate(db, date),
    /** Whether the desk ever assigned the visit to this collector (a tap after a reassignment says so). */
    wasAssignedTo: async (bookingId: string, username: string): Promise<boolean> =>
      (await findBookingEvents(db, bookingId)).some(
        (event) => event.what === "assigned" && event.details?.collector === username,
      ),
    recordEvent: (
      trx: Transaction<Database>,
      event: { bookingId: string; actor: `admin:${string}`; what: string; details: BookingEvent["details"] },
    ): Promise<void> => insertBookingEvent(trx, { ...event, details: event.details ?? undefined }),
    /** The desk's one way to change a status by hand (booking-desk.service.ts stepStatus). */
    stepStatus: (
      trx: Transaction<Database>,
      booking: BookingRecord,
      change: StatusChange & { undoes?: string },
      actor: `admin:${string}`,
    ): Promise<boolean> => stepStatus(trx, booking, change, actor),
  };
}
export type CollectBookings = ReturnType<typeof createCollectBookings>;
