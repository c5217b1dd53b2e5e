import type { BookingLine, PatientBooking } from "../../../domain/booking.ts";
import { formatPaiseAsPrice } from "../../../domain/pricing.ts";
import { useT } from "../../i18n/use-t.ts";
import { ItemName, TotalsTable } from "../booking/basket.tsx";

/** A booked line's name in the page's language, or as it was booked. */
export type LineName = (item: BookingLine) => { name: string; isEnglishName: boolean };

/** What was booked, person by person with their subtotals when more than one, and the totals. */
export function BookedItems({ booking, nameOf }: { booking: PatientBooking; nameOf: LineName }) {
  const t = useT();
  const isCancelled = booking.status === "cancelled";
  return (
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
  );
}
