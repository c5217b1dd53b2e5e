import { useEffect, useRef, useState } from "react";
import { type Payment, PaymentRequestSchema } from "../../../../domain/payment.ts";
import { formatPaise } from "../../../../domain/payment-rules.ts";
import { LOCALE_TAG } from "../../../../domain/locale.ts";
import { useT } from "../../../i18n/use-t.ts";
import { callApi } from "../../../lib/api-client.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { FormField } from "../form-field.tsx";
import { FormError } from "../manager-parts.tsx";
import { useAdminForm } from "../use-admin-form.ts";
import {
  BalanceAfterNote,
  type EntryFields,
  ModeChoice,
  needsConfirming,
  primary,
  secondary,
  typedAmount,
} from "./payment-entry-parts.tsx";

/**
 * What the page's action answers a payment form posted without JavaScript (with JavaScript the
 * form calls the API): the fields as typed, the reasons beside them, or the earlier entry a
 * repeated reference asks about. A success redirects to the page, with a new form and key.
 */
export type PaymentFormAnswer = {
  values: { amount: string; mode: string; reference: string; idempotencyKey: string };
  errors: Record<string, string>;
  seen?: EarlierEntry;
};

/** PAYMENT_REFERENCE_SEEN's earlier entry: what the question tells staff. */
type EarlierEntry = { amountPaise: number; reference: string; takenAt: string };

/**
 * Record a payment: the amount (the balance due to start with), the mode, the reference UPI and
 * cards need, the balance it leaves; posted to the page without JavaScript, to the API with it.
 */
export function PaymentForm({
  idempotencyKey,
  bookingId,
  balancePaise,
  answer,
  onRecorded,
}: {
  idempotencyKey: string;
  bookingId: string;
  balancePaise: number;
  answer?: PaymentFormAnswer;
  onRecorded: (payment: Payment) => void;
}) {
  const t = useT();
  const isHydrated = useHydrated();
  const [seen, setSeen] = useState<EarlierEntry | null>(answer?.seen ?? null);
  const [isBalanceConfirmed, setIsBalanceConfirmed] = useState(false);
  const [balanceError, setBalanceError] = useState<string | undefined>();
  const form = useAdminForm<EntryFields, Payment>(
    answer
      ? { ...answer.values, reason: "" }
      : { amount: typedAmount(balancePaise), mode: "", reference: "", reason: "" },
    {
      initialErrors: answer?.errors,
      saveFailedMessage: "Failed to record the payment",
      onSaved: onRecorded,
      // The visit already has this reference: a question, not an error; what was typed stays.
      onRefused: (error) => {
        if (error.extra.code !== "PAYMENT_REFERENCE_SEEN") return false;
        setSeen(error.extra.earlier as EarlierEntry);
        return true;
      },
    },
  );
  // The amount starts at the balance due, and follows it while untouched (a line removed, a
  // discount): never money that is not due. Not by a new form: what staff typed stays.
  const prefilled = useRef(typedAmount(balancePaise));
  useEffect(() => {
    const next = typedAmount(balancePaise);
    if (form.fields.amount === prefilled.current && next !== prefilled.current) form.setField("amount")(next);
    prefilled.current = next;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the balance, and only it
  }, [balancePaise]);
  const needsReference = form.fields.mode === "upi" || form.fields.mode === "card";
  // Without JavaScript nothing shows it when UPI or card is chosen: it is there from the start.
  const showsReference = needsReference || !isHydrated;
  const referenceField = `booking-${bookingId}-payment-reference`;
  /** Any change to what was typed makes it another request: the question no longer stands. */
  const change =
    <Name extends keyof EntryFields & string>(name: Name) =>
    (value: EntryFields[Name]) => {
      setSeen(null);
      if (name === "amount") setIsBalanceConfirmed(false);
      form.setField(name)(value);
    };
  function send({ isConfirmed }: { isConfirmed: boolean }) {
    const { amount, mode, reference } = form.fields;
    const body = {
      amount,
      mode,
      reference: needsReference ? reference : "",
      idempotencyKey,
      ...(isConfirmed ? { confirmDuplicateReference: true } : {}),
    };
    const request = form.validate(PaymentRequestSchema, { input: { ...body, mode: mode || undefined } });
    if (!request) return;
    if (needsConfirming(balancePaise, amount, false) && !isBalanceConfirmed) {
      setBalanceError(t("desk.balance.confirmNeeded"));
      return;
    }
    setSeen(null);
    void form.save(() => callApi<Payment>("POST", `/api/admin/bookings/${bookingId}/payments`, body));
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    send({ isConfirmed: false });
  }
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby={`record-${bookingId}`}
      className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <h3 id={`record-${bookingId}`} className="font-semibold text-slate-900">
        Record a payment
      </h3>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <FormField
          id={`booking-${bookingId}-payment-amount`}
          label="Amount (₹)"
          name="amount"
          value={form.fields.amount}
          onChange={change("amount")}
          error={form.errors.amount}
          inputMode="decimal"
          autoComplete="off"
        />
        <ModeChoice
          id={`booking-${bookingId}-payment-mode`}
          value={form.fields.mode}
          onChange={change("mode")}
          error={form.errors.mode}
        />
      </div>
      {isHydrated && (
        <BalanceAfterNote
          id={`booking-${bookingId}-payment-balance`}
          balancePaise={balancePaise}
          amount={form.fields.amount}
          isRefund={false}
          needsConfirming={needsConfirming(balancePaise, form.fields.amount, false)}
          isConfirmed={isBalanceConfirmed}
          onConfirm={(isConfirmed) => {
            setIsBalanceConfirmed(isConfirmed);
            setBalanceError(undefined);
          }}
          error={balanceError}
        />
      )}
      {showsReference && (
        <FormField
          id={referenceField}
          name="reference"
          label={
            form.fields.mode === "card"
              ? "Card approval code"
              : form.fields.mode === "upi"
                ? "UPI transaction reference (UTR)"
                : "UPI reference (UTR) or card approval code"
          }
          value={form.fields.reference}
          onChange={change("reference")}
          error={form.errors.reference}
          autoComplete="off"
          hint="From the payment app or the card slip. Not the payer's UPI ID or card number."
        />
      )}
      {seen && (
        <ReferenceSeen
          earlier={seen}
          referenceField={referenceField}
          isSaving={form.isSaving}
          onConfirm={() => send({ isConfirmed: true })}
          onCorrect={() => {
            setSeen(null);
            document.getElementById(referenceField)?.focus();
          }}
        />
      )}
      <FormError message={form.errors.form} />
      <div>
        <button type="submit" disabled={form.isSaving} className={primary}>
          {form.isSaving ? "Saving..." : "Record payment"}
        </button>
      </div>
    </form>
  );
}

