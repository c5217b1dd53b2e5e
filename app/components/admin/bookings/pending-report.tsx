import { useEffect, useRef } from "react";
import type { AdminReport } from "../../../../domain/report.ts";
import { REPORT_PREVIEW_WIDTH_PX } from "../../../../domain/report-rules.ts";
import { useT } from "../../../i18n/use-t.ts";

/**
 * An upload held for staff to check before the patient gets it: whose it is, the file chosen,
 * its pages and page 1 as the server rendered it (REPORT_PREVIEW_WIDTH_PX wide, shown so); then
 * Attach or Cancel. Focused when it appears, so a keyboard user goes on from the file input.
 */
export function PendingReport({
  report,
  personName,
  chosenName,
  isBusy,
  shouldFocus,
  onFocused,
  onAttach,
  onCancel,
}: {
  report: AdminReport;
  personName: string;
  chosenName: string;
  isBusy: boolean;
  shouldFocus: boolean;
  onFocused: () => void;
  onAttach: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!shouldFocus) return;
    headingRef.current?.focus();
    onFocused();
  }, [shouldFocus, onFocused]);
  const id = `report-${report.id}-check`;
  return (
    <section
      aria-labelledby={id}
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3"
      data-testid="pending-report"
    >
      <h3 id={id} ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900">
        {t("desk.reports.checkHeading")}
      </h3>
      <p className="text-sm text-slate-800">{t("desk.reports.notSeenYet")}</p>
      <div className="mt-2 flex flex-wrap gap-4">
        <img
          src={`/api/reports/${report.id}/preview`}
          width={REPORT_PREVIEW_WIDTH_PX}
          alt={t("desk.reports.previewAlt", { name: personName })}
          // The width attribute sizes it (no inline style: the CSP allows none); the height follows the page.
          className="h-auto max-w-none self-start border border-slate-300 bg-white"
        />
        <dl className="grid content-start gap-x-3 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-700">{t("desk.reports.for")}</dt>
          <dd className="text-slate-900">{personName}</dd>
          <dt className="font-medium text-slate-700">{t("desk.reports.file")}</dt>
          <dd className="break-all text-slate-900">{chosenName}</dd>
          <dt className="font-medium text-slate-700">{t("desk.reports.pages")}</dt>
          <dd className="text-slate-900">{report.pageCount ?? "?"}</dd>
        </dl>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={isBusy}
          onClick={onAttach}
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {t("desk.reports.attach")}
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={onCancel}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 disabled:opacity-60"
        >
          {t("desk.reports.cancel")}
        </button>
      </div>
    </section>
  );
}
