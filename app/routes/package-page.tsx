import { localeOfPath } from "../../domain/locale.ts";
import { data, Link } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { StatusPage } from "../components/status-page.tsx";
import { IdSchema } from "../../domain/schemas.ts";
import { formatRupees } from "../../domain/pricing.ts";
import { packagePrice, separatePriceToShow, withCatalogueTests } from "../../domain/package-pricing.ts";
import { FASTING_LABELS, fastingSentences, preparationFor, strictestFasting } from "../../domain/preparation.ts";
import { longestReportTime, type LongestReportTime } from "../../domain/report-time.ts";
import { PreparationAdvice } from "../components/booking/preparation-advice.tsx";
import { FactTiles } from "../components/test-page/info-strip.tsx";
import { StickyPriceBar } from "../components/test-page/sticky-price-bar.tsx";
import { PhoneIcon, WhatsAppIcon } from "../components/ui/icons.tsx";
import { Price } from "../components/ui/price.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { CATEGORY_LABELS } from "../lib/package-filter.ts";
import { bookPackageMessage, telLink, whatsappLink } from "../lib/contact-links.ts";
import { breadcrumbs, jsonLd, pageMeta, shareImageOf } from "../lib/seo.ts";
import { packageJsonLd } from "../lib/structured-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/package-page";

/** A package's page: its tests and its price in the visitor's city. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ loaderData: data, matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const pkg = data?.pkg;
  if (!pkg) return [{ title: `Package not found | ${root.site.labName}` }, { name: "robots", content: "noindex" }];
  const path = `/packages/${pkg.id}`;
  const image = shareImageOf(root.origin, { imageUrl: pkg.imageUrl, imageSize: data.imageSize, alt: pkg.name });
  return [
    ...pageMeta({ locale: localeOfPath(location.pathname), title: `${pkg.name}: ${pkg.tests.length} tests for ${formatRupees(packagePrice(pkg))}`, description: pkg.description, path, origin: root.origin, labName: root.site.labName, image }),
    breadcrumbs(root.origin, [
      { name: "Home", path: "/" },
      { name: "Packages", path: "/packages" },
      { name: pkg.name, path },
    ]),
    jsonLd(packageJsonLd(pkg, { origin: root.origin, image })),
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = IdSchema.safeParse(params.id);
  const pkg = id.success ? await context.services.packages.get(id.data) : null;
  if (!pkg) throw data(null, { status: 404 });
  const catalogue = await context.services.labTests.list();
  // A test links to its page only while the catalogue sells it; free text (and a test since
  // retired) is shown by name, and its preparation and report time are not ours to state.
  const matched = withCatalogueTests(pkg.tests, catalogue);
  const included = matched.map(({ name, test }) => ({ name, slug: test?.slug ?? null }));
  const catalogueTests = matched.flatMap(({ test }) => (test ? [test] : []));
  const preparationSources = catalogueTests.map(({ name, fasting, fastingInstructions }) => ({ name, fasting, fastingInstructions }));
  return {
    pkg,
    included,
    // The saving is claimed only when it is real in every city: a package staff priced at or
    // above its tests (saved before the rule) says nothing about "separately".
    separately: separatePriceToShow(pkg, catalogue, context.city),
    fasting: strictestFasting(preparationSources),
    preparation: preparationFor(preparationSources),
    reportTime: longestReportTime(catalogueTests.map(({ name, reportTime }) => ({ name, reportTime }))),
    imageSize: pkg.imageId ? await context.services.images.size(pkg.imageId) : null,
  };
}

/** What the page says where the tests it knows cannot answer (none of them is in the catalogue). */
const CONFIRMED_ON_THE_CALL = "Confirmed on the call";

/** The report time tile: the longest among the tests, or each as typed when one cannot be compared. */
function reportTimeValue(reportTime: LongestReportTime | null): string {
  if (reportTime === null) return CONFIRMED_ON_THE_CALL;
  return reportTime.isKnown ? reportTime.reportTime : reportTime.reportTimes.join(" / ");
}