/**
 * The visit already has a payment with this reference (PAYMENT_REFERENCE_SEEN): the same money
 * typed twice, or a second payment staff mean. Asked in words beside the form, with the
 * earlier entry's amount and time; the fields keep what was typed either way.
 */
function ReferenceSeen({
  earlier,
  referenceField,
  isSaving,
  onConfirm,
  onCorrect,
}: {
  earlier: EarlierEntry;
  referenceField: string;
  isSaving: boolean;
  onConfirm: () => void;
  onCorrect: () => void;
}) {
  const t = useT();
  const tag = LOCALE_TAG[t.locale];
  const at = new Date(earlier.takenAt);
  const date = new Intl.DateTimeFormat(tag, { timeZone: "Asia/Kolkata", day: "numeric", month: "short" }).format(at);
  const time = new Intl.DateTimeFormat(tag, {
    timeZone: "Asia/Kolkata",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        {t("desk.payment.referenceSeen", {
          reference: earlier.reference,
          amount: formatPaise(earlier.amountPaise),
          date,
          time,
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        {/* Without JavaScript these post the form with the flag, and lead to the field. */}
        <button
          type="submit"
          name="confirmDuplicateReference"
          value="true"
          onClick={(event) => {
            event.preventDefault();
            onConfirm();
          }}
          disabled={isSaving}
          className={primary}
        >
          {t("desk.payment.recordAgain")}
        </button>
        <a
          href={`#${referenceField}`}
          onClick={(event) => {
            event.preventDefault();
            onCorrect();
          }}
          className={secondary}
        >
          {t("desk.payment.correctReference")}
        </a>
      </div>
    </div>
  );
}
