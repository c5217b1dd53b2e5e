import { SHARED_PAGE } from "../../domain/page-cache.ts";
import type { Route } from "./+types/robots-txt";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** What crawlers may read. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicOrigin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin-login",
    "Disallow: /api/",
    "Disallow: /book",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
