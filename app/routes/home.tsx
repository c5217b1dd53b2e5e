import { localeOfPath } from "../../domain/locale.ts";
import { Link } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { showsOnComputers, showsOnPhones } from "../../domain/slide-placement.ts";
import type { HealthPackage } from "../../domain/health-package.ts";
import { HeroCarousel } from "../components/carousel/hero-carousel.tsx";
import { type Promo, PromoCarousel } from "../components/carousel/promo-carousel.tsx";
import { withSeparatePrices } from "../../domain/package-pricing.ts";
import { PackageCard } from "../components/catalogue/package-card.tsx";
import { PackagesBrowser } from "../components/catalogue/packages-browser.tsx";
import { TestCard } from "../components/catalogue/test-card.tsx";
import { TestSlider } from "../components/catalogue/test-slider.tsx";
import { CityPicker } from "../components/layout/city-picker.tsx";
import { SearchBox } from "../components/search/search-box.tsx";
import { DoctorIcon, DropIcon, PhoneIcon, ReportIcon, TagIcon, WhatsAppIcon } from "../components/ui/icons.tsx";
import { BUILT_IN_SLIDES, CATEGORY_TILES, FEATURES } from "../content/home.ts";
import { citiesInWords } from "../lib/city.ts";
import { telLink, whatsappLink } from "../lib/contact-links.ts";
import { PACKAGE_PAGE_SIZE, parsePackageFilter } from "../lib/package-filter.ts";
import { jsonLd, pageMeta, shareCard } from "../lib/seo.ts";
import { toTestCard } from "../lib/test-card-data.ts";
import { labJsonLd } from "../lib/structured-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/home";