export default function PackagePage({ loaderData: { pkg, included, separately, fasting, preparation, reportTime } }: Route.ComponentProps) {
  const { site } = useRootData();
  const price = packagePrice(pkg);
  const originalPrice = pkg.discountedPrice === null ? null : pkg.price;
  const bookingPath = `/book-package/${pkg.id}`;
  const chatLink = whatsappLink(site.whatsappNumber, bookPackageMessage(pkg.name));
  const notInCatalogue = included.filter((test) => test.slug === null).map((test) => test.name);
  const [strictestFastingSentence] = fastingSentences(preparation);
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 md:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
        <Link to="/" className="underline">Home</Link> / <Link to="/packages" className="underline">Packages</Link> / <span aria-current="page">{pkg.name}</span>
      </nav>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="self-start overflow-hidden rounded-2xl bg-slate-100">
          {pkg.imageUrl && <ResponsiveImage src={pkg.imageUrl} alt="" width={1600} height={900} sizes="(min-width: 768px) 480px, 100vw" isPriority maxWidth={1024} className="h-auto w-full" />}
        </div>
        <div>
          <p className="text-sm font-semibold text-brand-800">
            {CATEGORY_LABELS[pkg.category]} checkup {pkg.isFeatured && <span className="ml-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900">Featured</span>}
          </p>
          <h1 className="mt-1 text-2xl font-bold md:text-3xl">{pkg.name}</h1>
          <p className="mt-2 text-slate-800">{pkg.description}</p>
          <div className="mt-4">
            <Price price={price} originalPrice={originalPrice} size="lg" />
            {separately !== null && (
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{formatRupees(separately)}</span> if booked separately
              </p>
            )}
          </div>
          {/* Phones have the same actions in the sticky bar. */}
          <div className="mt-4 hidden flex-wrap gap-2 md:flex">
            <Link to={bookingPath} className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">Book Now</Link>
            <a href={chatLink} className="flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"><WhatsAppIcon /> WhatsApp</a>
            <a href={telLink(site.phone)} className="flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800"><PhoneIcon /> Call</a>
          </div>
          <FactTiles
            facts={[
              ["Report Time", reportTimeValue(reportTime)],
              ["Fasting Required", fasting === null ? CONFIRMED_ON_THE_CALL : FASTING_LABELS[fasting]],
            ]}
          />
          {reportTime?.isKnown && reportTime.names.length < included.length - notInCatalogue.length && (
            <p className="mt-2 text-sm text-slate-700">
              {reportTime.names.join(", ")} {reportTime.names.length === 1 ? "takes" : "take"} the longest; the other reports come sooner.
            </p>
          )}
          {fasting !== null && (
            <p className={`mt-2 text-sm ${strictestFastingSentence.isRequired ? "font-medium text-amber-950" : "text-slate-700"}`}>
              {strictestFastingSentence.text} <a href="#preparation" className="underline underline-offset-2">How to prepare</a>
            </p>
          )}
        </div>
      </div>
      <section aria-labelledby="included" className="mt-8">
        <h2 id="included" className="text-xl font-semibold">{pkg.tests.length} tests included</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {included.map((test) => (
            <li key={test.slug ?? test.name} className="rounded-lg border border-slate-200 px-3 py-2 text-slate-800">
              {test.slug ? <Link to={`/tests/${test.slug}`} className="underline decoration-slate-300 underline-offset-2 hover:text-brand-800">{test.name}</Link> : test.name}
            </li>
          ))}
        </ul>
      </section>
      <div id="preparation" className="mt-8 scroll-mt-32 space-y-3">
        <PreparationAdvice preparation={preparation} />
        {notInCatalogue.length > 0 && (
          <p data-testid="not-in-catalogue" className="rounded-xl border border-slate-300 p-4 text-slate-800">
            <span className="font-medium">{notInCatalogue.join(", ")}:</span> we tell you how to prepare and when the report is ready when we call
            about the collection.
          </p>
        )}
      </div>
      <StickyPriceBar name={pkg.name} price={price} originalPrice={originalPrice} bookingPath={bookingPath} chatLink={chatLink} phone={site.phone} />
    </main>
  );
}

export function ErrorBoundary() {
  return <StatusPage notFoundTitle="Package not found" />;
}
