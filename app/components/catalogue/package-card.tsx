import { Link } from "react-router";
import type { HealthPackage } from "../../../domain/health-package.ts";
import { formatRupees } from "../../../domain/pricing.ts";
import { langOf } from "../../i18n/localize.ts";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import type { ShownPackage } from "../../lib/package-card-data.ts";
import { Price } from "../ui/price.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

/** A package card's image variants: what the card draws and what /packages' <head> preloads for the first. */
export const packageCardImage = (src: string) => ({
  src,
  sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  maxWidth: 1024,
});
import { packagePrice } from "../../../domain/package-pricing.ts";
import { FieldText } from "./field-text.tsx";

const TESTS_SHOWN = 4;

/** A package as a card shows it: in the page's language (localizePackage), with its price booked separately when that is a real saving. */
export type PackageCardData = ShownPackage<HealthPackage> & { separately?: number | null };

/** A package in a grid or row: image, name, test list, prices, Featured badge, Book Now (SPEC §3). */
export function PackageCard({
  pkg,
  headingLevel = 3,
  isPriority = false,
}: {
  pkg: PackageCardData;
  headingLevel?: 2 | 3;
  /** The card is on the first screen (the first of a list at the top of a page): its image is what the visitor waits for. */
  isPriority?: boolean;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const more = pkg.tests.length - TESTS_SHOWN;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-slate-100">
        {pkg.imageUrl && (
          <ResponsiveImage
            {...packageCardImage(pkg.imageUrl)}
            alt=""
            width={1600}
            height={900}
            isPriority={isPriority}
            className="h-full w-full object-cover"
          />
        )}
        {pkg.isFeatured && (
          <span className="absolute top-2 left-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900">
            {t("catalogue.card.featured")}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-semibold text-slate-900">
          <Link to={localePath(`/packages/${pkg.id}`)} className="hover:text-brand-800">
            <FieldText item={pkg} field="name" />
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-slate-700" lang={langOf(pkg, "description")}>
          {pkg.description}
        </p>
        <p className="mt-3 text-sm font-semibold text-slate-800">
          {t("catalogue.card.testsIncluded", { count: pkg.tests.length })}
        </p>
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {pkg.tests.slice(0, TESTS_SHOWN).map((test) => (
            <li key={test.slug ?? test.name} lang={test.lang}>
              {test.name}
            </li>
          ))}
        </ul>
        {more > 0 && <p className="mt-1 text-sm text-slate-700">{t("catalogue.card.andMore", { count: more })}</p>}
        <div className="mt-auto pt-4">
          <Price price={packagePrice(pkg)} originalPrice={pkg.discountedPrice === null ? null : pkg.price} />
          {pkg.separately != null && (
            <p className="text-sm text-slate-700">
              {t("catalogue.card.separately", { amount: formatRupees(pkg.separately) })}
            </p>
          )}
          <Link
            to={localePath(`/book-package/${pkg.id}`)}
            className="mt-3 block rounded-full bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t.rich("catalogue.card.bookNow", {
              more: (children, key) => (
                <span key={key} className="sr-only">
                  {children}
                </span>
              ),
              name: (_, key) => <FieldText key={key} item={pkg} field="name" />,
            })}
          </Link>
        </div>
      </div>
    </article>
  );
}
