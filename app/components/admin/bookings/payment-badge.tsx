import type { PaymentStatus } from "../../../../domain/payment.ts";
import { formatPaise, type PaymentState } from "../../../../domain/payment-rules.ts";

const STATE_TONES: Record<PaymentState, string> = {
  unpaid: "bg-red-50 text-red-900 ring-red-300",
  "part-paid": "bg-amber-50 text-amber-900 ring-amber-300",
  paid: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  overpaid: "bg-violet-50 text-violet-900 ring-violet-300",
  "nothing-due": "bg-slate-100 text-slate-800 ring-slate-300",
};

/** Where a visit's money stands, in the words a receptionist says it. */
export function paymentStateText(status: Pick<PaymentStatus, "state" | "balancePaise">): string {
  switch (status.state) {
    case "unpaid":
      return `Unpaid: ${formatPaise(status.balancePaise)} due`;
    case "part-paid":
      return `Balance due ${formatPaise(status.balancePaise)}`;
    case "paid":
      return "Paid in full";
    case "overpaid":
      return `Overpaid: refund ${formatPaise(-status.balancePaise)}`;
    case "nothing-due":
      return "Nothing due";
  }
}

/** The payment state as a badge (the words are always there; the colour only helps). */
export function PaymentBadge({ status }: { status: Pick<PaymentStatus, "state" | "balancePaise"> }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATE_TONES[status.state]}`}
    >
      {paymentStateText(status)}
    </span>
  );
}
