import { Form, Link } from "react-router";
import { FilterField, filterInputClass, filterInputProps } from "../filter-field.tsx";
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
          <FilterField name="q" label="Search" error={errors.q}>
            <input
              type="search"
              {...filterInputProps("q", errors)}
              defaultValue={params.q}
              placeholder="Name (English or Hindi letters), mobile number or reference (LF-…)"
              className={filterInputClass}
            />
          </FilterField>
        </div>
        <FilterField name="status" label="Status" error={errors.status}>
          <select {...filterInputProps("status", errors)} defaultValue={params.status} className={filterInputClass}>
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField name="from" label="Slot date from" error={errors.from}>
          <input
            type="date"
            {...filterInputProps("from", errors)}
            defaultValue={params.from}
            className={filterInputClass}
          />
        </FilterField>
        <FilterField name="to" label="Slot date to" error={errors.to}>
          <input
            type="date"
            {...filterInputProps("to", errors)}
            defaultValue={params.to}
            className={filterInputClass}
          />
        </FilterField>
        <FilterField name="city" label="City" error={errors.city}>
          <select {...filterInputProps("city", errors)} defaultValue={params.city} className={filterInputClass}>
            <option value="">All cities</option>
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField name="collectionType" label="Collection" error={errors.collectionType}>
          <select
            {...filterInputProps("collectionType", errors)}
            defaultValue={params.collectionType}
            className={filterInputClass}
          >
            <option value="">Home and lab</option>
            <option value="home">Home collection</option>
            <option value="lab">Lab visit</option>
          </select>
        </FilterField>
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
