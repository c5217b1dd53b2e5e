import { discountPercent, formatRupees } from "../../../domain/pricing.ts";
import { useContext } from "react";
import { DiscountBadgesContext } from "../ui/price.tsx";
import { TestPageSection } from "./section-index.tsx";

type CityPrice = { city: string; price: number; originalPrice: number };

/** The test's price in every city we collect in, the visitor's own marked. */
export function CityPriceSection({ cityPrices, city }: { cityPrices: CityPrice[]; city: string }) {
  // The regular price and the saving only while the lab shows discount badges, and only where it is above the price.
  const showsDiscounts = useContext(DiscountBadgesContext) && cityPrices.some((row) => row.originalPrice > row.price);
  return (
    <TestPageSection id="city-price-info" heading="City Price Info">
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">City</th>
            <th scope="col" className="py-2">Price</th>
            {showsDiscounts && <th scope="col" className="py-2">Regular price</th>}
            {showsDiscounts && <th scope="col" className="py-2">You save</th>}
          </tr>
        </thead>
        <tbody>
          {cityPrices.map((row) => (
            <tr key={row.city} className={`border-b border-slate-200 ${row.city === city ? "bg-brand-50" : ""}`}>
              <th scope="row" className="py-2 font-medium">{row.city}{row.city === city ? " (your city)" : ""}</th>
              <td className="py-2 font-semibold">{formatRupees(row.price)}</td>
              {showsDiscounts && <td className="py-2">{row.originalPrice > row.price ? <s>{formatRupees(row.originalPrice)}</s> : "—"}</td>}
              {showsDiscounts && <td className="py-2">{row.originalPrice > row.price ? `${discountPercent(row.originalPrice, row.price)}%` : "—"}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TestPageSection>
  );
}
