import type { City } from "../../../domain/catalogue.ts";
import { discountPercent, formatRupees } from "../../../domain/pricing.ts";
import { useContext } from "react";
import { useT } from "../../i18n/use-t.ts";
import { cityName } from "../../lib/city.ts";
import { DiscountBadgesContext } from "../ui/price.tsx";
import { TestPageSection } from "./section-index.tsx";

type CityPrice = { city: City; price: number; originalPrice: number };

/** The test's price in every city we collect in, the visitor's own marked. */
export function CityPriceSection({ cityPrices, city }: { cityPrices: CityPrice[]; city: City }) {
  const t = useT();
  // The regular price and the saving only while the lab shows discount badges, and only where it is above the price.
  const showsDiscounts = useContext(DiscountBadgesContext) && cityPrices.some((row) => row.originalPrice > row.price);
  return (
    <TestPageSection id="city-price-info" heading={t("catalogue.cityPrice.heading")}>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              {t("catalogue.cityPrice.city")}
            </th>
            <th scope="col" className="py-2">
              {t("catalogue.cityPrice.price")}
            </th>
            {showsDiscounts && (
              <th scope="col" className="py-2">
                {t("catalogue.cityPrice.regular")}
              </th>
            )}
            {showsDiscounts && (
              <th scope="col" className="py-2">
                {t("catalogue.cityPrice.save")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {cityPrices.map((row) => (
            <tr key={row.city} className={`border-b border-slate-200 ${row.city === city ? "bg-brand-50" : ""}`}>
              <th scope="row" className="py-2 font-medium">
                {row.city === city
                  ? t("catalogue.cityPrice.yourCity", { city: cityName(row.city, t.locale) })
                  : cityName(row.city, t.locale)}
              </th>
              <td className="py-2 font-semibold">{formatRupees(row.price)}</td>
              {showsDiscounts && (
                <td className="py-2">
                  {row.originalPrice > row.price ? <s>{formatRupees(row.originalPrice)}</s> : "—"}
                </td>
              )}
              {showsDiscounts && (
                <td className="py-2">
                  {row.originalPrice > row.price ? `${discountPercent(row.originalPrice, row.price)}%` : "—"}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TestPageSection>
  );
}
