import { useCallback, useEffect, useState } from "react";
import type { BookingEvent } from "../../../../domain/booking.ts";
import type { AdminReport, AdminShareLink } from "../../../../domain/report.ts";
import { useT } from "../../../i18n/use-t.ts";
import { ApiError, callApi } from "../../../lib/api-client.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { useAdminAction } from "../use-admin-action.ts";
import { AttachedReport } from "./attached-report.tsx";
import { useCan } from "../staff-context.tsx";
import { PendingReport } from "./pending-report.tsx";
import { type ReportPerson, UploadReport } from "./report-upload.tsx";
import { WithdrawReportDialog } from "./withdraw-report-dialog.tsx";

type Props = {
  bookingId: string;
  /**
   * Whom share links and WhatsApp go to. Absent for a role that may not send reports (the
   * lab's day of samples, which has no mobile): no share or send button is shown there.
   */
  mobile?: string;
  /** The visit's people: each report is one person's. */
  people?: ReportPerson[];
  /** The first report moved the booking to "report ready": the page shows the booking afresh. */
  onBookingMarkedReady?: () => void;
  /** A line the booking's history got (a report attached or withdrawn), for the page to show at once. */
  onEntry?: (event: BookingEvent) => void;
  /**
   * Bumped by the page after an action elsewhere changed the reports (an erasure removes a
   * person's files): the list is read again, so no button offers what the server no longer has.
   */
  readAgain?: number;
};

type AttachAnswer = AdminReport & { isBookingMarkedReady: boolean; event: BookingEvent | null };
type WithdrawAnswer = AdminReport & { event: BookingEvent | null };
/**
 * A booking's report PDFs for staff (SPEC §7): upload (each page gets the verification QR),
 * the list with downloads and views, share links (made, copied, sent on WhatsApp,
 * withdrawn) and delete. Self-contained: it reads and writes through the JSON API.
 */
