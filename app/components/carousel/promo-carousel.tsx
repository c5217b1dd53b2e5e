import { Link } from "react-router";
import { langOf, type Localized } from "../../i18n/localize.ts";
import { useT } from "../../i18n/use-t.ts";
import { useSlideLink } from "./hero-carousel.tsx";
import { SLIDE_FRAMES } from "../../../domain/slide-placement.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

/** A promo card's image variants: what the card draws and what the home page's <head> preloads. */
export const promoImage = (src: string) => ({
  src,
  sizes: "100vw",
  maxWidth: SLIDE_FRAMES.promo.width,
  layout: "mobile" as const,
});
import { useCarousel } from "./use-carousel.ts";

/** A promo card in the page's language (localized in the loader, the fallen-back words named). */
export type Promo = Localized<{
  id: string;
  title: string;
  description: string;
  link: string;
  imageUrl: string | null;
}>;

/** SPEC §9: the mobile promo carousel advances every 3 seconds. */
export const PROMO_INTERVAL_MS = 3000;

/** The mobile home's promo carousel: the slides placed for phones, as image, title, description, dots; loops (SPEC §3). */
export function PromoCarousel({ promos }: { promos: Promo[] }) {
  const t = useT();
  const slideLink = useSlideLink();
  const { index, goTo, prefersReducedMotion, regionProps } = useCarousel({
    count: promos.length,
    intervalMs: PROMO_INTERVAL_MS,
  });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.promo.label")}
      className="surface-dark relative overflow-hidden rounded-2xl"
      {...regionProps}
    >
      <div
        className={`flex ${prefersReducedMotion ? "" : "transition-transform duration-500 ease-out"}`}
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {promos.map((promo, i) => (
          <Link
            key={promo.id}
            to={slideLink(promo.link)}
            aria-roledescription="slide"
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            className="focus-ring-inside relative block aspect-[2/1] w-full shrink-0 bg-brand-800"
          >
            {promo.imageUrl && (
              <ResponsiveImage
                {...promoImage(promo.imageUrl)}
                alt=""
                width={SLIDE_FRAMES.promo.width}
                height={SLIDE_FRAMES.promo.height}
                isPriority={i === 0}
                className="absolute inset-0 h-full w-full object-cover"
              />
            )}
            <span className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/40 to-transparent" />
            <span className="absolute inset-x-0 bottom-0 p-4 pb-8">
              <span className="block text-2xl font-bold text-white" lang={langOf(promo, "title")}>
                {promo.title}
              </span>
              <span className="block text-sm text-slate-100" lang={langOf(promo, "description")}>
                {promo.description}
              </span>
            </span>
          </Link>
        ))}
      </div>
      {promos.length > 1 && (
        <div className="absolute inset-x-0 bottom-1 flex justify-center">
          {promos.map((promo, i) => (
            <button
              key={promo.id}
              type="button"
              onClick={() => goTo(i)}
              aria-label={t("home.promo.show", { number: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              className="flex h-6 w-6 items-center justify-center"
            >
              <span className={`block h-2 rounded-full ${i === index ? "w-5 bg-white" : "w-2 bg-white/60"}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
