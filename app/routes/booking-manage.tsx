import { data, Form, Link, redirect, useNavigation } from "react-router";
import { type Booking, ManageTokenSchema, MoveRequestSchema } from "../../domain/booking.ts";
import { preparationFor } from "../../domain/preparation.ts";
import { formatPaise } from "../../domain/payment-rules.ts";
import { bookingDetailsMessage, keepLinkMessage } from "../../domain/whatsapp-messages.ts";
import { formatRupees } from "../../domain/pricing.ts";
import { TotalsTable } from "../components/booking/basket.tsx";
import { PreparationAdvice } from "../components/booking/preparation-advice.tsx";
import { dayLabel, SlotPicker } from "../components/booking/slot-picker.tsx";
import { StatusPage } from "../components/status-page.tsx";
import { parseSlotValue } from "../lib/booking-form.ts";
import { pricedBasket } from "../lib/booking.server.ts";
import { whatsappLink, whatsappShareLink } from "../lib/contact-links.ts";
import { firstIssueByField, isServiceRefusal } from "../lib/form-errors.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/booking-manage";

const STATUS_WORDS: Record<Booking["status"], string> = {
  new: "Booked",
  confirmed: "Confirmed by the lab",
  "sample-collected": "Sample collected",
  "report-ready": "Report ready",
  completed: "Completed",
  cancelled: "Cancelled",
};

const TIME = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

