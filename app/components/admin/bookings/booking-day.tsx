import { Form, Link } from "react-router";
import type { AdminDay } from "../../../../domain/booking.ts";
import type { DeskDayPayments } from "../../../../domain/payment.ts";
import { formatPaise, PAYMENT_MODE_LABELS } from "../../../../domain/payment-rules.ts";
import { addDays } from "../../../../domain/slots.ts";
import { useT } from "../../../i18n/use-t.ts";
import { formatDay, staffLine } from "../../../lib/booking-format.ts";
import { BookingRows } from "./booking-rows.tsx";
import { AreaAssignments, type DayCollectors, VisitCollector } from "./collector-assign.tsx";

const dayLink = (date: string) => `/admin/bookings?date=${date}`;
const navButton =
  "rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700";

/** The receptionist's day: a date to choose, then every window with its places and bookings. */
export function BookingDay({
  day,
  payments,
  today,
  dateError,
  collectors,
  failedMessages = [],
}: {
  day: AdminDay;
  /** The bookings with a failed message the desk has not sent by hand (issue 36). */
  failedMessages?: string[];
  /** Who each home visit is assigned to, with the forms to change it; absent, the day shows no collectors. */
  collectors?: DayCollectors;
  /** The day's takings, the money for its visits and each visit's payment state; absent, the day shows no money. */
  payments?: DeskDayPayments;
  today: string;
  dateError?: string | null;
}) {
  const paymentOf = payments ? (id: string) => payments.visits.find((visit) => visit.bookingId === id) : undefined;
  const used = (kind: "home" | "lab") => day.slots.reduce((sum, slot) => sum + slot[kind].booked, 0);
  const places = (kind: "home" | "lab") => day.slots.reduce((sum, slot) => sum + slot[kind].capacity, 0);
  return (
    <section aria-labelledby="day-heading">
      <div className="flex flex-wrap items-end gap-2">
        <nav aria-label="Choose a day" className="flex flex-wrap gap-2">
          <Link to={dayLink(addDays(day.date, -1))} className={navButton}>
            <span aria-hidden="true">← </span>Previous day
          </Link>
          <Link to={dayLink(today)} className={navButton} aria-current={day.date === today ? "date" : undefined}>
            Today
          </Link>
          <Link to={dayLink(addDays(day.date, 1))} className={navButton}>
            Next day<span aria-hidden="true"> →</span>
          </Link>
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="day-date" className="block text-sm font-medium text-slate-800">
              Date
            </label>
            {/* Keyed by the day shown: "Next day" is a client navigation that keeps this input
                mounted, and an uncontrolled input would keep showing the day it started with. */}
            <input
              key={day.date}
              id="day-date"
              type="date"
              name="date"
              defaultValue={day.date}
              required
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? "day-date-error" : undefined}
              className="mt-1 block h-10 rounded-lg border border-slate-300 px-2 aria-invalid:border-red-700"
            />
          </div>
          <button type="submit" className={navButton}>
            Show
          </button>
          {dateError && (
            <p id="day-date-error" className="w-full text-sm text-red-800">
              {dateError}
            </p>
          )}
        </Form>
      </div>

      <h2 id="day-heading" className="mt-6 text-xl font-bold text-slate-900">
        {formatDay(day.date, "long")}
        {day.date === today && <span className="ml-2 text-base font-medium text-slate-700">(today)</span>}
      </h2>
      <p className="text-sm text-slate-700">
        Home collections: {used("home")} of {places("home")} places used; lab visits: {used("lab")} of {places("lab")};
        across {day.slots.length} windows
      </p>
      {!day.isOpen && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          The lab does not collect samples on this day of the week (Settings). Bookings made before that changed are
          still shown.
        </p>
      )}

      {payments && <Takings payments={payments} isToday={day.date === today} />}

      {collectors && (
        <AreaAssignments date={day.date} visits={day.slots.flatMap((slot) => slot.bookings)} day={collectors} />
      )}

      <ol className="mt-4 grid gap-6">
        {day.slots.map((slot) => (
          <li key={slot.window} aria-labelledby={`slot-${slot.window}`}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-slate-200 pb-2">
              <h3 id={`slot-${slot.window}`} className="font-mono text-lg font-semibold text-slate-900">
                {slot.window}
              </h3>
              <WindowPlaces label="Home collections" places={slot.home} />
              <WindowPlaces label="Lab visits" places={slot.lab} />
            </div>
            {slot.bookings.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No bookings in this window.</p>
            ) : (
              <div className="mt-3">
                <BookingRows
                  bookings={slot.bookings}
                  paymentOf={paymentOf}
                  hasFailedMessage={(id) => failedMessages.includes(id)}
                  collectorOf={collectors && ((b) => <VisitCollector booking={b} day={collectors} />)}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A window's places of one kind: used of capacity, and how many are left or that it is full. */
function WindowPlaces({ label, places }: { label: string; places: AdminDay["slots"][number]["home"] }) {
  const left = Math.max(0, places.capacity - places.booked);
  return (
    <p className="text-sm text-slate-700">
      {label}: {places.booked} of {places.capacity} used,{" "}
      {places.isFull ? (
        <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">Full</span>
      ) : (
        <span className="font-medium text-green-800">
          {left} {left === 1 ? "place" : "places"} left
        </span>
      )}
    </p>
  );
}

/**
 * The day's money, as two figures the desk reads apart (issue 32): what went through the desk on
 * this calendar day (India), whatever visit it was for, which is the end-of-day count by mode
 * and staff member; and what was recorded for this day's visits, whenever it was taken, so a
 * visit paid days ahead does not leave its own day at ₹0. Refunds are subtracted from both.
 */
function Takings({ payments: { takings, forVisits }, isToday }: { payments: DeskDayPayments; isToday: boolean }) {
  const t = useT();
  const count = (n: number) => t("desk.day.entries", { count: n });
  const cell = "py-1 pr-3";
  const money = "py-1 text-right font-semibold tabular-nums";
  const figure = "rounded-lg border border-slate-200 p-3";
  return (
    <section aria-labelledby="takings-heading" className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="takings-heading" className="text-lg font-semibold text-slate-900">
        {t("desk.day.takingsHeading")}
      </h3>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        <div className={figure} data-testid="taken-on-day">
          {/* "today" only when it is: on another day the desk would read it as today's drawer. */}
          <dt className="font-medium text-slate-800">
            {isToday ? t("desk.day.takenToday") : t("desk.day.takenOn", { day: formatDay(takings.date) })}
          </dt>
          <dd className="text-slate-700">
            <strong className="text-xl text-slate-900 tabular-nums">{formatPaise(takings.total.paise)}</strong> ·{" "}
            {count(takings.total.count)}
          </dd>
          <dd className="mt-1 text-sm text-slate-700">{t("desk.day.takenHelp")}</dd>
        </div>
        <div className={figure} data-testid="for-day-visits">
          <dt className="font-medium text-slate-800">{t("desk.day.forVisits")}</dt>
          <dd className="text-slate-700">
            <strong className="text-xl text-slate-900 tabular-nums">{formatPaise(forVisits.paise)}</strong> ·{" "}
            {count(forVisits.count)} · {t("desk.day.visits", { count: forVisits.visits })}
          </dd>
          <dd className="mt-1 text-sm text-slate-700">{t("desk.day.forVisitsHelp")}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{t("desk.day.countHelp")}</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <table className="w-full text-sm">
          <caption className="text-left font-medium text-slate-800">{t("desk.day.byMode")}</caption>
          <tbody>
            {takings.byMode.map((row) => (
              <tr key={row.mode} className="border-t border-slate-100">
                <th scope="row" className={`${cell} text-left font-normal`}>
                  {PAYMENT_MODE_LABELS[row.mode]} <span className="text-slate-600">({count(row.count)})</span>
                </th>
                <td className={money}>{formatPaise(row.paise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="text-left font-medium text-slate-800">{t("desk.day.byStaff")}</caption>
          <tbody>
            {takings.byStaff.length === 0 ? (
              <tr className="border-t border-slate-100">
                <td className={`${cell} text-slate-600`}>{t("desk.day.nothingTaken")}</td>
              </tr>
            ) : (
              takings.byStaff.map((row) => (
                <tr key={row.staff} className="border-t border-slate-100">
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    {staffLine(row.staffName)} <span className="text-slate-600">({count(row.count)})</span>
                    {/* What each one hands over: their cash, and the UPI and card they took. */}
                    <span className="block text-xs text-slate-700">
                      {row.byMode
                        .filter((m) => m.count > 0)
                        .map((m) => `${PAYMENT_MODE_LABELS[m.mode]} ${formatPaise(m.paise)}`)
                        .join(" · ")}
                    </span>
                  </th>
                  <td className={`${money} align-top`}>{formatPaise(row.paise)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
