import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { StatusPage } from "../components/status-page.tsx";
import { CITIES } from "../../domain/catalogue.ts";
import { TRANSLATED_TEST_FIELDS } from "../../domain/lab-test.ts";
import { formatRupees, priceInCity } from "../../domain/pricing.ts";
import { FieldText } from "../components/catalogue/field-text.tsx";
import {
  InterpretingSection,
  MeasuresSection,
  UnderstandingSection,
} from "../components/test-page/about-test-sections.tsx";
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
import { localize } from "../i18n/localize.ts";
import { messagesFor, messageTextsFor } from "../i18n/messages.server.ts";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { bookTestMessage } from "../../domain/whatsapp-messages.ts";
import { whatsappLink } from "../lib/contact-links.ts";
import { breadcrumbs, jsonLd, pageMeta, shareImageOf } from "../lib/seo.ts";
import { faqJsonLd, testJsonLd } from "../lib/structured-data.ts";
import { toTestCard } from "../lib/test-card-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/test-page";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** A test's page: its content and its price in the visitor's city. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

/** What a missing test's page is titled, in its language (its loader failed, so it sent no messages). */
type Missing = { slug: string; title: string };
const missingTitle = (error: unknown): string | undefined =>
  isRouteErrorResponse(error) ? (error.data as Partial<Missing> | null)?.title : undefined;

export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  if (!loaderData)
    return [
      { title: `${missingTitle(error) ?? "Test not found"} | ${root.site.labName}` },
      { name: "robots", content: "noindex" },
    ];
  const { test, cityPrice, imageSize } = loaderData;
  const path = `/tests/${test.slug}`;
  const image = shareImageOf(root.origin, { imageUrl: test.imageUrl, imageSize, alt: test.name });
  return [
    ...pageMeta({
      locale: t.locale,
      title: t("catalogue.test.metaTitle", { name: test.name, price: formatRupees(cityPrice.price) }),
      description: test.description,
      path,
      origin: root.origin,
      labName: root.site.labName,
      image,
    }),
    breadcrumbs(root.origin, [
      { name: t("catalogue.breadcrumb.home"), path: pathIn(t.locale, "/") },
      { name: t("catalogue.breadcrumb.tests"), path: pathIn(t.locale, "/tests") },
      { name: test.name, path: pathIn(t.locale, path) },
    ]),
    ...testJsonLd(test, cityPrice.price, { site: root.site, origin: root.origin, image, locale: t.locale }).map(jsonLd),
    // A FAQPage needs at least one question; a test added without FAQs has none.
    ...(test.faqs.length > 0 ? [jsonLd(faqJsonLd(test.faqs, t.locale))] : []),
  ];
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const { labTests: tests, images } = context.services;
  const slug = params.slug.toLowerCase();
  const test = await tests.get(slug);
  if (!test) {
    const missing: Missing = { slug, title: messageTextsFor(locale, "catalogue")["catalogue.test.notFound"] };
    throw data(missing, { status: (await tests.isRetired(slug)) ? 410 : 404 });
  }
  const city = context.city;
  const all = await tests.list();
  const related = test.relatedTestIds
    .map((slug) => all.find((t) => t.slug === slug))
    .filter((t) => t !== undefined)
    .map((t) => toTestCard(t, city, locale));
  const { createdAt: _c, updatedAt: _u, medicalReview, ...fields } = test;
  return {
    // The page's language only; each field without its Hindi yet is named, and marked lang="en".
    test: localize(locale, fields, TRANSLATED_TEST_FIELDS),
    // Each language's text has its own review: a Hindi page shows the Hindi's, and the English
    // one only as the English text's.
    medicalReview: locale === "hi" ? (test.hi.medicalReview ?? null) : medicalReview,
    englishReview: locale === "hi" ? medicalReview : null,
    city,
    cityPrice: priceInCity(test, city),
    cityPrices: CITIES.map((c) => ({ city: c, ...priceInCity(test, c) })),
    related,
    imageSize: test.imageId ? await images.size(test.imageId) : null,
    messages: messagesFor(locale, "catalogue"),
  };
}

export default function TestPage({ loaderData }: Route.ComponentProps) {
  const { site } = useRootData();
  const t = useT();
  const localePath = useLocalePath();
  const { test, medicalReview, englishReview, city, cityPrice, cityPrices, related } = loaderData;
  const chatLink = whatsappLink(site.whatsappNumber, bookTestMessage(test.name, t.locale));
  const bookingPath = localePath(`/book/${test.slug}`);

  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 md:px-6 md:pb-10">
      <TestBreadcrumb testName={<FieldText item={test} field="name" />} />
      <div className="md:grid md:grid-cols-[14rem_1fr] md:gap-8">
        <aside className="hidden md:block">
          <div className="sticky top-4 space-y-6">
            {/* The price and BOOK NOW first, then the index: a keyboard reaches the booking before ten section links. */}
            <SidePriceCard cityPrice={cityPrice} city={city} bookingPath={bookingPath} />
            <SectionIndex />
          </div>
        </aside>
        <article className="min-w-0">
          <TestDetail
            test={test}
            city={city}
            cityPrice={cityPrice}
            bookingPath={bookingPath}
            chatLink={chatLink}
            phone={site.phone}
          />
          <MedicalReviewLine review={medicalReview} englishReview={englishReview} slug={test.slug} />
          <UnderstandingSection test={test} />
          <MeasuresSection test={test} />
          <InterpretingSection test={test} />
          <FaqSection test={test} />
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
  return <StatusPage notFoundTitle={missingTitle(useRouteError())} />;
}
