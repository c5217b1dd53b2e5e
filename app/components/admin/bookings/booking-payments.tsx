import { useEffect, useRef, useState } from "react";
import type { AdminBookingDetail, BookingEvent } from "../../../../domain/booking.ts";
import type { BookingPayments, Payment } from "../../../../domain/payment.ts";
import { formatPaise, PAYMENT_MODE_LABELS } from "../../../../domain/payment-rules.ts";
import { callApi } from "../../../lib/api-client.ts";
import { newFormKey } from "../../../lib/form-key.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { useToast } from "../../ui/toast.tsx";
import { PaymentBadge } from "./payment-badge.tsx";
import { secondary } from "./payment-entry-parts.tsx";
import { PaymentForm, type PaymentFormAnswer } from "./payment-form.tsx";
import { PaymentLedger } from "./payment-ledger.tsx";
import { ReceiptActions } from "./receipt-actions.tsx";
import { RefundForm } from "./refund-form.tsx";
import { useCan } from "../staff-context.tsx";

/** The history line a new entry wrote on the server, shown at once without reading the booking again. */
const eventOf = (p: Payment): BookingEvent => ({
  at: p.takenAt,
  actor: `admin:${p.takenBy}`,
  staff: p.takenByStaff,
  what: p.isRefund ? "refund" : "payment",
  details: {
    amountPaise: p.amountPaise,
    mode: p.mode,
    ...(p.reference ? { paymentReference: p.reference } : {}),
    ...(p.reason ? { reason: p.reason } : {}),
  },
});

/**
 * The money of one visit (issue 22): what is due, paid and the balance, every payment and
 * refund, the form to record a payment, a refund with its reason, and the receipt to print or
 * send on WhatsApp. Entries are never changed: a mistake is put right by a refund.
 */
export function BookingPayments({
  booking,
  payments: loaded,
  formKeys: loadedKeys,
  answer,
  onEntry,
}: {
  booking: AdminBookingDetail;
  payments: BookingPayments;
  /** Each form's idempotency key, drawn by the page's loader; a form gets a new one after each success. */
  formKeys: { payment: string; refund: string };
  /** The page's answer to the payment form posted without JavaScript. */
  answer?: PaymentFormAnswer;
  /** A new entry was recorded: its line of the booking's history. */
  onEntry: (event: BookingEvent) => void;
}) {
  const may = useCan();
  const notify = useToast();
  const [ledger, setLedger] = useState(loaded);
  const [isRefunding, setIsRefunding] = useState(false);
  // A form sent back keeps the key it was sent with: sent again, it still makes one entry.
  const [formKeys, setFormKeys] = useState(() =>
    answer ? { ...loadedKeys, payment: answer.values.idempotencyKey || loadedKeys.payment } : loadedKeys,
  );
  // The entries already said: a form sent twice at once answers the same entry twice (issue 31).
  const shownEntries = useRef(new Set(loaded.payments.map((p) => p.id)));

  async function refresh() {
    try {
      setLedger(await callApi<BookingPayments>("GET", `/api/admin/bookings/${booking.id}/payments`));
    } catch {
      notify("error", "Failed to fetch the payments: reload the page");
    }
  }
  // A cancellation, a removed line or a discount on this page changes what is due and whether a payment may be taken.
  const dueAsShown = `${booking.status}|${booking.totalPaise}`;
  const shownFor = useRef(dueAsShown);
  useEffect(() => {
    if (shownFor.current === dueAsShown) return;
    shownFor.current = dueAsShown;
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when what is due changes, and only then
  }, [dueAsShown]);

  async function recorded(payment: Payment) {
    if (shownEntries.current.has(payment.id)) return;
    shownEntries.current.add(payment.id);
    // A new form, with a new key: the next entry is another one.
    setFormKeys((keys) => ({ ...keys, [payment.isRefund ? "refund" : "payment"]: newFormKey() }));
    onEntry(eventOf(payment));
    const amount = formatPaise(Math.abs(payment.amountPaise));
    notify(
      "success",
      payment.isRefund
        ? `Refund of ${amount} recorded`
        : `${PAYMENT_MODE_LABELS[payment.mode]} payment of ${amount} recorded`,
    );
    await refresh();
  }

  return (
    <section aria-labelledby="payments-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
          Payments
        </h2>
        <PaymentBadge status={ledger} />
      </div>
      <PaymentLedger ledger={ledger} isCancelled={booking.status === "cancelled"} />

      {ledger.canTakePayment ? (
        <PaymentForm
          key={formKeys.payment}
          idempotencyKey={formKeys.payment}
          bookingId={booking.id}
          balancePaise={ledger.balancePaise}
          answer={answer}
          onRecorded={recorded}
        />
      ) : (
        <p className="mt-4 text-sm text-slate-800">
          This booking is cancelled: no payment can be taken. Give back what was paid with a refund.
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        {may("refund-payments") && (
          <button
            type="button"
            onClick={() => setIsRefunding(true)}
            disabled={ledger.paidPaise <= 0}
            className={secondary}
          >
            Give a refund…
          </button>
        )}
        <ReceiptActions booking={booking} />
      </div>

      <Dialog
        id={`booking-${booking.id}-refund-dialog`}
        isOpen={isRefunding}
        title={`Refund on ${booking.reference}`}
        onClose={() => setIsRefunding(false)}
      >
        <RefundForm
          key={`${formKeys.refund}|${ledger.balancePaise}`}
          idempotencyKey={formKeys.refund}
          bookingId={booking.id}
          paidPaise={ledger.paidPaise}
          balancePaise={ledger.balancePaise}
          suggestedPaise={ledger.balancePaise < 0 ? -ledger.balancePaise : 0}
          onRecorded={(payment) => {
            setIsRefunding(false);
            void recorded(payment);
          }}
          onClose={() => setIsRefunding(false)}
        />
      </Dialog>
    </section>
  );
}
