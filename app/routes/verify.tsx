import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { VerificationCodeSchema } from "../../domain/report.ts";
import { formatReportDate, REPORT_MESSAGES } from "../../domain/report-rules.ts";
import { telLink } from "../lib/contact-links.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/verify";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [{ title: `Verify a report | ${root.site.labName}` }, { name: "robots", content: "noindex" }];
}

/**
 * Where a report's QR code leads (SPEC §7): the lab, the masked patient name, the tests,
 * the date and the SHA-256 of the file as issued. Nothing else about the patient.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const code = VerificationCodeSchema.safeParse(params.code);
  const verification = code.success ? await context.services.reports.verify(code.data) : null;
  if (!verification) throw data(null, { status: 404 });
  return verification;
}

export default function Verify({ loaderData: v }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">Report verification</h1>
      <p className="mt-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-semibold text-emerald-900">
        This code belongs to a report issued by {v.labName}.
      </p>
      {v.isFileRemoved && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          The report's file has since been removed from our website (its retention period ended, or the patient asked us to erase it). The code was genuine; the details below are those of the report as issued.
        </p>
      )}
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr] md:p-6">
        <dt className="font-medium text-slate-700">Lab</dt>
        <dd className="text-slate-900">{v.labName}</dd>
        <dt className="font-medium text-slate-700">Patient</dt>
        <dd className="text-slate-900">{v.maskedName}</dd>
        <dt className="font-medium text-slate-700">Tests</dt>
        <dd className="text-slate-900">{v.tests.join(", ")}</dd>
        <dt className="font-medium text-slate-700">Report date</dt>
        <dd className="text-slate-900">{formatReportDate(v.reportDate)}</dd>
        <dt className="font-medium text-slate-700">SHA-256 of the file</dt>
        <dd className="font-mono text-sm break-all text-slate-900" data-testid="sha256">{v.sha256}</dd>
      </dl>
      <section className="mt-6 text-slate-800">
        <h2 className="text-lg font-semibold">How to check your copy</h2>
        <p className="mt-1">
          A genuine, unaltered PDF has exactly the SHA-256 above. Changing even one character of the file changes it completely.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
          <li>Linux: <code className="font-mono">sha256sum report.pdf</code></li>
          <li>macOS: <code className="font-mono">shasum -a 256 report.pdf</code></li>
          <li>Windows: <code className="font-mono">certutil -hashfile report.pdf SHA256</code></li>
        </ul>
        <p className="mt-2 text-sm">
          A printed copy cannot be hashed: compare the name, tests and date above with the paper instead.
        </p>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { site } = useRootData();
  const isUnknown = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">{isUnknown ? REPORT_MESSAGES.noSuchCode : "Something went wrong"}</h1>
      <p className="mt-2 text-slate-700">
        {isUnknown
          ? `Check the address against the one printed under the QR code. If it is right, this report was not issued by ${site.labName}: call us before relying on it.`
          : "Please try again in a moment."}
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">Call {site.phone}</a>
        <Link to="/" className="font-semibold text-brand-800 underline">Home</Link>
      </p>
    </main>
  );
}
