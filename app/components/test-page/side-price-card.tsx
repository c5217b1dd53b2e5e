import { Link } from "react-router";
import type { City } from "../../../domain/catalogue.ts";
import { useT } from "../../i18n/use-t.ts";
import { cityName } from "../../lib/city.ts";
import { Price } from "../ui/price.tsx";

type Props = {
  cityPrice: { price: number; originalPrice: number };
  city: City;
  /** The same booking page as the hero's BOOK NOW. */
  bookingPath: string;
};

/** Desktop: the price and BOOK NOW stay in the side column while the reader scrolls the sections. */
export function SidePriceCard({ cityPrice, city, bookingPath }: Props) {
  const t = useT();
  return (
    <section aria-label={t("catalogue.side.label")} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <Price price={cityPrice.price} originalPrice={cityPrice.originalPrice} />
      <p className="mt-1 text-xs text-slate-700">{t("catalogue.side.priceIn", { city: cityName(city, t.locale) })}</p>
      <Link
        to={bookingPath}
        className="mt-3 block rounded-full bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800"
      >
        {t("catalogue.test.bookNow")}
      </Link>
    </section>
  );
}
