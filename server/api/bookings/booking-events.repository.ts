import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { BookingEvent } from "../../../domain/booking.ts";
import { newOrderedId, nowIso } from "../../lib/ids.ts";

// A booking's history (booking_events).
type Db = Kysely<Database> | Transaction<Database>;

export async function insertBookingEvent(
  db: Db,
  event: {
    bookingId: string;
    actor: "patient" | "link" | `admin:${string}`;
    what: string;
    details?: BookingEvent["details"];
  },
): Promise<void> {
  await db
    .insertInto("booking_events")
    .values({
      // Ordered, so a booking's history lists events made within one millisecond in the order they happened.
      id: newOrderedId(),
      booking_id: event.bookingId,
      at: nowIso(),
      actor: event.actor,
      what: event.what,
      details_json: event.details ? JSON.stringify(event.details) : null,
    })
    .execute();
}

/** How many times a booking has been moved to another slot (by the patient or the desk). */
export async function countBookingMoves(db: Db, bookingId: string): Promise<number> {
  const row = await db
    .selectFrom("booking_events")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("booking_id", "=", bookingId)
    .where("what", "=", "moved")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A booking's history, newest first. */
export async function findBookingEvents(db: Db, bookingId: string): Promise<BookingEvent[]> {
  const rows = await db
    .selectFrom("booking_events")
    .select(["at", "actor", "what", "details_json"])
    .where("booking_id", "=", bookingId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    at: r.at,
    actor: r.actor,
    what: r.what,
    details: r.details_json ? (JSON.parse(r.details_json) as BookingEvent["details"]) : null,
  }));
}
