// The booking page's first step: what is being booked, and "Add a test or package".
import { Link } from "react-router";
import type { Basket } from "../../lib/booking-form.ts";
import { BOOKING_FORM_ID } from "../../lib/booking-form.ts";
import type { BasketLine } from "../../lib/booking.server.ts";
import type { City } from "../../../domain/catalogue.ts";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import { AddToBasket, type BasketSearchResult, BasketList } from "./basket.tsx";

export function BasketSection({
  lines,
  missing,
  basket,
  city,
  error,
  query,
  results,
  askLink,
}: {
  lines: BasketLine[];
  /** How many things the address asked for are no longer offered. */
  missing: number;
  basket: Basket;
  /** The city the prices are shown in. */
  city: City;
  error: string | undefined;
  query: string;
  results: BasketSearchResult[] | null;
  askLink: (message: string) => string;
}) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="basket-heading" className="mt-6 space-y-3 lg:col-start-1 lg:mt-0">
      <h2 id="basket-heading" className="text-xl font-semibold">
        {t("booking.step.tests")}
      </h2>
      {missing > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-950">{t("booking.basket.missing", { count: missing })}</p>
      )}
      {lines.length > 0 ? (
        <BasketList lines={lines} basket={basket} city={city} formId={BOOKING_FORM_ID} />
      ) : (
        <p className="rounded-lg bg-slate-50 p-3">
          {t.rich("booking.basket.empty", {
            tests: (children, key) => (
              <Link key={key} to={localePath("/tests")} className="font-semibold text-brand-800 underline">
                {children}
              </Link>
            ),
            packages: (children, key) => (
              <Link key={key} to={localePath("/packages")} className="font-semibold text-brand-800 underline">
                {children}
              </Link>
            ),
          })}
        </p>
      )}
      {error && (
        <p id="field-basket" tabIndex={-1} className="font-medium text-red-800">
          {error}
        </p>
      )}
      <AddToBasket formId={BOOKING_FORM_ID} basket={basket} query={query} results={results} askLink={askLink} />
    </section>
  );
}