export function BookingReports({
  bookingId,
  mobile,
  people = [],
  onBookingMarkedReady,
  onEntry,
  readAgain = 0,
}: Props) {
  const t = useT();
  const may = useCan();
  /** The list and when it was read (share links are shown as live against that moment). */
  const [loaded, setLoaded] = useState<{ reports: AdminReport[]; at: number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** The link per report as the server gave it (its token is never stored in clear), with the message naming the lab. */
  const [madeLinks, setMadeLinks] = useState<Record<string, AdminShareLink>>({});
  const [toDelete, setToDelete] = useState<AdminReport | null>(null);
  const [toWithdraw, setToWithdraw] = useState<AdminReport | null>(null);
  /** The names the chosen files had (the server keeps its own neutral name), shown while they wait. */
  const [chosenNames, setChosenNames] = useState<Record<string, string>>({});
  /** The upload just received, whose check is focused once it shows. */
  const [toFocus, setToFocus] = useState<string | null>(null);

  const read = useCallback(
    () =>
      callApi<AdminReport[]>("GET", `/api/bookings/${encodeURIComponent(bookingId)}/reports`).then(
        (reports) => ({ reports, error: null }),
        (caught: unknown) => ({
          reports: null,
          error: caught instanceof ApiError ? caught.message : "Could not load the reports",
        }),
      ),
    [bookingId],
  );
  const show = useCallback(({ reports, error }: { reports: AdminReport[] | null; error: string | null }) => {
    if (reports) setLoaded({ reports, at: Date.now() });
    setLoadError(error);
  }, []);
  const refresh = useCallback(async () => show(await read()), [read, show]);
  useEffect(() => {
    let isCurrent = true;
    void read().then((answer) => {
      if (isCurrent) show(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [read, show, readAgain]);
  const { isBusy, run } = useAdminAction(refresh);

  /** The report's live share link (the server makes one only when none runs a day or more), shown under it. */
  async function createLink(report: AdminReport): Promise<AdminShareLink> {
    const link = await callApi<AdminShareLink>("POST", `/api/reports/${report.id}/shares`);
    setMadeLinks((all) => ({ ...all, [report.id]: link }));
    return link;
  }

  const nameOf = (report: AdminReport) => {
    const person = people.find((p) => p.id === report.personId) ?? people[0];
    return person ? `${person.position}. ${person.name}` : "";
  };

  async function attach(report: AdminReport) {
    await run(report.id, {
      call: () => callApi<AttachAnswer>("POST", `/api/reports/${report.id}/attach`),
      success: () => t("desk.reports.attached", { name: nameOf(report) }),
      failure: t("desk.reports.attachFailed"),
      onSuccess: (answer) => {
        if (answer.event) onEntry?.(answer.event);
        if (answer.isBookingMarkedReady) onBookingMarkedReady?.();
      },
    });
  }

  const allReports = loaded?.reports ?? null;
  /** Uploads waiting for "Attach": staff only. */
  const pending = allReports?.filter((report) => !report.attachedAt) ?? [];
  const reports = allReports?.filter((report) => report.attachedAt) ?? null;
  const now = loaded?.at ?? 0;
  return (
    <section
      aria-labelledby={`reports-${bookingId}`}
      className="rounded-xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id={`reports-${bookingId}`} className="text-lg font-semibold text-slate-900">
        Reports
      </h2>
      {may("attach-reports") && (
        <UploadReport
          bookingId={bookingId}
          people={people}
          onUploaded={async (report, chosenName) => {
            setChosenNames((names) => ({ ...names, [report.id]: chosenName }));
            setToFocus(report.id);
            await refresh();
          }}
        />
      )}
      {/* Uploads waiting to be checked: only those who may attach see them, to attach or cancel. */}
      {may("attach-reports") &&
        pending.map((report) => (
          <PendingReport
            key={report.id}
            report={report}
            personName={nameOf(report)}
            chosenName={chosenNames[report.id] ?? report.fileName}
            isBusy={isBusy(report.id)}
            shouldFocus={toFocus === report.id}
            onFocused={() => setToFocus(null)}
            onAttach={() => void attach(report)}
            onCancel={() =>
              void run(report.id, {
                call: () => callApi("DELETE", `/api/reports/${report.id}`),
                success: t("desk.reports.cancelled"),
                failure: t("desk.reports.cancelFailed"),
              })
            }
          />
        ))}
      {loadError && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {loadError}{" "}
          <button type="button" onClick={() => void refresh()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {reports?.length === 0 && <p className="mt-4 text-sm text-slate-700">No report attached yet.</p>}
      <ul className="mt-4 space-y-3">
        {reports?.map((report) => (
          <AttachedReport
            key={report.id}
            report={report}
            people={people}
            now={now}
            made={madeLinks[report.id]}
            mobile={mobile}
            isBusy={isBusy}
            onMakeLink={() =>
              void run(report.id, {
                call: () => createLink(report),
                success: (link) =>
                  report.shares.some((share) => share.id === link.id)
                    ? "This report's live share link is shown below"
                    : "Share link made",
                failure: "Failed to make a share link",
              })
            }
            createLink={() => createLink(report)}
            onShared={refresh}
            onWithdraw={() => setToWithdraw(report)}
            onDelete={() => setToDelete(report)}
            onRevokeShare={(shareId) =>
              void run(shareId, {
                call: () => callApi("POST", `/api/reports/shares/${shareId}/revoke`),
                success: "Share link withdrawn",
                failure: "Failed to withdraw the link",
              })
            }
          />
        ))}
      </ul>
      <ConfirmDialog
        id={`booking-${bookingId}-delete-report-dialog`}
        isOpen={toDelete !== null}
        title={toDelete ? `Delete "${toDelete.fileName}"?` : ""}
        message="The file is removed and its share links stop working. The verification page will still say the code was genuine."
        confirmLabel="Delete report"
        isBusy={toDelete !== null && isBusy(toDelete.id)}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const report = toDelete;
          if (!report) return;
          void run(report.id, {
            call: () => callApi("DELETE", `/api/reports/${report.id}`),
            success: "Report deleted",
            failure: "Failed to delete the report",
            onSuccess: () => setToDelete(null),
          });
        }}
      />
      <WithdrawReportDialog
        key={toWithdraw?.id ?? "none"}
        id={`booking-${bookingId}-withdraw-report-dialog`}
        report={toWithdraw}
        isBusy={toWithdraw !== null && isBusy(toWithdraw.id)}
        onCancel={() => setToWithdraw(null)}
        onWithdraw={(report, reason) =>
          void run(report.id, {
            call: () => callApi<WithdrawAnswer>("POST", `/api/reports/${report.id}/withdraw`, { reason }),
            success: t("desk.reports.withdrawDone"),
            failure: t("desk.reports.withdrawFailed"),
            onSuccess: (answer) => {
              setToWithdraw(null);
              if (answer.event) onEntry?.(answer.event);
            },
          })
        }
      />
    </section>
  );
}
