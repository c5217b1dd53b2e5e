import type { Payment, PaymentStatus } from "../../../domain/payment.ts";
import { refuse } from "../../lib/http-error.ts";
import type { PaymentLedger } from "./payment-ledger.service.ts";
import { findPaymentsOfBooking } from "./payments.repository.ts";

/** The patient's view of their visit's money: the manage page's line and the data export's entries. */
export function createPatientPayments({ db, bookings, named, moneyOf }: PaymentLedger) {
  return {
    /** What the patient's manage page says of the money: paid, the balance, and whether there is a receipt to download. */
    async forPatient(
      token: string,
    ): Promise<Pick<PaymentStatus, "paidPaise" | "balancePaise" | "state"> & { hasPayments: boolean }> {
      const booking = await bookings.byManageToken(token);
      if (!booking) throw refuse("BOOKING_NOT_FOUND");
      const {
        status: { paidPaise, balancePaise, state },
        payments,
      } = await moneyOf(booking);
      return { paidPaise, balancePaise, state, hasPayments: payments.length > 0 };
    },

    /** A booking's entries, for the patient's data export. */
    paymentsOf: async (bookingId: string): Promise<Payment[]> => named(await findPaymentsOfBooking(db, bookingId)),
  };
}
