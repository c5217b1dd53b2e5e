import { useState } from "react";
import {
  type AdminBookingDetail,
  type Availability,
  MoveRequestSchema,
  StatusChangeSchema,
} from "../../../../domain/booking.ts";
import { type BookingStatus, STATUS_LABELS } from "../../../../domain/booking-rules.ts";
import { callApi } from "../../../lib/api-client.ts";
import { formatDay } from "../../../lib/booking-format.ts";
import { ConfirmDialog, Dialog } from "../../ui/dialog.tsx";
import { FormField } from "../form-field.tsx";
import { FormActions, FormError } from "../manager-parts.tsx";
import { useAdminAction } from "../use-admin-action.ts";
import { useAdminForm } from "../use-admin-form.ts";
import { useCan } from "../staff-context.tsx";

type Props = {
  booking: AdminBookingDetail;
  /** Every date and window staff may move it to, with the places left. */
  calendar: Availability[];
  /** The booking as the server answered a change (the page shows it without reading it again). */
  onChanged: (booking: AdminBookingDetail) => void;
  /** Reads the places left again after a change. */
  refreshCalendar: () => Promise<void>;
};

const secondary =
  "rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:opacity-50";
const primary = "rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50";
const danger =
  "rounded-full border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50";

/**
 * What staff may do with a booking: the next steps of its status (only those), cancel with
 * a reason, reschedule into a window with places left.
 */
export function BookingActions({ booking, calendar, onChanged, refreshCalendar }: Props) {
  const { isBusy, run, announceSaved } = useAdminAction(refreshCalendar);
  const [confirming, setConfirming] = useState<BookingStatus | null>(null);
  const [dialog, setDialog] = useState<"cancel" | "reschedule" | null>(null);
  const steps = booking.nextStatuses.filter((s) => s !== "cancelled");
  const canCancel = booking.nextStatuses.includes("cancelled");

  const changeStatus = (status: BookingStatus) =>
    run(booking.id, {
      call: async () =>
        onChanged(await callApi<AdminBookingDetail>("POST", `/api/admin/bookings/${booking.id}/status`, { status })),
      success: `${booking.reference} is now ${STATUS_LABELS[status].toLowerCase()}`,
      failure: "Failed to update booking status",
      onSuccess: () => setConfirming(null),
    });
  /** A dialog's change went through: show the booking as it is now, and say so. */
  const done = (message: string) => (changed: AdminBookingDetail) => {
    onChanged(changed);
    setDialog(null);
    announceSaved(message);
  };

  return (
    <section aria-labelledby="actions-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="actions-heading" className="text-lg font-semibold text-slate-900">
        Status and slot
      </h2>
      {steps.length === 0 && !canCancel ? (
        <p className="mt-2 text-sm text-slate-700">
          This booking is {STATUS_LABELS[booking.status].toLowerCase()}: its status can no longer change.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">Statuses only move forward; a step may be skipped.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {steps.map((status, i) => (
              <button
                key={status}
                type="button"
                disabled={isBusy(booking.id)}
                onClick={() => setConfirming(status)}
                className={i === 0 ? primary : secondary}
              >
                Mark as {STATUS_LABELS[status].toLowerCase()}
              </button>
            ))}
            {booking.canReschedule && (
              <button type="button" onClick={() => setDialog("reschedule")} className={secondary}>
                Reschedule…
              </button>
            )}
            {canCancel && (
              <button type="button" onClick={() => setDialog("cancel")} className={danger}>
                Cancel booking…
              </button>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        id={`booking-${booking.id}-status-dialog`}
        isOpen={confirming !== null}
        title="Change the status?"
        message={
          confirming
            ? `Mark ${booking.reference} as ${STATUS_LABELS[confirming].toLowerCase()}? Statuses only move forward: this cannot be undone.`
            : ""
        }
        confirmLabel={confirming ? `Mark as ${STATUS_LABELS[confirming].toLowerCase()}` : "Confirm"}
        onConfirm={() => confirming && void changeStatus(confirming)}
        onCancel={() => setConfirming(null)}
        isBusy={isBusy(booking.id)}
      />
      <Dialog
        id={`booking-${booking.id}-cancel-dialog`}
        isOpen={dialog === "cancel"}
        title={`Cancel ${booking.reference}`}
        onClose={() => setDialog(null)}
      >
        <CancelForm
          booking={booking}
          onCancelled={done(`${booking.reference} is cancelled; its place is free again`)}
          onClose={() => setDialog(null)}
        />
      </Dialog>
      <Dialog
        id={`booking-${booking.id}-reschedule-dialog`}
        isOpen={dialog === "reschedule"}
        title={`Reschedule ${booking.reference}`}
        onClose={() => setDialog(null)}
      >
        <RescheduleForm
          booking={booking}
          calendar={calendar}
          onMoved={done(`${booking.reference} is rescheduled`)}
          onClose={() => setDialog(null)}
        />
      </Dialog>
    </section>
  );
}

function CancelForm({
  booking,
  onCancelled,
  onClose,
}: {
  booking: AdminBookingDetail;
  onCancelled: (b: AdminBookingDetail) => void;
  onClose: () => void;
}) {
  const form = useAdminForm({ reason: "" }, { saveFailedMessage: "Failed to cancel booking", onSaved: onCancelled });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const change = form.validate(StatusChangeSchema, { input: { status: "cancelled", reason: form.fields.reason } });
    if (change)
      void form.save(() => callApi<AdminBookingDetail>("POST", `/api/admin/bookings/${booking.id}/status`, change));
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-800">
        The place in {booking.window} on {formatDay(booking.date)} goes back to the pool. A cancelled booking cannot be
        opened again.
      </p>
      <FormField
        id={`booking-${booking.id}-cancel-reason`}
        label="Reason"
        multiline
        value={form.fields.reason}
        onChange={form.setField("reason")}
        error={form.errors.reason}
        hint="Kept in the booking's history, also after an erasure: leave out the patient's name and number."
      />
      <FormError message={form.errors.form} />
      <FormActions
        isSaving={form.isSaving}
        submitLabel="Cancel booking"
        onCancel={onClose}
        cancelLabel="Keep booking"
      />
    </form>
  );
}

