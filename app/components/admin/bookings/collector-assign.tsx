import { Form } from "react-router";
import type { AdminBookingSummary } from "../../../../domain/booking.ts";
import { OPEN_STATUSES } from "../../../../domain/booking-rules.ts";
import type { CollectorOption } from "../../../../domain/collect.ts";

/** Who the day's home visits are assigned to, and the refusal of the last assignment tried (beside its form). */
export type DayCollectors = {
  collectors: CollectorOption[];
  assignedTo: Record<string, string>;
  /** The form the refusal is of ("visit:<bookingId>" or "area:<pincode>") and its words. */
  error?: { form: string; message: string } | null;
};

const button =
  "min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-700";
const select = "min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm";

function CollectorSelect({ id, collectors, current }: { id: string; collectors: CollectorOption[]; current?: string }) {
  return (
    <select id={id} name="collectorId" defaultValue={current ?? ""} required className={select}>
      <option value="" disabled>
        Choose a collector
      </option>
      {collectors
        .filter((c) => c.isActive)
        .map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
    </select>
  );
}

function ErrorNext({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="w-full text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * A home visit's collector in the day view: who, or "Not assigned" (marked with words and a
 * dashed border, not colour alone), and a form to assign, reassign or unassign. Plain forms:
 * they work without JavaScript; a refusal comes back beside the form it is of.
 */
export function VisitCollector({ booking, day }: { booking: AdminBookingSummary; day: DayCollectors }) {
  if (booking.collectionType !== "home") return null;
  const assigned = day.collectors.find((c) => c.id === day.assignedTo[booking.id]);
  const isOpen = OPEN_STATUSES.includes(booking.status);
  const formKey = `visit:${booking.id}`;
  const error = day.error?.form === formKey ? day.error.message : undefined;
  const selectId = `collector-${booking.id}`;
  return (
    <div className="mt-2 text-sm">
      {assigned ? (
        <p>
          <span className="text-slate-600">Collector: </span>
          <span className="font-semibold text-slate-900">{assigned.name}</span>
        </p>
      ) : (
        <p className="inline-block rounded-md border-2 border-dashed border-amber-700 bg-amber-50 px-2 py-0.5 font-semibold text-amber-900">
          <span aria-hidden="true">! </span>Not assigned
        </p>
      )}
      {isOpen && (
        <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
          <input type="hidden" name="bookingId" value={booking.id} />
          <label htmlFor={selectId} className="sr-only">
            Collector for {booking.reference}
          </label>
          <CollectorSelect id={selectId} collectors={day.collectors} current={assigned?.id} />
          <button type="submit" name="intent" value="assign" className={button}>
            {assigned ? "Reassign" : "Assign"}
          </button>
          {assigned && (
            <button type="submit" name="intent" value="unassign" formNoValidate className={button}>
              Unassign
            </button>
          )}
          <ErrorNext id={`${selectId}-error`} message={error} />
        </Form>
      )}
    </div>
  );
}

/**
 * "Assign all of 201301 to …": one form per pincode of the day's open home visits, for the
 * visits nobody has yet (or, ticked, all of them).
 */
export function AreaAssignments({
  date,
  visits,
  day,
}: {
  date: string;
  visits: AdminBookingSummary[];
  day: DayCollectors;
}) {
  const open = visits.filter((b) => b.collectionType === "home" && OPEN_STATUSES.includes(b.status) && b.pincode);
  const pincodes = [...new Set(open.map((b) => b.pincode as string))].sort();
  if (pincodes.length === 0) return null;
  return (
    <section aria-labelledby="areas-heading" className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="areas-heading" className="font-semibold text-slate-900">
        Collectors by area
      </h3>
      <ul className="mt-2 grid gap-3">
        {pincodes.map((pincode) => {
          const ofArea = open.filter((b) => b.pincode === pincode);
          const unassigned = ofArea.filter((b) => !day.assignedTo[b.id]).length;
          const formKey = `area:${pincode}`;
          const selectId = `area-${pincode}`;
          return (
            <li key={pincode}>
              <Form method="post" className="flex flex-wrap items-center gap-2 text-sm">
                <input type="hidden" name="date" value={date} />
                <input type="hidden" name="pincode" value={pincode} />
                <label htmlFor={selectId} className="font-medium text-slate-800">
                  Assign all of {pincode} ({ofArea.length} {ofArea.length === 1 ? "visit" : "visits"}, {unassigned} not
                  assigned) to
                </label>
                <CollectorSelect id={selectId} collectors={day.collectors} />
                <label className="flex min-h-10 items-center gap-1">
                  <input type="checkbox" name="scope" value="all" /> also those assigned
                </label>
                <button type="submit" name="intent" value="assign-area" className={button}>
                  Assign
                </button>
                <ErrorNext
                  id={`${selectId}-error`}
                  message={day.error?.form === formKey ? day.error.message : undefined}
                />
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
