import { packageDiscountPercent } from "../../domain/health-package.ts";
import { discountPercent, formatRupees } from "../../domain/pricing.ts";
import type { Route } from "./+types/home";

export function meta({ data }: Route.MetaArgs) {
  const labName = data?.site.labName ?? "Labfront";
  return [
    { title: `${labName} — lab tests with home sample collection in Delhi and Noida` },
    { name: "description", content: "Book blood tests and health checkups with home sample collection. Clear prices, reports online." },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue, site } = context.services;
  const [tests, { packages }] = await Promise.all([catalogue.tests(), catalogue.packages()]);
  return { site, popularTests: tests.filter((t) => t.isPopular), packages };
}

/** An interim home page: the full home of SPEC §3 is the public-site issue's work. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, popularTests, packages } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-800">{site.labName}</h1>
      <p className="mt-2 text-lg text-slate-700">Lab tests with home sample collection in Delhi and Noida.</p>

      <h2 className="mt-8 text-xl font-semibold">Popular tests</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {popularTests.map((test) => (
          <li key={test.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-medium">{test.name}</p>
            <p className="text-sm text-slate-600">{test.description}</p>
            <p className="mt-2">
              <span className="font-semibold">{formatRupees(test.price)}</span>{" "}
              <s className="text-slate-600">{formatRupees(test.originalPrice)}</s>{" "}
              <span className="text-green-800">{discountPercent(test.originalPrice, test.price)}% off</span>
            </p>
          </li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-semibold">Health packages</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {packages.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-medium">{p.name}</p>
            <p className="text-sm text-slate-600">{p.tests.length} tests</p>
            <p className="mt-2">
              <span className="font-semibold">{formatRupees(p.discountedPrice ?? p.price)}</span>{" "}
              {p.discountedPrice !== null && (
                <>
                  <s className="text-slate-600">{formatRupees(p.price)}</s>{" "}
                  <span className="text-green-800">{packageDiscountPercent(p)}% off</span>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>

      <p className="mt-8 text-slate-700">
        Call <a className="text-brand-700 underline" href={`tel:${site.phone.replace(/\s/g, "")}`}>{site.phone}</a> or write to{" "}
        <a className="text-brand-700 underline" href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </main>
  );
}
