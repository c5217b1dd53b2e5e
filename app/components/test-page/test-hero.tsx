import { Link } from "react-router";
import type { City } from "../../../domain/catalogue.ts";
import { langOf } from "../../i18n/localize.ts";
import { useT } from "../../i18n/use-t.ts";
import { cityName } from "../../lib/city.ts";
import { PhoneIcon, WhatsAppIcon } from "../ui/icons.tsx";
import { Price } from "../ui/price.tsx";
import { telLink } from "../../lib/contact-links.ts";
import { headingIdOf } from "./section-index.tsx";
import type { ShownTest } from "./shown-test.ts";

type Props = {
  test: ShownTest<"category" | "name" | "subtitle" | "description">;
  city: City;
  cityPrice: { price: number; originalPrice: number };
  /** Where BOOK NOW goes (the side card and the phone's bar go there too). */
  bookingPath: string;
  /** WhatsApp link with a message naming the test. */
  chatLink: string;
  phone: string;
};

/** The top of the page: the test's name and what it is, its price in the visitor's city, and on desktop the ways to book. */
export function TestHero({ test, city, cityPrice, bookingPath, chatLink, phone }: Props) {
  const t = useT();
  return (
    <>
      <p className="text-sm font-semibold text-brand-800">{t(`common.category.${test.category}`)}</p>
      <h1
        id={headingIdOf("test-detail")}
        className="mt-1 text-2xl font-bold text-slate-900 md:text-3xl"
        lang={langOf(test, "name")}
      >
        {test.name}
      </h1>
      <p className="mt-1 text-slate-700" lang={langOf(test, "subtitle")}>
        {test.subtitle}
      </p>
      <p className="mt-3 text-slate-800" lang={langOf(test, "description")}>
        {test.description}
      </p>
      {/* The target of the layout's "Skip to booking": the next Tab is BOOK NOW. */}
      <div id="book-now" className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <Price price={cityPrice.price} originalPrice={cityPrice.originalPrice} size="lg" />
        <p className="mt-1 text-sm text-slate-700">{t("catalogue.test.priceIn", { city: cityName(city, t.locale) })}</p>
        <div className="mt-4 hidden flex-wrap gap-2 md:flex">
          <Link
            to={bookingPath}
            className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t("catalogue.test.bookNow")}
          </Link>
          <a
            href={chatLink}
            className="flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"
          >
            <WhatsAppIcon /> {t("catalogue.test.chatOnWhatsApp")}
          </a>
          <a
            href={telLink(phone)}
            className="flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800"
          >
            <PhoneIcon /> {t("catalogue.callPhone", { phone })}
          </a>
        </div>
      </div>
    </>
  );
}
