import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { Fragment } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { StatusPage } from "../components/status-page.tsx";
import { IdSchema } from "../../domain/schemas.ts";
import { formatRupees } from "../../domain/pricing.ts";
import { packagePrice, separatePriceToShow, withCatalogueTests } from "../../domain/package-pricing.ts";
import { fastingSentences, preparationFor, strictestFasting } from "../../domain/preparation.ts";
import { longestReportTime, type LongestReportTime } from "../../domain/report-time.ts";
import type { LabTest } from "../../domain/lab-test.ts";
import { PreparationAdvice } from "../components/booking/preparation-advice.tsx";
import { FieldText } from "../components/catalogue/field-text.tsx";
import { FactTiles } from "../components/test-page/info-strip.tsx";
import { StickyPriceBar } from "../components/test-page/sticky-price-bar.tsx";
import { PhoneIcon, WhatsAppIcon } from "../components/ui/icons.tsx";
import { Price } from "../components/ui/price.tsx";
import { imagePreload, ResponsiveImage } from "../components/ui/responsive-image.tsx";

/** The package's own image, drawn at the top of its page and preloaded in its <head>. */
const packagePageImage = (src: string) => ({ src, sizes: "(min-width: 768px) 480px, 100vw", maxWidth: 1024 });
import { langOf, localize, type Localized } from "../i18n/localize.ts";
import { messagesFor, messageTextsFor } from "../i18n/messages.server.ts";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { bookPackageMessage } from "../../domain/whatsapp-messages.ts";
import { telLink, whatsappLink } from "../lib/contact-links.ts";
import { localizePackage } from "../lib/package-card-data.ts";
import { breadcrumbs, jsonLd, pageMeta, shareImageOf } from "../lib/seo.ts";
import { packageJsonLd } from "../lib/structured-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/package-page";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** A package's page: its tests and its price in the visitor's city. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

/** What a missing package's page is titled, in its language (its loader failed, so it sent no messages). */
const missingTitle = (error: unknown): string | undefined =>
  isRouteErrorResponse(error) ? (error.data as { title?: string } | null)?.title : undefined;

export function meta({ loaderData: data, matches, location, error }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  const pkg = data?.pkg;
  if (!pkg)
    return [
      { title: `${missingTitle(error) ?? "Package not found"} | ${root.site.labName}` },
      { name: "robots", content: "noindex" },
    ];
  const path = `/packages/${pkg.id}`;
  const image = shareImageOf(root.origin, { imageUrl: pkg.imageUrl, imageSize: data.imageSize, alt: pkg.name });
  return [
    ...(pkg.imageUrl ? [imagePreload(packagePageImage(pkg.imageUrl))] : []),
    ...pageMeta({
      locale: t.locale,
      title: t("catalogue.package.metaTitle", {
        name: pkg.name,
        count: pkg.tests.length,
        price: formatRupees(packagePrice(pkg)),
      }),
      description: pkg.description,
      path,
      origin: root.origin,
      labName: root.site.labName,
      image,
    }),
    breadcrumbs(root.origin, [
      { name: t("catalogue.breadcrumb.home"), path: pathIn(t.locale, "/") },
      { name: t("catalogue.breadcrumb.packages"), path: pathIn(t.locale, "/packages") },
      { name: pkg.name, path: pathIn(t.locale, path) },
    ]),
    jsonLd(packageJsonLd(pkg, { origin: root.origin, image, locale: t.locale })),
  ];
}

/** A text from the data as a page shows it: marked lang="en" when its Hindi is not written. */
type ShownText = { value: string; lang: "en" | undefined };

type ShownCatalogueTest = Localized<Pick<LabTest, "name" | "reportTime" | "fasting" | "fastingInstructions">>;

/**
 * The report time tile's words in the page's language. Which report comes last is worked out
 * from the English times (the words staff type and report-time.ts reads); each is then shown
 * as its test's page shows it, and so are the names of the slowest tests.
 */
