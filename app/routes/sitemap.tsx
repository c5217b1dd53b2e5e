import { localeOfPath } from "../../domain/locale.ts";
import { Link } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { STATIC_PAGES } from "../lib/site-map.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/sitemap";

/** Every public page, listed. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return pageMeta({ locale: localeOfPath(location.pathname), title: "Sitemap", description: "Every page of our website: tests, health packages, labs and information.", path: "/sitemap", origin: root.origin, labName: root.site.labName });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [tests, { packages }] = await Promise.all([context.services.labTests.list(), context.services.packages.list()]);
  return {
    tests: tests.map((t) => ({ path: `/tests/${t.slug}`, label: t.name })),
    packages: packages.map((p) => ({ path: `/packages/${p.id}`, label: p.name })),
  };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const groups = [
    { id: "sitemap-pages", heading: "Pages", links: STATIC_PAGES.filter((p) => p.path !== "/sitemap") },
    { id: "sitemap-packages", heading: "Health packages", links: loaderData.packages },
    { id: "sitemap-tests", heading: "Tests", links: loaderData.tests },
  ];
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">Sitemap</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-3">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="text-lg font-semibold">{group.heading}</h2>
            <ul className="mt-2 space-y-1">
              {group.links.map((link) => (
                <li key={link.path}><Link to={link.path} className="text-brand-800 underline">{link.label}</Link></li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
