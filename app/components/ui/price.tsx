import { discountPercent, formatRupees } from "../../../domain/pricing.ts";

/** Offer price, struck-through MRP and discount %, as every card and page shows them. */
export function Price({ price, originalPrice, size = "md" }: { price: number; originalPrice: number | null; size?: "md" | "lg" }) {
  const hasDiscount = originalPrice !== null && originalPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-slate-900 ${size === "lg" ? "text-3xl" : "text-lg"}`}>{formatRupees(price)}</span>
      {hasDiscount && (
        <>
          <s className="text-sm text-slate-600">
            <span className="sr-only">Regular price </span>
            {formatRupees(originalPrice)}
          </s>
          <span className="rounded bg-green-50 px-1.5 text-sm font-semibold text-green-800">
            {discountPercent(originalPrice, price)}% off
          </span>
        </>
      )}
    </p>
  );
}
