import type { BookingPayments } from "../../../../domain/payment.ts";
import { formatPaise, PAYMENT_MODE_LABELS } from "../../../../domain/payment-rules.ts";
import { staffLine } from "../../../lib/booking-format.ts";
import { formatIstTime } from "../admin-shell.tsx";

/** What is due, paid and the balance, then every payment and refund as it was entered. */
export function PaymentLedger({ ledger, isCancelled }: { ledger: BookingPayments; isCancelled: boolean }) {
  const hasEntries = ledger.payments.length > 0;
  return (
    <>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <Amount label={isCancelled ? "Due (cancelled)" : "Total due"} paise={ledger.duePaise} />
        <Amount label="Paid" paise={ledger.paidPaise} />
        <Amount
          label={ledger.balancePaise < 0 ? "To refund" : ledger.balancePaise > 0 ? "Balance due" : "Balance"}
          paise={Math.abs(ledger.balancePaise)}
          isStrong={ledger.balancePaise !== 0}
        />
      </dl>

      {hasEntries ? (
        <ol
          aria-label="Payments and refunds"
          className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm"
        >
          {ledger.payments.map((p) => (
            <li key={p.id} className="grid gap-x-3 gap-y-0.5 p-2 sm:grid-cols-[13rem_1fr_auto] sm:items-baseline">
              <time dateTime={p.takenAt} className="text-slate-600">
                {formatIstTime(p.takenAt)}
              </time>
              <span className="text-slate-900">
                <span className="font-medium">
                  {p.isRefund ? "Refund, " : ""}
                  {PAYMENT_MODE_LABELS[p.mode]}
                </span>
                {p.reference && <span className="text-slate-700"> · ref. {p.reference}</span>}
                <span className="text-slate-700"> · by {staffLine(p.takenByStaff)}</span>
                {p.reason && <span className="block text-slate-700">Reason: {p.reason}</span>}
              </span>
              <span
                className={`font-semibold tabular-nums sm:text-right ${p.isRefund ? "text-red-800" : "text-slate-900"}`}
              >
                {formatPaise(p.amountPaise)}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-700">No payment recorded yet.</p>
      )}
    </>
  );
}

function Amount({ label, paise, isStrong = false }: { label: string; paise: number; isStrong?: boolean }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`text-base text-slate-900 tabular-nums sm:text-lg ${isStrong ? "font-bold" : ""}`}>
        {formatPaise(paise)}
      </dd>
    </div>
  );
}
