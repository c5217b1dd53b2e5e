import { data, Link, redirect, useNavigation } from "react-router";
import { ManageTokenSchema, MoveRequestSchema, type PatientBooking } from "../../domain/booking.ts";
import { LOCALE_TAG, type Locale, localeOfPath, MONTH_FORM, pathIn } from "../../domain/locale.ts";
import { preparationFor } from "../../domain/preparation.ts";
import { refusalText } from "../../domain/refusals.ts";
import { isRole, roleName } from "../../domain/staff-roles.ts";
import { BookingStatusPage } from "../components/booking/booking-status-page.tsx";
import { PreparationAdvice } from "../components/booking/preparation-advice.tsx";
import { dayLabel, windowLabel } from "../components/booking/slot-picker.tsx";
import { BookedItems, type LineName } from "../components/manage-booking/booked-items.tsx";
import { ChangeBooking } from "../components/manage-booking/change-booking.tsx";
import { CollectorVisit } from "../components/manage-booking/collector-visit.tsx";
import { KeepAndShare } from "../components/manage-booking/keep-and-share.tsx";
import { LabAccessList } from "../components/manage-booking/lab-access-list.tsx";
import { ManageNotice } from "../components/manage-booking/manage-notice.tsx";
import { PaymentSummary } from "../components/manage-booking/payment-summary.tsx";
import { StopUpdates } from "../components/manage-booking/stop-updates.tsx";
import { VisitDetails } from "../components/manage-booking/visit-details.tsx";
import { messagesOfError, metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { parseSlotValue } from "../lib/booking-form.ts";
import { bookingPageMessages, bookingText, notFoundIn } from "../lib/booking-errors.server.ts";
import { pricedBasket } from "../lib/booking.server.ts";
import { firstIssueByField, isServiceRefusal } from "../lib/form-errors.ts";
import type { PageAccess } from "../lib/page-access.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/booking-manage";

export const access: PageAccess = "public";

export function meta({ loaderData: page, matches, location, error }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  // A 404 brings its own words (notFoundIn): this page's loader, which sends them, failed.
  const sent = messagesOfError(error);
  const t = metaTranslator([...matches, { data: { messages: sent } }], location);
  const notFound = t("booking.manage.notFound");
  // Any other failure brought no words: the shell's own.
  const title = page
    ? t("booking.manage.title", { reference: page.booking.reference })
    : sent
      ? notFound
      : t("common.status.failed");
  return [{ title: `${title} | ${root.site.labName}` }, { name: "robots", content: "noindex" }];
}

/** The booking behind the link, or a 404 page: a wrong link and a deleted booking look the same. */
async function bookingOf(
  context: Route.LoaderArgs["context"],
  token: string | undefined,
  locale: Locale,
): Promise<PatientBooking> {
  if (!ManageTokenSchema.safeParse(token).success) throw notFoundIn(locale);
  try {
    return await context.services.bookings.get(token as string);
  } catch (error) {
    if (isServiceRefusal(error) && error.statusCode === 404) throw notFoundIn(locale);
    throw error;
  }
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const booking = await bookingOf(context, params.token, locale);
  const items = {
    tests: booking.items.filter((i) => i.kind === "test").map((i) => i.id),
    packages: booking.items.filter((i) => i.kind === "package").map((i) => i.id),
  };
  const [{ lines }, calendar, payments, accesses, collector] = await Promise.all([
    pricedBasket(context.services, items, locale),
    booking.canChange ? context.services.bookings.calendar(booking.collectionType) : [],
    context.services.payments.forPatient(params.token as string),
    context.services.bookings.accessForPatient(params.token as string),
    context.services.collect.forPatient(params.token as string),
  ]);
  return {
    booking,
    payments,
    /** The home visit's handover code while the sample is to be taken, and whether the collector is on the way (issue 35). */
    collector,
    /** The receipt's address: the manage link's own key, nothing personal. */
    receiptPath: `/api/bookings/manage/${params.token}/receipt`,
    preparation: preparationFor(lines.flatMap((line) => line.preparation)),
    calendar,
    /** Just booked, moved or cancelled: the page says so at the top. */
    notice: url.searchParams.get("done"),
    calendarPath: `${url.pathname}/calendar.ics`,
    manageUrl: `${context.publicOrigin}${url.pathname}`,
    /** Each booked line's name in the page's language (a test's Hindi name), by "kind:id"; the name as booked where none. */
    names: Object.fromEntries(
      locale === "en"
        ? []
        : lines.map((line) => [`${line.kind}:${line.id}`, { name: line.name, isEnglishName: line.isEnglishName }]),
    ) as Record<string, { name: string; isEnglishName: boolean }>,
    /** Who at the lab opened the booking or its reports, newest first: words made here, in the page's language. */
    accesses: accesses.map((access) => ({
      at: access.at,
      role: roleOf(access.role, locale),
      name: access.staffName,
      when: accessTimeIn(access.at, locale),
      action: access.action,
      person: access.personName ?? (access.personErased ? null : booking.patientName),
    })),
    messages: bookingPageMessages(locale),
  };
}

const roleOf = (role: string | null, locale: Locale) => (role !== null && isRole(role) ? roleName(locale, role) : "");

/** "27 Nov, 10:42" (Hindi: the full month, issue 37 §1), in the lab's time zone. */
const accessTimeIn = (at: string, locale: Locale) =>
  new Date(at).toLocaleString(LOCALE_TAG[locale], {
    day: "numeric",
    month: MONTH_FORM[locale],
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  });

export async function action({ params, url, request, context }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const booking = await bookingOf(context, params.token, locale);
  const token = params.token as string;
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "cancel") {
      await context.services.bookings.cancel(token);
      return redirect(pathIn(locale, `/bookings/manage/${token}?done=cancelled`));
    }
    if (intent === "move") {
      const slot = parseSlotValue(String(form.get("slot") ?? ""));
      const parsed = MoveRequestSchema.safeParse(slot);
      if (!parsed.success) return data({ errors: { slot: bookingText(locale, "error.newSlot") } }, { status: 400 });
      await context.services.bookings.move(token, parsed.data);
      return redirect(pathIn(locale, `/bookings/manage/${token}?done=moved`));
    }
    if (intent === "stop-updates") {
      await context.services.bookings.stopUpdates(token);
      return redirect(pathIn(locale, `/bookings/manage/${token}?done=updates-stopped`));
    }
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    const byField = firstIssueByField(error.issues, locale);
    const message = byField.window ?? byField.date ?? refusalText(locale, error.code, error.values);
    return data({ errors: intent === "move" ? { slot: message } : { form: message } }, { status: error.statusCode });
  }
  return data(
    { errors: { form: bookingText(locale, "error.nothingChanged", { reference: booking.reference }) } },
    { status: 400 },
  );
}

