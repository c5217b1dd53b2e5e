import { localeOfPath } from "../../domain/locale.ts";
import { data } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { StatusPage } from "../components/status-page.tsx";
import { CITIES } from "../../domain/catalogue.ts";
import { formatRupees, priceInCity } from "../../domain/pricing.ts";
import { InterpretingSection, MeasuresSection, UnderstandingSection } from "../components/test-page/about-test-sections.tsx";
import { CityPriceSection } from "../components/test-page/city-price-section.tsx";
import { FaqSection } from "../components/test-page/faq-section.tsx";
import { HomeCollectionSection } from "../components/test-page/home-collection-section.tsx";
import { ReferencesSection } from "../components/test-page/references-section.tsx";
import { RelatedTestsSection } from "../components/test-page/related-tests-section.tsx";
import { SectionIndex } from "../components/test-page/section-index.tsx";
import { SidePriceCard } from "../components/test-page/side-price-card.tsx";
import { StickyPriceBar } from "../components/test-page/sticky-price-bar.tsx";
import { TestBreadcrumb } from "../components/test-page/test-breadcrumb.tsx";
import { TestDetail } from "../components/test-page/test-detail.tsx";
import { MedicalReviewLine } from "../components/test-page/medical-review.tsx";
import { bookTestMessage, whatsappLink } from "../lib/contact-links.ts";
import { breadcrumbs, jsonLd, pageMeta, shareImageOf } from "../lib/seo.ts";
import { faqJsonLd, testJsonLd } from "../lib/structured-data.ts";
import { toTestCard } from "../lib/test-card-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/test-page";

/** A test's page: its content and its price in the visitor's city. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  if (!loaderData) return [{ title: `Test not found | ${root.site.labName}` }, { name: "robots", content: "noindex" }];
  const { test, cityPrice, imageSize } = loaderData;
  const path = `/tests/${test.slug}`;
  const image = shareImageOf(root.origin, { imageUrl: test.imageUrl, imageSize, alt: test.name });
  return [
    ...pageMeta({ locale: localeOfPath(location.pathname),
      title: `${test.name}: price ${formatRupees(cityPrice.price)}, preparation and results`,
      description: test.description,
      path,
      origin: root.origin,
      labName: root.site.labName,
      image,
    }),
    breadcrumbs(root.origin, [
      { name: "Home", path: "/" },
      { name: "Tests", path: "/tests" },
      { name: test.name, path },
    ]),
    ...testJsonLd(test, cityPrice.price, { site: root.site, origin: root.origin, image }).map(jsonLd),
    // A FAQPage needs at least one question; a test added without FAQs has none.
    ...(test.faqs.length > 0 ? [jsonLd(faqJsonLd(test.faqs))] : []),
  ];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { labTests: tests, images } = context.services;
  const slug = params.slug.toLowerCase();
  const test = await tests.get(slug);
  if (!test) throw data({ slug }, { status: (await tests.isRetired(slug)) ? 410 : 404 });
  const city = context.city;
  const all = await tests.list();
  const related = test.relatedTestIds
    .map((slug) => all.find((t) => t.slug === slug))
    .filter((t) => t !== undefined)
    .map((t) => toTestCard(t, city, locale));
  const { createdAt: _c, updatedAt: _u, ...fields } = test;
  return {
    test: fields,
    city,
    cityPrice: priceInCity(test, city),
    cityPrices: CITIES.map((c) => ({ city: c, ...priceInCity(test, c) })),
    related,
    imageSize: test.imageId ? await images.size(test.imageId) : null,
  };
}

export default function TestPage({ loaderData }: Route.ComponentProps) {
  const { site } = useRootData();
  const { test, city, cityPrice, cityPrices, related } = loaderData;
  const chatLink = whatsappLink(site.whatsappNumber, bookTestMessage(test.name));
  const bookingPath = `/book/${test.slug}`;

  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 md:px-6 md:pb-10">
      <TestBreadcrumb testName={test.name} />
      <div className="md:grid md:grid-cols-[14rem_1fr] md:gap-8">
        <aside className="hidden md:block">
          <div className="sticky top-4 space-y-6">
            <SectionIndex />
            <SidePriceCard cityPrice={cityPrice} city={city} bookingPath={bookingPath} />
          </div>
        </aside>
        <article className="min-w-0">
          <TestDetail test={test} city={city} cityPrice={cityPrice} bookingPath={bookingPath} chatLink={chatLink} phone={site.phone} />
          <MedicalReviewLine review={test.medicalReview} />
          <UnderstandingSection test={test} />
          <MeasuresSection test={test} />
          <InterpretingSection test={test} />
          <FaqSection faqs={test.faqs} />
          <CityPriceSection cityPrices={cityPrices} city={city} />
          <HomeCollectionSection site={site} />
          <ReferencesSection references={test.references} />
          <RelatedTestsSection related={related} />
        </article>
      </div>
      <StickyPriceBar
        name={test.name}
        price={cityPrice.price}
        originalPrice={cityPrice.originalPrice}
        bookingPath={bookingPath}
        chatLink={chatLink}
        phone={site.phone}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <StatusPage notFoundTitle="Test not found" />;
}
