import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { withSeparatePrices } from "../../domain/package-pricing.ts";
import { packageCardImage, type PackageCardData } from "../components/catalogue/package-card.tsx";
import { imagePreload } from "../components/ui/responsive-image.tsx";
import { PackagesBrowser } from "../components/catalogue/packages-browser.tsx";
import { messagesFor } from "../i18n/messages.server.ts";
import { metaTranslator, useT } from "../i18n/use-t.ts";
import { localizePackage } from "../lib/package-card-data.ts";
import { PACKAGE_PAGE_SIZE, parsePackageFilter } from "../lib/package-filter.ts";
import { breadcrumbs, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/packages";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** The packages, priced in the visitor's city. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  // The first card's image is the page's largest above the fold (PackagesBrowser's isAtTop).
  const firstImage = loaderData?.packages[0]?.imageUrl;
  return [
    ...(firstImage ? [imagePreload(packageCardImage(firstImage))] : []),
    ...pageMeta({
      locale: t.locale,
      title: t("catalogue.packages.metaTitle"),
      description: t("catalogue.packages.metaDescription"),
      path: "/packages",
      origin: root.origin,
      labName: root.site.labName,
    }),
    breadcrumbs(root.origin, [
      { name: t("catalogue.breadcrumb.home"), path: pathIn(t.locale, "/") },
      { name: t("catalogue.breadcrumb.packages"), path: pathIn(t.locale, "/packages") },
    ]),
  ];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const filter = parsePackageFilter(url.searchParams);
  const messages = messagesFor(locale, "catalogue");
  return Promise.all([
    context.services.packages.list({ category: filter.category, page: filter.page, pageSize: PACKAGE_PAGE_SIZE }),
    context.services.labTests.list(),
  ])
    .then(([{ packages, total }, tests]) => ({
      packages: withSeparatePrices(packages, tests, context.city).map((pkg) => localizePackage(locale, pkg, tests)),
      total,
      filter,
      hasFailed: false,
      messages,
    }))
    .catch(() => ({ packages: [] as PackageCardData[], total: 0, filter, hasFailed: true, messages }));
}

export default function Packages({ loaderData: { messages: _messages, ...grid } }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 md:px-6">
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">{t("catalogue.packages.title")}</h1>
      <PackagesBrowser {...grid} path="/packages" headingLevel={2} isAtTop />
    </main>
  );
}
