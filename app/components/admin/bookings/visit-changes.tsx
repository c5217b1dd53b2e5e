import { useEffect, useState } from "react";
import type { AdminBookingDetail, AdminBookingPerson, BookingLine } from "../../../../domain/booking.ts";
import { formatPaise } from "../../../../domain/payment-rules.ts";
import { formatPaiseAsPrice } from "../../../../domain/pricing.ts";
import { DiscountRequestSchema, RemovalRequestSchema } from "../../../../domain/visit-changes.ts";
import { useT } from "../../../i18n/use-t.ts";
import { callApi } from "../../../lib/api-client.ts";
import { newFormKey } from "../../../lib/form-key.ts";
import { useToast } from "../../ui/toast.tsx";
import { FormField } from "../form-field.tsx";
import { FormActions, FormError } from "../manager-parts.tsx";
import { useAdminForm } from "../use-admin-form.ts";

const secondary =
  "inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-50";

/** What is being removed: a person's line, or the person. */
type Target = { person: AdminBookingPerson; line: BookingLine | null };

/**
 * What the visit costs, changed at the desk (issue 32): each person's lines with a Remove
 * beside each (and beside the person, in a visit of several), and "Add a discount". Each asks
 * for a reason; the server reprices the visit and answers it, shown at once. Any signed-in
 * staff may do it today (issue 34 gives it to the desk and the owner).
 */
