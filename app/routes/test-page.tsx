import { data, Link, useNavigate } from "react-router";
import { PageNotFound } from "../components/page-not-found.tsx";
import { CITIES } from "../../domain/catalogue.ts";
import { discountPercent, formatRupees, priceInCity } from "../../domain/pricing.ts";
import { TestCard } from "../components/catalogue/test-card.tsx";
import { ChevronLeftIcon, PhoneIcon, WhatsAppIcon } from "../components/ui/icons.tsx";
import { Price } from "../components/ui/price.tsx";
import { cityFromCookie, citiesInWords } from "../lib/city.ts";
import { bookTestMessage, telLink, whatsappLink } from "../lib/contact-links.ts";
import { absoluteUrl, breadcrumbs, jsonLd, pageMeta } from "../lib/seo.ts";
import { toTestCard } from "../lib/test-card-data.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/test-page";

const SECTIONS = [
  { id: "test-detail", label: "Test Detail" },
  { id: "understanding", label: "Understanding" },
  { id: "measures", label: "Measures" },
  { id: "interpreting-results", label: "Interpreting Results" },
  { id: "faq", label: "FAQ" },
  { id: "city-price-info", label: "City Price Info" },
  { id: "home-collection", label: "Home Collection" },
  { id: "references", label: "References" },
  { id: "other-tests", label: "Other Tests" },
] as const;

/** SPEC §3: how often, by purpose. */
const TESTING_FREQUENCY = [
  { purpose: "Monitoring a known condition", when: "Every 3-6 months" },
  { purpose: "Diagnosis", when: "As recommended by your healthcare provider" },
  { purpose: "Screening", when: "Once a year" },
];

const WHY_CHOOSE_US = [
  "Home sample collection by trained phlebotomists, with sealed single-use kits",
  "Reports online, many of them the same day",
  "Every report checked by a qualified pathologist",
  "Clear prices with no hidden charges",
  "A free doctor consultation to explain your report",
];

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  if (!loaderData) return [{ title: `Test not found | ${root.site.labName}` }, { name: "robots", content: "noindex" }];
  const { test, cityPrice } = loaderData;
  const path = `/tests/${test.slug}`;
  return [
    ...pageMeta({
      title: `${test.name}: price ${formatRupees(cityPrice.price)}, preparation and results`,
      description: `${test.description}`.slice(0, 160),
      path,
      origin: root.origin,
      labName: root.site.labName,
      image: test.imageUrl,
    }),
    breadcrumbs(root.origin, [
      { name: "Home", path: "/" },
      { name: "Tests", path: "/tests" },
      { name: test.name, path },
    ]),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "MedicalTest",
      name: test.name,
      alternateName: test.alternateNames,
      description: test.description,
      url: absoluteUrl(root.origin, path),
      usedToDiagnose: test.category,
      offers: {
        "@type": "Offer",
        price: cityPrice.price,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: absoluteUrl(root.origin, `/book/${test.slug}`),
      },
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: test.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    }),
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { tests } = context.services;
  const slug = params.slug.toLowerCase();
  const test = await tests.get(slug);
  if (!test) throw data({ slug }, { status: (await tests.isRetired(slug)) ? 410 : 404 });
  const city = cityFromCookie(request.headers.get("cookie"));
  const all = await tests.list();
  const related = test.relatedTestIds
    .map((slug) => all.find((t) => t.slug === slug))
    .filter((t) => t !== undefined)
    .map((t) => toTestCard(t, city));
  const { createdAt: _c, updatedAt: _u, ...fields } = test;
  return {
    test: fields,
    city,
    cityPrice: priceInCity(test, city),
    cityPrices: CITIES.map((c) => ({ city: c, ...priceInCity(test, c) })),
    related,
  };
}

