import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { SlotRef } from "../../../domain/booking.ts";
import { type BookingStatus, OPEN_STATUSES } from "../../../domain/booking-rules.ts";
import { nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Cancels an open booking still in `slot`; false when it was no longer open there (a cancel
 * or a move got there first), so the caller never frees a place the booking no longer holds.
 */
export async function cancelOpenBooking(db: Db, id: string, slot: SlotRef): Promise<boolean> {
  return updateBookingStatus(db, id, { from: OPEN_STATUSES, slot }, "cancelled");
}

/**
 * Holds a booking that is not cancelled until the transaction ends: one conditional write to its
 * row, which a cancellation (a write to the same row) must wait for. False when it is cancelled
 * already, so a payment taken as the patient cancels cannot land on a cancelled visit.
 */
export async function holdUncancelledBooking(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", id)
    .where("status", "!=", "cancelled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sets the status of a booking that is still in one of `from` (and still in `slot`, when
 * given); false when it was not, because another change got there first. One conditional
 * statement, so two changes racing each other cannot both apply (a place is freed once).
 */
export async function updateBookingStatus(
  db: Db,
  id: string,
  { from, slot }: { from: readonly BookingStatus[]; slot?: SlotRef },
  to: BookingStatus,
): Promise<boolean> {
  let update = db
    .updateTable("bookings")
    .set({ status: to, updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "in", [...from]);
  if (slot) update = update.where("slot_date", "=", slot.date).where("slot_window", "=", slot.window);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
