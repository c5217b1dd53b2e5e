import { HydrateLater } from "../lib/hydrate-later.tsx";
import { localeOfPath } from "../../domain/locale.ts";
import { Link } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { showsOnComputers, showsOnPhones } from "../../domain/slide-placement.ts";
import { TRANSLATED_SLIDE_FIELDS } from "../../domain/carousel.ts";
import { HeroCarousel, heroImage, type HeroSlide } from "../components/carousel/hero-carousel.tsx";
import { type Promo, PromoCarousel, promoImage } from "../components/carousel/promo-carousel.tsx";
import { imagePreload } from "../components/ui/responsive-image.tsx";
import { withSeparatePrices } from "../../domain/package-pricing.ts";
import { PackageCard, type PackageCardData } from "../components/catalogue/package-card.tsx";
import { PackagesBrowser } from "../components/catalogue/packages-browser.tsx";
import { TestCard } from "../components/catalogue/test-card.tsx";
import { TestSlider } from "../components/catalogue/test-slider.tsx";
import { CityPicker } from "../components/layout/city-picker.tsx";
import { SearchBox } from "../components/search/search-box.tsx";
import { DoctorIcon, DropIcon, PhoneIcon, ReportIcon, TagIcon, WhatsAppIcon } from "../components/ui/icons.tsx";
import { BUILT_IN_SLIDES, CATEGORY_TILES, FEATURES } from "../content/home.ts";
import { langOf, localize } from "../i18n/localize.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { cityName, citiesInWords } from "../lib/city.ts";
import { generalMessage } from "../../domain/whatsapp-messages.ts";
import { telLink, whatsappLink } from "../lib/contact-links.ts";
import { localizePackage } from "../lib/package-card-data.ts";
import { PACKAGE_PAGE_SIZE, parsePackageFilter } from "../lib/package-filter.ts";
import { jsonLd, pageMeta, shareCard } from "../lib/seo.ts";
import { toTestCard } from "../lib/test-card-data.ts";
import { labJsonLd } from "../lib/structured-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/home";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** The lab's home page: settings, slides and packages, the same for every visitor in a city. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  const cities = citiesInWords("and", t.locale);
  // The first hero slide (computers) and the first promo card (phones), each for its own layout.
  const heroSrc = loaderData?.slides[0]?.imageUrl;
  const promoSrc = loaderData?.promos[0]?.imageUrl;
  return [
    ...(heroSrc ? [imagePreload(heroImage(heroSrc))] : []),
    ...(promoSrc ? [imagePreload(promoImage(promoSrc))] : []),
    ...pageMeta({
      locale: t.locale,
      title: t("home.metaTitle", { labName: root.site.labName, cities }),
      description: t("home.metaDescription", { cities }),
      path: "/",
      origin: root.origin,
      labName: root.site.labName,
    }),
    jsonLd(labJsonLd(root.site, root.origin, shareCard(root.origin), t.locale)),
  ];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { carousel, labTests: testsService, packages, testimonials: testimonialsService } = context.services;
  const locale = localeOfPath(url.pathname);
  const city = context.city;
  const filter = parsePackageFilter(url.searchParams);
  const [slides, tests, allPackages, testimonials] = await Promise.all([
    carousel.list({ liveActiveOnly: true }),
    testsService.list(),
    packages.list(),
    testimonialsService.list(),
  ]);
  // The grid's failure is shown in the grid with a retry; the rest of the page still works.
  const grid = await packages
    .list({ category: filter.category, page: filter.page, pageSize: PACKAGE_PAGE_SIZE })
    .then((result) => ({
      ...result,
      packages: withSeparatePrices(result.packages, tests, city).map((pkg) => localizePackage(locale, pkg, tests)),
      hasFailed: false,
    }))
    .catch(() => ({ packages: [] as PackageCardData[], total: 0, hasFailed: true }));

  const cards = tests.map((t) => toTestCard(t, city, locale));
  const popularPackages = withSeparatePrices(allPackages.packages, tests, city)
    .sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured))
    .map((pkg) => localizePackage(locale, pkg, tests));
  // Each slide's words in the page's language: its Hindi where staff have written it.
  const shown = slides.map((slide) => localize(locale, slide, TRANSLATED_SLIDE_FIELDS));
  // Staff choose where each slide shows (Carousel Manager); the phone's promo cards are only
  // what they placed there, so no offer appears that nobody in the admin can check.
  const heroSlides: HeroSlide[] = shown
    .filter((slide) => showsOnComputers(slide.placement))
    .map(({ id, title, description, buttonText, buttonLink, imageUrl, englishFields }) => ({
      id,
      title,
      description,
      buttonText,
      buttonLink,
      imageUrl,
      englishFields,
    }));
  const promos: Promo[] = shown
    .filter((slide) => showsOnPhones(slide.placement))
    .map(({ id, title, description, buttonLink, imageUrl, englishFields }) => ({
      id,
      title,
      description,
      link: buttonLink,
      imageUrl,
      englishFields,
    }));

  return {
    slides:
      heroSlides.length > 0
        ? heroSlides
        : BUILT_IN_SLIDES.map((slide) => localize(locale, slide, TRANSLATED_SLIDE_FIELDS)),
    // Only the page's language travels: the feature and category tiles in it, their links in English (the page puts them in its language).
    features: FEATURES.map((feature) => localize(locale, feature, ["title", "text"])),
    categoryTiles: CATEGORY_TILES.map((tile) => localize(locale, tile, ["label"])),
    // The catalogue lists popular tests first.
    sliderTests: cards.slice(0, 12),
    popularTests: cards.filter((_, i) => tests[i].isPopular),
    popularPackages,
    grid: { ...grid, filter },
    testimonials,
    promos,
    messages: messagesFor(locale, "home", "catalogue"),
  };
}

