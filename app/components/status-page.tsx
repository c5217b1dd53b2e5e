import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import type { RootData } from "../root.tsx";
import { SearchBox } from "./search/search-box.tsx";

/**
 * The page for an HTTP status, inside the site's shell: not found (404, titled for what was
 * missing), no longer offered (410) or failed (500).
 */
export function StatusPage({ notFoundTitle = "Page not found", children }: { notFoundTitle?: string; children?: React.ReactNode }) {
  const error = useRouteError();
  // Absent only when the root itself failed; the search then shows the default city's prices.
  const city = useRouteLoaderData<RootData>("root")?.city;
  const status = error ? (isRouteErrorResponse(error) ? error.status : 500) : 404;
  const [heading, text] =
    status === 404
      ? [notFoundTitle, "We could not find that page. It may have moved. Try a search, or start from one of these:"]
      : status === 410
        ? ["This test is no longer offered", "We have stopped offering this test. Search for another, or ask us on WhatsApp which test suits you:"]
        : ["Something went wrong", "Please try again in a moment."];
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">{heading}</h1>
      {status === 404 && children}
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-4">
        <SearchBox variant="desktop" city={city} />
      </div>
      <ul className="mt-6 flex flex-wrap gap-4">
        <li><Link to="/" className="font-semibold text-brand-800 underline">Home</Link></li>
        <li><Link to="/tests" className="font-semibold text-brand-800 underline">All tests</Link></li>
        <li><Link to="/packages" className="font-semibold text-brand-800 underline">Health packages</Link></li>
        <li><Link to="/sitemap" className="font-semibold text-brand-800 underline">Sitemap</Link></li>
      </ul>
    </main>
  );
}
