import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { STATIC_PAGES } from "../lib/site-map.ts";
import { absoluteUrl } from "../lib/seo.ts";
import { LOCALES, LOCALE_TAG, pathIn } from "../../domain/locale.ts";
import type { Route } from "./+types/sitemap-xml";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/**
 * The public pages in every language, for search engines; each entry names its twins
 * (xhtml:link hreflang, as the pages' own <link rel="alternate"> do). Kept by the page cache
 * (domain/page-cache.ts).
 */
export const handle = SHARED_PAGE;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicOrigin;
  const [tests, { packages }] = await Promise.all([context.services.labTests.list(), context.services.packages.list()]);
  const entries = [
    ...STATIC_PAGES.map((p) => ({ loc: p.path, lastmod: null as string | null })),
    ...tests.map((t) => ({ loc: `/tests/${t.slug}`, lastmod: t.updatedAt })),
    ...packages.map((p) => ({ loc: `/packages/${p.id}`, lastmod: p.updatedAt })),
  ];
  const url = (path: string) => escapeXml(absoluteUrl(origin, path));
  const twins = (path: string) =>
    [...LOCALES.map((l) => [LOCALE_TAG[l], pathIn(l, path)]), ["x-default", path]]
      .map(([tag, twin]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${url(twin!)}"/>`)
      .join("");
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap(({ loc, lastmod }) =>
      LOCALES.map(
        (locale) =>
          `  <url><loc>${url(pathIn(locale, loc))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}${twins(loc)}</url>`,
      ),
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
