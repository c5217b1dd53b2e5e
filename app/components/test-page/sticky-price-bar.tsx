import { Link } from "react-router";
import { formatRupees } from "../../../domain/pricing.ts";
import { useT } from "../../i18n/use-t.ts";
import { telLink } from "../../lib/contact-links.ts";
import { PhoneIcon, WhatsAppIcon } from "../ui/icons.tsx";
import { useShownRegularPrice } from "../ui/price.tsx";

type Props = {
  /** The test or package, as the chat button names it (in the page's language). */
  name: string;
  price: number;
  originalPrice: number | null;
  /** Where Book Now goes: the same booking page as the price block above. */
  bookingPath: string;
  /** WhatsApp link with a message naming the test or package. */
  chatLink: string;
  phone: string;
};

/**
 * Phones: price and actions always in reach, above the bottom navigation. The footer makes
 * room for it (app.css, `data-sticky-price-bar`), so the page's last line is never under it.
 */
export function StickyPriceBar({ name, price, originalPrice, bookingPath, chatLink, phone }: Props) {
  const t = useT();
  const regularPrice = useShownRegularPrice(price, originalPrice);
  return (
    <div
      data-sticky-price-bar
      className="fixed inset-x-0 bottom-16 z-30 flex min-h-(--sticky-price-bar-height) items-center border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden"
    >
      <div className="flex w-full items-center gap-2">
        <p className="mr-auto leading-tight">
          <span className="block text-lg font-bold">{formatRupees(price)}</span>
          {regularPrice !== null && (
            <s className="text-xs text-slate-600">
              <span className="sr-only">{`${t("common.price.regular")} `}</span>
              {formatRupees(regularPrice)}
            </s>
          )}
        </p>
        <a
          href={chatLink}
          aria-label={t("catalogue.sticky.chatAbout", { name })}
          className="flex h-11 shrink-0 items-center gap-1 rounded-full border border-brand-700 px-3 text-sm font-semibold text-brand-800"
        >
          <WhatsAppIcon /> {t("catalogue.sticky.chat")}
        </a>
        <a
          href={telLink(phone)}
          aria-label={t("catalogue.sticky.callUs")}
          className="flex h-11 shrink-0 items-center gap-1 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800"
        >
          <PhoneIcon /> {t("catalogue.sticky.call")}
        </a>
        <Link
          to={bookingPath}
          className="flex h-11 shrink-0 items-center rounded-full bg-brand-700 px-4 whitespace-nowrap text-sm font-semibold text-white"
        >
          {t("catalogue.sticky.bookNow")}
        </Link>
      </div>
    </div>
  );
}
