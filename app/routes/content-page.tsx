import { LOCALE_TAG, localeOfPath, pathIn } from "../../domain/locale.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { StatusPage } from "../components/status-page.tsx";
import { data, Link } from "react-router";
import { getContentPage } from "../content/pages.server.ts";
import { breadcrumbs, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/content-page";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** The lab's own text (about, terms, privacy, …). Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  if (!loaderData) return [{ title: t("common.status.notFound") }];
  const { page } = loaderData;
  return [
    ...pageMeta({
      locale: t.locale,
      title: page.title,
      description: page.description,
      path: `/${page.slug}`,
      origin: root.origin,
      labName: root.site.labName,
    }),
    breadcrumbs(root.origin, [
      { name: t("content.home"), path: pathIn(t.locale, "/") },
      { name: page.title, path: pathIn(t.locale, `/${page.slug}`) },
    ]),
  ];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const slug = pathIn("en", url.pathname)
    .replace(/^\/|\/$/g, "")
    .toLowerCase();
  const page = getContentPage(slug, await context.services.settings.getSite(), locale);
  if (!page) throw data(null, { status: 404 });
  return { page, messages: messagesFor(locale, "content") };
}

/** One template for every plain content page (about, privacy, careers, …). */
export default function ContentPageRoute({ loaderData: { page } }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 md:px-6">
      <nav aria-label={t("content.breadcrumb")} className="text-sm text-slate-700">
        <Link to={localePath("/")} className="underline">
          {t("content.home")}
        </Link>{" "}
        / <span aria-current="page">{page.title}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{page.title}</h1>
      {page.updated && (
        <p className="mt-1 text-sm text-slate-700">
          {t.rich(
            "content.lastUpdated",
            {
              time: (children, key) => (
                <time key={key} dateTime={page.updated}>
                  {children}
                </time>
              ),
            },
            {
              date: new Date(page.updated).toLocaleDateString(LOCALE_TAG[t.locale], {
                day: "numeric",
                month: "long",
                year: "numeric",
                timeZone: "UTC",
              }),
            },
          )}
        </p>
      )}
      <p className="mt-4 text-lg text-slate-800">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
          {section.bullets && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}

export function ErrorBoundary() {
  return <StatusPage />;
}