export function meta({ loaderData: page, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [{ title: `${page ? `Booking ${page.booking.reference}` : "Booking not found"} | ${root.site.labName}` }, { name: "robots", content: "noindex" }];
}

/** The booking behind the link, or a 404 page: a wrong link and a deleted booking look the same. */
async function bookingOf(context: Route.LoaderArgs["context"], token: string | undefined): Promise<Booking> {
  if (!ManageTokenSchema.safeParse(token).success) throw data(null, { status: 404 });
  try {
    return await context.services.bookings.get(token as string);
  } catch (error) {
    if (isServiceRefusal(error) && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const booking = await bookingOf(context, params.token);
  const items = { tests: booking.items.filter((i) => i.kind === "test").map((i) => i.id), packages: booking.items.filter((i) => i.kind === "package").map((i) => i.id) };
  const [{ lines }, calendar, payments] = await Promise.all([
    pricedBasket(context.services, items),
    booking.canChange ? context.services.bookings.calendar(booking.collectionType) : [],
    context.services.payments.forPatient(params.token as string),
  ]);
  return {
    booking,
    payments,
    /** The receipt's address: the manage link's own key, nothing personal. */
    receiptPath: `/api/bookings/manage/${params.token}/receipt`,
    preparation: preparationFor(lines.flatMap((line) => line.preparation)),
    calendar,
    /** Just booked, moved or cancelled: the page says so at the top. */
    notice: url.searchParams.get("done"),
    calendarPath: `${url.pathname}/calendar.ics`,
    manageUrl: `${context.publicOrigin}${url.pathname}`,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const booking = await bookingOf(context, params.token);
  const token = params.token as string;
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "cancel") {
      await context.services.bookings.cancel(token);
      return redirect(`/bookings/manage/${token}?done=cancelled`);
    }
    if (intent === "move") {
      const slot = parseSlotValue(String(form.get("slot") ?? ""));
      const parsed = MoveRequestSchema.safeParse(slot);
      if (!parsed.success) return data({ errors: { slot: "Choose a new date and time" } }, { status: 400 });
      await context.services.bookings.move(token, parsed.data);
      return redirect(`/bookings/manage/${token}?done=moved`);
    }
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    const byField = firstIssueByField(error.issues);
    const message = byField.window ?? byField.date ?? error.message;
    return data({ errors: intent === "move" ? { slot: message } : { form: message } }, { status: error.statusCode });
  }
  return data({ errors: { form: `Nothing was changed on booking ${booking.reference}` } }, { status: 400 });
}

const NOTICES: Record<string, { heading: string; text: string; lostLink?: boolean }> = {
  booked: {
    heading: "You are booked",
    text: "Keep this page (bookmark it, or keep its link in your own WhatsApp below) to see, move or cancel this booking. The details you send us carry only your reference.",
    lostLink: true,
  },
  found: {
    heading: "We found your booking",
    text: "This page has a new link of its own, which works until a week after your visit; the link you had before still works too.",
  },
  moved: { heading: "Your booking was moved", text: "The new date and time are below." },
  cancelled: { heading: "Your booking was cancelled", text: "Nothing is due. You can book again at any time." },
};

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const { booking, payments, receiptPath, preparation, calendar, notice, calendarPath, manageUrl } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const shown = notice ? NOTICES[notice] : undefined;
  const when = `${dayLabel(booking.date)}, ${booking.window}`;
  const booked = booking.items.map((item) => item.name).join(", ");
  // The lab finds a booking by its reference: the manage link (the key to move or cancel) stays
  // with the patient, never in the lab's chats (docs/decisions/2026-11-24-whatsapp-to-the-lab.md).
  const place = booking.collectionType === "home" ? `home collection, pincode ${booking.pincode}` : "lab visit";
  const whatsappMessage = bookingDetailsMessage(site.labName, { reference: booking.reference, booked, people: booking.people.length, when, place });
  const toSelf = keepLinkMessage(site.labName, { reference: booking.reference, when, url: manageUrl });
  const isCancelled = booking.status === "cancelled";

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 md:px-6 md:py-8">
      {shown && (
        <div role="status" className={`rounded-xl border-2 p-4 ${notice === "cancelled" ? "border-slate-400 bg-slate-50" : "border-green-700 bg-green-50"}`}>
          <p className="text-xl font-bold">{shown.heading}</p>
          <p className="mt-1">{shown.text}</p>
          {shown.lostLink && (
            <p className="mt-1">
              Lost the link? Find this booking again with reference {booking.reference} and your mobile number in{" "}
              <Link to="/bookings/find" className="font-semibold text-brand-800 underline">Manage a booking</Link>.
            </p>
          )}
        </div>
      )}
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">Booking {booking.reference}</h1>
        <p className="mt-1 text-slate-800">
          Reference <strong className="font-mono text-lg tracking-wider">{booking.reference}</strong>: quote it when you call us or open your reports.
        </p>
        <p className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${isCancelled ? "bg-slate-200 text-slate-900" : "bg-green-100 text-green-900"}`}>
          {STATUS_WORDS[booking.status]}
        </p>
      </div>

      <dl className="grid gap-3 rounded-xl border border-slate-300 p-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-700">{booking.people.length > 1 ? `${booking.people.length} people` : "Patient"}</dt>
        <dd>
          {booking.patientName}, mobile {booking.maskedMobile}
        </dd>
        <dt className="font-medium text-slate-700">When</dt>
        <dd className="font-semibold">{when}</dd>
        <dt className="font-medium text-slate-700">{booking.collectionType === "home" ? "Home collection at" : "Lab visit at"}</dt>
        <dd>
          {booking.collectionType === "home"
            ? [booking.address, booking.landmark, booking.pincode].filter(Boolean).join(", ")
            : booking.labAddress}
        </dd>
      </dl>

      <section aria-labelledby="items-heading">
        <h2 id="items-heading" className="text-lg font-semibold">
          What you booked
        </h2>
        {booking.people.map((person) => (
          <div key={person.position}>
            {booking.people.length > 1 && (
              <h3 className="mt-3 font-semibold">
                {person.name} <span className="font-normal text-slate-700">({person.age} years)</span>
              </h3>
            )}
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-300">
              {person.items.map((item) => (
                <li key={`${item.kind}:${item.id}`} className="flex justify-between gap-3 p-3">
                  <span>{item.name}</span>
                  <span className="font-medium">{formatRupees(item.price)}</span>
                </li>
              ))}
              {booking.people.length > 1 && (
                <li className="flex justify-between gap-3 p-3 font-semibold">
                  <span>Subtotal for {person.name}</span>
                  <span>{formatRupees(person.subtotal)}</span>
                </li>
              )}
            </ul>
          </div>
        ))}
        <div className="mt-2">
          <TotalsTable
            totals={booking}
            collectionType={booking.collectionType}
            totalLabel={isCancelled ? "Total (cancelled, nothing due)" : "Total to pay at the collection"}
            note={null}
          />
        </div>
      </section>

      {payments.hasPayments && (
        <section aria-labelledby="paid-heading" className="rounded-xl border border-slate-300 p-4">
          <h2 id="paid-heading" className="text-lg font-semibold">
            Payment
          </h2>
          <p className="mt-1 text-slate-800">
            Paid <strong>{formatPaise(payments.paidPaise)}</strong>
            {payments.balancePaise > 0 && (
              <>
                {" "}
                · balance due <strong>{formatPaise(payments.balancePaise)}</strong>
              </>
            )}
            {payments.balancePaise < 0 && (
              <>
                {" "}
                · we owe you <strong>{formatPaise(-payments.balancePaise)}</strong>
              </>
            )}
            {payments.balancePaise === 0 && payments.state === "paid" && " · paid in full"}
            {payments.state === "nothing-due" && " · what you paid was refunded"}
          </p>
          <a
            href={receiptPath}
            download
            className="mt-3 inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800"
          >
            Download receipt (PDF)
          </a>
        </section>
      )}

      {!isCancelled && <PreparationAdvice preparation={preparation} />}

      {!isCancelled && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={calendarPath}
            download={`${booking.reference}.ics`}
            className="flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800"
          >
            Add to calendar
          </a>
          <a href={whatsappLink(site.whatsappNumber, whatsappMessage)} className="flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2 text-center font-semibold text-white">
            Send the details to us on WhatsApp
          </a>
          <a href={whatsappShareLink(toSelf)} className="flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 py-2 text-center font-semibold text-brand-800">
            Keep this link in your WhatsApp
          </a>
        </div>
      )}

      {errors.form && <p role="alert" className="font-medium text-red-800">{errors.form}</p>}

      {booking.canChange ? (
        <section aria-labelledby="change-heading" className="space-y-4 rounded-xl border border-slate-300 p-4">
          <h2 id="change-heading" className="text-lg font-semibold">
            Change or cancel
          </h2>
          <p className="text-slate-800">
            You can move or cancel this booking here until {TIME.format(new Date(booking.changeableUntil))}. After that, please call us on{" "}
            <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-800 underline">
              {site.phone}
            </a>
            .
          </p>
          <details open={Boolean(errors.slot)}>
            <summary className="cursor-pointer font-semibold text-brand-800 underline">Move to another date or time</summary>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="move" />
              <SlotPicker calendar={calendar} needsFasting={preparation.fastingTests.length > 0} error={errors.slot} legend="New date and time" />
              <button type="submit" disabled={busy} className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white disabled:opacity-70">
                Move my booking
              </button>
            </Form>
          </details>
          <details>
            <summary className="cursor-pointer font-semibold text-red-800 underline">Cancel this booking</summary>
            <Form method="post" className="mt-3 space-y-2">
              <input type="hidden" name="intent" value="cancel" />
              <p>The place goes to someone else. You can book again later.</p>
              <button type="submit" disabled={busy} className="min-h-11 rounded-full border-2 border-red-800 px-5 font-semibold text-red-800 disabled:opacity-70">
                Yes, cancel booking {booking.reference}
              </button>
            </Form>
          </details>
        </section>
      ) : (
        !isCancelled && (
          <p className="text-slate-800">
            This booking can no longer be changed online. To change it, call us on {site.phone}.
          </p>
        )
      )}

      <p className="text-sm text-slate-700">
        Reports are ready in <Link to="/reports" className="font-semibold text-brand-800 underline">My Reports</Link> with your reference and mobile number.
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <StatusPage notFoundTitle="Booking not found">
      <p className="mt-2 text-slate-800">
        Lost the link to your booking? Find it with your reference and mobile number in{" "}
        <Link to="/bookings/find" className="font-semibold text-brand-800 underline">Manage a booking</Link>.
      </p>
    </StatusPage>
  );
}
