import type { PaymentStatus } from "../../../domain/payment.ts";
import { formatPaise } from "../../../domain/payment-rules.ts";
import { useT } from "../../i18n/use-t.ts";

/** What the patient has paid, what is still due or owed back, and the receipt to download. */
export function PaymentSummary({
  payments,
  receiptPath,
}: {
  payments: Pick<PaymentStatus, "paidPaise" | "balancePaise" | "state">;
  receiptPath: string;
}) {
  const t = useT();
  const bold = (children: React.ReactNode[], key: number) => <strong key={key}>{children}</strong>;
  return (
    <section aria-labelledby="paid-heading" className="rounded-xl border border-slate-300 p-4">
      <h2 id="paid-heading" className="text-lg font-semibold">
        {t("booking.manage.payment")}
      </h2>
      <p className="mt-1 text-slate-800">
        {t.rich("booking.manage.paid", { b: bold }, { amount: formatPaise(payments.paidPaise) })}
        {payments.balancePaise > 0 && (
          <> · {t.rich("booking.manage.balanceDue", { b: bold }, { amount: formatPaise(payments.balancePaise) })}</>
        )}
        {payments.balancePaise < 0 && (
          <> · {t.rich("booking.manage.weOwe", { b: bold }, { amount: formatPaise(-payments.balancePaise) })}</>
        )}
        {payments.balancePaise === 0 && payments.state === "paid" && ` · ${t("booking.manage.paidInFull")}`}
        {payments.state === "nothing-due" && ` · ${t("booking.manage.refunded")}`}
      </p>
      <a
        href={receiptPath}
        download
        className="mt-3 inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800"
      >
        {t("booking.manage.receipt")}
      </a>
    </section>
  );
}
