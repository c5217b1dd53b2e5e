import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ShareTokenSchema } from "../../domain/report.ts";
import { formatReportDate, REPORT_MESSAGES } from "../../domain/report-rules.ts";
import { telLink } from "../lib/contact-links.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/shared-report";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [{ title: `Lab report | ${root.site.labName}` }, { name: "robots", content: "noindex" }];
}

const statusOf = (error: unknown) => (error instanceof Error && "statusCode" in error ? Number(error.statusCode) : 500);

/** A report opened by a share link: the tests and the date, never the patient's name or mobile. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = ShareTokenSchema.safeParse(params.token);
  if (!token.success) throw data(null, { status: 404 });
  try {
    return await context.services.reports.openShared(token.data);
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 410) throw data(null, { status });
    throw error;
  }
}

export default function SharedReport({ loaderData: report }: Route.ComponentProps) {
  const { site } = useRootData();
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">Lab report</h1>
      <p className="mt-2 text-slate-700">Shared with you from {site.labName}.</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 md:p-6">
        <p className="font-semibold text-slate-900">{report.tests.join(", ")}</p>
        <p className="text-sm text-slate-700">Report of {formatReportDate(report.reportDate)}</p>
        <a href={report.downloadUrl} download className="mt-4 inline-block rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800">
          Download
        </a>
      </div>
      <p className="mt-6 text-sm text-slate-700">
        Each report carries a QR code: scan it, or open the address printed beside it, to check that the report is genuine.
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { site } = useRootData();
  const isGone = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">{isGone ? REPORT_MESSAGES.linkGone : "Something went wrong"}</h1>
      <p className="mt-2 text-slate-700">
        {isGone
          ? "Share links work for 7 days, and the lab or the patient can withdraw one. Ask the person who sent it for a new link, or open your own reports with your booking reference and mobile number."
          : "Please try again in a moment."}
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to="/reports" className="font-semibold text-brand-800 underline">My Reports</Link>
        <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">Call {site.phone}</a>
      </p>
    </main>
  );
}
