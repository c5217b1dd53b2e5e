// The booking page's heading: what is booked when it is one thing, and the cities served.
import { CITIES } from "../../../domain/catalogue.ts";
import type { BasketLine } from "../../lib/booking.server.ts";
import { cityName } from "../../lib/city.ts";
import { useT } from "../../i18n/use-t.ts";
import { ItemName } from "./basket.tsx";

export function BookingHeading({ lines }: { lines: BasketLine[] }) {
  const t = useT();
  const single = lines.length === 1 ? lines[0] : null;
  return (
    <>
      <h1 className="text-2xl font-bold md:text-3xl">
        {single
          ? t.rich(
              "booking.book.titleOf",
              { name: (_, key) => <ItemName key={key} name={single.name} isEnglish={single.isEnglishName} /> },
              { name: single.name },
            )
          : t("booking.book.title")}
      </h1>
      <p className="mt-1 text-slate-800">
        {t("booking.book.intro", { cities: CITIES.map((city) => cityName(city, t.locale)).join(", ") })}
      </p>
    </>
  );
}
