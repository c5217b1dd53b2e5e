import { Form, Link } from "react-router";
import { type AdminBookingSummary } from "../../../../domain/booking.ts";
import { BOOKING_STATUSES, STATUS_LABELS } from "../../../../domain/booking-rules.ts";
import { CITIES } from "../../../../domain/catalogue.ts";
import { BookingRows } from "./booking-rows.tsx";

/** The list's query as it is in the address bar: what was typed, kept as typed. */
export type ListParams = Record<"q" | "status" | "from" | "to" | "city" | "collectionType", string>;

type Props = {
  params: ListParams;
  /** Messages by field when the address held a filter that is not one. */
  errors: Record<string, string>;
  bookings: AdminBookingSummary[];
  total: number;
  page: number;
  pageSize: number;
};

const field = "mt-1 block h-10 w-full rounded-lg border border-slate-300 px-2 font-normal aria-invalid:border-red-700";

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`filter-${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** Attributes tying a filter input to its label and its error. */
const inputProps = (name: string, errors: Record<string, string>) => ({
  id: `filter-${name}`,
  name,
  "aria-invalid": errors[name] ? true : undefined,
  "aria-describedby": errors[name] ? `filter-${name}-error` : undefined,
});

/**
 * Every booking, filtered and searched. The filters are a GET form, so the query sits in
 * the address: a receptionist can reload it or send it to a colleague.
 */
export function BookingList({ params, errors, bookings, total, page, pageSize }: Props) {
  const pageLink = (to: number) => {
    const query = new URLSearchParams({ view: "list" });
    for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
    query.set("page", String(to));
    return `/admin/bookings?${query}`;
  };
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading" className="sr-only">
        All bookings
      </h2>
      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <input type="hidden" name="view" value="list" />
        <div className="sm:col-span-2 lg:col-span-3">
          <Field name="q" label="Search" error={errors.q}>
            <input
              type="search"
              {...inputProps("q", errors)}
              defaultValue={params.q}
              placeholder="Name (English or Hindi letters), mobile number or reference (LF-…)"
              className={field}
            />
          </Field>
        </div>
        <Field name="status" label="Status" error={errors.status}>
          <select {...inputProps("status", errors)} defaultValue={params.status} className={field}>
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field name="from" label="Slot date from" error={errors.from}>
          <input type="date" {...inputProps("from", errors)} defaultValue={params.from} className={field} />
        </Field>
        <Field name="to" label="Slot date to" error={errors.to}>
          <input type="date" {...inputProps("to", errors)} defaultValue={params.to} className={field} />
        </Field>
        <Field name="city" label="City" error={errors.city}>
          <select {...inputProps("city", errors)} defaultValue={params.city} className={field}>
            <option value="">All cities</option>
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field name="collectionType" label="Collection" error={errors.collectionType}>
          <select {...inputProps("collectionType", errors)} defaultValue={params.collectionType} className={field}>
            <option value="">Home and lab</option>
            <option value="home">Home collection</option>
            <option value="lab">Lab visit</option>
          </select>
        </Field>
        <div className="flex items-end gap-2">
          <button type="submit" className="h-10 rounded-full bg-brand-700 px-5 font-semibold text-white">
            Search
          </button>
          <Link
            to="/admin/bookings?view=list"
            className="flex h-10 items-center rounded-full border border-slate-300 px-4 font-semibold text-slate-800"
          >
            Clear
          </Link>
        </div>
      </Form>

      <p role="status" className="mt-4 text-sm text-slate-700">
        {total === 0
          ? "No bookings match."
          : `Bookings ${first}–${first + bookings.length - 1} of ${total}, by slot date and time`}
      </p>
      {bookings.length > 0 && (
        <div className="mt-3">
          <BookingRows bookings={bookings} showSlot />
        </div>
      )}
      {lastPage > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="font-semibold text-brand-800 underline">
              Previous page
            </Link>
          ) : null}
          <span className="text-sm text-slate-700">
            Page {page} of {lastPage}
          </span>
          {page < lastPage ? (
            <Link to={pageLink(page + 1)} className="font-semibold text-brand-800 underline">
              Next page
            </Link>
          ) : null}
        </nav>
      )}
    </section>
  );
}