/**
 * The patient's own booking, behind its manage link: what the last change did, the collector's
 * visit, who, when and where, what was booked and paid, how to prepare, the calendar and WhatsApp
 * links, moving or cancelling, stopping updates, and who at the lab opened it.
 */
export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const t = useT();
  const { locale } = t;
  const localePath = useLocalePath();
  const {
    booking,
    payments,
    receiptPath,
    preparation,
    calendar,
    notice,
    calendarPath,
    manageUrl,
    names,
    accesses,
    collector,
  } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const when = `${dayLabel(booking.date, locale)}, ${windowLabel(booking.window, locale)}`;
  const nameOf: LineName = (item) =>
    names[`${item.kind}:${item.id}`] ?? { name: item.name, isEnglishName: locale !== "en" };
  const booked = booking.items.map((item) => nameOf(item).name).join(", ");
  const reportsLink = (children: React.ReactNode[], key: number) => (
    <Link key={key} to={localePath("/reports")} className="font-semibold text-brand-800 underline">
      {children}
    </Link>
  );
  const isCancelled = booking.status === "cancelled";

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 md:px-6 md:py-8">
      <ManageNotice notice={notice} reference={booking.reference} />
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">
          {t("booking.manage.title", { reference: booking.reference })}
        </h1>
        <p className="mt-1 text-slate-800">
          {t.rich(
            "booking.manage.quote",
            {
              ref: (children, key) => (
                <strong key={key} className="font-mono text-lg tracking-wider">
                  {children}
                </strong>
              ),
            },
            { reference: booking.reference },
          )}
        </p>
        <p
          className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${isCancelled ? "bg-slate-200 text-slate-900" : "bg-green-100 text-green-900"}`}
        >
          {t(`booking.status.${booking.status}`)}
        </p>
      </div>
      <CollectorVisit collector={collector} />
      <VisitDetails booking={booking} when={when} />
      <BookedItems booking={booking} nameOf={nameOf} />
      {payments.hasPayments && <PaymentSummary payments={payments} receiptPath={receiptPath} />}
      {!isCancelled && <PreparationAdvice preparation={preparation} />}
      {!isCancelled && (
        <KeepAndShare
          booking={booking}
          booked={booked}
          when={when}
          calendarPath={calendarPath}
          manageUrl={manageUrl}
          site={site}
        />
      )}
      {errors.form && (
        <p role="alert" className="font-medium text-red-800">
          {errors.form}
        </p>
      )}
      {booking.canChange ? (
        <ChangeBooking
          booking={booking}
          calendar={calendar}
          needsFasting={preparation.fastingTests.length > 0}
          slotError={errors.slot}
          busy={busy}
          phone={site.phone}
        />
      ) : (
        !isCancelled && <p className="text-slate-800">{t("booking.manage.noChange", { phone: site.phone })}</p>
      )}
      {booking.updatesOptIn && <StopUpdates busy={busy} />}
      <p className="text-sm text-slate-700">{t.rich("booking.manage.reports", { link: reportsLink })}</p>
      <LabAccessList accesses={accesses} />
    </main>
  );
}

export function ErrorBoundary() {
  const localePath = useLocalePath();
  return (
    <BookingStatusPage notFoundTitle="booking.manage.notFound">
      {(t) => (
        <p className="mt-2 text-slate-800">
          {t.rich("booking.manage.notFoundHelp", {
            link: (children, key) => (
              <Link key={key} to={localePath("/bookings/find")} className="font-semibold text-brand-800 underline">
                {children}
              </Link>
            ),
          })}
        </p>
      )}
    </BookingStatusPage>
  );
}
