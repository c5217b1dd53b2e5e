// The booking page's sums: each person's tests and subtotal in a visit of several, and the total.
import type { City } from "../../../domain/catalogue.ts";
import { formatPaiseAsPrice } from "../../../domain/pricing.ts";
import { itemValue } from "../../lib/booking-form.ts";
import { cityName } from "../../lib/city.ts";
import { useT } from "../../i18n/use-t.ts";
import { ItemName, TotalsTable } from "./basket.tsx";
import type { BookingForm } from "./use-booking-form.ts";

export function PriceSummary({
  form,
  freeAbove,
  visitorCity,
}: {
  form: BookingForm;
  /** The basket's sum above which a home collection is free. */
  freeAbove: number | null;
  /** The city the visitor browses in: a note says when the prices are another city's. */
  visitorCity: City;
}) {
  const t = useT();
  const { isFamily, personSubtotals, peopleLines, whoIs, collectionType, shownCity } = form;
  return (
    // On a phone the sums follow the basket; on a laptop they stay in view beside the form.
    <aside
      aria-label={t("booking.price.label")}
      className="mt-4 space-y-2 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
    >
      {isFamily && (
        <ul aria-label={t("booking.price.eachPerson")} className="space-y-1 rounded-xl bg-slate-50 p-4">
          {personSubtotals.map((person, i) => (
            <li key={i}>
              <p className="flex justify-between gap-3 font-medium">
                <span>{whoIs(i)}</span>
                <span>{formatPaiseAsPrice(person.subtotalPaise)}</span>
              </p>
              {/* Each person's lines, so a test ticked for the wrong person shows where the money goes. */}
              <ul className="ml-3 text-sm text-slate-700">
                {peopleLines[i].length === 0 ? (
                  <li>{t("booking.price.noTests")}</li>
                ) : (
                  peopleLines[i].map((line) => (
                    <li key={itemValue(line.kind, line.id)}>
                      <ItemName name={line.name} isEnglish={line.isEnglishName} />
                    </li>
                  ))
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {/* Both sums, with JavaScript or without: the checked radio shows one (app.css), so the page's script draws what the server drew. */}
      <div className="home-only">
        <TotalsTable totals={form.homeTotals} collectionType="home" freeAbove={freeAbove} />
      </div>
      <div className="lab-only">
        <TotalsTable totals={form.labTotals} collectionType="lab" freeAbove={freeAbove} />
      </div>
      {shownCity !== visitorCity && (
        <p className="text-sm text-slate-800">
          {t("booking.price.city", { city: cityName(shownCity, t.locale), kind: collectionType })}
        </p>
      )}
    </aside>
  );
}
