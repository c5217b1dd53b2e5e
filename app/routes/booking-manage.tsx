import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ManageTokenSchema, MoveRequestSchema, type PatientBooking } from "../../domain/booking.ts";
import { LOCALE_TAG, type Locale, localeOfPath, MONTH_FORM, pathIn } from "../../domain/locale.ts";
import { preparationFor } from "../../domain/preparation.ts";
import { isRole, roleName } from "../../domain/staff-roles.ts";
import { formatPaise } from "../../domain/payment-rules.ts";
import { bookingDetailsMessage, keepLinkMessage, placeInMessage } from "../../domain/whatsapp-messages.ts";
import { formatPaiseAsPrice } from "../../domain/pricing.ts";
import { ItemName, TotalsTable } from "../components/booking/basket.tsx";
import { BookingStatusPage } from "../components/booking/booking-status-page.tsx";
import { PreparationAdvice } from "../components/booking/preparation-advice.tsx";
import { dayLabel, SlotPicker, windowLabel } from "../components/booking/slot-picker.tsx";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { parseSlotValue } from "../lib/booking-form.ts";
import { refusalText } from "../../domain/refusals.ts";
import { bookingPageMessages, bookingText, notFoundIn } from "../lib/booking-errors.server.ts";
import { pricedBasket } from "../lib/booking.server.ts";
import { whatsappLink, whatsappShareLink } from "../lib/contact-links.ts";
import { firstIssueByField, isServiceRefusal } from "../lib/form-errors.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/booking-manage";
import type { PageAccess } from "../lib/page-access.ts";

/**
 * "4 8 1 5": the handover code spaced for reading aloud, digit by digit. Here, not beside the
 * collector's schemas in domain/collect.ts: importing that module brought zod to the patient's phone.
 */
const spacedCode = (code: string): string => code.split("").join(" ");

export const access: PageAccess = "public";

/** When the booking may be changed until; Hindi says the part of the day ("सुबह 6:30"). */
const TIMES: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE_TAG.en, {
    timeZone: "Asia/Kolkata",
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }),
  hi: new Intl.DateTimeFormat(LOCALE_TAG.hi, {
    timeZone: "Asia/Kolkata",
    weekday: "short",
    day: "numeric",
    month: MONTH_FORM.hi,
    hour: "numeric",
    minute: "2-digit",
    dayPeriod: "short",
  }),
};

