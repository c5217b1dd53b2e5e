import { data, Link, redirect } from "react-router";
import { AdminBookingListQuerySchema, AdminDayQuerySchema } from "../../../domain/booking.ts";
import { AssignAreaRequestSchema, AssignRequestSchema } from "../../../domain/collect.ts";
import { can } from "../../../domain/staff-roles.ts";
import { isServiceRefusal } from "../../lib/form-errors.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { BookingDay } from "../../components/admin/bookings/booking-day.tsx";
import { BookingList, type ListParams } from "../../components/admin/bookings/booking-list.tsx";
import { firstIssueByField } from "../../lib/form-errors.ts";
import { ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { localeOfPath } from "../../../domain/locale.ts";
import type { Route } from "./+types/bookings";

export const access: PageAccess = "read-bookings";

export function meta() {
  return [{ title: "Bookings" }, { name: "robots", content: "noindex" }];
}

const LIST_PARAMS = ["q", "status", "from", "to", "city", "collectionType"] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  const { bookingDesk } = context.services;
  const search = url.searchParams;
  const today = bookingDesk.today();

  if (search.get("view") === "list") {
    const params = Object.fromEntries(LIST_PARAMS.map((name) => [name, search.get(name) ?? ""])) as ListParams;
    const parsed = AdminBookingListQuerySchema.safeParse({ ...params, page: search.get("page") ?? "" });
    // A filter that is not one is said beside its field; the list then shows every booking.
    const errors = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    const list = await bookingDesk.listForAdmin(parsed.success ? parsed.data : {}, admin);
    return { admin, today, view: "list" as const, list: { ...list, params, errors } };
  }

  const parsed = AdminDayQuerySchema.safeParse({ date: search.get("date") ?? "" });
  const day = await bookingDesk.dayForAdmin(parsed.success ? parsed.data.date : undefined, admin);
  const homeVisits = day.slots.flatMap((slot) => slot.bookings.filter((b) => b.collectionType === "home"));
  return {
    // Only staff who may assign see the forms (the collectors' names with them).
    collectors: can(admin, "manage-bookings")
      ? await context.services.assignments.dayAssignments(
          homeVisits.map((b) => b.id),
          admin,
        )
      : undefined,
    admin,
    today,
    view: "day" as const,
    day,
    payments: await context.services.payments.dayForDesk(day.date, admin),
    failedMessages: [
      ...(await context.services.outbox.withFailed(day.slots.flatMap((slot) => slot.bookings.map((b) => b.id)))),
    ],
    messages: messagesFor(localeOfPath(url.pathname), "desk"),
    dateError: parsed.success ? null : "That is not a date: showing today",
  };
}

/**
 * The day view's collector forms (issue 35): assign or reassign a visit, unassign it, or assign a
 * pincode's visits of the day at once. A refusal comes back beside the form it is of.
 */
export async function action({ url, request, context }: Route.ActionArgs) {
  // The page's access lets the desk in; assigning asks manage-bookings again in the service (a refusal beside the form).
  const admin = await requireStaff(url, context, access);
  const { assignments } = context.services;
  const form = Object.fromEntries(
    [...(await request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const formKey = form.intent === "assign-area" ? `area:${form.pincode ?? ""}` : `visit:${form.bookingId ?? ""}`;
  const refused = (message: string, status: number) => data({ assignError: { form: formKey, message } }, { status });
  try {
    if (form.intent === "assign-area") {
      const parsed = AssignAreaRequestSchema.safeParse({ ...form, scope: form.scope === "all" ? "all" : "unassigned" });
      if (!parsed.success) return refused(Object.values(firstIssueByField(parsed.error.issues))[0], 400);
      await assignments.assignArea(parsed.data, admin);
    } else if (form.intent === "assign") {
      const parsed = AssignRequestSchema.safeParse(form);
      if (!parsed.success) return refused(Object.values(firstIssueByField(parsed.error.issues))[0], 400);
      await assignments.assign(form.bookingId ?? "", parsed.data.collectorId, admin);
    } else if (form.intent === "unassign") {
      await assignments.unassign(form.bookingId ?? "", admin);
    } else {
      return refused("Choose what to do", 400);
    }
  } catch (error) {
    if (!isServiceRefusal(error)) throw error;
    return refused(error.message, error.statusCode);
  }
  return redirect(`${url.pathname}${url.search}`);
}

const tab = (isCurrent: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${isCurrent ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:border-brand-700"}`;

export default function Bookings({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, today, view } = loaderData;
  return (
    <AdminShell admin={admin}>
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-bold">Bookings</h1>
        <p className="mt-1 text-slate-700">
          The day's collections slot by slot, and every booking to search. Open a booking to change its status,
          reschedule it or answer a data request.
        </p>
        <nav aria-label="Bookings views" className="mt-4 flex gap-2">
          <Link to="/admin/bookings" className={tab(view === "day")} aria-current={view === "day" ? "page" : undefined}>
            Day
          </Link>
          <Link
            to="/admin/bookings?view=list"
            className={tab(view === "list")}
            aria-current={view === "list" ? "page" : undefined}
          >
            List and search
          </Link>
        </nav>
        <div className="mt-6">
          {loaderData.view === "list" ? (
            <BookingList {...loaderData.list} />
          ) : (
            <BookingDay
              day={loaderData.day}
              payments={loaderData.payments}
              today={today}
              dateError={loaderData.dateError}
              failedMessages={loaderData.failedMessages}
              collectors={loaderData.collectors && { ...loaderData.collectors, error: actionData?.assignError ?? null }}
            />
          )}
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Bookings" message="Failed to load bookings" href="/admin/bookings" />;
}
