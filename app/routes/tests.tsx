import { HydrateLater } from "../lib/hydrate-later.tsx";
import { Form, Link } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { withSeparatePrices } from "../../domain/package-pricing.ts";
import { PackageCard, type PackageCardData } from "../components/catalogue/package-card.tsx";
import { TestCard } from "../components/catalogue/test-card.tsx";
import { PhoneIcon, SearchIcon, WhatsAppIcon } from "../components/ui/icons.tsx";
import { messagesFor } from "../i18n/messages.server.ts";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { askForTestMessage } from "../../domain/whatsapp-messages.ts";
import { telLink, whatsappLink } from "../lib/contact-links.ts";
import { localizePackage } from "../lib/package-card-data.ts";
import { breadcrumbs, pageMeta } from "../lib/seo.ts";
import { chipBySlug, chipsFor, testsHref } from "../lib/test-filter.ts";
import { toTestCard } from "../lib/test-card-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/tests";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** The catalogue, searched and filtered by the query alone. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  return [
    ...pageMeta({
      locale: t.locale,
      title: t("catalogue.tests.metaTitle"),
      description: t("catalogue.tests.metaDescription"),
      path: "/tests",
      origin: root.origin,
      labName: root.site.labName,
    }),
    breadcrumbs(root.origin, [
      { name: t("catalogue.breadcrumb.home"), path: pathIn(t.locale, "/") },
      { name: t("catalogue.breadcrumb.tests"), path: pathIn(t.locale, "/tests") },
    ]),
  ];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { labTests: testsService, packages: packagesService, search } = context.services;
  const locale = localeOfPath(url.pathname);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const chip = chipBySlug(url.searchParams.get("category"));
  const city = context.city;
  const tests = await testsService.list();

  let shown = tests;
  let packages: PackageCardData[] = [];
  if (q) {
    // The same search as the search box, so typing and pressing Enter agree; it finds
    // packages as well as tests, shown as a group of their own.
    // In the page's language, so a Hindi page ranks by Hindi names; hits are matched by id,
    // which is the same in both languages.
    const order = (await search.index(locale)).search(q).map((hit) => hit.id);
    const byId = new Map(tests.map((t) => [`test:${t.slug}`, t]));
    shown = order.flatMap((id) => byId.get(id) ?? []);
    if (!chip) {
      const { packages: all } = await packagesService.list();
      const packageById = new Map(all.map((p) => [`package:${p.id}`, p]));
      packages = withSeparatePrices(
        order.flatMap((id) => packageById.get(id) ?? []),
        tests,
        city,
      ).map((pkg) => localizePackage(locale, pkg, tests));
    }
  }
  if (chip) shown = shown.filter((t) => t.category === chip.category);

  return {
    q,
    category: chip?.slug ?? null,
    chips: chipsFor(tests).map(({ slug }) => slug),
    tests: shown.map((t) => toTestCard(t, city, locale)),
    packages,
    messages: messagesFor(locale, "catalogue"),
  };
}

export default function Tests({ loaderData }: Route.ComponentProps) {
  const { q, category, chips, tests, packages } = loaderData;
  const { site } = useRootData();
  const t = useT();
  const localePath = useLocalePath();
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 md:px-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t("catalogue.tests.title")}</h1>
      <Form method="get" action={localePath("/tests")} role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="tests-q" className="sr-only">
          {t("catalogue.tests.searchLabel")}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500" />
          <input
            id="tests-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            placeholder={t("catalogue.tests.searchPlaceholder")}
            className="h-11 w-full rounded-full border border-slate-300 pr-4 pl-10"
          />
        </div>
        {category && <input type="hidden" name="category" value={category} />}
        <button type="submit" className="rounded-full bg-brand-700 px-5 font-semibold text-white">
          {t("catalogue.tests.search")}
        </button>
      </Form>
      <nav aria-label={t("catalogue.tests.categories")} className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 pb-2">
        {[
          { slug: null, label: t("catalogue.tests.all") },
          ...chips.map((slug) => ({ slug, label: t(`catalogue.chip.${slug}`) })),
        ].map((chip) => {
          const isCurrent = chip.slug === category;
          return (
            <Link
              key={chip.slug ?? "all"}
              to={testsHref({ q, category: chip.slug }, t.locale)}
              preventScrollReset
              aria-current={isCurrent ? "true" : undefined}
              className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium ${isCurrent ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800 hover:border-brand-700"}`}
            >
              {chip.label}
            </Link>
          );
        })}
      </nav>
      <p className="mt-2 text-sm text-slate-700" role="status">
        {tests.length === 0
          ? q
            ? t("catalogue.tests.noneMatching", { q })
            : t("catalogue.tests.noneInCategory")
          : q
            ? t("catalogue.tests.countMatching", { count: tests.length, q })
            : t("catalogue.tests.count", { count: tests.length })}
        {packages.length > 0 && t("catalogue.tests.packageCount", { count: packages.length })}
      </p>
      {q && tests.length === 0 && packages.length === 0 && (
        <div className="mt-3 max-w-xl rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-slate-900">{t("catalogue.tests.mayStillDo")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              href={whatsappLink(site.whatsappNumber, askForTestMessage(q, t.locale))}
              className="flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white"
            >
              <WhatsAppIcon className="h-4 w-4" /> {t("catalogue.tests.askWhatsApp")}
            </a>
            <a
              href={telLink(site.phone)}
              className="flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-5 font-semibold text-slate-800"
            >
              <PhoneIcon className="h-4 w-4" /> {t("catalogue.callPhone", { phone: site.phone })}
            </a>
          </div>
        </div>
      )}
      {packages.length > 0 && (
        <section aria-labelledby="package-results" className="mt-4">
          <h2 id="package-results" className="text-xl font-semibold">
            {t("catalogue.tests.packagesHeading")}
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {packages.map((pkg) => (
              <HydrateLater key={pkg.id}>
                <li>
                  <PackageCard pkg={pkg} headingLevel={3} />
                </li>
              </HydrateLater>
            ))}
          </ul>
        </section>
      )}
      {tests.length > 0 && (
        <section aria-labelledby="test-results" className="mt-4">
          {packages.length > 0 && (
            <h2 id="test-results" className="text-xl font-semibold">
              {t("catalogue.tests.testsHeading")}
            </h2>
          )}
          <ul
            className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-labelledby={packages.length > 0 ? "test-results" : undefined}
          >
            {tests.map((test) => (
              <HydrateLater key={test.slug}>
                <li>
                  <TestCard test={test} headingLevel={packages.length > 0 ? 3 : 2} />
                </li>
              </HydrateLater>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
