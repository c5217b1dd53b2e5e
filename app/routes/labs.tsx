import { localeOfPath, pathIn } from "../../domain/locale.ts";
import { Link } from "react-router";
import { messagesFor } from "../i18n/messages.server.ts";
import { translated, TranslatedText } from "../i18n/translated.tsx";
import { metaTranslator, useLocalePath, useT } from "../i18n/use-t.ts";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { citiesInWords } from "../lib/city.ts";
import { telLink } from "../lib/contact-links.ts";
import { breadcrumbs, jsonLd, pageMeta, shareCard } from "../lib/seo.ts";
import { labJsonLd } from "../lib/structured-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/labs";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** The lab's addresses and hours. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const t = metaTranslator(matches, location);
  return [
    ...pageMeta({
      locale: t.locale,
      title: t("content.labs.metaTitle"),
      description: t("content.labs.metaDescription", { cities: citiesInWords("and", t.locale) }),
      path: "/labs",
      origin: root.origin,
      labName: root.site.labName,
    }),
    breadcrumbs(root.origin, [
      { name: t("content.home"), path: pathIn(t.locale, "/") },
      { name: t("content.labs.title"), path: pathIn(t.locale, "/labs") },
    ]),
    jsonLd(labJsonLd(root.site, root.origin, shareCard(root.origin), t.locale)),
  ];
}

export function loader({ url }: Route.LoaderArgs) {
  return { messages: messagesFor(localeOfPath(url.pathname), "content") };
}

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export default function Labs() {
  const { site } = useRootData();
  const t = useT();
  const localePath = useLocalePath();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">{t("content.labs.title")}</h1>
      <p className="mt-3 text-lg text-slate-800">
        {t.rich("content.labs.intro", {
          link: (children, key) => (
            <Link key={key} to={localePath("/home-collection")} className="font-semibold text-brand-800 underline">
              {children}
            </Link>
          ),
        })}
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {site.addresses.map((address, i) => (
          <li key={address} className="rounded-xl border border-slate-200 p-5">
            <h2 className="text-lg font-semibold">
              {t("content.labs.centre", { labName: site.labName, number: i + 1 })}
            </h2>
            <address className="mt-2 not-italic text-slate-800">{address}</address>
            <p className="mt-2 text-slate-800">
              <span className="font-medium">{t("content.labs.hours")}</span>{" "}
              <TranslatedText text={translated(t.locale, site.hours, site.hi.hours)} />
            </p>
            <p className="mt-1 text-slate-800">
              <span className="font-medium">{t("content.labs.phone")}</span>{" "}
              <a href={telLink(site.phone)} className="text-brand-800 underline">
                {site.phone}
              </a>
            </p>
            <a
              href={mapLink(address)}
              rel="noopener"
              className="mt-3 inline-block rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800"
            >
              {t("content.labs.maps")}
              <span className="sr-only">: {address}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
