import { useState } from "react";
import { type Payment, RefundRequestSchema } from "../../../../domain/payment.ts";
import { formatPaise } from "../../../../domain/payment-rules.ts";
import { useT } from "../../../i18n/use-t.ts";
import { callApi } from "../../../lib/api-client.ts";
import { FormField } from "../form-field.tsx";
import { FormActions, FormError } from "../manager-parts.tsx";
import { useAdminForm } from "../use-admin-form.ts";
import {
  BalanceAfterNote,
  type EntryFields,
  ModeChoice,
  needsConfirming,
  typedAmount,
} from "./payment-entry-parts.tsx";

/** A refund with its reason, in the refund dialog: a new entry, never a change to a payment. */
export function RefundForm({
  idempotencyKey,
  bookingId,
  paidPaise,
  balancePaise,
  suggestedPaise,
  onRecorded,
  onClose,
}: {
  idempotencyKey: string;
  bookingId: string;
  paidPaise: number;
  balancePaise: number;
  suggestedPaise: number;
  onRecorded: (payment: Payment) => void;
  onClose: () => void;
}) {
  const form = useAdminForm<EntryFields, Payment>(
    { amount: typedAmount(suggestedPaise), mode: "", reference: "", reason: "" },
    { saveFailedMessage: "Failed to record the refund", onSaved: onRecorded },
  );
  const t = useT();
  const [isBalanceConfirmed, setIsBalanceConfirmed] = useState(false);
  const [balanceError, setBalanceError] = useState<string | undefined>();
  const needsReference = form.fields.mode === "upi" || form.fields.mode === "card";
  const mustConfirm = needsConfirming(balancePaise, form.fields.amount, true);
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { ...form.fields, reference: needsReference ? form.fields.reference : "", idempotencyKey };
    const request = form.validate(RefundRequestSchema, { input: { ...body, mode: body.mode || undefined } });
    if (!request) return;
    if (mustConfirm && !isBalanceConfirmed) {
      setBalanceError(t("desk.balance.confirmNeeded"));
      return;
    }
    void form.save(() => callApi<Payment>("POST", `/api/admin/bookings/${bookingId}/refunds`, body));
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <p className="text-sm text-slate-800">
        A refund is a new entry: the payments stay as they were. At most {formatPaise(paidPaise)} can be given back.
      </p>
      <FormField
        id={`booking-${bookingId}-refund-amount`}
        label="Amount to give back (₹)"
        value={form.fields.amount}
        onChange={(amount) => {
          setIsBalanceConfirmed(false);
          form.setField("amount")(amount);
        }}
        error={form.errors.amount}
        inputMode="decimal"
        autoComplete="off"
      />
      <BalanceAfterNote
        id={`booking-${bookingId}-refund-balance`}
        balancePaise={balancePaise}
        amount={form.fields.amount}
        isRefund
        needsConfirming={mustConfirm}
        isConfirmed={isBalanceConfirmed}
        onConfirm={(isConfirmed) => {
          setIsBalanceConfirmed(isConfirmed);
          setBalanceError(undefined);
        }}
        error={balanceError}
      />
      <ModeChoice
        id={`booking-${bookingId}-refund-mode`}
        value={form.fields.mode}
        onChange={form.setField("mode")}
        error={form.errors.mode}
      />
      {needsReference && (
        <FormField
          id={`booking-${bookingId}-refund-reference`}
          label="Refund reference"
          value={form.fields.reference}
          onChange={form.setField("reference")}
          error={form.errors.reference}
          autoComplete="off"
        />
      )}
      <FormField
        id={`booking-${bookingId}-refund-reason`}
        label="Reason"
        multiline
        rows={2}
        value={form.fields.reason}
        onChange={form.setField("reason")}
        error={form.errors.reason}
        hint="Kept in the accounts, also after an erasure: leave out the patient's name and number."
      />
      <FormError message={form.errors.form} />
      <FormActions isSaving={form.isSaving} submitLabel="Record refund" onCancel={onClose} />
    </form>
  );
}