/** The lab's home page: settings, slides and packages, the same for every visitor in a city. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [
    ...pageMeta({ locale: localeOfPath(location.pathname),
      title: `${root.site.labName}: lab tests and health checkups at home in ${citiesInWords("and")}`,
      description: `Book blood tests and health packages with home sample collection in ${citiesInWords("and")}. Clear prices, reports online within 24 hours.`,
      path: "/",
      origin: root.origin,
      labName: root.site.labName,
    }),
    jsonLd(labJsonLd(root.site, root.origin, shareCard(root.origin))),
  ];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { carousel, labTests: testsService, packages, testimonials: testimonialsService } = context.services;
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
    .then((result) => ({ ...result, packages: withSeparatePrices(result.packages, tests, city), hasFailed: false }))
    .catch(() => ({ packages: [] as HealthPackage[], total: 0, hasFailed: true }));

  const cards = tests.map((t) => toTestCard(t, city, localeOfPath(url.pathname)));
  const popularPackages = withSeparatePrices(allPackages.packages, tests, city).sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
  // Staff choose where each slide shows (Carousel Manager); the phone's promo cards are only
  // what they placed there, so no offer appears that nobody in the admin can check.
  const heroSlides = slides.filter((slide) => showsOnComputers(slide.placement));
  const promos: Promo[] = slides
    .filter((slide) => showsOnPhones(slide.placement))
    .map(({ id, title, description, buttonLink, imageUrl }) => ({ id, title, description, link: buttonLink, imageUrl }));

  return {
    slides: heroSlides.length > 0 ? heroSlides.map(({ id, title, description, buttonText, buttonLink, imageUrl }) => ({ id, title, description, buttonText, buttonLink, imageUrl })) : BUILT_IN_SLIDES,
    // The catalogue lists popular tests first.
    sliderTests: cards.slice(0, 12),
    popularTests: cards.filter((_, i) => tests[i].isPopular),
    popularPackages,
    grid: { ...grid, filter },
    testimonials,
    promos,
  };
}

const FEATURE_ICONS = [DropIcon, TagIcon, DoctorIcon, ReportIcon];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, city } = useRootData();
  const { slides, sliderTests, popularTests, popularPackages, grid, testimonials, promos } = loaderData;
  return (
    <main>
      {/* Mobile home (below 768 px) */}
      <div className="space-y-6 px-4 py-4 md:hidden">
        <h1 className="sr-only">{site.labName}: lab tests at home</h1>
        <CityPicker city={city} label="Sample collection in" />
        <SearchBox variant="mobile" city={city} placeholder="Search tests, e.g. CBC, thyroid, sugar" />
        <div className="grid grid-cols-3 gap-2">
          <a href={telLink(site.phone)} className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 p-3 text-center text-xs font-semibold text-slate-800">
            <PhoneIcon className="h-6 w-6 text-brand-700" />
            Book via Call
          </a>
          <Link to="/packages" className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 p-3 text-center text-xs font-semibold text-slate-800">
            <TagIcon className="h-6 w-6 text-brand-700" />
            View Packages
          </Link>
          <a href={whatsappLink(site.whatsappNumber)} className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 p-3 text-center text-xs font-semibold text-slate-800">
            <WhatsAppIcon className="h-6 w-6 text-brand-700" />
            Book via WhatsApp
          </a>
        </div>
        {promos.length > 0 && <PromoCarousel promos={promos} />}
        <section aria-labelledby="m-categories">
          <h2 id="m-categories" className="text-lg font-bold">Find the right checkup</h2>
          <ul className="mt-3 grid grid-cols-3 gap-2">
            {CATEGORY_TILES.map((tile) => (
              <li key={tile.label}>
                <Link to={tile.link} className="flex h-full min-h-16 items-center justify-center rounded-xl bg-brand-50 p-2 text-center text-sm font-semibold text-brand-800">
                  {tile.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <RowSection title="Popular Tests" viewAll="/tests">
          {popularTests.map((test) => (
            <li key={test.slug} className="w-64 shrink-0 snap-start">
              <TestCard test={test} />
            </li>
          ))}
        </RowSection>
        <RowSection title="Popular Packages" viewAll="/packages">
          {popularPackages.map((pkg) => (
            <li key={pkg.id} className="w-72 shrink-0 snap-start">
              <PackageCard pkg={pkg} />
            </li>
          ))}
        </RowSection>
      </div>

      {/* Desktop home (768 px and up) */}
      <div className="mx-auto hidden max-w-7xl space-y-14 px-6 py-6 md:block">
        <HeroCarousel slides={slides} />

        <section aria-labelledby="features">
          <h2 id="features" className="sr-only">What we offer</h2>
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {FEATURES.map((feature, i) => {
              const Icon = FEATURE_ICONS[i];
              return (
                <li key={feature.title}>
                  <Link to={feature.link} className="flex h-full gap-3 rounded-xl border border-slate-200 p-4 hover:border-brand-700">
                    <Icon className="h-8 w-8 shrink-0 text-brand-700" />
                    <span>
                      <span className="block font-semibold text-slate-900">{feature.title}</span>
                      <span className="block text-sm text-slate-700">{feature.text}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-right">
            <Link to="/packages" className="font-semibold text-brand-800 underline">
              See all health packages
            </Link>
          </p>
        </section>

        <section aria-labelledby="home-tests">
          <h2 id="home-tests" className="mb-4 text-2xl font-bold">Health tests at your home</h2>
          <TestSlider tests={sliderTests} />
        </section>

        <section aria-labelledby="home-packages">
          <h2 id="home-packages" className="mb-4 text-2xl font-bold">Health packages</h2>
          <PackagesBrowser {...grid} path="/" />
        </section>

        {testimonials.length > 0 && (
          <section aria-labelledby="testimonials">
            <h2 id="testimonials" className="mb-4 text-2xl font-bold">What our patients say</h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {testimonials.map((t) => (
                <li key={t.id}>
                  <figure className="h-full rounded-xl bg-slate-50 p-5">
                    <blockquote className="text-slate-800">“{t.content}”</blockquote>
                    <figcaption className="mt-3 text-sm font-semibold text-slate-900">
                      {t.author}
                      {t.role && <span className="font-normal text-slate-700">, {t.role}</span>}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="text-sm text-slate-700">Prices shown are for {city}.</p>
      </div>
    </main>
  );
}

function RowSection({ title, viewAll, children }: { title: string; viewAll: string; children: React.ReactNode }) {
  const id = title.toLowerCase().replace(/\s+/g, "-");
  return (
    <section aria-labelledby={id}>
      <div className="flex items-baseline justify-between">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <Link to={viewAll} className="text-sm font-semibold text-brand-800 underline">
          View All<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <ul className="relative -mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2">{children}</ul>
    </section>
  );
}
