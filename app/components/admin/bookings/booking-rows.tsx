import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminBookingSummary } from "../../../../domain/booking.ts";
import type { PaymentStatus } from "../../../../domain/payment.ts";
import { ageAndGender, formatDay, whereCollected } from "../../../lib/booking-format.ts";
import { PaymentBadge } from "./payment-badge.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { useT } from "../../../i18n/use-t.ts";

/** Desktop columns; on a phone each booking is a card and every value carries its own label. */
const COLUMNS =
  "md:grid md:grid-cols-[8rem_minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1.6fr)_12rem] md:items-center md:gap-4";

/**
 * Bookings as rows on a wide screen and as cards on a phone, from one markup (no layout
 * flip after hydration). `showSlot` adds the date and window (the list; the day view has
 * them in its headings).
 */
export function BookingRows({
  bookings,
  showSlot = false,
  paymentOf,
  collectorOf,
  hasFailedMessage,
}: {
  bookings: AdminBookingSummary[];
  showSlot?: boolean;
  /** A home visit's collector and the form to assign one (the day view), under where it is collected. */
  collectorOf?: (booking: AdminBookingSummary) => ReactNode;
  /** Where each visit's money stands (the day view), shown under its status. */
  paymentOf?: (bookingId: string) => PaymentStatus | undefined;
  /** Whether a message to the patient failed and waits for the desk (the day view), marked in words. */
  hasFailedMessage?: (bookingId: string) => boolean;
}) {
  const t = useT();
  const label = "text-xs font-medium text-slate-600 md:sr-only";
  return (
    <div>
      <div
        aria-hidden="true"
        className={`hidden px-4 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase ${COLUMNS}`}
      >
        <span>Reference</span>
        <span>Patient</span>
        <span>{showSlot ? "Slot and place" : "Collection"}</span>
        <span>Tests</span>
        <span>{paymentOf ? "Status and payment" : "Status"}</span>
      </div>
      <ul className="grid gap-3 md:gap-0 md:divide-y md:divide-slate-200 md:rounded-xl md:border md:border-slate-200 md:bg-white">
        {bookings.map((b) => (
          <li
            key={b.id}
            className={`rounded-xl border border-slate-200 bg-white p-4 md:rounded-none md:border-0 md:px-4 md:py-3 ${COLUMNS} ${b.status === "cancelled" ? "text-slate-600" : ""}`}
          >
            <div className="flex items-center justify-between gap-2 md:block">
              <Link
                to={`/admin/bookings/${b.id}`}
                className="font-mono font-semibold text-brand-800 underline underline-offset-2"
              >
                {b.reference}
              </Link>
              <span className="md:hidden">
                <StatusBadge status={b.status} />
              </span>
            </div>
            <div className="mt-2 md:mt-0">
              <span className={label}>Patient </span>
              {b.people.length > 1 ? (
                <>
                  <span className="block text-sm font-semibold text-brand-800">
                    {b.people.length} people: {b.people.length} samples
                  </span>
                  <ul
                    aria-label={`People in ${b.reference}`}
                    className={`text-slate-900 ${b.status === "cancelled" ? "line-through decoration-slate-400" : ""}`}
                  >
                    {b.people.map((p) => (
                      <li key={p.id}>
                        <span className="font-semibold">{p.name}</span>
                        <span className="text-sm text-slate-700">{p.isErased ? "" : ` · ${ageAndGender(p)}`}</span>
                      </li>
                    ))}
                  </ul>
                  <span className="block text-sm text-slate-700">{b.isErased ? "Personal data erased" : b.mobile}</span>
                </>
              ) : (
                <>
                  <span
                    className={`font-semibold text-slate-900 ${b.status === "cancelled" ? "line-through decoration-slate-400" : ""}`}
                  >
                    {b.patientName}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {b.isErased ? "Personal data erased" : `${ageAndGender(b)} · ${b.mobile}`}
                  </span>
                </>
              )}
            </div>
            <div className="mt-2 text-sm text-slate-800 md:mt-0">
              <span className={label}>{showSlot ? "Slot and place " : "Collection "}</span>
              {showSlot && <span className="block font-medium">{`${formatDay(b.date)}, ${b.window}`}</span>}
              <span className="block">{whereCollected(b)}</span>
              {collectorOf?.(b)}
            </div>
            <div className="mt-2 text-sm text-slate-800 md:mt-0">
              <span className={label}>Tests </span>
              {b.people.length > 1 ? (
                <ul>
                  {b.people.map((p) => (
                    <li key={p.id}>
                      <span className="font-medium">{p.position}.</span> {p.testsSummary}
                    </li>
                  ))}
                </ul>
              ) : (
                b.testsSummary
              )}
            </div>
            <div className={paymentOf ? "mt-2 md:mt-0" : "hidden md:block"}>
              <span className="hidden md:block">
                <StatusBadge status={b.status} />
              </span>
              <PaymentOf status={paymentOf?.(b.id)} />
              {hasFailedMessage?.(b.id) && (
                <p className="mt-1 text-sm font-semibold text-red-800" data-failed-message>
                  <span aria-hidden="true">! </span>
                  {t("desk.messages.failedMark")}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A visit's payment state under its status (the day view). */
function PaymentOf({ status }: { status: PaymentStatus | undefined }) {
  if (!status) return null;
  return (
    <span className="md:mt-1 md:block">
      <span className="sr-only">Payment: </span>
      <PaymentBadge status={status} />
    </span>
  );
}
