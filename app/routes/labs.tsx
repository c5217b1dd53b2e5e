import { localeOfPath } from "../../domain/locale.ts";
import { Link } from "react-router";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { citiesInWords } from "../lib/city.ts";
import { telLink } from "../lib/contact-links.ts";
import { breadcrumbs, jsonLd, pageMeta, shareCard } from "../lib/seo.ts";
import { labJsonLd } from "../lib/structured-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/labs";

/** The lab's addresses and hours. Kept by the page cache (domain/page-cache.ts). */
export const handle = SHARED_PAGE;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [
    ...pageMeta({ locale: localeOfPath(location.pathname), title: "Our labs: addresses, hours and directions", description: `Visit one of our labs for sample collection, or book a home collection in ${citiesInWords("and")}.`, path: "/labs", origin: root.origin, labName: root.site.labName }),
    breadcrumbs(root.origin, [
      { name: "Home", path: "/" },
      { name: "Our Labs", path: "/labs" },
    ]),
    jsonLd(labJsonLd(root.site, root.origin, shareCard(root.origin))),
  ];
}

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export default function Labs() {
  const { site } = useRootData();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">Our Labs</h1>
      <p className="mt-3 text-lg text-slate-800">Walk in for a sample collection, or <Link to="/home-collection" className="font-semibold text-brand-800 underline">book a home collection</Link> and we come to you.</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {site.addresses.map((address, i) => (
          <li key={address} className="rounded-xl border border-slate-200 p-5">
            <h2 className="text-lg font-semibold">{site.labName}, centre {i + 1}</h2>
            <address className="mt-2 not-italic text-slate-800">{address}</address>
            <p className="mt-2 text-slate-800"><span className="font-medium">Hours:</span> {site.hours}</p>
            <p className="mt-1 text-slate-800"><span className="font-medium">Phone:</span> <a href={telLink(site.phone)} className="text-brand-800 underline">{site.phone}</a></p>
            <a href={mapLink(address)} rel="noopener" className="mt-3 inline-block rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800">
              Open in Maps<span className="sr-only">: {address}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
