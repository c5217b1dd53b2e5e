import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { BookingEvent } from "../../../domain/booking.ts";
import type { BookingStatus } from "../../../domain/booking-rules.ts";
import type { Locale } from "../../../domain/locale.ts";
import type { Payment, PaymentStatus, Receipt, StoredPayment } from "../../../domain/payment.ts";
import { formatPaise, paymentStateOf, referenceKey } from "../../../domain/payment-rules.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { isUniqueViolation } from "../../lib/database-errors.ts";
import { refuse } from "../../lib/http-error.ts";
import { lockUntilCommit } from "../../lib/transaction-lock.ts";
import { staffNamesOf } from "../auth/staff-accounts.service.ts";
import type { OutboxService } from "../messages/outbox.service.ts";
import {
  findPaymentByIdempotencyKey,
  findPaymentsOfBooking,
  insertPayment,
  sumPaymentsByBooking,
} from "./payments.repository.ts";

/**
 * The few facts about a booking its payments need, from the bookings' own service
 * (bookings/payment-bookings.service.ts): payments never read the bookings table.
 */
export type PaymentBooking = {
  id: string;
  reference: string;
  /** The language the booking was made in: the receipt's WhatsApp text is in it. */
  language: Locale;
  status: BookingStatus;
  isErased: boolean;
  date: string;
  window: string;
  /** Each person of the visit and their lines, as the receipt lists them. */
  people: Receipt["people"];
  feePaise: number;
  discounts: Receipt["discounts"];
  totalPaise: number;
};
export type PaymentBookings = {
  byId: (id: string) => Promise<PaymentBooking | null>;
  byManageToken: (token: string) => Promise<PaymentBooking | null>;
  onDate: (date: string) => Promise<PaymentBooking[]>;
  /** Writes a line of the booking's history, inside the payment's transaction. */
  recordEvent: (
    trx: Transaction<Database>,
    event: {
      bookingId: string;
      actor: "patient" | "link" | `admin:${string}`;
      what: string;
      details?: BookingEvent["details"];
    },
  ) => Promise<void>;
  /**
   * Inside the payment's transaction: false when the booking is cancelled; otherwise a
   * cancellation waits until the payment is in (booking-status.repository.ts holdUncancelledBooking).
   */
  holdUncancelled: (trx: Transaction<Database>, bookingId: string) => Promise<boolean>;
  /**
   * 400 when a reason or reference names a person of the visit or holds their number: the
   * ledger and the history keep them after an erasure (bookings/free-text.service.ts).
   */
  refuseTextNamingPatient: (
    bookingId: string,
    texts: { reason?: string | null; reference?: string | null },
  ) => Promise<void>;
};

/**
 * What every part of the payments shares (docs/decisions/2026-11-25-payments-ledger.md): the
 * database, the bookings' answers, the clock, where a visit's account stands, and the one way an
 * entry is added. Each part is made on it in payments.service.ts: the desk's payments and refunds
 * (desk-payments.service.ts), the collector's cash at the door (collector-takings.service.ts), the
 * patient's page and export (patient-payments.service.ts), the day's takings (day-takings.service.ts)
 * and the receipts (receipts.service.ts).
 */
export type PaymentLedger = ReturnType<typeof createPaymentLedger>;

/** What one entry moves: a payment (positive) or a refund (negative, with its reason). */
type NewEntry = { amountPaise: number; mode: Payment["mode"]; reference: string | null; reason: string | null };

const cancelledVisit = () => refuse("PAYMENT_ON_CANCELLED");
/**
 * A key sent again with another request (issue 31): refused, not answered with the entry it
 * made. The form makes a new key after every success.
 */
const keyReused = () => refuse("IDEMPOTENCY_KEY_REUSED", { field: "idempotencyKey" });
/**
 * The visit already has a payment with this UPI or card reference (issue 31): likely the same
 * money typed twice. Answered with the earlier entry, so the page can ask;
 * `confirmDuplicateReference` records it all the same.
 */
const referenceSeen = (earlier: StoredPayment) =>
  refuse("PAYMENT_REFERENCE_SEEN", {
    values: {
      reference: earlier.reference ?? "",
      amount: formatPaise(earlier.amountPaise),
      takenAt: earlier.takenAt,
    },
    extra: {
      earlier: {
        id: earlier.id,
        amountPaise: earlier.amountPaise,
        mode: earlier.mode,
        reference: earlier.reference,
        takenAt: earlier.takenAt,
      },
    },
  });

/** What a visit costs: nothing once cancelled (what was paid is then to be given back). */
export const dueOf = (b: Pick<PaymentBooking, "status" | "totalPaise">) =>
  b.status === "cancelled" ? 0 : b.totalPaise;

/** Where a visit's account stands, given what it holds. */
export function statusOf(b: PaymentBooking, paidPaise: number): PaymentStatus {
  const duePaise = dueOf(b);
  return {
    bookingId: b.id,
    reference: b.reference,
    duePaise,
    paidPaise,
    balancePaise: duePaise - paidPaise,
    state: paymentStateOf(duePaise, paidPaise),
  };
}

