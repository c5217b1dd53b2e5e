import { createContext, useContext } from "react";
import { discountPercent, formatRupees } from "../../../domain/pricing.ts";
import { useT } from "../../i18n/use-t.ts";

/**
 * Whether prices show the struck-through regular price and "% off": the lab's setting
 * "Show discount badges", provided once by the root route for every page
 * (docs/decisions/2026-11-22-honest-package-prices.md).
 */
export const DiscountBadgesContext = createContext(true);

/** The regular price to strike through, or null: only a stored regular price above the price, and only while badges are on. */
export function useShownRegularPrice(price: number, originalPrice: number | null): number | null {
  const isOn = useContext(DiscountBadgesContext);
  return isOn && originalPrice !== null && originalPrice > price ? originalPrice : null;
}

/** Offer price, struck-through MRP and discount %, as every card and page shows them. */
export function Price({
  price,
  originalPrice: stored,
  size = "md",
}: {
  price: number;
  originalPrice: number | null;
  size?: "md" | "lg";
}) {
  const t = useT();
  const originalPrice = useShownRegularPrice(price, stored);
  const hasDiscount = originalPrice !== null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-slate-900 ${size === "lg" ? "text-3xl" : "text-lg"}`}>
        {formatRupees(price)}
      </span>
      {hasDiscount && (
        <>
          <s className="text-sm text-slate-600">
            <span className="sr-only">{`${t("common.price.regular")} `}</span>
            {formatRupees(originalPrice)}
          </s>
          <span className="rounded bg-green-50 px-1.5 text-sm font-semibold text-green-800">
            {t("common.price.off", { percent: discountPercent(originalPrice, price) })}
          </span>
        </>
      )}
    </p>
  );
}
