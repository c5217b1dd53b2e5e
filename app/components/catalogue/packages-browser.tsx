import { HydrateLater } from "../../lib/hydrate-later.tsx";
import { Link, useNavigation } from "react-router";
import { PACKAGE_CATEGORIES } from "../../../domain/catalogue.ts";
import { useLocalePath, useT } from "../../i18n/use-t.ts";
import { filterSearch, pageCount, type PackageFilter } from "../../lib/package-filter.ts";
import { PackageCard, type PackageCardData } from "./package-card.tsx";

type Props = {
  packages: PackageCardData[];
  total: number;
  filter: PackageFilter;
  /** The page this grid is on ("/" or "/packages", in English: links keep to it in the page's language). */
  path: string;
  /** Set when the packages could not be loaded. */
  hasFailed: boolean;
  headingLevel?: 2 | 3;
  /** The grid starts on the first screen (/packages): its first image loads at once. */
  isAtTop?: boolean;
};

/**
 * The packages grid of SPEC §3: category filter and pages as plain links (they work
 * without JavaScript and survive a reload), with loading, empty and error states.
 */
export function PackagesBrowser({
  packages,
  total,
  filter,
  path: englishPath,
  hasFailed,
  headingLevel = 3,
  isAtTop = false,
}: Props) {
  const t = useT();
  const path = useLocalePath()(englishPath);
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === path;
  const pages = pageCount(total);
  const here = `${path}${filterSearch(filter)}`;

  return (
    <div>
      <nav aria-label={t("catalogue.browser.categories")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
        {(["all", ...PACKAGE_CATEGORIES] as const).map((category) => {
          const value = category === "all" ? undefined : category;
          const isCurrent = filter.category === value;
          return (
            <Link
              key={category}
              to={`${path}${filterSearch({ category: value, page: 1 })}`}
              preventScrollReset
              aria-current={isCurrent ? "true" : undefined}
              className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium ${
                isCurrent
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-700"
              }`}
            >
              {t(`common.packageCategory.${category}`)}
            </Link>
          );
        })}
      </nav>

      <div aria-live="polite" aria-busy={isLoading} className="mt-4">
        {isLoading ? (
          <p className="py-10 text-center text-slate-700">{t("catalogue.browser.loading")}</p>
        ) : hasFailed ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-semibold text-red-900">{t("catalogue.browser.failed")}</p>
            <Link
              to={here}
              reloadDocument
              className="mt-3 inline-block rounded-full bg-red-800 px-4 py-2 text-sm font-semibold text-white"
            >
              {t("catalogue.browser.retry")}
            </Link>
          </div>
        ) : packages.length === 0 ? (
          <p className="py-10 text-center text-slate-700">{t("catalogue.browser.empty")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((pkg, index) => (
              <HydrateLater key={pkg.id}>
                <li>
                  <PackageCard pkg={pkg} headingLevel={headingLevel} isPriority={isAtTop && index === 0} />
                </li>
              </HydrateLater>
            ))}
          </ul>
        )}
      </div>

      {pages > 1 && !hasFailed && (
        <nav aria-label={t("catalogue.browser.pages")} className="mt-6 flex items-center justify-center gap-2">
          {filter.page > 1 && (
            <Link
              preventScrollReset
              to={`${path}${filterSearch({ ...filter, page: filter.page - 1 })}`}
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm"
            >
              {t("catalogue.browser.previous")}
            </Link>
          )}
          {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
            <Link
              key={page}
              preventScrollReset
              to={`${path}${filterSearch({ ...filter, page })}`}
              aria-label={t("catalogue.browser.page", { page })}
              aria-current={page === filter.page ? "page" : undefined}
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold ${
                page === filter.page ? "bg-brand-700 text-white" : "border border-slate-300 text-slate-800"
              }`}
            >
              {page}
            </Link>
          ))}
          {filter.page < pages && (
            <Link
              preventScrollReset
              to={`${path}${filterSearch({ ...filter, page: filter.page + 1 })}`}
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm"
            >
              {t("catalogue.browser.next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
