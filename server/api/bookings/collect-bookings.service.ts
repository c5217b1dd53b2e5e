import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { BookingEvent, StatusChange } from "../../../domain/booking.ts";
import type { OutboxService } from "../messages/outbox.service.ts";
import { stepStatus } from "./booking-desk.service.ts";
import { findBookingEvents, insertBookingEvent } from "./booking-events.repository.ts";
import { findBookingsOnDate } from "./booking-search.repository.ts";
import { type BookingRecord, findBookingById } from "./bookings.repository.ts";

export type { BookingRecord };

/**
 * What the collector's day (api/collect) needs of the bookings, given to it by the bookings'
 * own module so that only it reads the bookings and writes their history and status.
 */
export function createCollectBookings(
  db: Kysely<Database>,
  { outbox }: { outbox: Pick<OutboxService, "notify" | "dropTapMessage"> },
) {
  return {
    /**
     * The patient's message about a collector's tap ("on my way", "collected"), in the tap's
     * transaction: it waits out the tap's undo minute and is dropped if the tap is undone. Its
     * transaction is the collector's, not the outbox's: nothing is due at its commit, so the
     * dispatcher's timer turn after the minute sends it.
     */
    notifyTap: async (
      trx: Transaction<Database>,
      tap: { id: string; bookingId: string; kind: string; undoUntil: string },
    ): Promise<void> => {
      if (tap.kind !== "on-my-way" && tap.kind !== "collected") return;
      await outbox.notify(trx, tap.bookingId, tap.kind, { tap: { id: tap.id, undoUntil: tap.undoUntil } });
    },
    byId: (id: string, trx?: Transaction<Database>): Promise<BookingRecord | null> => findBookingById(trx ?? db, id),
    /** A date's bookings with their people, in slot order (the collector's two days are read so). */
    onDate: (date: string): Promise<BookingRecord[]> => findBookingsOnDate(db, date),
    /** Whether the desk ever assigned the visit to this collector (a tap after a reassignment says so). */
    wasAssignedTo: async (bookingId: string, username: string): Promise<boolean> =>
      (await findBookingEvents(db, bookingId)).some(
        (event) => event.what === "assigned" && event.details?.collector === username,
      ),
    recordEvent: async (
      trx: Transaction<Database>,
      event: { bookingId: string; actor: `admin:${string}`; what: string; details: BookingEvent["details"] },
    ): Promise<void> => {
      await insertBookingEvent(trx, { ...event, details: event.details ?? undefined });
      // An undone "on my way" (written here, in the undo's transaction) takes its message back if still waiting.
      if (event.what === "tap-undone" && event.details?.undoes)
        await outbox.dropTapMessage(trx, event.bookingId, event.details.undoes);
    },
    /** The desk's one way to change a status by hand (booking-desk.service.ts stepStatus). */
    stepStatus: async (
      trx: Transaction<Database>,
      booking: BookingRecord,
      change: StatusChange & { undoes?: string },
      actor: `admin:${string}`,
    ): Promise<boolean> => {
      if (!(await stepStatus(trx, booking, change, actor))) return false;
      // An undone "Collected" puts the status back here, in the undo's transaction: its message goes back too.
      if (change.undoes) await outbox.dropTapMessage(trx, booking.id, change.undoes);
      return true;
    },
  };
}
export type CollectBookings = ReturnType<typeof createCollectBookings>;
