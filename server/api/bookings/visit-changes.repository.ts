import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { BookingLine } from "../../../domain/booking.ts";
import { newOrderedId } from "../../lib/ids.ts";
import { type ChangeRecord, linesToJson, rowToChange } from "./bookings.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The change a desk form's key made, with the booking it changed; null when the key is new. */
export async function findChangeByIdempotencyKey(
  db: Db,
  key: string,
): Promise<{ bookingId: string; change: ChangeRecord } | null> {
  const row = await db.selectFrom("booking_changes").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  return row ? { bookingId: row.booking_id, change: rowToChange(row) } : null;
}

/**
 * Writes a change of a visit's price and the visit's new sums: each remaining person's lines
 * and sums, the person it removed (when it did), and the visit's. Called inside the change's
 * transaction, under the booking's lock, with the sums of the one pricer.
 */
export async function applyVisitChange(
  db: Db,
  bookingId: string,
  change: Omit<ChangeRecord, "id">,
  sums: {
    people: { id: string; items: BookingLine[]; subtotalPaise: number; mrpPaise: number }[];
    removedPersonId: string | null;
    visit: { subtotalPaise: number; mrpPaise: number; feePaise: number; discountPaise: number; totalPaise: number };
  },
): Promise<ChangeRecord> {
  const id = newOrderedId();
  await db
    .insertInto("booking_changes")
    .values({
      id,
      booking_id: bookingId,
      kind: change.kind,
      person_id: change.personId,
      lines_json: linesToJson(change.lines),
      amount_paise: change.amountPaise,
      reason: change.reason,
      made_by: change.madeBy,
      made_at: change.madeAt,
      idempotency_key: change.idempotencyKey,
    })
    .execute();
  for (const person of sums.people) {
    await db
      .updateTable("booking_people")
      .set({
        items_json: linesToJson(person.items),
        subtotal_paise: person.subtotalPaise,
        mrp_paise: person.mrpPaise,
      })
      .where("id", "=", person.id)
      .where("booking_id", "=", bookingId)
      .execute();
  }
  if (sums.removedPersonId)
    await db
      .updateTable("booking_people")
      .set({ removed_at: change.madeAt })
      .where("id", "=", sums.removedPersonId)
      .where("booking_id", "=", bookingId)
      .execute();
  const { visit } = sums;
  await db
    .updateTable("bookings")
    .set({
      subtotal_paise: visit.subtotalPaise,
      mrp_paise: visit.mrpPaise,
      fee_paise: visit.feePaise,
      discount_paise: visit.discountPaise,
      total_paise: visit.totalPaise,
      updated_at: change.madeAt,
    })
    .where("id", "=", bookingId)
    .execute();
  return { id, ...change };
}