const FEATURE_ICONS = [DropIcon, TagIcon, DoctorIcon, ReportIcon];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, city } = useRootData();
  const t = useT();
  const localePath = useLocalePath();
  const { slides, features, categoryTiles, sliderTests, popularTests, popularPackages, grid, testimonials, promos } =
    loaderData;
  return (
    <main>
      {/* Mobile home (below 768 px) */}
      <HydrateLater>
        <div className="space-y-6 px-4 py-4 md:hidden">
          <h1 className="sr-only">{t("home.heading", { labName: site.labName })}</h1>
          <CityPicker id="city-home" city={city} label={t("home.cityLabel")} />
          <SearchBox id="search-home" variant="mobile" city={city} placeholder={t("home.searchPlaceholder")} />
          <div className="grid grid-cols-3 gap-2">
            <a
              href={telLink(site.phone)}
              className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 p-3 text-center text-xs font-semibold text-slate-800"
            >
              <PhoneIcon className="h-6 w-6 text-brand-700" />
              {t("home.bookByCall")}
            </a>
            <Link
              to={localePath("/packages")}
              className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 p-3 text-center text-xs font-semibold text-slate-800"
            >
              <TagIcon className="h-6 w-6 text-brand-700" />
              {t("home.viewPackages")}
            </Link>
            <a
              href={whatsappLink(site.whatsappNumber, generalMessage(t.locale))}
              className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 p-3 text-center text-xs font-semibold text-slate-800"
            >
              <WhatsAppIcon className="h-6 w-6 text-brand-700" />
              {t("home.bookOnWhatsApp")}
            </a>
          </div>
          {promos.length > 0 && (
            <HydrateLater>
              <PromoCarousel promos={promos} />
            </HydrateLater>
          )}
          <HydrateLater>
            <section aria-labelledby="m-categories">
              <h2 id="m-categories" className="text-lg font-bold">
                {t("home.categories")}
              </h2>
              <ul className="mt-3 grid grid-cols-3 gap-2">
                {categoryTiles.map((tile) => (
                  <li key={tile.link}>
                    <Link
                      to={localePath(tile.link)}
                      lang={langOf(tile, "label")}
                      className="flex h-full min-h-16 items-center justify-center rounded-xl bg-brand-50 p-2 text-center text-sm font-semibold text-brand-800"
                    >
                      {tile.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </HydrateLater>
          <RowSection
            id="popular-tests"
            title={t("home.popularTests")}
            viewAll={localePath("/tests")}
            viewAllLabel={t.rich("home.viewAllTests", { more })}
          >
            {popularTests.map((test) => (
              <HydrateLater key={test.slug}>
                <li className="w-64 shrink-0 snap-start">
                  <TestCard test={test} />
                </li>
              </HydrateLater>
            ))}
          </RowSection>
          <RowSection
            id="popular-packages"
            title={t("home.popularPackages")}
            viewAll={localePath("/packages")}
            viewAllLabel={t.rich("home.viewAllPackages", { more })}
          >
            {popularPackages.map((pkg) => (
              <HydrateLater key={pkg.id}>
                <li className="w-72 shrink-0 snap-start">
                  <PackageCard pkg={pkg} />
                </li>
              </HydrateLater>
            ))}
          </RowSection>
        </div>
      </HydrateLater>
      {/* Desktop home (768 px and up) */}
      <HydrateLater>
        <div className="mx-auto hidden max-w-7xl space-y-14 px-6 py-6 md:block">
          <HydrateLater>
            <HeroCarousel slides={slides} />
          </HydrateLater>

          <HydrateLater>
            <section aria-labelledby="features">
              <h2 id="features" className="sr-only">
                {t("home.features")}
              </h2>
              <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
                {features.map((feature, i) => {
                  const Icon = FEATURE_ICONS[i];
                  return (
                    <li key={feature.link}>
                      <Link
                        to={localePath(feature.link)}
                        className="flex h-full gap-3 rounded-xl border border-slate-200 p-4 hover:border-brand-700"
                      >
                        <Icon className="h-8 w-8 shrink-0 text-brand-700" />
                        <span>
                          <span className="block font-semibold text-slate-900" lang={langOf(feature, "title")}>
                            {feature.title}
                          </span>
                          <span className="block text-sm text-slate-700" lang={langOf(feature, "text")}>
                            {feature.text}
                          </span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-4 text-right">
                <Link to={localePath("/packages")} className="font-semibold text-brand-800 underline">
                  {t("home.seeAllPackages")}
                </Link>
              </p>
            </section>
          </HydrateLater>

          <HydrateLater>
            <section aria-labelledby="home-tests">
              <h2 id="home-tests" className="mb-4 text-2xl font-bold">
                {t("home.testsHeading")}
              </h2>
              <TestSlider tests={sliderTests} />
            </section>
          </HydrateLater>

          <HydrateLater>
            <section aria-labelledby="home-packages">
              <h2 id="home-packages" className="mb-4 text-2xl font-bold">
                {t("home.packagesHeading")}
              </h2>
              <PackagesBrowser {...grid} path="/" />
            </section>
          </HydrateLater>

          {testimonials.length > 0 && (
            <section aria-labelledby="testimonials">
              <h2 id="testimonials" className="mb-4 text-2xl font-bold">
                {t("home.testimonials")}
              </h2>
              <ul className="grid gap-4 md:grid-cols-3">
                {testimonials.map((testimonial) => (
                  // A patient's own words, as they wrote them: never translated for them.
                  <li key={testimonial.id} lang={t.locale === "en" ? undefined : "en"}>
                    <figure className="h-full rounded-xl bg-slate-50 p-5">
                      <blockquote className="text-slate-800">“{testimonial.content}”</blockquote>
                      <figcaption className="mt-3 text-sm font-semibold text-slate-900">
                        {testimonial.author}
                        {testimonial.role && <span className="font-normal text-slate-700">, {testimonial.role}</span>}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="text-sm text-slate-700">{t("home.pricesFor", { city: cityName(city, t.locale) })}</p>
        </div>
      </HydrateLater>
    </main>
  );
}

/** The words after "View All" that only a screen reader says (which list it opens). */
const more = (children: React.ReactNode, key: number) => (
  <span key={key} className="sr-only">
    {children}
  </span>
);

function RowSection({
  id,
  title,
  viewAll,
  viewAllLabel,
  children,
}: {
  id: string;
  title: string;
  viewAll: string;
  viewAllLabel: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="flex items-baseline justify-between">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <Link to={viewAll} className="text-sm font-semibold text-brand-800 underline">
          {viewAllLabel}
        </Link>
      </div>
      <ul className="relative -mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2">{children}</ul>
    </section>
  );
}