function shownReportTime(
  english: LongestReportTime | null,
  tests: readonly LabTest[],
  shown: readonly ShownCatalogueTest[],
) {
  if (english === null) return null;
  const text = (i: number): ShownText => ({ value: shown[i].reportTime.trim(), lang: langOf(shown[i], "reportTime") });
  const name = (i: number): ShownText => ({ value: shown[i].name, lang: langOf(shown[i], "name") });
  if (!english.isKnown) {
    const times = english.reportTimes.map((time) => text(tests.findIndex((test) => test.reportTime.trim() === time)));
    return {
      times: times.filter((time, i) => times.findIndex((other) => other.value === time.value) === i),
      slowest: null,
    };
  }
  const slowest = tests.findIndex(
    (test) => test.reportTime.trim() === english.reportTime && english.names.includes(test.name),
  );
  return {
    times: [text(slowest)],
    slowest: english.names.map((n) => name(tests.findIndex((test) => test.name === n))),
  };
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const id = IdSchema.safeParse(params.id);
  const pkg = id.success ? await context.services.packages.get(id.data) : null;
  if (!pkg) throw data({ title: messageTextsFor(locale, "catalogue")["catalogue.package.notFound"] }, { status: 404 });
  const catalogue = await context.services.labTests.list();
  const shownPackage = localizePackage(locale, pkg, catalogue);
  // A test links to its page only while the catalogue sells it; free text (and a test since
  // retired) is shown by name, and its preparation and report time are not ours to state.
  const matched = withCatalogueTests(pkg.tests, catalogue);
  const included = matched.map(({ test }, i) => ({
    name: shownPackage.tests[i].name,
    lang: shownPackage.tests[i].lang,
    slug: test?.slug ?? null,
  }));
  const catalogueTests = matched.flatMap(({ test }) => (test ? [test] : []));
  // Each test's name, report time and preparation as its own page says them in this language.
  const shownTests = catalogueTests.map((test) =>
    localize(locale, test, ["name", "reportTime", "fastingInstructions"]),
  );
  const preparationSources = shownTests.map(({ name, fasting, fastingInstructions }) => ({
    name,
    fasting,
    fastingInstructions,
  }));
  return {
    pkg: shownPackage,
    included,
    // The saving is claimed only when it is real in every city: a package staff priced at or
    // above its tests (saved before the rule) says nothing about "separately".
    separately: separatePriceToShow(pkg, catalogue, context.city),
    fasting: strictestFasting(preparationSources),
    preparation: preparationFor(preparationSources),
    reportTime: shownReportTime(
      longestReportTime(catalogueTests.map(({ name, reportTime }) => ({ name, reportTime }))),
      catalogueTests,
      shownTests,
    ),
    imageSize: pkg.imageId ? await context.services.images.size(pkg.imageId) : null,
    messages: messagesFor(locale, "catalogue"),
  };
}

/** Names in a sentence, each marked as English when its Hindi is not written. */
function NameList({ names }: { names: readonly ShownText[] }) {
  return names.map((name, i) => (
    <Fragment key={`${i}:${name.value}`}>
      {i > 0 && ", "}
      {name.lang ? <span lang={name.lang}>{name.value}</span> : name.value}
    </Fragment>
  ));
}

