import { data } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { StatusPage } from "../components/status-page.tsx";
import { metaTranslator } from "../i18n/use-t.ts";
import type { Route } from "./+types/not-found";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** The same "not found" page for every path no page has. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    { title: metaTranslator(matches, location)("common.status.notFound") },
    { name: "robots", content: "noindex" },
  ];
}

/** Any path no other route claims: a real 404 inside the site's shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return <StatusPage />;
}

export default function NotFound() {
  return <StatusPage />;
}
