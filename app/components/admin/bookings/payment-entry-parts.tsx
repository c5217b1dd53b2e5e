import {
  balanceAfter,
  formatPaise,
  paiseOfRupeesText,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
} from "../../../../domain/payment-rules.ts";
import { useT } from "../../../i18n/use-t.ts";

/** The parts the payment form and the refund form share: the buttons' looks, the amount, the mode, the balance after. */
export const secondary =
  "inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-50";
export const primary = "rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white disabled:opacity-70";

/** "818" or "75.50": what the amount field starts with (the balance due). */
export const typedAmount = (paise: number) =>
  paise <= 0
    ? ""
    : paise % 100 === 0
      ? String(paise / 100)
      : `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

export type EntryFields = { amount: string; mode: string; reference: string; reason: string };

/**
 * Cash, UPI or card, as large radio buttons; the error beside them. `id` ("booking-<id>-payment-mode")
 * is the fieldset's; the radios are named "mode", one group per form (the payment's and the refund's).
 */
export function ModeChoice({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (mode: string) => void;
  error?: string;
}) {
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Mode</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {PAYMENT_MODES.map((mode) => (
          <label
            key={mode}
            className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 ${error ? "border-red-700" : value === mode ? "border-brand-700 bg-brand-50 font-semibold" : "border-slate-300"}`}
          >
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              aria-invalid={error ? true : undefined}
            />
            {PAYMENT_MODE_LABELS[mode]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * What the visit's balance becomes with the amount typed, said before it is saved (issue 32):
 * underpaid or overpaid by how much, or paid in full. `needsConfirming` asks staff to tick
 * that it is meant; the form refuses to send until they do.
 */
export function BalanceAfterNote({
  id,
  balancePaise,
  amount,
  isRefund,
  needsConfirming,
  isConfirmed,
  onConfirm,
  error,
}: {
  id: string;
  balancePaise: number;
  amount: string;
  isRefund: boolean;
  needsConfirming: boolean;
  isConfirmed: boolean;
  onConfirm: (isConfirmed: boolean) => void;
  error?: string;
}) {
  const t = useT();
  const entryPaise = paiseOfRupeesText(amount);
  if (entryPaise === null || entryPaise <= 0) return null;
  const after = balanceAfter(balancePaise, isRefund ? -entryPaise : entryPaise);
  const words =
    after.state === "settled"
      ? t("desk.balance.settled")
      : t(
          isRefund
            ? after.state === "underpaid"
              ? "desk.balance.afterRefundUnderpaid"
              : "desk.balance.afterRefundOverpaid"
            : after.state === "underpaid"
              ? "desk.balance.afterPaymentUnderpaid"
              : "desk.balance.afterPaymentOverpaid",
          { amount: formatPaise(Math.abs(after.balancePaise)) },
        );
  return (
    <div
      className={`grid gap-1 rounded-lg p-2 text-sm ${needsConfirming ? "border border-amber-400 bg-amber-50 text-amber-950" : "text-slate-800"}`}
    >
      <p id={`${id}-words`} aria-live="polite">
        {words}
      </p>
      {needsConfirming && (
        <>
          <label className="flex items-center gap-2 font-medium">
            <input
              id={id}
              type="checkbox"
              checked={isConfirmed}
              onChange={(event) => onConfirm(event.target.checked)}
              aria-describedby={`${id}-words${error ? ` ${id}-error` : ""}`}
              aria-invalid={error ? true : undefined}
            />
            {t("desk.balance.confirm")}
          </label>
          {error && (
            <p id={`${id}-error`} className="text-red-800">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** Whether an entry of `amount` leaves the visit's balance where staff must say it is meant: a refund that does not settle it, a payment that overpays. */
export function needsConfirming(balancePaise: number, amount: string, isRefund: boolean): boolean {
  const entryPaise = paiseOfRupeesText(amount);
  if (entryPaise === null || entryPaise <= 0) return false;
  const { state } = balanceAfter(balancePaise, isRefund ? -entryPaise : entryPaise);
  // A part payment (an advance) is everyday at the desk: it is said, not asked.
  return isRefund ? state !== "settled" : state === "overpaid";
}