export function meta({ loaderData: page, matches, location, error }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  // A 404 brings its own words (notFoundIn): this page's loader, which sends them, failed.
  const sent = (error as { data?: { messages?: Record<string, string> } } | undefined)?.data?.messages;
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

/** What the top of the page says after booking, finding, moving or cancelling (`?done=`). */
const NOTICES = {
  booked: { heading: "booking.notice.booked", text: "booking.notice.bookedText", lostLink: true },
  found: { heading: "booking.notice.found", text: "booking.notice.foundText", lostLink: false },
  moved: { heading: "booking.notice.moved", text: "booking.notice.movedText", lostLink: false },
  cancelled: { heading: "booking.notice.cancelled", text: "booking.notice.cancelledText", lostLink: false },
  "updates-stopped": {
    heading: "booking.notice.updatesStopped",
    text: "booking.notice.updatesStoppedText",
    lostLink: false,
  },
} as const;
const isNotice = (notice: string | null): notice is keyof typeof NOTICES =>
  notice !== null && Object.hasOwn(NOTICES, notice);

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
  const shown = isNotice(notice) ? NOTICES[notice] : undefined;
  const when = `${dayLabel(booking.date, locale)}, ${windowLabel(booking.window, locale)}`;
  // A line by its name in the page's language, or as it was booked.
  const nameOf = (item: (typeof booking.items)[number]) =>
    names[`${item.kind}:${item.id}`] ?? { name: item.name, isEnglishName: locale !== "en" };
  const booked = booking.items.map((item) => nameOf(item).name).join(", ");
  // The lab finds a booking by its reference: the manage link (the key to move or cancel) stays
  // with the patient, never in the lab's chats (docs/decisions/2026-11-24-whatsapp-to-the-lab.md).
  const place = placeInMessage(booking.collectionType, booking.pincode, locale);
  const whatsappMessage = bookingDetailsMessage(
    site.labName,
    { reference: booking.reference, booked, people: booking.people.length, when, place },
    locale,
  );
  const toSelf = keepLinkMessage(site.labName, { reference: booking.reference, when, url: manageUrl }, locale);
  const manageLink = (children: React.ReactNode[], key: number) => (
    <Link key={key} to={localePath("/bookings/find")} className="font-semibold text-brand-800 underline">
      {children}
    </Link>
  );
  const reportsLink = (children: React.ReactNode[], key: number) => (
    <Link key={key} to={localePath("/reports")} className="font-semibold text-brand-800 underline">
      {children}
    </Link>
  );
  const bold = (children: React.ReactNode[], key: number) => <strong key={key}>{children}</strong>;
  const isCancelled = booking.status === "cancelled";

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 md:px-6 md:py-8">
      {shown && (
        <div
          role="status"
          className={`rounded-xl border-2 p-4 ${notice === "cancelled" ? "border-slate-400 bg-slate-50" : "border-green-700 bg-green-50"}`}
        >
          <p className="text-xl font-bold">{t(shown.heading)}</p>
          <p className="mt-1">{t(shown.text)}</p>
          {shown.lostLink && (
            <p className="mt-1">
              {t.rich("booking.notice.lostLink", { link: manageLink }, { reference: booking.reference })}
            </p>
          )}
        </div>
      )}
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
      {collector.onTheWay && (
        <p
          role="status"
          className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-lg font-bold text-brand-900"
        >
          {t("booking.manage.onTheWay", { name: collector.onTheWay.firstName })}
        </p>
      )}
      {collector.handoverCode && (
        <section aria-labelledby="handover-heading" className="rounded-xl border border-slate-300 p-4">
          <h2 id="handover-heading" className="text-lg font-bold">
            {t("booking.manage.handover.heading")}
          </h2>
          {/* Spaced digit by digit, for reading aloud at the door. */}
          <p className="mt-1 font-mono text-3xl font-bold tracking-[0.3em]" data-handover-code>
            {spacedCode(collector.handoverCode)}
          </p>
          <p className="mt-1 text-slate-800">{t("booking.manage.handover.hint")}</p>
        </section>
      )}

      <dl className="grid gap-3 rounded-xl border border-slate-300 p-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-700">
          {booking.people.length > 1
            ? t("booking.manage.people", { count: booking.people.length })
            : t("booking.manage.patient")}
        </dt>
        <dd>{t("booking.manage.who", { names: booking.patientName, mobile: booking.maskedMobile })}</dd>
        <dt className="font-medium text-slate-700">{t("booking.manage.when")}</dt>
        <dd className="font-semibold">{when}</dd>
        <dt className="font-medium text-slate-700">
          {t(booking.collectionType === "home" ? "booking.manage.homeAt" : "booking.manage.labAt")}
        </dt>
        <dd>
          {booking.collectionType === "home"
            ? [booking.address, booking.landmark, booking.pincode].filter(Boolean).join(", ")
            : booking.labAddress}
        </dd>
      </dl>

      <section aria-labelledby="items-heading">
        <h2 id="items-heading" className="text-lg font-semibold">
          {t("booking.manage.booked")}
        </h2>
        {booking.people.map((person) => (
          <div key={person.position}>
            {booking.people.length > 1 && (
              <h3 className="mt-3 font-semibold">
                {person.name}{" "}
                <span className="font-normal text-slate-700">{t("booking.manage.age", { age: person.age })}</span>
              </h3>
            )}
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-300">
              {person.items.map((item) => (
                <li key={`${item.kind}:${item.id}`} className="flex justify-between gap-3 p-3">
                  <span>
                    <ItemName name={nameOf(item).name} isEnglish={nameOf(item).isEnglishName} />
                  </span>
                  <span className="font-medium">{formatPaiseAsPrice(item.pricePaise)}</span>
                </li>
              ))}
              {booking.people.length > 1 && (
                <li className="flex justify-between gap-3 p-3 font-semibold">
                  <span>{t("booking.person.subtotal", { who: person.name })}</span>
                  <span>{formatPaiseAsPrice(person.subtotalPaise)}</span>
                </li>
              )}
            </ul>
          </div>
        ))}
        <div className="mt-2">
          <TotalsTable
            totals={booking}
            collectionType={booking.collectionType}
            totalLabel={t(
              isCancelled
                ? "booking.manage.totalCancelled"
                : booking.collectionType === "lab"
                  ? "booking.manage.totalToPayAtLab"
                  : "booking.manage.totalToPay",
            )}
            note={null}
          />
        </div>
      </section>

      {payments.hasPayments && (
        <section aria-labelledby="paid-heading" className="rounded-xl border border-slate-300 p-4">
          <h2 id="paid-heading" className="text-lg font-semibold">
            {t("booking.manage.payment")}
          </h2>
          <p className="mt-1 text-slate-800">
            {t.rich("booking.manage.paid", { b: bold }, { amount: formatPaise(payments.paidPaise) })}
            {payments.balancePaise > 0 && (
              <> · {t.rich("booking.manage.balanceDue", { b: bold }, { amount: formatPaise(payments.balancePaise) })}</>
            )}
            {payments.balancePaise < 0 && (
              <> · {t.rich("booking.manage.weOwe", { b: bold }, { amount: formatPaise(-payments.balancePaise) })}</>
            )}
            {payments.balancePaise === 0 && payments.state === "paid" && ` · ${t("booking.manage.paidInFull")}`}
            {payments.state === "nothing-due" && ` · ${t("booking.manage.refunded")}`}
          </p>
          <a
            href={receiptPath}
            download
            className="mt-3 inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800"
          >
            {t("booking.manage.receipt")}
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
            {t("booking.manage.calendar")}
          </a>
          <a
            href={whatsappLink(site.whatsappNumber, whatsappMessage)}
            className="flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2 text-center font-semibold text-white"
          >
            {t("booking.manage.sendToLab")}
          </a>
          <a
            href={whatsappShareLink(toSelf)}
            className="flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 py-2 text-center font-semibold text-brand-800"
          >
            {t("booking.manage.keepLink")}
          </a>
        </div>
      )}

      {errors.form && (
        <p role="alert" className="font-medium text-red-800">
          {errors.form}
        </p>
      )}

      {booking.canChange ? (
        <section aria-labelledby="change-heading" className="space-y-4 rounded-xl border border-slate-300 p-4">
          <h2 id="change-heading" className="text-lg font-semibold">
            {t("booking.manage.change")}
          </h2>
          <p className="text-slate-800">
            {t.rich(
              "booking.manage.changeUntil",
              {
                tel: (children, key) => (
                  <a
                    key={key}
                    href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {children}
                  </a>
                ),
              },
              { time: TIMES[locale].format(new Date(booking.changeableUntil)), phone: site.phone },
            )}
          </p>
          <details open={Boolean(errors.slot)}>
            <summary className="cursor-pointer font-semibold text-brand-800 underline">
              {t("booking.manage.moveSummary")}
            </summary>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="move" />
              <SlotPicker
                calendar={calendar}
                needsFasting={preparation.fastingTests.length > 0}
                error={errors.slot}
                legend={t("booking.manage.newSlot")}
              />
              <button
                type="submit"
                disabled={busy}
                className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white disabled:opacity-70"
              >
                {t("booking.manage.move")}
              </button>
            </Form>
          </details>
          <details>
            <summary className="cursor-pointer font-semibold text-red-800 underline">
              {t("booking.manage.cancelSummary")}
            </summary>
            <Form method="post" className="mt-3 space-y-2">
              <input type="hidden" name="intent" value="cancel" />
              <p>{t("booking.manage.cancelText")}</p>
              <button
                type="submit"
                disabled={busy}
                className="min-h-11 rounded-full border-2 border-red-800 px-5 font-semibold text-red-800 disabled:opacity-70"
              >
                {t("booking.manage.cancelConfirm", { reference: booking.reference })}
              </button>
            </Form>
          </details>
        </section>
      ) : (
        !isCancelled && <p className="text-slate-800">{t("booking.manage.noChange", { phone: site.phone })}</p>
      )}

      {booking.updatesOptIn && (
        <section aria-labelledby="updates-heading" className="space-y-2">
          <h2 id="updates-heading" className="text-lg font-semibold">
            {t("booking.manage.updates")}
          </h2>
          <p className="text-slate-800">{t("booking.manage.updatesText")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="stop-updates" />
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded-full border-2 border-slate-500 px-5 font-semibold text-slate-900 disabled:opacity-70"
            >
              {t("booking.manage.updatesStop")}
            </button>
          </Form>
        </section>
      )}

      <p className="text-sm text-slate-700">{t.rich("booking.manage.reports", { link: reportsLink })}</p>

      <section aria-labelledby="access-heading" className="space-y-2">
        <h2 id="access-heading" className="text-lg font-semibold">
          {t("booking.manage.access")}
        </h2>
        {accesses.length === 0 ? (
          <p className="text-slate-800">{t("booking.manage.accessNone")}</p>
        ) : (
          <ul className="space-y-1 text-slate-800">
            {accesses.map((access, i) => (
              <li key={`${access.at}-${i}`}>
                {t("booking.manage.accessLine", {
                  role: access.role,
                  name: access.name,
                  when: access.when,
                  action: access.action,
                  person: access.person ?? t("booking.manage.accessErased"),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
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
