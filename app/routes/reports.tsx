import { Link } from "react-router";
import { telLink, whatsappLink } from "../lib/contact-links.ts";
import { pageMeta } from "../lib/seo.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/reports";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return pageMeta({ title: "My Reports", description: "Open your lab reports online with your booking reference and mobile number.", path: "/reports", origin: root.origin, labName: root.site.labName });
}

/** SPEC §3/§7: 'My Reports'. Opening a report by reference and mobile number comes with bookings. */
export default function Reports() {
  const { site } = useRootData();
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">My Reports</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
        <p className="text-lg font-semibold text-slate-900">No reports available yet.</p>
        <p className="mt-2 text-slate-700">
          When your report is ready we send it to your registered mobile number on WhatsApp. Most reports are ready within 24 hours of sample collection.
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <a href={whatsappLink(site.whatsappNumber, "Hello, I would like to get my lab report.")} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">Ask for my report on WhatsApp</a>
          <a href={telLink(site.phone)} className="rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-800">Call {site.phone}</a>
        </div>
      </div>
      <p className="mt-6 text-slate-700">
        Not tested with us yet? <Link to="/tests" className="font-semibold text-brand-800 underline">Find a test</Link> or <Link to="/packages" className="font-semibold text-brand-800 underline">choose a health package</Link>.
      </p>
    </main>
  );
}
