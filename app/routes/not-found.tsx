import { data } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { StatusPage } from "../components/status-page.tsx";

/** The same "not found" page for every path no page has. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
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
