import { localeOfPath } from "../../domain/locale.ts";
import { Link } from "react-router";
import { messagesFor } from "../i18n/messages.server.ts";
import { translated, TranslatedText } from "../i18n/translated.tsx";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { STATIC_PAGES } from "../lib/site-map.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/sitemap";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** Every public page, listed. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  return pageMeta({
    locale: t.locale,
    title: t("content.sitemap.title"),
    description: t("content.sitemap.description"),
    path: "/sitemap",
    origin: root.origin,
    labName: root.site.labName,
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const [tests, { packages }] = await Promise.all([context.services.labTests.list(), context.services.packages.list()]);
  return {
    tests: tests.map((t) => ({ path: `/tests/${t.slug}`, label: translated(locale, t.name, t.hi.name) })),
    packages: packages.map((p) => ({ path: `/packages/${p.id}`, label: translated(locale, p.name, p.hi.name) })),
    messages: messagesFor(locale, "content"),
  };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const pages = STATIC_PAGES.filter((p) => p.path !== "/sitemap").map((p) => ({
    path: p.path,
    label: { value: t(p.label), lang: undefined },
  }));
  const groups = [
    { id: "sitemap-pages", heading: t("content.sitemap.pages"), links: pages },
    { id: "sitemap-packages", heading: t("content.sitemap.packages"), links: loaderData.packages },
    { id: "sitemap-tests", heading: t("content.sitemap.tests"), links: loaderData.tests },
  ];
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">{t("content.sitemap.title")}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-3">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="text-lg font-semibold">
              {group.heading}
            </h2>
            <ul className="mt-2 space-y-1">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={localePath(link.path)} className="text-brand-800 underline">
                    <TranslatedText text={link.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
