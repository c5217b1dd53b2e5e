import type { BookingPayments, Payment, PaymentRequest, RefundRequest } from "../../../domain/payment.ts";
import { formatPaise } from "../../../domain/payment-rules.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { refuse } from "../../lib/http-error.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import type { PaymentBooking, PaymentLedger } from "./payment-ledger.service.ts";

/**
 * The desk's money for a visit (issue 22): its ledger with who took each entry, a payment taken,
 * and a refund given back with its reason (take-payments, refund-payments).
 */
export function createDeskPayments({ bookings, requireBooking, named, moneyOf, addEntry }: PaymentLedger) {
  /** The ledger as staff see it: each entry with who took it, in words. */
  async function ledgerOf(booking: PaymentBooking): Promise<BookingPayments> {
    const { status, payments } = await moneyOf(booking);
    return { ...status, payments: await named(payments), canTakePayment: booking.status !== "cancelled" };
  }

  return {
    /** A visit's ledger: every entry, oldest first, and where its account stands. */
    async forBooking(bookingId: string, staff: Staff): Promise<BookingPayments> {
      requirePermission(staff, "take-payments");
      return ledgerOf(await requireBooking(bookingId));
    },

    /**
     * Records money taken for a visit. Not on a cancelled visit: there only a refund may be made
     * (checked in addEntry, after its key: a payment sent again once the visit was cancelled is
     * answered with the entry it made).
     */
    async record(bookingId: string, request: PaymentRequest, staff: Staff): Promise<Payment> {
      requirePermission(staff, "take-payments");
      const booking = await requireBooking(bookingId);
      await bookings.refuseTextNamingPatient(bookingId, { reference: request.reference });
      const [payment] = await named([
        await addEntry(
          booking,
          { amountPaise: request.amount, mode: request.mode, reference: request.reference, reason: null },
          staff,
          { idempotencyKey: request.idempotencyKey, isReferenceConfirmed: request.confirmDuplicateReference },
          () => {},
        ),
      ]);
      return payment;
    },

    /**
     * Gives money back: a negative entry with the reason. At most what the visit holds (its
     * payments less earlier refunds), checked under the ledger's lock.
     */
    async refund(bookingId: string, request: RefundRequest, staff: Staff): Promise<Payment> {
      requirePermission(staff, "refund-payments");
      const booking = await requireBooking(bookingId);
      await bookings.refuseTextNamingPatient(bookingId, { reason: request.reason, reference: request.reference });
      const entry = {
        amountPaise: -request.amount,
        mode: request.mode,
        reference: request.reference,
        reason: request.reason,
      };
      const refund = await addEntry(booking, entry, staff, { idempotencyKey: request.idempotencyKey }, (paidPaise) => {
        if (request.amount > paidPaise)
          throw paidPaise > 0
            ? refuse("REFUND_OVER_PAID", { field: "amount", values: { amount: formatPaise(paidPaise) } })
            : refuse("REFUND_NOTHING_PAID", { field: "amount" });
      });
      const [payment] = await named([refund]);
      return payment;
    },
  };
}
