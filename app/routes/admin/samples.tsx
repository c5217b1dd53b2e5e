import { useState } from "react";
import { data, Form, Link, useRevalidator } from "react-router";
import { AdminDayQuerySchema } from "../../../domain/booking.ts";
import { localeOfPath } from "../../../domain/locale.ts";
import { refusalText } from "../../../domain/refusals.ts";
import { containerName } from "../../../domain/sample-containers.ts";
import type { ArrivalState } from "../../../domain/sample-labels.ts";
import {
  type ReceivedTube,
  ReceiveRequestSchema,
  type ReportState,
  type SamplePerson,
  type SampleVisit,
  type TubeArrival,
  type UnlinkedLabel,
  UnlinkLabelRequestSchema,
} from "../../../domain/samples.ts";
import { addDays } from "../../../domain/slots.ts";
import { can } from "../../../domain/staff-roles.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { BookingReports } from "../../components/admin/bookings/booking-reports.tsx";
import { StatusBadge } from "../../components/admin/bookings/status-badge.tsx";
import { ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { PersonTubeList } from "../../components/admin/tube-list.tsx";
import { messagesFor } from "../../i18n/messages.server.ts";
import { useT } from "../../i18n/use-t.ts";
import { requireStaff } from "../../lib/admin.server.ts";
import { formatDay } from "../../lib/booking-format.ts";
import { firstIssueByField, isServiceRefusal } from "../../lib/form-errors.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { Route } from "./+types/samples";

export const access: PageAccess = "read-samples";

export function meta() {
  return [{ title: "Samples" }, { name: "robots", content: "noindex" }];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  const { samples } = context.services;
  // A date that is not one shows today, and says so beside the date field.
  const parsed = AdminDayQuerySchema.safeParse({ date: url.searchParams.get("date") ?? "" });
  return {
    admin,
    today: samples.today(),
    day: await samples.dayOfSamples(parsed.success ? parsed.data.date : undefined, admin),
    isDateWrong: !parsed.success,
    // Only a role that attaches reports is offered the upload (no button that ends in 403).
    mayAttach: can(admin, "attach-reports"),
    // The desk may open the booking itself; the lab may not (read-bookings).
    mayOpenBooking: can(admin, "read-bookings"),
    // The lab and the desk scan tubes in as they arrive (issue 35, "Sample labels").
    mayReceive: can(admin, "receive-samples"),
    messages: messagesFor(localeOfPath(url.pathname), "samples", "desk", "tubes"),
  };
}

/**
 * A tube arrived: its label, scanned (a scanner types it and presses Enter) or typed. The answer
 * says whose tube it was, or the refusal in words beside the field; the day is read again.
 */
export async function action({ url, request, context }: Route.ActionArgs) {
  const admin = await requireStaff(url, context, access);
  const locale = localeOfPath(url.pathname);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "unlink") return unlinkAction(form, admin, locale, context);
  const parsed = ReceiveRequestSchema.safeParse(form);
  if (!parsed.success)
    return data({ received: null, error: Object.values(firstIssueByField(parsed.error.issues, locale))[0] }, 400);
  try {
    return { received: await context.services.samples.receive(parsed.data.label, admin), error: null };
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    return data({ received: null, error: refusalText(locale, error.code, error.values) }, error.statusCode);
  }
}

/** What the unlink form gets back: the label taken off, or the words of its refusal beside that tube's form. */
type UnlinkAnswer = { unlinked: UnlinkedLabel | null; unlinkError: { label: string; message: string } | null };

/** A wrong label taken off its tube, with a reason (the lab and the desk: receive-samples). */
async function unlinkAction(
  form: Record<string, FormDataEntryValue>,
  admin: Awaited<ReturnType<typeof requireStaff>>,
  locale: ReturnType<typeof localeOfPath>,
  context: Route.ActionArgs["context"],
) {
  const label = typeof form.label === "string" ? form.label : "";
  const refused = (message: string, status: number) =>
    data({ unlinked: null, unlinkError: { label, message } } satisfies UnlinkAnswer, status);
  const parsed = UnlinkLabelRequestSchema.safeParse(form);
  if (!parsed.success) return refused(Object.values(firstIssueByField(parsed.error.issues, locale))[0]!, 400);
  try {
    const unlinked = await context.services.samples.unlink(parsed.data, admin);
    return { unlinked, unlinkError: null } satisfies UnlinkAnswer;
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    return refused(refusalText(locale, error.code, error.values), error.statusCode);
  }
}

