import { Form, Link } from "react-router";
import { FilterField, filterInputClass, filterInputProps } from "../../components/admin/filter-field.tsx";
import { AccessLogPageQuerySchema, type OwnerAccessRow, type StaffInLog } from "../../../domain/access-log.ts";
import { can, isRole, roleName } from "../../../domain/staff-roles.ts";
import { AdminShell, formatIstTime } from "../../components/admin/admin-shell.tsx";
import { ManagerLoadError } from "../../components/admin/manager-parts.tsx";
import { requireStaff } from "../../lib/admin.server.ts";
import { describeEvent } from "../../lib/booking-format.ts";
import { firstIssueByField } from "../../lib/form-errors.ts";
import type { PageAccess } from "../../lib/page-access.ts";
import type { Route } from "./+types/access-log";

export const access: PageAccess = "read-access-log";

export function meta() {
  return [{ title: "Access log" }, { name: "robots", content: "noindex" }];
}

const FILTERS = ["staff", "reference", "day"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export async function loader({ url, context }: Route.LoaderArgs) {
  const admin = await requireStaff(url, context, access);
  const { accessLog } = context.services;
  const search = url.searchParams;
  // What was typed stays in the form as typed; the words beside a field say what is wrong with it.
  const filters = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ""])) as Filters;
  const parsed = AccessLogPageQuerySchema.safeParse({
    ...filters,
    before: search.get("before") ?? "",
    after: search.get("after") ?? "",
  });
  const errors = parsed.success ? {} : firstIssueByField(parsed.error.issues);
  // A filter that is not one shows no rows rather than the whole log: the owner asked for less.
  const [page, staff] = await Promise.all([
    parsed.success ? accessLog.pageForOwner(parsed.data, admin) : { rows: [], older: null, newer: null },
    accessLog.staffForOwner(admin),
  ]);
  return {
    admin,
    filters,
    errors,
    staff,
    page,
    // The filters as the log was read: the CSV and the pages carry them, never a bad one.
    applied: parsed.success
      ? Object.fromEntries(FILTERS.flatMap((name) => (parsed.data[name] ? [[name, parsed.data[name]]] : [])))
      : null,
    mayOpenBookings: can(admin, "read-bookings"),
  };
}

const roleWords = (role: string | null) => (role && isRole(role) ? roleName("en", role) : "role not recorded");

/** Who in words: a staff member by name and role, else how the patient's data was reached. */
function Who({ row }: { row: OwnerAccessRow }) {
  if (row.staff)
    return (
      <>
        <span className="font-medium text-slate-900">{row.staff.name}</span>{" "}
        <span className="text-slate-700">({roleWords(row.staff.role)})</span>
      </>
    );
  if (row.actorKind === "patient") return <span>The patient</span>;
  if (row.actorKind === "share-link") return <span>Someone with the report's share link</span>;
  return <span>Someone with the receipt link</span>;
}

/** What in words: the booking page's own words for each access (app/lib/booking-format.ts). */
const whatOf = (row: OwnerAccessRow) =>
  describeEvent({
    at: row.at,
    actor:
      row.actorKind === "staff" ? `admin:${row.staff?.username}` : row.actorKind === "patient" ? "patient" : "link",
    what: row.action,
    details: row.personPosition === null ? null : { person: row.personPosition },
  });

const cell = "px-3 py-1 align-top max-md:gap-2 md:py-2";
/** The column's name before each value on a phone, where the rows are cards and the header is hidden. */
const CardLabel = ({ children }: { children: string }) => (
  <span className="w-20 shrink-0 pt-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase md:hidden">
    {children}
  </span>
);

