import type { Payment } from "../../../domain/payment.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { dueOf, type PaymentBooking, type PaymentLedger } from "./payment-ledger.service.ts";
import { sumPaymentsByBooking } from "./payments.repository.ts";

/**
 * The collector's money at the door (server/api/collect): what each visit of their day still
 * owes, and the cash they took (work-own-visits: their role takes no payments at the desk).
 */
export function createCollectorTakings({ db, requireBooking, named, moneyOf, addEntry }: PaymentLedger) {
  return {
    /**
     * What a visit still owes in paise (negative when overpaid), without the entries: the
     * collector's list shows it at the door (server/api/collect), whose role takes no payments.
     */
    async balanceOf(bookingId: string): Promise<number> {
      return (await moneyOf(await requireBooking(bookingId))).status.balancePaise;
    },

    /**
     * What each of these visits still owes, in paise, by booking id: one query however many
     * (the collector's list of the day). The caller hands the visits as the bookings' module read them.
     */
    async balancesOf(
      visits: readonly Pick<PaymentBooking, "id" | "status" | "totalPaise">[],
    ): Promise<Map<string, number>> {
      const paid = await sumPaymentsByBooking(
        db,
        visits.map((b) => b.id),
      );
      return new Map(visits.map((b) => [b.id, dueOf(b) - (paid.get(b.id) ?? 0)]));
    },

    /**
     * Cash a collector took at the patient's door (issue 35): one entry of the same ledger, by
     * the same rules as the desk's cash (paise, the form's key, a receipt, no edits), taken by
     * the collector, so the day's takings show it under their name for the hand-over at the lab.
     * The collector's service has checked the visit is theirs (server/api/collect).
     */
    async recordCashAtDoor(
      bookingId: string,
      request: { amount: number; idempotencyKey: string },
      staff: Staff,
    ): Promise<Payment> {
      requirePermission(staff, "work-own-visits");
      const booking = await requireBooking(bookingId);
      const entry = { amountPaise: request.amount, mode: "cash" as const, reference: null, reason: null };
      const [payment] = await named([
        await addEntry(booking, entry, staff, { idempotencyKey: request.idempotencyKey }, () => {}),
      ]);
      return payment;
    },
  };
}