export function VisitChanges({
  booking,
  onChanged,
}: {
  booking: AdminBookingDetail;
  onChanged: (booking: AdminBookingDetail) => void;
}) {
  const t = useT();
  const [target, setTarget] = useState<Target | null>(null);
  const [isDiscounting, setIsDiscounting] = useState(false);
  const isOpen = booking.status !== "cancelled";
  const isFamily = booking.people.length > 1;
  const removedLines = (personPosition: number) =>
    booking.changes.filter((change) => change.kind === "line" && change.person === personPosition);
  const changed = (next: AdminBookingDetail) => {
    setTarget(null);
    setIsDiscounting(false);
    onChanged(next);
  };
  return (
    <section aria-labelledby="visit-changes-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="visit-changes-heading" className="text-lg font-semibold text-slate-900">
        {t("desk.changes.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("desk.changes.intro")}</p>
      <ol className="mt-3 grid gap-3">
        {booking.people.map((person) => (
          <li key={person.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {t("desk.changes.person", { position: person.position, name: person.name })}
              </h3>
              {isOpen && isFamily && (
                <button type="button" className={secondary} onClick={() => setTarget({ person, line: null })}>
                  {t("desk.changes.removePerson", { position: person.position })}
                </button>
              )}
            </div>
            <ul className="mt-1 divide-y divide-slate-100 text-sm">
              {person.items.map((line) => (
                <li
                  key={`${line.kind}-${line.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-1.5"
                >
                  <span>{line.name}</span>
                  <span className="flex items-center gap-3">
                    <span className="whitespace-nowrap tabular-nums">{formatPaiseAsPrice(line.pricePaise)}</span>
                    {isOpen && (
                      <button
                        type="button"
                        className={secondary}
                        aria-label={t("desk.changes.removeLine", { name: line.name })}
                        onClick={() => setTarget({ person, line })}
                      >
                        {t("desk.changes.remove")}
                      </button>
                    )}
                  </span>
                </li>
              ))}
              {removedLines(person.position).flatMap((change) =>
                change.lines.map((line) => (
                  <li key={`${change.id}-${line.id}`} className="py-1.5 text-slate-600">
                    {t("desk.changes.removed", { name: line.name, reason: change.reason })}
                  </li>
                )),
              )}
            </ul>
            {target?.person.id === person.id && (
              <RemovalForm
                key={`${target.line?.id ?? "person"}`}
                bookingId={booking.id}
                target={target}
                onChanged={changed}
                onClose={() => setTarget(null)}
              />
            )}
          </li>
        ))}
      </ol>
      {booking.changes.some((change) => change.kind !== "line") && (
        <ul aria-label="Removed people and discounts" className="mt-3 grid gap-1 text-sm text-slate-800">
          {booking.changes.map((change) =>
            change.kind === "person" ? (
              <li key={change.id}>
                {t("desk.changes.removedPerson", {
                  position: change.person ?? "",
                  name: change.personName ?? "",
                  reason: change.reason,
                })}{" "}
                <span className="tabular-nums">{formatPaise(change.amountPaise)}</span>
              </li>
            ) : change.kind === "discount" ? (
              <li key={change.id} className="flex justify-between gap-3">
                <span>{t("desk.changes.discountLine", { reason: change.reason })}</span>
                <span className="tabular-nums">{formatPaise(-change.amountPaise)}</span>
              </li>
            ) : null,
          )}
        </ul>
      )}
      {isOpen &&
        (isDiscounting ? (
          <DiscountForm bookingId={booking.id} onChanged={changed} onClose={() => setIsDiscounting(false)} />
        ) : (
          <div className="mt-3">
            <button type="button" className={secondary} onClick={() => setIsDiscounting(true)}>
              {t("desk.changes.addDiscount")}
            </button>
          </div>
        ))}
    </section>
  );
}

/** Puts the keyboard in a form's first field as it opens. */
function useFocusOnOpen(id: string) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
}

function RemovalForm({
  bookingId,
  target,
  onChanged,
  onClose,
}: {
  bookingId: string;
  target: Target;
  onChanged: (booking: AdminBookingDetail) => void;
  onClose: () => void;
}) {
  const t = useT();
  const notify = useToast();
  // One key for this form, however often it is sent: the removal is made once.
  const [idempotencyKey] = useState(newFormKey);
  const form = useAdminForm<{ reason: string }, AdminBookingDetail>(
    { reason: "" },
    {
      saveFailedMessage: t("desk.changes.failed"),
      onSaved: (booking) => {
        notify("success", t("desk.changes.saved", { total: formatPaiseAsPrice(booking.totalPaise) }));
        onChanged(booking);
      },
    },
  );
  const { person, line } = target;
  const reasonId = `booking-${bookingId}-removal-reason`;
  useFocusOnOpen(reasonId);
  const title = line
    ? t("desk.changes.removeLine", { name: line.name })
    : t("desk.changes.removePerson", { position: person.position });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = line
      ? { personId: person.id, kind: line.kind, itemId: line.id, reason: form.fields.reason, idempotencyKey }
      : { personId: person.id, kind: "person", reason: form.fields.reason, idempotencyKey };
    if (form.validate(RemovalRequestSchema, { input: body }))
      void form.save(() => callApi<AdminBookingDetail>("POST", `/api/admin/bookings/${bookingId}/removals`, body));
  }
  return (
    <form onSubmit={submit} noValidate aria-label={title} className="mt-2 grid gap-3 rounded-lg bg-slate-50 p-3">
      <p className="font-medium text-slate-900">{title}</p>
      <FormField
        id={reasonId}
        label={t("desk.changes.reason")}
        multiline
        rows={2}
        value={form.fields.reason}
        onChange={form.setField("reason")}
        error={form.errors.reason}
        hint={t("desk.changes.reasonHint")}
      />
      <FormError message={form.errors.form ?? form.errors.itemId ?? form.errors.personId} />
      <FormActions
        isSaving={form.isSaving}
        submitLabel={t("desk.changes.confirmRemove")}
        onCancel={onClose}
        cancelLabel={t("desk.changes.cancel")}
      />
    </form>
  );
}

function DiscountForm({
  bookingId,
  onChanged,
  onClose,
}: {
  bookingId: string;
  onChanged: (booking: AdminBookingDetail) => void;
  onClose: () => void;
}) {
  const t = useT();
  const notify = useToast();
  const [idempotencyKey] = useState(newFormKey);
  const form = useAdminForm<{ amount: string; reason: string }, AdminBookingDetail>(
    { amount: "", reason: "" },
    {
      saveFailedMessage: t("desk.changes.failed"),
      onSaved: (booking) => {
        notify("success", t("desk.changes.saved", { total: formatPaiseAsPrice(booking.totalPaise) }));
        onChanged(booking);
      },
    },
  );
  const amountId = `booking-${bookingId}-discount-amount`;
  useFocusOnOpen(amountId);
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { ...form.fields, idempotencyKey };
    if (form.validate(DiscountRequestSchema, { input: body }))
      void form.save(() => callApi<AdminBookingDetail>("POST", `/api/admin/bookings/${bookingId}/discounts`, body));
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("desk.changes.addDiscount")}
      className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3"
    >
      <FormField
        id={amountId}
        label={t("desk.changes.discountAmount")}
        value={form.fields.amount}
        onChange={form.setField("amount")}
        error={form.errors.amount}
        inputMode="decimal"
        autoComplete="off"
      />
      <FormField
        id={`booking-${bookingId}-discount-reason`}
        label={t("desk.changes.reason")}
        multiline
        rows={2}
        value={form.fields.reason}
        onChange={form.setField("reason")}
        error={form.errors.reason}
        hint={t("desk.changes.reasonHint")}
      />
      <FormError message={form.errors.form} />
      <FormActions isSaving={form.isSaving} submitLabel={t("desk.changes.giveDiscount")} onCancel={onClose} />
    </form>
  );
}
