import { useState } from "react";
import { data, isRouteErrorResponse, Link, redirect, useRevalidator } from "react-router";
import type { AdminBookingDetail, Availability } from "../../../domain/booking.ts";
import type { BookingTubes } from "../../components/admin/bookings/booking-facts.tsx";
import { type BookingPayments as Ledger, PaymentRequestSchema } from "../../../domain/payment.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { BookingReports } from "../../components/admin/bookings/booking-reports.tsx";
import { BookingActions, DataRights } from "../../components/admin/bookings/booking-actions.tsx";
import { BookingFacts, EventList } from "../../components/admin/bookings/booking-facts.tsx";
import { BookingPayments } from "../../components/admin/bookings/booking-payments.tsx";
import { BookingMessages, type DeskMessage } from "../../components/admin/bookings/booking-messages.tsx";
import type { PaymentFormAnswer } from "../../components/admin/bookings/payment-form.tsx";
import { useLoadedState } from "../../lib/use-loaded-state.ts";
import { StatusBadge } from "../../components/admin/bookings/status-badge.tsx";
import { VisitChanges } from "../../components/admin/bookings/visit-changes.tsx";
import { ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import { useCan } from "../../components/admin/staff-context.tsx";
import { can } from "../../../domain/staff-roles.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import { callApi } from "../../lib/api-client.ts";
import { newFormKey } from "../../lib/form-key.ts";
import { firstIssueByField, isServiceRefusal } from "../../lib/form-errors.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { localeOfPath } from "../../../domain/locale.ts";
import { formatDay } from "../../lib/booking-format.ts";
import type { Route } from "./+types/booking";

export const access: PageAccess = "read-bookings";

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [
    { title: loaded ? `Booking ${loaded.booking.reference}` : "Booking" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  const { bookingDesk } = context.services;
  // Opening the page is recorded in the booking's access list.
  const booking = await bookingDesk.getForAdmin(params.id, admin);
  if (!booking) throw data("Booking not found", { status: 404 });
  // The tubes of the people still in the visit whose data is kept (an erased person has no sample to take).
  const tubes = await context.services.collectionTubes.tubesOfBookings([
    { id: booking.id, people: booking.people.filter((person) => !person.isErased) },
  ]);
  // A move keeps the booking's kind, so the places shown are of its kind (home or lab).
  return {
    admin,
    booking,
    tubes: tubes.get(booking.id) ?? null,
    calendar: await bookingDesk.calendarForAdmin(booking.collectionType),
    // The money only for a role that takes it: the page shows what the role may do and nothing that ends in 403.
    payments: can(admin, "take-payments") ? await context.services.payments.forBooking(booking.id, admin) : null,
    // The messages the lab sent itself about the booking (issue 36), with their states and texts; none, no section.
    outbox: await context.services.outbox.forBooking(booking.id),
    /** Drawn per page view, one per form: a payment or refund sent twice is recorded once. */
    formKeys: { payment: newFormKey(), refund: newFormKey() },
    messages: messagesFor(localeOfPath(url.pathname), "desk", "tubes"),
  };
}

/**
 * "Record a payment" posted without JavaScript (with it, the form calls the API): the same
 * schema and service as POST /api/admin/bookings/:id/payments. A success comes back to the
 * page, whose loader draws the next form's key; a refusal comes back with what was typed, the
 * key it was sent with, and the reasons or the repeated reference's question.
 */
export async function action({ url, request, params, context }: Route.ActionArgs) {
  const admin = await requireStaff(url, context, access);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  // "Mark as sent by hand" of a failed message (the Messages section): recorded, then the page again.
  if (text("intent") === "message-sent-by-hand") {
    await context.services.bookingDesk.messageSentByHand(params.id, text("messageId"), admin);
    return redirect(`/admin/bookings/${params.id}`);
  }
  const values = {
    amount: text("amount"),
    mode: text("mode"),
    reference: text("reference"),
    idempotencyKey: text("idempotencyKey"),
  };
  const parsed = PaymentRequestSchema.safeParse({
    ...values,
    mode: values.mode || undefined,
    // A cash payment has no reference, whatever was left in the field.
    reference: values.mode === "cash" ? "" : values.reference,
    confirmDuplicateReference: text("confirmDuplicateReference"),
  });
  if (!parsed.success)
    return data<PaymentFormAnswer>({ values, errors: firstIssueByField(parsed.error.issues) }, { status: 400 });
  try {
    await context.services.payments.record(params.id, parsed.data, admin);
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    if (error.code === "PAYMENT_REFERENCE_SEEN")
      return data<PaymentFormAnswer>(
        { values, errors: {}, seen: error.extra.earlier as PaymentFormAnswer["seen"] },
        { status: 409 },
      );
    // A refusal naming a field the form shows goes beside it; any other (the form's key sent again) above it, in words.
    const onFields = firstIssueByField(
      error.issues.filter((issue) => String(issue.path[0]) in values && issue.path[0] !== "idempotencyKey"),
    );
    const errors = Object.keys(onFields).length > 0 ? onFields : { form: error.message };
    return data<PaymentFormAnswer>({ values, errors }, { status: error.statusCode });
  }
  return redirect(`/admin/bookings/${params.id}`);
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <BookingDetail
        key={loaderData.booking.id}
        booking={loaderData.booking}
        calendar={loaderData.calendar}
        payments={loaderData.payments}
        formKeys={loaderData.formKeys}
        tubes={loaderData.tubes}
        outbox={loaderData.outbox}
        answer={actionData}
      />
    </AdminShell>
  );
}

/**
 * One booking. A change answers the booking as it now is, which is shown as it comes: the
 * page is not loaded again, so the access list records the receptionist's visits, not
 * every click.
 */
function BookingDetail({
  booking: loaded,
  calendar: loadedCalendar,
  payments,
  formKeys,
  tubes,
  outbox,
  answer,
}: {
  booking: AdminBookingDetail;
  calendar: Availability[];
  payments: Ledger | null;
  formKeys: { payment: string; refund: string };
  tubes: BookingTubes | null;
  outbox: DeskMessage[];
  answer?: PaymentFormAnswer;
}) {
  const notify = useToast();
  const revalidator = useRevalidator();
  const may = useCan();
  // The booking read again (a first report marks it ready, a payment posted without scripts)
  // replaces the one shown, and nothing else: a person chosen for the next report stays chosen.
  const [booking, setBooking] = useLoadedState(loaded);
  const [calendar, setCalendar] = useState(loadedCalendar);
  /** Bumped after an erasure: the reports panel reads its list again (the erased person's files are gone). */
  const [reportsRead, setReportsRead] = useState(0);
  const addEntry = (event: AdminBookingDetail["history"][number]) =>
    setBooking((b) => ({ ...b, history: [event, ...b.history] }));
  async function refreshCalendar() {
    try {
      setCalendar(await callApi<Availability[]>("GET", `/api/admin/bookings/calendar?kind=${booking.collectionType}`));
    } catch {
      notify("error", "Failed to fetch the places left");
    }
  }
  return (
    <div className="mx-auto max-w-5xl">
      <Link to={`/admin/bookings?date=${booking.date}`} className="text-sm font-semibold text-brand-800 underline">
        <span aria-hidden="true">← </span>
        {formatDay(booking.date)}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold">{booking.reference}</h1>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-slate-700">
        {booking.patientName} · {formatDay(booking.date)}, {booking.window}
      </p>

      <div className="mt-6 grid gap-4">
        {may("manage-bookings") && (
          <>
            <BookingActions
              booking={booking}
              calendar={calendar}
              onChanged={setBooking}
              refreshCalendar={refreshCalendar}
            />
            <VisitChanges booking={booking} onChanged={setBooking} />
          </>
        )}
        {payments && (
          <BookingPayments
            booking={booking}
            payments={payments}
            formKeys={formKeys}
            answer={answer}
            onEntry={addEntry}
          />
        )}
        <BookingFacts booking={booking} tubes={tubes} />
        {may("read-reports") && (
          <BookingReports
            bookingId={booking.id}
            mobile={booking.mobile}
            people={booking.people}
            onBookingMarkedReady={() => void revalidator.revalidate()}
            onEntry={addEntry}
            readAgain={reportsRead}
          />
        )}
        {outbox.length > 0 && (
          <BookingMessages messages={outbox} mobile={booking.mobile} mayMark={may("manage-bookings")} />
        )}
        <EventList title="History" events={booking.history} empty="Nothing has happened to this booking yet." />
        {(may("export-patients") || may("erase-patients")) && (
          <DataRights
            booking={booking}
            onChanged={setBooking}
            refreshAfterErase={async () => setReportsRead((n) => n + 1)}
          />
        )}
        <EventList title="Access" small events={booking.access} empty="Nobody has opened this booking yet." />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ManagerLoadError
      title="Booking"
      message={isMissing ? "Booking not found: it may have been mistyped." : "Failed to load the booking"}
      href="/admin/bookings"
    />
  );
}
