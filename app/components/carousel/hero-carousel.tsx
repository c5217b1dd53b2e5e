import { Link } from "react-router";
import { langOf, type Localized } from "../../i18n/localize.ts";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons.tsx";
import { SLIDE_FRAMES } from "../../../domain/slide-placement.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

/** A hero slide's image variants: what the slide draws and what the home page's <head> preloads. */
export const heroImage = (src: string) => ({
  src,
  sizes: "(min-width: 1280px) 1232px, 100vw",
  layout: "desktop" as const,
});
import { useCarousel } from "./use-carousel.ts";

/** A slide in the page's language (its words localized in the loader, the fallen-back ones named). */
export type HeroSlide = Localized<{
  id: string;
  title: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  imageUrl: string | null;
}>;

/** A slide's link in the page's language: a page of ours goes to its twin; web, phone and mail links stay as written. */
export function useSlideLink(): (link: string) => string {
  const localePath = useLocalePath();
  return (link) => (link.startsWith("/") && !link.startsWith("//") ? localePath(link) : link);
}

/** SPEC §9: the hero advances every 6 seconds. */
export const HERO_INTERVAL_MS = 6000;

const FALLBACK_BACKGROUNDS = [
  "from-teal-800 to-teal-950",
  "from-blue-800 to-blue-950",
  "from-pink-800 to-pink-950",
  "from-violet-800 to-violet-950",
  "from-amber-800 to-amber-950",
];

/** The home page's hero carousel (SPEC §3), an accessible carousel region. */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const t = useT();
  const slideLink = useSlideLink();
  const { index, next, prev, goTo, prefersReducedMotion, regionProps } = useCarousel({
    count: slides.length,
    intervalMs: HERO_INTERVAL_MS,
  });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.hero.label")}
      className="surface-dark relative overflow-hidden rounded-2xl bg-slate-900"
      {...regionProps}
    >
      <div
        className={`flex ${prefersReducedMotion ? "" : "transition-transform duration-500 ease-out"}`}
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t("home.hero.slide", { number: i + 1, total: slides.length })}
            aria-hidden={i !== index}
            inert={i !== index}
            // The shape of SLIDE_FRAMES.hero (8:3), which the slide form tells staff and previews.
            className="relative aspect-[8/3] w-full shrink-0"
          >
            {slide.imageUrl ? (
              <ResponsiveImage
                {...heroImage(slide.imageUrl)}
                alt=""
                width={SLIDE_FRAMES.hero.width}
                height={SLIDE_FRAMES.hero.height}
                isPriority={i === 0}
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : (
              <div
                className={`absolute inset-0 bg-gradient-to-br ${FALLBACK_BACKGROUNDS[i % FALLBACK_BACKGROUNDS.length]}`}
              />
            )}
            <div className="absolute inset-0 bg-gradient-to-r from-slate-950/80 via-slate-950/50 to-transparent" />
            <div className="relative flex h-full max-w-2xl flex-col justify-center gap-3 px-20 py-8">
              {i === 0 ? (
                <h1 className="text-3xl font-bold text-white lg:text-4xl" lang={langOf(slide, "title")}>
                  {slide.title}
                </h1>
              ) : (
                <h2 className="text-3xl font-bold text-white lg:text-4xl" lang={langOf(slide, "title")}>
                  {slide.title}
                </h2>
              )}
              <p className="text-lg text-slate-100" lang={langOf(slide, "description")}>
                {slide.description}
              </p>
              <Link
                to={slideLink(slide.buttonLink)}
                lang={langOf(slide, "buttonText")}
                className="mt-2 self-start rounded-full bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {slide.buttonText}
              </Link>
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            onClick={prev}
            aria-label={t("home.hero.previous")}
            className="absolute top-1/2 left-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 hover:bg-white"
          >
            <ChevronLeftIcon className="h-6 w-6" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={t("home.hero.next")}
            className="absolute top-1/2 right-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 hover:bg-white"
          >
            <ChevronRightIcon className="h-6 w-6" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t("home.hero.goTo", { number: i + 1, title: slide.title })}
                aria-current={i === index ? "true" : undefined}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${i === index ? "w-6 bg-white" : "w-2.5 bg-white/60"}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
