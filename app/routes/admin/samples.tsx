import { data } from "react-router";
import { AdminDayQuerySchema } from "../../../domain/booking.ts";
import { localeOfPath } from "../../../domain/locale.ts";
import { refusalText } from "../../../domain/refusals.ts";
import { containerName } from "../../../domain/sample-containers.ts";
import { ReceiveRequestSchema, type UnlinkedLabel, UnlinkLabelRequestSchema } from "../../../domain/samples.ts";
import { can } from "../../../domain/staff-roles.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { DayPicker } from "../../components/admin/samples/day-picker.tsx";
import { ReceiveForm } from "../../components/admin/samples/receive-form.tsx";
import { VisitSamples } from "../../components/admin/samples/visit-samples.tsx";
import { messagesFor } from "../../i18n/messages.server.ts";
import { useT } from "../../i18n/use-t.ts";
import { requireStaff } from "../../lib/admin.server.ts";
import { formatDay } from "../../lib/booking-format.ts";
import { firstIssueByField, isServiceRefusal } from "../../lib/form-errors.ts";
import type { PageAccess } from "../../lib/page-access.ts";
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
                    <VisitSamples
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

export function ErrorBoundary() {
  return <ManagerLoadError title="Samples" message="Failed to load the day's samples" href="/admin/samples" />;
}
