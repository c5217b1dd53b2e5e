import { localeOfPath } from "../../domain/locale.ts";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import type { HealthPackage } from "../../domain/health-package.ts";
import { withSeparatePrices } from "../../domain/package-pricing.ts";
import { PackagesBrowser } from "../components/catalogue/packages-browser.tsx";
import { PACKAGE_PAGE_SIZE, parsePackageFilter } from "../lib/package-filter.ts";
import { breadcrumbs, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/packages";

/** The packages, priced in the visitor's city. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [
    ...pageMeta({ locale: localeOfPath(location.pathname),
      title: "Health checkup packages and prices",
      description: "Full body, basic, women's, cardiac, diabetes and senior citizen checkups with home sample collection and clear offer prices.",
      path: "/packages",
      origin: root.origin,
      labName: root.site.labName,
    }),
    breadcrumbs(root.origin, [
      { name: "Home", path: "/" },
      { name: "Packages", path: "/packages" },
    ]),
  ];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const filter = parsePackageFilter(url.searchParams);
  return Promise.all([context.services.packages.list({ category: filter.category, page: filter.page, pageSize: PACKAGE_PAGE_SIZE }), context.services.labTests.list()])
    .then(([{ packages, total }, tests]) => ({ packages: withSeparatePrices(packages, tests, context.city), total, filter, hasFailed: false }))
    .catch(() => ({ packages: [] as HealthPackage[], total: 0, filter, hasFailed: true }));
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 md:px-6">
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">Health Packages</h1>
      <PackagesBrowser {...loaderData} path="/packages" headingLevel={2} isAtTop />
    </main>
  );
}