function RescheduleForm({
  booking,
  calendar,
  onMoved,
  onClose,
}: {
  booking: AdminBookingDetail;
  calendar: Availability[];
  onMoved: (b: AdminBookingDetail) => void;
  onClose: () => void;
}) {
  const ids = { date: `booking-${booking.id}-reschedule-date`, window: `booking-${booking.id}-reschedule-window` };
  const form = useAdminForm(
    { date: calendar.some((d) => d.date === booking.date) ? booking.date : (calendar[0]?.date ?? ""), window: "" },
    {
      saveFailedMessage: "Failed to reschedule booking",
      onSaved: onMoved,
    },
  );
  const windows = calendar.find((d) => d.date === form.fields.date)?.slots ?? [];
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const to = form.validate(MoveRequestSchema, { ownWords: { window: "Choose a window with places left" } });
    if (to)
      void form.save(() => callApi<AdminBookingDetail>("POST", `/api/admin/bookings/${booking.id}/reschedule`, to));
  }
  const select = "mt-1 block h-10 w-full rounded-lg border border-slate-300 px-2 aria-invalid:border-red-700";
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-800">
        Now: {formatDay(booking.date)}, {booking.window}. Staff may move a booking into any window that has not started,
        also within 2 hours of it.
      </p>
      <div>
        <label htmlFor={ids.date} className="block text-sm font-medium text-slate-800">
          Date
        </label>
        <select
          id={ids.date}
          value={form.fields.date}
          onChange={(e) => form.setFields({ date: e.target.value, window: "" })}
          aria-invalid={form.errors.date ? true : undefined}
          aria-describedby={form.errors.date ? `${ids.date}-error` : undefined}
          className={select}
        >
          {calendar.map((d) => (
            <option key={d.date} value={d.date}>
              {formatDay(d.date)}
            </option>
          ))}
        </select>
        {form.errors.date && (
          <p id={`${ids.date}-error`} className="mt-1 text-sm text-red-800">
            {form.errors.date}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.window} className="block text-sm font-medium text-slate-800">
          Window
        </label>
        <select
          id={ids.window}
          value={form.fields.window}
          onChange={(e) => form.setField("window")(e.target.value)}
          aria-invalid={form.errors.window ? true : undefined}
          aria-describedby={form.errors.window ? `${ids.window}-error` : undefined}
          className={select}
        >
          <option value="">Choose a window</option>
          {windows.map((slot) => {
            const isCurrent = form.fields.date === booking.date && slot.window === booking.window;
            return (
              <option key={slot.window} value={slot.window} disabled={slot.isFull || isCurrent}>
                {slot.window} —{" "}
                {isCurrent
                  ? "the booking's slot now"
                  : slot.isFull
                    ? "full"
                    : `${slot.placesLeft} place${slot.placesLeft === 1 ? "" : "s"} left`}
              </option>
            );
          })}
        </select>
        {form.errors.window && (
          <p id={`${ids.window}-error`} className="mt-1 text-sm text-red-800">
            {form.errors.window}
          </p>
        )}
      </div>
      <FormError message={form.errors.form} />
      <FormActions isSaving={form.isSaving} submitLabel="Move booking" onCancel={onClose} />
    </form>
  );
}

/**
 * The patient's data rights (DPDP Act 2023): a download of their data, and the erasure,
 * which staff confirm by typing the booking's reference.
 */
