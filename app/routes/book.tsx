import { StatusPage } from "../components/status-page.tsx";
import { data, Link, redirect } from "react-router";
import { IdSchema } from "../../domain/schemas.ts";
import { priceInCity } from "../../domain/pricing.ts";
import { PhoneIcon, WhatsAppIcon } from "../components/ui/icons.tsx";
import { Price } from "../components/ui/price.tsx";
import { bookPackageMessage, bookTestMessage, GENERAL_WHATSAPP_MESSAGE, telLink, whatsappLink } from "../lib/contact-links.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/book";

/** The original site's short booking ids (SPEC §3) and the tests they mean. */
export const LEGACY_BOOKING_IDS: Record<string, string> = {
  thyroid: "thyroid-profile",
  lft: "liver-function",
  lipid: "lipid-profile",
  covid: "covid-rt-pcr",
  kidney: "kidney-function",
};

export function meta({ data: booking, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const what = booking?.item ? ` ${booking.item.name}` : " a test";
  return [{ title: `Book${what} | ${root.site.labName}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { tests, packages } = context.services;
  const city = context.city;
  if ("slug" in params && params.slug) {
    const slug = params.slug.toLowerCase();
    if (LEGACY_BOOKING_IDS[slug]) throw redirect(`/book/${LEGACY_BOOKING_IDS[slug]}`, 301);
    const test = await tests.get(slug);
    if (!test) throw data(null, { status: 404 });
    return { city, item: { kind: "test" as const, name: test.name, link: `/tests/${test.slug}`, ...priceInCity(test, city) } };
  }
  if ("id" in params && params.id) {
    const id = IdSchema.safeParse(params.id);
    const pkg = id.success ? await packages.get(id.data) : null;
    if (!pkg) throw data(null, { status: 404 });
    return { city, item: { kind: "package" as const, name: pkg.name, link: `/packages/${pkg.id}`, price: pkg.discountedPrice ?? pkg.price, originalPrice: pkg.price } };
  }
  return { city, item: null };
}

/**
 * Booking, for now by WhatsApp or phone with the choice already written in; the
 * booking form of SPEC §7 replaces this page.
 */
export default function Book({ loaderData }: Route.ComponentProps) {
  const { site } = useRootData();
  const { item, city } = loaderData;
  const message = item ? (item.kind === "test" ? bookTestMessage(item.name) : bookPackageMessage(item.name)) : GENERAL_WHATSAPP_MESSAGE;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">{item ? `Book ${item.name}` : "Book a test"}</h1>
      {item ? (
        <div className="mt-4 rounded-xl border border-slate-200 p-4">
          <p className="font-semibold">
            <Link to={item.link} className="text-brand-800 underline">{item.name}</Link>
          </p>
          <Price price={item.price} originalPrice={item.originalPrice} />
          <p className="text-sm text-slate-700">Price in {city}, with home sample collection.</p>
        </div>
      ) : (
        <p className="mt-3 text-slate-800">
          Choose a <Link to="/tests" className="font-semibold text-brand-800 underline">test</Link> or a{" "}
          <Link to="/packages" className="font-semibold text-brand-800 underline">health package</Link>, or tell us what your doctor asked for.
        </p>
      )}
      <p className="mt-6 text-slate-800">
        Send us a WhatsApp message or call us: we confirm the price, fix a time for the home visit and tell you how to prepare.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href={whatsappLink(site.whatsappNumber, message)} className="flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          <WhatsAppIcon /> Book on WhatsApp
        </a>
        <a href={telLink(site.phone)} className="flex items-center justify-center gap-2 rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800">
          <PhoneIcon /> Call {site.phone}
        </a>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <StatusPage />;
}