/** The ledger: an append-only list of entries in integer paise, each with its line of the booking's history. */
export function createPaymentLedger(
  db: Kysely<Database>,
  deps: { bookings: PaymentBookings; outbox: Pick<OutboxService, "notify" | "transaction"> },
  { now }: { now: () => Date },
) {
  const { bookings } = deps;

  async function requireBooking(id: string): Promise<PaymentBooking> {
    const found = await bookings.byId(id);
    if (!found) throw refuse("BOOKING_NOT_FOUND");
    return found;
  }

  /** The entries with who took each in words (the ledger stores their usernames). */
  async function named(entries: StoredPayment[]): Promise<Payment[]> {
    const nameOf = await staffNamesOf(
      db,
      entries.map((p) => p.takenBy),
    );
    return entries.map((p) => ({ ...p, takenByStaff: nameOf(p.takenBy) }));
  }

  /** Where a visit's money stands and its entries as stored: what the patient's page and the receipt need. */
  async function moneyOf(booking: PaymentBooking): Promise<{ status: PaymentStatus; payments: StoredPayment[] }> {
    const payments = await findPaymentsOfBooking(db, booking.id);
    const paid = payments.reduce((sum, p) => sum + p.amountPaise, 0);
    return { status: statusOf(booking, paid), payments };
  }

  /**
   * The entry a request's key already made, when it is this very request (the same booking,
   * amount, mode, reference and reason): a double tap or a resend answers it again. A key
   * that made another entry is refused rather than answered with an entry it did not ask for.
   */
  async function entryOfKey(
    trx: Kysely<Database> | Transaction<Database>,
    bookingId: string,
    entry: NewEntry,
    key: string,
  ) {
    const found = await findPaymentByIdempotencyKey(trx, key);
    if (!found) return null;
    const { payment } = found;
    const isSameRequest =
      found.bookingId === bookingId &&
      payment.amountPaise === entry.amountPaise &&
      payment.mode === entry.mode &&
      payment.reference === entry.reference &&
      payment.reason === entry.reason;
    if (!isSameRequest) throw keyReused();
    return payment;
  }

  /**
   * Adds one entry and its history line in one transaction, after `check` has seen what the
   * booking holds, with the booking's ledger locked so two refunds cannot both pass it. The
   * request's key makes it once: the same request again (also at the same moment: the unique
   * index lets one insert through) answers the entry the first one made.
   */
  async function addEntry(
    booking: PaymentBooking,
    entry: NewEntry,
    staff: Staff,
    { idempotencyKey, isReferenceConfirmed = false }: { idempotencyKey: string; isReferenceConfirmed?: boolean },
    check: (paidPaise: number) => void,
  ): Promise<StoredPayment> {
    const made = await entryOfKey(db, booking.id, entry, idempotencyKey);
    if (made) return made;
    try {
      // The outbox's transaction: the receipt's message goes out as the payment commits.
      return await deps.outbox.transaction(async (trx) => {
        await lockUntilCommit(trx, `payments:${booking.id}`);
        // Sent twice at once for one booking: the second waited for the lock, and the first's entry is in.
        const madeMeanwhile = await entryOfKey(trx, booking.id, entry, idempotencyKey);
        if (madeMeanwhile) return madeMeanwhile;
        // Money is taken only on a visit still booked, checked again here against a cancellation racing it.
        if (entry.amountPaise > 0 && !(await bookings.holdUncancelled(trx, booking.id))) throw cancelledVisit();
        check((await sumPaymentsByBooking(trx, [booking.id])).get(booking.id) ?? 0);
        if (entry.amountPaise > 0 && entry.reference !== null && !isReferenceConfirmed) {
          const seen = referenceKey(entry.reference);
          const earlier = (await findPaymentsOfBooking(trx, booking.id)).find(
            (p) => !p.isRefund && p.reference !== null && referenceKey(p.reference) === seen,
          );
          if (earlier) throw referenceSeen(earlier);
        }
        const payment = await insertPayment(trx, {
          bookingId: booking.id,
          ...entry,
          takenBy: staff.username,
          takenAt: now().toISOString(),
          idempotencyKey,
        });
        await bookings.recordEvent(trx, {
          bookingId: booking.id,
          actor: actorOf(staff),
          what: payment.isRefund ? "refund" : "payment",
          details: {
            amountPaise: payment.amountPaise,
            mode: payment.mode,
            ...(payment.reference ? { paymentReference: payment.reference } : {}),
            ...(payment.reason ? { reason: payment.reason } : {}),
          },
        });
        // The patient who agreed to updates hears of money taken: its amount and number, no PDF.
        if (!payment.isRefund)
          await deps.outbox.notify(trx, booking.id, "receipt", {
            variables: { amount: formatRupees(payment.amountPaise / 100), number: payment.id },
          });
        return payment;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key at the same moment on another booking's lock: the other insert won.
      const other = await entryOfKey(db, booking.id, entry, idempotencyKey);
      if (!other) throw error;
      return other;
    }
  }

  return { db, bookings, now, requireBooking, named, moneyOf, addEntry };
}