/** "09:12" in the lab's time zone: when a tube arrived. */
const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-IN", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Asia/Kolkata",
  });

const dayLink = (date: string) => `/admin/samples?date=${date}`;
const navButton =
  "rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700";

export default function Samples({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, today, day, isDateWrong } = loaderData;
  const t = useT();
  const visits = day.slots.flatMap((slot) => slot.visits);
  const people = visits.reduce((sum, visit) => sum + visit.people.length, 0);
  return (
    <AdminShell admin={admin}>
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-bold">{t("samples.title")}</h1>
        <p className="mt-1 text-slate-700">{t("samples.intro")}</p>
        <DayPicker date={day.date} today={today} isDateWrong={isDateWrong} />
        {loaderData.mayReceive && (
          <ReceiveForm
            received={(actionData && "received" in actionData && actionData.received) || null}
            error={(actionData && "error" in actionData && actionData.error) || null}
          />
        )}
        {actionData && "unlinked" in actionData && actionData.unlinked && (
          <p
            role="status"
            className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900"
          >
            {t("samples.unlink.done", {
              label: actionData.unlinked.label,
              tube: t("samples.arrivals.tube", {
                name: containerName(actionData.unlinked.kind, t.locale),
                number: actionData.unlinked.tubeNo,
              }),
              reference: actionData.unlinked.reference,
              position: actionData.unlinked.position,
            })}
          </p>
        )}
        <h2 id="samples-day" className="mt-6 text-xl font-bold text-slate-900">
          {formatDay(day.date, "long")}
          {day.date === today && (
            <span className="ml-2 text-base font-medium text-slate-700">{t("samples.day.isToday")}</span>
          )}
        </h2>
        <p className="text-sm text-slate-700">{t("samples.day.count", { people, visits: visits.length })}</p>
        {day.slots.length === 0 ? (
          <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
            {t("samples.day.empty")}
          </p>
        ) : (
          <ol className="mt-4 grid gap-6" aria-labelledby="samples-day">
            {day.slots.map((slot) => (
              <li key={slot.window} aria-labelledby={`slot-${slot.window}`}>
                <h3
                  id={`slot-${slot.window}`}
                  className="border-b border-slate-200 pb-2 font-mono text-lg font-semibold text-slate-900"
                >
                  {slot.window}
                </h3>
                <ul className="mt-3 grid gap-3">
                  {slot.visits.map((visit) => (
                    <Visit
                      key={visit.bookingId}
                      visit={visit}
                      mayAttach={loaderData.mayAttach}
                      mayOpenBooking={loaderData.mayOpenBooking}
                      unlink={
                        loaderData.mayReceive
                          ? { error: (actionData && "unlinkError" in actionData && actionData.unlinkError) || null }
                          : null
                      }
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </AdminShell>
  );
}

/** The day to show: the day before or after, today, or any date (a GET form, so it works without JavaScript). */
function DayPicker({ date, today, isDateWrong }: { date: string; today: string; isDateWrong: boolean }) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      <nav aria-label={t("samples.day.nav")} className="flex flex-wrap gap-2">
        <Link to={dayLink(addDays(date, -1))} className={navButton}>
          <span aria-hidden="true">← </span>
          {t("samples.day.previous")}
        </Link>
        <Link to={dayLink(today)} className={navButton} aria-current={date === today ? "date" : undefined}>
          {t("samples.day.today")}
        </Link>
        <Link to={dayLink(addDays(date, 1))} className={navButton}>
          {t("samples.day.next")}
          <span aria-hidden="true"> →</span>
        </Link>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="samples-date" className="block text-sm font-medium text-slate-800">
            {t("samples.day.date")}
          </label>
          {/* Keyed by the day shown: "Next day" keeps this input mounted, and an uncontrolled input would keep its first day. */}
          <input
            key={date}
            id="samples-date"
            type="date"
            name="date"
            defaultValue={date}
            required
            aria-invalid={isDateWrong ? true : undefined}
            aria-describedby={isDateWrong ? "samples-date-error" : undefined}
            className="mt-1 block h-10 rounded-lg border border-slate-300 px-2 aria-invalid:border-red-700"
          />
        </div>
        <button type="submit" className={navButton}>
          {t("samples.day.show")}
        </button>
        {isDateWrong && (
          <p id="samples-date-error" role="alert" className="w-full text-sm text-red-800">
            {t("samples.day.notADate")}
          </p>
        )}
      </Form>
    </div>
  );
}

const REPORT_TONES: Record<ReportState, string> = {
  none: "bg-slate-100 text-slate-800 ring-slate-300",
  attached: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  withdrawn: "bg-red-50 text-red-900 ring-red-300",
};

/** One visit: its reference, where, its sample status, each person with their tests and report; the reports panel for the lab. */
/** Whether this staff member may take labels off tubes here, and the last refusal of it (by label). */
type UnlinkOffer = { error: { label: string; message: string } | null } | null;

function Visit({
  visit,
  mayAttach,
  mayOpenBooking,
  unlink,
}: {
  visit: SampleVisit;
  mayAttach: boolean;
  mayOpenBooking: boolean;
  unlink: UnlinkOffer;
}) {
  const t = useT();
  const headingId = `visit-${visit.bookingId}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 id={headingId} className="font-mono font-semibold">
          {mayOpenBooking ? (
            <Link to={`/admin/bookings/${visit.bookingId}`} className="text-brand-800 underline underline-offset-2">
              {visit.reference}
            </Link>
          ) : (
            visit.reference
          )}
        </h4>
        <span className="text-sm text-slate-700">
          {visit.collectionType === "home" ? t("samples.visit.home") : t("samples.visit.lab")}
        </span>
        <span className="text-sm text-slate-700">
          <span className="sr-only">{t("samples.visit.status")}: </span>
          <StatusBadge status={visit.status} />
        </span>
      </div>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {visit.people.map((person) => (
          <Person key={person.id} person={person} unlink={unlink} />
        ))}
      </ul>
      {mayAttach && <ReportsPanel visit={visit} />}
    </li>
  );
}

function Person({ person, unlink }: { person: SamplePerson; unlink: UnlinkOffer }) {
  const t = useT();
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <p>
        <span className="font-semibold text-slate-900">{person.name}</span>
        <span className="text-sm text-slate-700">
          {" · "}
          {t("samples.person.ageGender", { age: person.age, gender: person.gender })}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-800">
        <span className="font-medium">{t("samples.person.tests")}: </span>
        {person.tests.map((test, i) => (
          <span key={`${test.kind}:${test.code}`}>
            {i > 0 && ", "}
            <code className="rounded bg-white px-1 text-xs text-slate-700 ring-1 ring-slate-200">{test.code}</code>{" "}
            {test.name}
          </span>
        ))}
      </p>
      <div className="mt-2">
        <p className="text-sm font-medium text-slate-800">{t("tubes.list.expected")}</p>
        <PersonTubeList tubes={person.expectedTubes} />
      </div>
      <Arrivals arrivals={person.arrivals} unlink={unlink} />
      <p className="mt-2 text-sm">
        <span className="sr-only">{t("samples.person.report")}: </span>
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${REPORT_TONES[person.reportState]}`}
        >
          {t(`samples.report.${person.reportState}`)}
        </span>
      </p>
    </li>
  );
}

/** The label scanned or typed as a tube arrives; what it was, or why not, right below. */
function ReceiveForm({ received, error }: { received: ReceivedTube | null; error: string | null }) {
  const t = useT();
  const tube = received
    ? t("samples.arrivals.tube", { name: containerName(received.kind, t.locale), number: received.tubeNo })
    : "";
  return (
    <section aria-labelledby="receive-heading" className="mt-4 rounded-xl border border-slate-300 bg-white p-4">
      <h2 id="receive-heading" className="text-lg font-bold text-slate-900">
        {t("samples.receive.heading")}
      </h2>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <label htmlFor="receive-label" className="block text-sm font-medium text-slate-800">
            {t("samples.receive.label")}
          </label>
          {/* A new field after each tube taken in, focused: a scanner scans one tube after another. */}
          <input
            key={received ? `${received.label}-${received.receivedAt}` : "first"}
            autoFocus={received !== null}
            id="receive-label"
            name="label"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={`receive-hint${error ? " receive-error" : ""}`}
            className="mt-1 block h-10 w-full rounded-lg border border-slate-300 px-2 font-mono uppercase aria-invalid:border-red-700"
          />
        </div>
        <button type="submit" className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white">
          {t("samples.receive.send")}
        </button>
        <p id="receive-hint" className="w-full text-sm text-slate-700">
          {t("samples.receive.hint")}
        </p>
        {error && (
          <p id="receive-error" role="alert" className="w-full text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        {received && (
          <p role="status" className="w-full text-sm font-semibold text-emerald-900">
            {t(received.isNew ? "samples.receive.done" : "samples.receive.again", {
              tube,
              name: received.personName,
              reference: received.reference,
              label: received.label,
              time: timeOf(received.receivedAt),
            })}
          </p>
        )}
      </Form>
    </section>
  );
}

const ARRIVAL_MARKS: Record<ArrivalState, string> = { arrived: "✓", labelled: "…", "no-label": "–" };

/** Each expected tube of a person: arrived (when, which label), labelled but not arrived, or no label yet: in words. */
function Arrivals({ arrivals, unlink }: { arrivals: TubeArrival[]; unlink: UnlinkOffer }) {
  const t = useT();
  if (arrivals.length === 0) return null;
  const arrived = arrivals.filter((a) => a.state === "arrived").length;
  return (
    <div className="mt-2">
      <p className="text-sm font-medium text-slate-800">
        {t("samples.arrivals.heading")} · {t("samples.arrivals.count", { arrived, count: arrivals.length })}
      </p>
      <ul className="grid gap-1 text-sm">
        {arrivals.map((a) => (
          <li key={`${a.kind}-${a.tubeNo}`} data-arrival={a.state} className="flex gap-2">
            <span aria-hidden="true" className="w-3 font-bold">
              {ARRIVAL_MARKS[a.state]}
            </span>
            <span>
              <span className="font-medium">
                {t("samples.arrivals.tube", { name: containerName(a.kind, t.locale), number: a.tubeNo })}
              </span>
              {": "}
              {a.state === "arrived"
                ? t("samples.arrivals.arrived", { time: timeOf(a.receivedAt!), label: a.label! })
                : a.state === "labelled"
                  ? t("samples.arrivals.labelled", { label: a.label! })
                  : t("samples.arrivals.no-label")}
              {unlink && a.state === "labelled" && a.label && (
                <UnlinkForm
                  label={a.label}
                  tube={t("samples.arrivals.tube", { name: containerName(a.kind, t.locale), number: a.tubeNo })}
                  error={unlink.error?.label === a.label ? unlink.error.message : null}
                />
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Take label off": a wrong label comes off a tube that has not reached the lab, with a reason
 * (kept in the booking's history). A plain form: it works without JavaScript. Refused, it opens
 * again with the words beside its reason.
 */
function UnlinkForm({ label, tube, error }: { label: string; tube: string; error: string | null }) {
  const t = useT();
  const id = `unlink-${label}`;
  return (
    <details className="mt-1" open={error !== null}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t("samples.unlink.open", { label })}
      </summary>
      <Form method="post" className="mt-1 grid gap-1 rounded-lg border border-slate-300 bg-white p-2">
        <input type="hidden" name="intent" value="unlink" />
        <input type="hidden" name="label" value={label} />
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-800">
          {t("samples.unlink.reason", { label, tube })}
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          required
          maxLength={300}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="h-10 rounded-lg border border-slate-300 px-2 aria-invalid:border-red-700"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {t("samples.unlink.hint")}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="h-10 justify-self-start rounded-lg border border-red-800 px-3 text-sm font-semibold text-red-800"
        >
          {t("samples.unlink.send")}
        </button>
      </Form>
    </details>
  );
}

/**
 * The booking page's own reports control (BookingReports: upload, check, attach, withdraw),
 * without its sending (the lab has no mobile), opened per visit so a day of many visits reads
 * no reports it does not show. A report attached or withdrawn reads the day again, so each
 * person's report and the visit's status show what the server now holds.
 */
function ReportsPanel({ visit }: { visit: SampleVisit }) {
  const t = useT();
  const isHydrated = useHydrated();
  const revalidator = useRevalidator();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details className="mt-3" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-800 underline underline-offset-2">
        {t("samples.reports.open", { reference: visit.reference })}
      </summary>
      {!isHydrated ? (
        <p className="mt-2 text-sm text-slate-700">{t("samples.reports.needsScript")}</p>
      ) : (
        isOpen && (
          <div className="mt-2">
            <BookingReports
              bookingId={visit.bookingId}
              people={visit.people.map((person) => ({ ...person, isErased: false }))}
              onEntry={() => void revalidator.revalidate()}
            />
          </div>
        )
      )}
    </details>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Samples" message="Failed to load the day's samples" href="/admin/samples" />;
}
