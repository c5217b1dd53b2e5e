import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { localeOfPath } from "../../domain/locale.ts";
import { ShareTokenSchema } from "../../domain/report.ts";
import { formatLongDate, SHARE_LINK_DAYS } from "../../domain/report-rules.ts";
import { reportPageMeta, useErrorTranslator } from "../components/reports/more-messages.ts";
import { TestNames, testNamesIn } from "../components/reports/test-names.tsx";
import { useLocalePath, useT } from "../i18n/use-t.ts";
import { telLink } from "../lib/contact-links.ts";
import { reportPageMessages } from "../lib/report-messages.server.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/shared-report";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

export function meta(args: Route.MetaArgs) {
  return reportPageMeta(args, { title: "reports.shared.title", description: "reports.shared.description" });
}

const statusOf = (error: unknown) => (error instanceof Error && "statusCode" in error ? Number(error.statusCode) : 500);

/** A report opened by a share link: the tests and the date, never the patient's name or mobile. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  // Sent with a refusal too: the page that says the link is gone speaks the page's language.
  const messages = reportPageMessages(locale, "shared");
  const token = ShareTokenSchema.safeParse(params.token);
  if (!token.success) throw data({ messages }, { status: 404 });
  let report;
  try {
    report = await context.services.reports.openShared(token.data);
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 410) throw data({ messages }, { status });
    throw error;
  }
  const tests = locale === "en" ? [] : await context.services.labTests.list();
  return { messages, report: { ...report, tests: testNamesIn(locale, report.tests, tests) } };
}

export default function SharedReport({ loaderData: { report } }: Route.ComponentProps) {
  const { site } = useRootData();
  const t = useT();
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 md:px-6">
      <h1 className="text-3xl font-bold">{t("reports.shared.title")}</h1>
      <p className="mt-2 text-slate-700">{t("reports.shared.from", { labName: site.labName })}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 md:p-6">
        <p className="font-semibold text-slate-900">
          <TestNames names={report.tests} />
        </p>
        <p className="text-sm text-slate-700">
          {t("reports.reportOf", { date: formatLongDate(report.reportDate, t.locale) })}
        </p>
        <a
          href={report.downloadUrl}
          download
          className="mt-4 inline-block rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("reports.download")}
        </a>
      </div>
      <p className="mt-6 text-sm text-slate-700">{t("reports.shared.qrHint")}</p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useErrorTranslator(error);
  const localePath = useLocalePath();
  const { site } = useRootData();
  const isGone = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">{isGone ? t("reports.shared.gone") : t("common.status.failed")}</h1>
      <p className="mt-2 text-slate-700">
        {isGone ? t("reports.shared.goneText", { days: SHARE_LINK_DAYS }) : t("common.status.failedText")}
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to={localePath("/reports")} className="font-semibold text-brand-800 underline">
          {t("layout.link.myReports")}
        </Link>
        <a href={telLink(site.phone)} className="font-semibold text-brand-800 underline">
          {/* A failure brings no messages of this page: the shell's words for calling the lab. */}
          {isGone ? t("reports.call", { phone: site.phone }) : `${t("layout.footer.call")} ${site.phone}`}
        </a>
      </p>
    </main>
  );
}
