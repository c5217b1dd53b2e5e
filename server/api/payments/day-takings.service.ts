import type { DayTakings, DeskDayPayments, StoredPayment } from "../../../domain/payment.ts";
import { PAYMENT_MODES } from "../../../domain/payment-rules.ts";
import { addDays, IST_OFFSET_MINUTES, istDate } from "../../../domain/slots.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { staffNamesOf } from "../auth/staff-accounts.service.ts";
import { type PaymentLedger, statusOf } from "./payment-ledger.service.ts";
import { findPaymentsTakenBetween, sumPaymentsByBooking, totalPaymentsOfBookings } from "./payments.repository.ts";

/** The UTC moments a date of the lab (IST) begins and ends. */
const istDayBounds = (date: string) => ({
  from: new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000).toISOString(),
  to: new Date(Date.parse(`${addDays(date, 1)}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000).toISOString(),
});

/** Sums entries by a key, in the order the keys first appear. */
function totalsBy<K extends string>(payments: StoredPayment[], keyOf: (p: StoredPayment) => K) {
  const totals = new Map<K, { paise: number; count: number }>();
  for (const p of payments) {
    const total = totals.get(keyOf(p)) ?? { paise: 0, count: 0 };
    totals.set(keyOf(p), { paise: total.paise + p.amountPaise, count: total.count + 1 });
  }
  return totals;
}

/**
 * The desk's count sheet of a day: the money taken on it by mode and by staff member (a
 * collector's cash under their name, for the hand-over at the lab), and where each visit stands.
 */
export function createDayTakings({ db, bookings, now }: PaymentLedger) {
  return {
    /**
     * The money taken on a date (India; today unless said), by mode and by staff member; the
     * money recorded for that date's visits, whenever taken; and where each visit stands.
     */
    async dayForDesk(date: string | undefined, staff: Staff): Promise<DeskDayPayments> {
      requirePermission(staff, "take-payments");
      date ??= istDate(now());
      const { from, to } = istDayBounds(date);
      const taken = await findPaymentsTakenBetween(db, from, to);
      // Every mode, also one with nothing taken, so the count sheet has the same lines each day.
      const modesOf = (entries: StoredPayment[]) => {
        const byMode = totalsBy(entries, (p) => p.mode);
        return PAYMENT_MODES.map((mode) => ({ mode, ...(byMode.get(mode) ?? { paise: 0, count: 0 }) }));
      };
      const nameOf = await staffNamesOf(
        db,
        taken.map((p) => p.takenBy),
      );
      // The count sheet's rows by name, as the staff know each other.
      const usernames = [...new Set(taken.map((p) => p.takenBy))].sort((a, b) =>
        nameOf(a).name.localeCompare(nameOf(b).name),
      );
      const totalOf = (entries: StoredPayment[]) => ({
        paise: entries.reduce((sum, p) => sum + p.amountPaise, 0),
        count: entries.length,
      });
      const takings: DayTakings = {
        date,
        total: totalOf(taken),
        byMode: modesOf(taken),
        byStaff: usernames.map((username) => {
          const theirs = taken.filter((p) => p.takenBy === username);
          return { staff: username, staffName: nameOf(username), ...totalOf(theirs), byMode: modesOf(theirs) };
        }),
      };
      const visits = await bookings.onDate(date);
      const paid = await sumPaymentsByBooking(
        db,
        visits.map((b) => b.id),
      );
      // Every visit of the date, cancelled ones too: what a cancelled visit still holds is money
      // the desk owes back, and its refund nets it out, so the figure is the sum of what the
      // day's rows show as paid.
      const {
        paise,
        count,
        bookings: paidVisits,
      } = await totalPaymentsOfBookings(
        db,
        visits.map((b) => b.id),
      );
      return {
        takings,
        forVisits: { paise, count, visits: paidVisits },
        visits: visits.map((b) => statusOf(b, paid.get(b.id) ?? 0)),
      };
    },
  };
}
