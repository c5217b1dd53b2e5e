import { useEffect, useRef, useState } from "react";
import type { AdminBookingDetail, BookingEvent } from "../../../../domain/booking.ts";
import {
  type BookingPayments,
  type Payment,
  PaymentRequestSchema,
  type PaymentStatus,
  RefundRequestSchema,
} from "../../../../domain/payment.ts";
import {
  balanceAfter,
  formatPaise,
  paiseOfRupeesText,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type PaymentState,
} from "../../../../domain/payment-rules.ts";
import { LOCALE_TAG } from "../../../../domain/locale.ts";
import { useT } from "../../../i18n/use-t.ts";
import { ApiError, callApi } from "../../../lib/api-client.ts";
import { newFormKey } from "../../../lib/form-key.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { whatsappLink } from "../../../lib/contact-links.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { WhatsAppIcon } from "../../ui/icons.tsx";
import { useToast } from "../../ui/toast.tsx";
import { formatIstTime } from "../admin-shell.tsx";
import { FormField } from "../form-field.tsx";
import { FormActions, FormError } from "../manager-parts.tsx";
import { useAdminForm } from "../use-admin-form.ts";

const secondary =
  "inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-50";
const primary = "rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white disabled:opacity-70";

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

/** The history line a new entry wrote on the server, shown at once without reading the booking again. */
const eventOf = (p: Payment): BookingEvent => ({
  at: p.takenAt,
  actor: `admin:${p.takenBy}`,
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
  const dueAsShown = `${booking.status}|${booking.total}`;
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

  async function sendReceipt() {
    // Opened at once (a window opened after the call would be blocked), pointed at WhatsApp once the message exists.
    const tab = window.open("about:blank", "_blank");
    try {
      const { message } = await callApi<{ message: string }>(
        "GET",
        `/api/admin/bookings/${booking.id}/receipt/message`,
      );
      const href = whatsappLink(`91${booking.mobile}`, message);
      if (tab) tab.location.href = href;
      else window.location.href = href;
    } catch (caught) {
      tab?.close();
      notify("error", caught instanceof ApiError ? caught.message : "Failed to prepare the receipt message");
    }
  }

  const hasEntries = ledger.payments.length > 0;
  return (
    <section aria-labelledby="payments-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
          Payments
        </h2>
        <PaymentBadge status={ledger} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <Amount label={booking.status === "cancelled" ? "Due (cancelled)" : "Total due"} paise={ledger.duePaise} />
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
                <span className="text-slate-700"> · by {p.takenBy}</span>
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
        <button
          type="button"
          onClick={() => setIsRefunding(true)}
          disabled={ledger.paidPaise <= 0}
          className={secondary}
        >
          Give a refund…
        </button>
        <a href={`/api/admin/bookings/${booking.id}/receipt`} target="_blank" rel="noreferrer" className={secondary}>
          Print receipt
        </a>
        {!booking.isErased && (
          <button
            type="button"
            onClick={() => void sendReceipt()}
            className={`${secondary} border-[#1f7a4d] text-[#14532d]`}
          >
            <WhatsAppIcon className="h-4 w-4" /> Send receipt on WhatsApp
          </button>
        )}
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

/** "818" or "75.50": what the amount field starts with (the balance due). */
const typedAmount = (paise: number) =>
  paise <= 0
    ? ""
    : paise % 100 === 0
      ? String(paise / 100)
      : `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

type EntryFields = { amount: string; mode: string; reference: string; reason: string };

/**
 * Cash, UPI or card, as large radio buttons; the error beside them. `id` ("booking-<id>-payment-mode")
 * is the fieldset's; the radios are named "mode", one group per form (the payment's and the refund's).
 */
function ModeChoice({
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
function BalanceAfterNote({
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
function needsConfirming(balancePaise: number, amount: string, isRefund: boolean): boolean {
  const entryPaise = paiseOfRupeesText(amount);
  if (entryPaise === null || entryPaise <= 0) return false;
  const { state } = balanceAfter(balancePaise, isRefund ? -entryPaise : entryPaise);
  // A part payment (an advance) is everyday at the desk: it is said, not asked.
  return isRefund ? state !== "settled" : state === "overpaid";
}

/** PAYMENT_REFERENCE_SEEN's earlier entry: what the question tells staff. */
type EarlierEntry = { amountPaise: number; reference: string; takenAt: string };

function PaymentForm({
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

function RefundForm({
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
