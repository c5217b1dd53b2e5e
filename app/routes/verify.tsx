import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { localeOfPath } from "../../domain/locale.ts";
import { VerificationCodeSchema } from "../../domain/report.ts";
import { formatLongDate } from "../../domain/report-rules.ts";
import { reportPageMeta, useErrorTranslator } from "../components/reports/more-messages.ts";
import { TestNames, testNamesIn } from "../components/reports/test-names.tsx";
import { useLocalePath, useT } from "../i18n/use-t.ts";
import { telLink } from "../lib/contact-links.ts";
import { reportPageMessages } from "../lib/report-messages.server.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/verify";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

export function meta(args: Route.MetaArgs) {
  return reportPageMeta(args, { title: "reports.verify.title", description: "reports.verify.description" });
}

/**
 * Where a report's QR code leads (SPEC §7): the lab, the masked patient name, the tests,
 * the date and the SHA-256 of the file as issued. Nothing else about the patient.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  // Sent with a refusal too: the page that says no report has the code speaks the page's language.
  const messages = reportPageMessages(locale, "verify");
  const code = VerificationCodeSchema.safeParse(params.code);
  const verification = code.success ? await context.services.reports.verify(code.data) : null;
  if (!verification) throw data({ messages }, { status: 404 });
  const tests = locale === "en" ? [] : await context.services.labTests.list();
  return { messages, verification: { ...verification, tests: testNamesIn(locale, verification.tests, tests) } };
}

export default function Verify({ loaderData: { verification: v } }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">{t("reports.verify.heading")}</h1>
      {v.withdrawnAt ? (
        <p
          className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900"
          data-testid="withdrawn"
        >
          {t("reports.verify.withdrawn", { labName: v.labName, date: formatLongDate(v.withdrawnAt, t.locale) })}
        </p>
      ) : (
        <p className="mt-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-semibold text-emerald-900">
          {t("reports.verify.genuine", { labName: v.labName })}
        </p>
      )}
      {v.isFileRemoved && !v.withdrawnAt && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          {t("reports.verify.fileRemoved")}
        </p>
      )}
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[max-content_1fr] md:p-6">
        <dt className="font-medium text-slate-700">{t("reports.verify.lab")}</dt>
        <dd className="text-slate-900">{v.labName}</dd>
        <dt className="font-medium text-slate-700">{t("reports.verify.patient")}</dt>
        <dd className="text-slate-900">{v.maskedName}</dd>
        <dt className="font-medium text-slate-700">{t("reports.verify.tests")}</dt>
        <dd className="text-slate-900">
          <TestNames names={v.tests} />
        </dd>
        <dt className="font-medium text-slate-700">{t("reports.verify.reportDate")}</dt>
        <dd className="text-slate-900">{formatLongDate(v.reportDate, t.locale)}</dd>
        <dt className="font-medium text-slate-700">{t("reports.verify.sha256")}</dt>
        <dd className="font-mono text-sm break-all text-slate-900" data-testid="sha256">
          {v.sha256}
        </dd>
      </dl>
      <section className="mt-6 text-slate-800">
        <h2 className="text-lg font-semibold">{t("reports.verify.howTo")}</h2>
        <p className="mt-1">{t("reports.verify.howToText")}</p>
        {/* The commands are typed as they are, in any language. */}
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm" lang="en">
          <li>
            Linux: <code className="font-mono">sha256sum report.pdf</code>
          </li>
          <li>
            macOS: <code className="font-mono">shasum -a 256 report.pdf</code>
          </li>
          <li>
            Windows: <code className="font-mono">certutil -hashfile report.pdf SHA256</code>
          </li>
        </ul>
        <p className="mt-2 text-sm">{t("reports.verify.printed")}</p>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useErrorTranslator(error);
  const localePath = useLocalePath();
  const { site } = useRootData();
  const isUnknown = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">{isUnknown ? t("reports.verify.unknown") : t("common.status.failed")}</h1>
      <p className="mt-2 text-slate-700">
        {isUnknown ? t("reports.verify.unknownText", { labName: site.labName }) : t("common.status.failedText")}
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">
          {/* A failure brings no messages of this page: the shell's words for calling the lab. */}
          {isUnknown ? t("reports.call", { phone: site.phone }) : `${t("layout.footer.call")} ${site.phone}`}
        </a>
        <Link to={localePath("/")} className="font-semibold text-brand-800 underline">
          {t("common.status.home")}
        </Link>
      </p>
    </main>
  );
}