export default function PackagePage({
  loaderData: { pkg, included, separately, fasting, preparation, reportTime },
}: Route.ComponentProps) {
  const { site } = useRootData();
  const t = useT();
  const localePath = useLocalePath();
  const price = packagePrice(pkg);
  const originalPrice = pkg.discountedPrice === null ? null : pkg.price;
  const bookingPath = localePath(`/book-package/${pkg.id}`);
  const chatLink = whatsappLink(site.whatsappNumber, bookPackageMessage(pkg.name, t.locale));
  const notInCatalogue = included.filter((test) => test.slug === null).map(({ name, lang }) => ({ value: name, lang }));
  const [strictestFastingSentence] = fastingSentences(preparation, t.locale);
  const confirmedOnCall = t("catalogue.package.confirmedOnCall");
  const reportTimeFact = reportTime?.times.map((time) => time.value).join(" / ") ?? confirmedOnCall;
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 md:px-6">
      <nav aria-label={t("catalogue.breadcrumb.label")} className="text-sm text-slate-700">
        <Link to={localePath("/")} className="underline">
          {t("catalogue.breadcrumb.home")}
        </Link>{" "}
        /{" "}
        <Link to={localePath("/packages")} className="underline">
          {t("catalogue.breadcrumb.packages")}
        </Link>{" "}
        /{" "}
        <span aria-current="page">
          <FieldText item={pkg} field="name" />
        </span>
      </nav>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="self-start overflow-hidden rounded-2xl bg-slate-100">
          {pkg.imageUrl && (
            <ResponsiveImage
              {...packagePageImage(pkg.imageUrl)}
              alt=""
              width={1600}
              height={900}
              isPriority
              className="h-auto w-full"
            />
          )}
        </div>
        <div>
          <p className="text-sm font-semibold text-brand-800">
            {t(`catalogue.package.kind.${pkg.category}`)}{" "}
            {pkg.isFeatured && (
              <span className="ml-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900">
                {t("catalogue.card.featured")}
              </span>
            )}
          </p>
          <h1 className="mt-1 text-2xl font-bold md:text-3xl" lang={langOf(pkg, "name")}>
            {pkg.name}
          </h1>
          <p className="mt-2 text-slate-800" lang={langOf(pkg, "description")}>
            {pkg.description}
          </p>
          {/* The target of the layout's "Skip to booking": the next Tab is Book now. */}
          <div id="book-now" className="mt-4">
            <Price price={price} originalPrice={originalPrice} size="lg" />
            {separately !== null && (
              <p className="mt-1 text-sm text-slate-700">
                {t.rich(
                  "catalogue.package.separately",
                  {
                    b: (children, key) => (
                      <span key={key} className="font-semibold text-slate-900">
                        {children}
                      </span>
                    ),
                  },
                  { amount: formatRupees(separately) },
                )}
              </p>
            )}
          </div>
          {/* Phones have the same actions in the sticky bar. */}
          <div className="mt-4 hidden flex-wrap gap-2 md:flex">
            <Link
              to={bookingPath}
              className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t("catalogue.package.bookNow")}
            </Link>
            <a
              href={chatLink}
              className="flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"
            >
              <WhatsAppIcon /> {t("catalogue.package.whatsapp")}
            </a>
            <a
              href={telLink(site.phone)}
              className="flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800"
            >
              <PhoneIcon /> {t("catalogue.package.call")}
            </a>
          </div>
          <FactTiles
            facts={[
              [
                t("catalogue.fact.reportTime"),
                reportTimeFact,
                reportTime?.times.every((time) => time.lang === "en") ? "en" : undefined,
              ],
              [t("catalogue.fact.fasting"), fasting === null ? confirmedOnCall : t(`catalogue.fasting.${fasting}`)],
            ]}
          />
          {reportTime?.slowest && reportTime.slowest.length < included.length - notInCatalogue.length && (
            <p className="mt-2 text-sm text-slate-700">
              {t.rich(
                "catalogue.package.longest",
                { names: (_, key) => <NameList key={key} names={reportTime.slowest!} /> },
                { count: reportTime.slowest.length },
              )}
            </p>
          )}
          {fasting !== null && (
            <p
              className={`mt-2 text-sm ${strictestFastingSentence.isRequired ? "font-medium text-amber-950" : "text-slate-700"}`}
            >
              {strictestFastingSentence.text}{" "}
              <a href="#preparation" className="underline underline-offset-2">
                {t("catalogue.package.howToPrepare")}
              </a>
            </p>
          )}
        </div>
      </div>
      <section aria-labelledby="included" className="mt-8">
        <h2 id="included" className="text-xl font-semibold">
          {t("catalogue.card.testsIncluded", { count: pkg.tests.length })}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {included.map((test) => (
            <li
              key={test.slug ?? test.name}
              lang={test.lang}
              className="rounded-lg border border-slate-200 px-3 py-2 text-slate-800"
            >
              {test.slug ? (
                <Link
                  to={localePath(`/tests/${test.slug}`)}
                  className="underline decoration-slate-300 underline-offset-2 hover:text-brand-800"
                >
                  {test.name}
                </Link>
              ) : (
                test.name
              )}
            </li>
          ))}
        </ul>
      </section>
      <div id="preparation" className="mt-8 scroll-mt-32 space-y-3">
        <PreparationAdvice preparation={preparation} />
        {notInCatalogue.length > 0 && (
          <p data-testid="not-in-catalogue" className="rounded-xl border border-slate-300 p-4 text-slate-800">
            {t.rich("catalogue.package.notInCatalogue", {
              names: (children, key) => (
                <span key={key} className="font-medium">
                  <NameList names={notInCatalogue} />
                  {children}
                </span>
              ),
            })}
          </p>
        )}
      </div>
      <StickyPriceBar
        name={pkg.name}
        price={price}
        originalPrice={originalPrice}
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
