import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import type { RootData } from "../root.tsx";
import { useLocalePath, useT } from "../i18n/use-t.ts";
import { SearchBox } from "./search/search-box.tsx";

/**
 * The page for an HTTP status, inside the site's shell: not found (404, titled for what was
 * missing), no longer offered (410) or failed (500).
 */
export function StatusPage({ notFoundTitle, children }: { notFoundTitle?: string; children?: React.ReactNode }) {
  const error = useRouteError();
  const t = useT();
  const localePath = useLocalePath();
  // Absent only when the root itself failed; the search then shows the default city's prices.
  const city = useRouteLoaderData<RootData>("root")?.city;
  const status = error ? (isRouteErrorResponse(error) ? error.status : 500) : 404;
  const [heading, text] =
    status === 404
      ? [notFoundTitle ?? t("common.status.notFound"), t("common.status.notFoundText")]
      : status === 410
        ? [t("common.status.gone"), t("common.status.goneText")]
        : [t("common.status.failed"), t("common.status.failedText")];
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">{heading}</h1>
      {status === 404 && children}
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-4">
        <SearchBox id="search-status" variant="desktop" city={city} />
      </div>
      <ul className="mt-6 flex flex-wrap gap-4">
        <li>
          <Link to={localePath("/")} className="font-semibold text-brand-800 underline">
            {t("common.status.home")}
          </Link>
        </li>
        <li>
          <Link to={localePath("/tests")} className="font-semibold text-brand-800 underline">
            {t("common.status.allTests")}
          </Link>
        </li>
        <li>
          <Link to={localePath("/packages")} className="font-semibold text-brand-800 underline">
            {t("common.status.packages")}
          </Link>
        </li>
        <li>
          <Link to={localePath("/sitemap")} className="font-semibold text-brand-800 underline">
            {t("common.status.sitemap")}
          </Link>
        </li>
      </ul>
    </main>
  );
}
