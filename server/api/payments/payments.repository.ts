import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, PaymentsTable } from "../../../db/schema.ts";
import type { StoredPayment } from "../../../domain/payment.ts";
import type { PaymentMode } from "../../../domain/payment-rules.ts";
import { newOrderedId } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

// The ledger is append-only: there is an insert and reads, and no delete of a payment anywhere.
// The one update replaces free text naming a person being erased, never an amount, mode or time
// (replacePersonalPaymentTexts; docs/decisions/2026-11-25-payments-ledger.md).

const rowToPayment = (row: PaymentsTable): StoredPayment => ({
  id: row.id,
  amountPaise: Number(row.amount_paise),
  mode: row.mode as PaymentMode,
  reference: row.reference,
  reason: row.reason,
  takenBy: row.taken_by,
  takenAt: row.taken_at,
  isRefund: Number(row.amount_paise) < 0,
});

export type NewPayment = Omit<StoredPayment, "id" | "isRefund"> & { bookingId: string; idempotencyKey: string };

export async function insertPayment(db: Db, payment: NewPayment): Promise<StoredPayment> {
  const row: PaymentsTable = {
    // Ordered, so entries made within one millisecond list in the order they were taken.
    id: newOrderedId(),
    booking_id: payment.bookingId,
    amount_paise: payment.amountPaise,
    mode: payment.mode,
    reference: payment.reference,
    reason: payment.reason,
    taken_by: payment.takenBy,
    taken_at: payment.takenAt,
    idempotency_key: payment.idempotencyKey,
  };
  await db.insertInto("payments").values(row).execute();
  return rowToPayment(row);
}

/** The entry a form's key made, with its booking; null when the key made none. */
export async function findPaymentByIdempotencyKey(
  db: Db,
  key: string,
): Promise<{ bookingId: string; payment: StoredPayment } | null> {
  const row = await db.selectFrom("payments").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  return row ? { bookingId: row.booking_id, payment: rowToPayment(row) } : null;
}

/** A booking's entries, oldest first. */
export async function findPaymentsOfBooking(db: Db, bookingId: string): Promise<StoredPayment[]> {
  const rows = await db
    .selectFrom("payments")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("taken_at")
    .orderBy("id")
    .execute();
  return rows.map(rowToPayment);
}

/** Payments less refunds of each booking named (bookings without any are left out). */
export async function sumPaymentsByBooking(db: Db, bookingIds: string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("payments")
    .select(["booking_id", sql<number | string>`sum(amount_paise)`.as("paid")])
    .where("booking_id", "in", bookingIds)
    .groupBy("booking_id")
    .execute();
  // PostgreSQL answers sum() of integers as a bigint, which pg hands over as a string.
  return new Map(rows.map((row) => [row.booking_id, Number(row.paid)]));
}

/**
 * The entries of some bookings together, whenever they were taken: their sum (payments less
 * refunds), how many entries, and how many of the bookings have any.
 */
export async function totalPaymentsOfBookings(
  db: Db,
  bookingIds: string[],
): Promise<{ paise: number; count: number; bookings: number }> {
  if (bookingIds.length === 0) return { paise: 0, count: 0, bookings: 0 };
  const row = await db
    .selectFrom("payments")
    .select([
      sql<number | string | null>`sum(amount_paise)`.as("paise"),
      sql<number | string>`count(*)`.as("count"),
      sql<number | string>`count(distinct booking_id)`.as("bookings"),
    ])
    .where("booking_id", "in", bookingIds)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sum() and count() as bigints, which pg hands over as strings; sum() of no rows is null.
  return { paise: Number(row.paise ?? 0), count: Number(row.count), bookings: Number(row.bookings) };
}

/** Every entry taken from `from` (inclusive) to `to` (exclusive), ISO times. */
export async function findPaymentsTakenBetween(db: Db, from: string, to: string): Promise<StoredPayment[]> {
  const rows = await db
    .selectFrom("payments")
    .selectAll()
    .where("taken_at", ">=", from)
    .where("taken_at", "<", to)
    .orderBy("taken_at")
    .orderBy("id")
    .execute();
  return rows.map(rowToPayment);
}

/**
 * At an erasure, the one change the ledger allows: an entry's free text (its reason, its
 * reference) that `isPersonal` finds naming the erased is replaced by `marker`. Amounts, modes,
 * times and who took it never change. How many texts were replaced.
 */
export async function replacePersonalPaymentTexts(
  db: Db,
  bookingId: string,
  isPersonal: (text: string) => boolean,
  marker: string,
): Promise<number> {
  const rows = await db
    .selectFrom("payments")
    .select(["id", "reason", "reference"])
    .where("booking_id", "=", bookingId)
    .execute();
  let replaced = 0;
  for (const row of rows) {
    const reason = row.reason !== null && isPersonal(row.reason) ? marker : row.reason;
    const reference = row.reference !== null && isPersonal(row.reference) ? marker : row.reference;
    const changes = Number(reason !== row.reason) + Number(reference !== row.reference);
    if (changes === 0) continue;
    await db.updateTable("payments").set({ reason, reference }).where("id", "=", row.id).execute();
    replaced += changes;
  }
  return replaced;
}
