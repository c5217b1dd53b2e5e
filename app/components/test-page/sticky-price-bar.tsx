import { Link } from "react-router";
import { formatRupees } from "../../../domain/pricing.ts";
import { telLink } from "../../lib/contact-links.ts";
import { PhoneIcon, WhatsAppIcon } from "../ui/icons.tsx";
import { useShownRegularPrice } from "../ui/price.tsx";

type Props = {
  test: { slug: string; name: string };
  cityPrice: { price: number; originalPrice: number };
  /** WhatsApp link with a message naming the test. */
  chatLink: string;
  phone: string;
};

/** Phones: price and actions always in reach, above the bottom navigation. */
export function StickyPriceBar({ test, cityPrice, chatLink, phone }: Props) {
  const regularPrice = useShownRegularPrice(cityPrice.price, cityPrice.originalPrice);
  return (
    <div className="fixed inset-x-0 bottom-16 z-30 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden">
      <div className="flex items-center gap-2">
        <p className="mr-auto leading-tight">
          <span className="block text-lg font-bold">{formatRupees(cityPrice.price)}</span>
          {regularPrice !== null && (
            <s className="text-xs text-slate-600">
              <span className="sr-only">Regular price </span>
              {formatRupees(regularPrice)}
            </s>
          )}
        </p>
        <a href={chatLink} aria-label={`Chat on WhatsApp about ${test.name}`} className="flex h-11 items-center gap-1 rounded-full border border-brand-700 px-3 text-sm font-semibold text-brand-800"><WhatsAppIcon /> Chat</a>
        <a href={telLink(phone)} aria-label="Call us" className="flex h-11 items-center gap-1 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800"><PhoneIcon /> Call</a>
        <Link to={`/book/${test.slug}`} className="flex h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">Book Now</Link>
      </div>
    </div>
  );
}