export default function AccessLog({ loaderData }: Route.ComponentProps) {
  const { admin, filters, errors, staff, page, applied, mayOpenBookings } = loaderData;
  const withFilters = (extra: Record<string, string>) =>
    new URLSearchParams({ ...(applied ?? {}), ...extra }).toString();
  const pageLink = (cursor: Record<string, string>) => `/admin/access-log?${withFilters(cursor)}`;
  const csv = `/api/admin/access-log.csv${applied && Object.keys(applied).length > 0 ? `?${withFilters({})}` : ""}`;
  const listed = staff.some((s: StaffInLog) => s.username === filters.staff);
  return (
    <AdminShell admin={admin}>
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-bold">Access log</h1>
        <p className="mt-1 text-slate-700">
          Every time someone saw, downloaded, exported, sent or erased a patient's data, newest first. Times are India
          Standard Time. The log holds no names of patients: a person is their place in the visit.
        </p>

        <Form
          method="get"
          aria-label="Filter the log"
          className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <FilterField name="staff" label="Staff member" hint="As the log names them" error={errors.staff}>
            <select
              {...filterInputProps("staff", errors, true)}
              defaultValue={filters.staff}
              className={filterInputClass}
            >
              <option value="">Everyone</option>
              {staff.map((s: StaffInLog) => (
                <option key={s.username} value={s.username}>
                  {s.name} ({roleWords(s.role)})
                </option>
              ))}
              {/* A username the log does not name (typed into the address) stays chosen. Preact reads a
                  select's default among its children's props: no "" or false child may sit there. */}
              {filters.staff !== "" && !listed ? <option value={filters.staff}>{filters.staff}</option> : null}
            </select>
          </FilterField>
          <FilterField name="reference" label="Booking reference" hint="Like LF-7Q2K9" error={errors.reference}>
            <input
              type="text"
              {...filterInputProps("reference", errors, true)}
              defaultValue={filters.reference}
              autoComplete="off"
              spellCheck={false}
              className={`${filterInputClass} uppercase`}
            />
          </FilterField>
          <FilterField name="day" label="Day" hint="In India" error={errors.day}>
            <input
              type="date"
              {...filterInputProps("day", errors, true)}
              defaultValue={filters.day}
              className={filterInputClass}
            />
          </FilterField>
          <div className="flex flex-wrap items-end gap-2">
            <button type="submit" className="h-10 rounded-full bg-brand-700 px-5 font-semibold text-white">
              Filter
            </button>
            <Link
              to="/admin/access-log"
              className="flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-slate-800"
            >
              Clear
            </Link>
          </div>
        </Form>

        {(errors.before || errors.after) && (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {errors.before ?? errors.after}{" "}
            <Link to={pageLink({})} className="font-semibold underline">
              Go to the newest
            </Link>
          </p>
        )}

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {page.rows.length === 0
              ? applied
                ? "Nothing in the log matches."
                : "Correct the filter to read the log."
              : `${page.rows.length === 1 ? "1 access" : `${page.rows.length} accesses`} on this page, newest first`}
          </p>
          {applied && (
            <a
              href={csv}
              download
              className="inline-flex h-10 items-center rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-800"
            >
              Download CSV
            </a>
          )}
        </div>

        {page.rows.length > 0 && (
          <div className="mt-3 rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <caption className="sr-only">Accesses to patients' data, newest first</caption>
              <thead className="border-b border-slate-200 text-left text-slate-700 max-md:sr-only">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Who
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    What
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Booking
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Person
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row: OwnerAccessRow) => (
                  <tr key={row.id} className="border-b border-slate-100 last:border-b-0 max-md:block max-md:py-2">
                    <td className={`${cell} whitespace-nowrap text-slate-700 max-md:flex`}>
                      <CardLabel>When</CardLabel>
                      <time dateTime={row.at}>{formatIstTime(row.at)}</time>
                    </td>
                    <td className={`${cell} max-md:flex`}>
                      <CardLabel>Who</CardLabel>
                      <span>
                        <Who row={row} />
                      </span>
                    </td>
                    <td className={`${cell} text-slate-900 max-md:flex`}>
                      <CardLabel>What</CardLabel>
                      {whatOf(row)}
                    </td>
                    <td className={`${cell} whitespace-nowrap max-md:flex`}>
                      <CardLabel>Booking</CardLabel>
                      {row.reference === null ? (
                        "—"
                      ) : mayOpenBookings && row.bookingId ? (
                        <Link
                          to={`/admin/bookings/${row.bookingId}`}
                          className="font-semibold text-brand-800 underline"
                        >
                          {row.reference}
                        </Link>
                      ) : (
                        row.reference
                      )}
                    </td>
                    <td className={`${cell} whitespace-nowrap max-md:flex`}>
                      <CardLabel>Person</CardLabel>
                      {row.personPosition === null ? "—" : `Person ${row.personPosition}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {(page.newer || page.older) && (
          <nav aria-label="Pages of the log" className="mt-4 flex gap-4">
            {page.newer && (
              <Link to={pageLink({ after: page.newer })} className="font-semibold text-brand-800 underline">
                Newer
              </Link>
            )}
            {page.older && (
              <Link to={pageLink({ before: page.older })} className="font-semibold text-brand-800 underline">
                Older
              </Link>
            )}
          </nav>
        )}
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <ManagerLoadError title="Access log" message="Failed to load the access log" href="/admin/access-log" />;
}