export default function TestPage({ loaderData }: Route.ComponentProps) {
  const { site } = useRootData();
  const { test, city, cityPrice, cityPrices, related } = loaderData;
  const navigate = useNavigate();
  const chat = whatsappLink(site.whatsappNumber, bookTestMessage(test.name));
  const paragraphs = (text: string) => text.split(/\n\n+/).map((p) => <p key={p} className="mt-3 leading-relaxed text-slate-800">{p}</p>);

  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 md:px-6 md:pb-10">
      <div className="flex items-center gap-2 py-3 md:hidden">
        <Link
          to="/tests"
          onClick={(event) => {
            if (window.history.length > 1) {
              event.preventDefault();
              navigate(-1);
            }
          }}
          className="flex items-center gap-1 text-sm font-semibold text-brand-800"
        >
          <ChevronLeftIcon className="h-5 w-5" /> Back
        </Link>
      </div>
      <nav aria-label="Breadcrumb" className="hidden py-4 text-sm text-slate-700 md:block">
        <Link to="/" className="underline">Home</Link> / <Link to="/tests" className="underline">Tests</Link> / <span aria-current="page">{test.name}</span>
      </nav>

      <div className="md:grid md:grid-cols-[14rem_1fr] md:gap-8">
        <nav aria-label="On this page" className="hidden md:block">
          <ol className="sticky top-4 space-y-1 border-l border-slate-200 text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block border-l-2 border-transparent py-1 pl-3 text-slate-700 hover:border-brand-700 hover:text-brand-800">
                  {section.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="min-w-0">
          <section id="test-detail" aria-labelledby="test-name" className="scroll-mt-4">
            <p className="text-sm font-semibold text-brand-800">{test.category}</p>
            <h1 id="test-name" className="mt-1 text-2xl font-bold text-slate-900 md:text-3xl">{test.name}</h1>
            <p className="mt-1 text-slate-700">{test.subtitle}</p>
            <p className="mt-3 text-slate-800">{test.description}</p>
            <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
              <Price price={cityPrice.price} originalPrice={cityPrice.originalPrice} size="lg" />
              <p className="mt-1 text-sm text-slate-700">Price in {city}, home sample collection available.</p>
              <div className="mt-4 hidden flex-wrap gap-2 md:flex">
                <Link to={`/book/${test.slug}`} className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">BOOK NOW</Link>
                <a href={chat} className="flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"><WhatsAppIcon /> Chat on WhatsApp</a>
                <a href={telLink(site.phone)} className="flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800"><PhoneIcon /> Call {site.phone}</a>
              </div>
            </div>
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
              {[
                ["Sample Type", test.sampleType],
                ["Report Time", test.reportTime],
                ["Fasting Required", test.fastingRequired ? "Yes" : "No"],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg bg-brand-50 p-3">
                  <dt className="text-xs font-medium text-slate-700">{label}</dt>
                  <dd className="mt-1 text-sm font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-sm text-slate-700">{test.fastingInstructions}</p>

            <h2 className="mt-6 text-xl font-semibold">About the Test</h2>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {test.benefits.map((b) => <li key={b}>{b}</li>)}
            </ul>

            <h2 className="mt-6 text-xl font-semibold">Test Parameters</h2>
            <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {[
                ["Method", test.testingMethod],
                ["Sample Volume", test.sampleVolume],
                ["Transportation", test.transportation],
                ["Stability", test.stability],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm font-medium text-slate-700">{label}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section id="understanding" aria-labelledby="understanding-h" className="mt-10 scroll-mt-4">
            <h2 id="understanding-h" className="text-xl font-semibold">Understanding the {test.name}</h2>
            {paragraphs(test.longDescription)}
            <h3 className="mt-6 text-lg font-semibold">How to prepare</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
              {test.preparation.map((step) => <li key={step}>{step}</li>)}
            </ol>
            <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              Tell your healthcare provider about any medicines, vitamins or supplements you take: some can change the result.
            </p>
            <h3 className="mt-6 text-lg font-semibold">When to take this test</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {test.whenToTake.map((w) => <li key={w}>{w}</li>)}
            </ul>
            <h3 className="mt-6 text-lg font-semibold">Recommended testing frequency</h3>
            <table className="mt-2 w-full text-left text-sm">
              <tbody>
                {TESTING_FREQUENCY.map((row) => (
                  <tr key={row.purpose} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-800">{row.purpose}</th>
                    <td className="py-2 text-slate-800">{row.when}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section id="measures" aria-labelledby="measures-h" className="mt-10 scroll-mt-4">
            <h2 id="measures-h" className="text-xl font-semibold">What this test measures</h2>
            <p className="mt-2 text-slate-700">{test.parametersCount} value{test.parametersCount === 1 ? "" : "s"} on your report:</p>
            <ul className="mt-2 grid gap-1 pl-6 text-slate-800 sm:grid-cols-2 list-disc">
              {test.subTests.map((s) => <li key={s}>{s}</li>)}
            </ul>
          </section>

          <section id="interpreting-results" aria-labelledby="interpreting-h" className="mt-10 scroll-mt-4">
            <h2 id="interpreting-h" className="text-xl font-semibold">Interpreting results</h2>
            {paragraphs(test.interpretation)}
            <h3 className="mt-6 text-lg font-semibold">Why choose us</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {WHY_CHOOSE_US.map((w) => <li key={w}>{w}</li>)}
            </ul>
          </section>

          <section id="faq" aria-labelledby="faq-h" className="mt-10 scroll-mt-4">
            <h2 id="faq-h" className="text-xl font-semibold">Frequently asked questions</h2>
            <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {test.faqs.map((faq, i) => (
                // Details sharing a name form an exclusive accordion: one open at a time, no script needed.
                <details key={faq.question} name="test-faq" open={i === 0} className="group p-4">
                  <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                    <span className="flex items-start justify-between gap-4">
                      {faq.question}
                      <span aria-hidden="true" className="text-brand-700 group-open:rotate-45">+</span>
                    </span>
                  </summary>
                  <p className="mt-2 text-slate-800">{faq.answer}</p>
                </details>
              ))}
            </div>
          </section>

          <section id="city-price-info" aria-labelledby="city-h" className="mt-10 scroll-mt-4">
            <h2 id="city-h" className="text-xl font-semibold">City Price Info</h2>
            <table className="mt-3 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2">City</th>
                  <th scope="col" className="py-2">Price</th>
                  <th scope="col" className="py-2">Regular price</th>
                  <th scope="col" className="py-2">You save</th>
                </tr>
              </thead>
              <tbody>
                {cityPrices.map((row) => (
                  <tr key={row.city} className={`border-b border-slate-200 ${row.city === city ? "bg-brand-50" : ""}`}>
                    <th scope="row" className="py-2 font-medium">{row.city}{row.city === city ? " (your city)" : ""}</th>
                    <td className="py-2 font-semibold">{formatRupees(row.price)}</td>
                    <td className="py-2"><s>{formatRupees(row.originalPrice)}</s></td>
                    <td className="py-2">{discountPercent(row.originalPrice, row.price)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section id="home-collection" aria-labelledby="home-h" className="mt-10 scroll-mt-4">
            <h2 id="home-h" className="text-xl font-semibold">Home sample collection</h2>
            <p className="mt-2 text-slate-800">
              {`Book online, on WhatsApp or by phone and a trained phlebotomist comes to your home in ${citiesInWords("or")} at the time you choose, with a sealed single-use kit. Your report comes online.`}{" "}
              <Link to="/home-collection" className="font-semibold text-brand-800 underline">How home collection works</Link>
            </p>
            <div className="mt-4 rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold">{site.labName}</h3>
              {site.addresses.map((a) => <p key={a} className="text-sm text-slate-800">{a}</p>)}
              <p className="text-sm text-slate-800">Open {site.hours}</p>
              <Link to="/labs" className="mt-1 inline-block text-sm font-semibold text-brand-800 underline">Directions to our labs</Link>
            </div>
          </section>

          <section id="references" aria-labelledby="refs-h" className="mt-10 scroll-mt-4">
            <h2 id="refs-h" className="text-xl font-semibold">References</h2>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {test.references.map((r) => (
                <li key={r.url}><a href={r.url} rel="noopener" className="text-brand-800 underline">{r.title}</a></li>
              ))}
            </ul>
          </section>

          <section id="other-tests" aria-labelledby="other-h" className="mt-10 scroll-mt-4">
            <h2 id="other-h" className="text-xl font-semibold">Frequently Booked Together</h2>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((t) => <li key={t.slug}><TestCard test={t} /></li>)}
            </ul>
          </section>
        </article>
      </div>

      {/* Mobile: price and actions always in reach */}
      <div className="fixed inset-x-0 bottom-16 z-30 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden">
        <div className="flex items-center gap-2">
          <p className="mr-auto leading-tight">
            <span className="block text-lg font-bold">{formatRupees(cityPrice.price)}</span>
            <s className="text-xs text-slate-600">{formatRupees(cityPrice.originalPrice)}</s>
          </p>
          <a href={chat} aria-label={`Chat on WhatsApp about ${test.name}`} className="flex h-11 items-center gap-1 rounded-full border border-brand-700 px-3 text-sm font-semibold text-brand-800"><WhatsAppIcon /> Chat</a>
          <a href={telLink(site.phone)} aria-label="Call us" className="flex h-11 items-center gap-1 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800"><PhoneIcon /> Call</a>
          <Link to={`/book/${test.slug}`} className="flex h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">Book Now</Link>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <PageNotFound title="Test not found" />;
}
