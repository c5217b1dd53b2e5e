import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { ERASED_MOBILE } from "../../../domain/booking-rules.ts";
import { newId } from "../../lib/ids.ts";
import { type BookingRecord, oneWithPeople } from "./bookings.repository.ts";

// The manage links 'Manage a booking' makes when a patient finds their booking again.
type Db = Kysely<Database> | Transaction<Database>;

/**
 * The booking behind a link made by 'Manage a booking', while the link runs (`expires_at` after
 * `at`); never an erased booking's, though erasure deletes its links anyway.
 */
export async function findBookingByFoundLinkHash(db: Db, hash: string, at: string): Promise<BookingRecord | null> {
  const row = await db
    .selectFrom("booking_found_links")
    .innerJoin("bookings", "bookings.id", "booking_found_links.booking_id")
    .selectAll("bookings")
    .where("booking_found_links.token_hash", "=", hash)
    .where("booking_found_links.expires_at", ">", at)
    .where("bookings.mobile", "!=", ERASED_MOBILE)
    .executeTakeFirst();
  return oneWithPeople(db, row);
}

/** A second manage link to a booking (only its token's hash), made when the patient found it again. */
export async function insertFoundLink(
  db: Db,
  link: { bookingId: string; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("booking_found_links")
    .values({
      id: newId(16),
      booking_id: link.bookingId,
      token_hash: link.tokenHash,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** Deletes a booking's found links but the newest `keep` (by when they were made). */
export async function deleteFoundLinksBeyond(db: Db, bookingId: string, keep: number): Promise<void> {
  const older = await db
    .selectFrom("booking_found_links")
    .select("id")
    .where("booking_id", "=", bookingId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(keep)
    .limit(1000)
    .execute();
  if (older.length > 0)
    await db
      .deleteFrom("booking_found_links")
      .where(
        "id",
        "in",
        older.map((row) => row.id),
      )
      .execute();
}

/** A booking's found links that would stop before `expiresAt` run until then (the visit moved later). */
export async function extendFoundLinks(db: Db, bookingId: string, expiresAt: string): Promise<void> {
  await db
    .updateTable("booking_found_links")
    .set({ expires_at: expiresAt })
    .where("booking_id", "=", bookingId)
    .where("expires_at", "<", expiresAt)
    .execute();
}

/** Every found link of a booking (its erasure). */
export async function deleteFoundLinksOf(db: Db, bookingId: string): Promise<void> {
  await db.deleteFrom("booking_found_links").where("booking_id", "=", bookingId).execute();
}

/** Found links that stopped working before `at` (the hourly housekeeping); how many went. */
export async function deleteFoundLinksExpiredBefore(db: Db, at: string): Promise<number> {
  const result = await db.deleteFrom("booking_found_links").where("expires_at", "<=", at).executeTakeFirst();
  return Number(result.numDeletedRows);
}