export function DataRights({
  booking,
  onChanged,
  refreshAfterErase,
}: {
  booking: AdminBookingDetail;
  onChanged: (b: AdminBookingDetail) => void;
  /**
   * What else the page reads again once an erasure succeeded: it removes the person's report
   * files too, which the reports panel lists (issue 32: their buttons stayed until a reload).
   */
  refreshAfterErase: () => Promise<void>;
}) {
  const [isErasing, setIsErasing] = useState(false);
  /** The person of a visit of several being erased; null: the whole booking. */
  const [person, setPerson] = useState<AdminBookingDetail["people"][number] | null>(null);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { isBusy, run } = useAdminAction(refreshAfterErase);
  const inputId = `booking-${booking.id}-erase-confirm`;
  const isOpen = booking.canReschedule;
  const may = useCan();
  const mayExport = may("export-patients");
  const mayErase = may("erase-patients");

  function erase(event: React.FormEvent) {
    event.preventDefault();
    if (typed.trim().toUpperCase() !== booking.reference) {
      setError(`Type ${booking.reference} to confirm`);
      return;
    }
    const url = person
      ? `/api/admin/bookings/${booking.id}/people/${person.id}/erase`
      : `/api/admin/bookings/${booking.id}/erase`;
    void run(booking.id, {
      call: async () => onChanged(await callApi<AdminBookingDetail>("POST", url)),
      success: person
        ? `The personal data of person ${person.position} of ${booking.reference} is erased`
        : `The personal data of ${booking.reference} is erased`,
      failure: "Failed to erase personal data",
      onSuccess: () => setIsErasing(false),
    });
  }

  return (
    <section aria-labelledby="rights-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="rights-heading" className="text-lg font-semibold text-slate-900">
        Patient's data
      </h2>
      {booking.isErased ? (
        <p className="mt-2 text-sm text-slate-700">
          The patient's personal data has been erased. The tests, amounts and dates stay for the accounts.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            When the patient asks for their data, or asks us to erase it (DPDP Act 2023). Both are recorded.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {mayExport && (
              <a href={`/api/admin/bookings/${booking.id}/export`} download className={secondary}>
                Download personal data (JSON)
              </a>
            )}
            {mayErase && (
              <button
                type="button"
                onClick={() => (setIsErasing(true), setPerson(null), setTyped(""), setError(undefined))}
                disabled={isOpen}
                className={danger}
              >
                {booking.people.length > 1 ? "Erase everyone's personal data…" : "Erase personal data…"}
              </button>
            )}
          </div>
          {!mayErase && (
            <p className="mt-2 text-sm text-slate-700">
              Erasing personal data is for the lab's owner, or staff the owner allows: ask them when a patient asks.
            </p>
          )}
          {booking.people.length > 1 && (
            <ul aria-label="Each person's data" className="mt-3 grid gap-2">
              {booking.people.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="min-w-40 font-medium text-slate-900">
                    {p.position}. {p.name}
                  </span>
                  {p.isErased ? (
                    <span className="text-slate-700">Erased</span>
                  ) : (
                    <>
                      {mayExport && (
                        <a
                          href={`/api/admin/bookings/${booking.id}/people/${p.id}/export`}
                          download
                          className={secondary}
                        >
                          Download {p.name}'s data
                        </a>
                      )}
                      {mayErase && (
                        <button
                          type="button"
                          onClick={() => (setIsErasing(true), setPerson(p), setTyped(""), setError(undefined))}
                          disabled={isOpen}
                          className={danger}
                        >
                          Erase {p.name}'s data…
                        </button>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {mayErase && isOpen && (
            <p className="mt-2 text-sm text-slate-700">
              To erase, cancel the booking first: it still holds a collection slot.
            </p>
          )}
        </>
      )}
      <Dialog
        id={`booking-${booking.id}-erase-dialog`}
        isOpen={isErasing}
        title={
          person
            ? `Erase the personal data of ${person.name} (${booking.reference})?`
            : `Erase the personal data of ${booking.reference}?`
        }
        onClose={() => setIsErasing(false)}
      >
        <form onSubmit={erase} noValidate className="grid gap-4">
          <p className="text-sm text-slate-800">
            {person
              ? "This person's name and guardian are removed for good, and their reports are deleted. The others of the visit keep theirs. Their tests and amounts stay for the accounts. This cannot be undone."
              : "The name, mobile number, e-mail, address and guardian are removed for good, and the booking's reports are deleted. The tests, amounts, dates and status stay for the accounts. This cannot be undone."}
          </p>
          <div>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Type {booking.reference} to confirm
            </label>
            <input
              id={inputId}
              value={typed}
              autoComplete="off"
              onChange={(e) => (setTyped(e.target.value), setError(undefined))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono aria-invalid:border-red-700"
            />
            {error && (
              <p id={`${inputId}-error`} className="mt-1 text-sm text-red-800">
                {error}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setIsErasing(false)} className={secondary}>
              Keep the data
            </button>
            <button
              type="submit"
              disabled={isBusy(booking.id)}
              className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
            >
              Erase for good
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
