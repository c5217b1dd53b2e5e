import { useCallback, useEffect, useRef, useState } from "react";
import type { BookingEvent } from "../../../domain/booking.ts";
import { type AdminReport, type AdminShareLink, WithdrawReportSchema } from "../../../domain/report.ts";
import { formatLongDate, REPORT_PREVIEW_WIDTH_PX, WITHDRAW_REASON_MAX } from "../../../domain/report-rules.ts";
import { useT } from "../../i18n/use-t.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import { whatsappLink } from "../../lib/contact-links.ts";
import { checkReportFile, uploadReport } from "../../lib/upload-report.ts";
import { ConfirmDialog, Dialog } from "../ui/dialog.tsx";
import { WhatsAppIcon } from "../ui/icons.tsx";
import { useToast } from "../ui/toast.tsx";
import { useAdminAction } from "./use-admin-action.ts";

/** A person of the visit, as the reports list and the upload name them. */
type ReportPerson = { id: string; position: number; name: string; isErased: boolean };

type Props = {
  bookingId: string;
  mobile: string;
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

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const isLive = (share: AdminReport["shares"][number], now: number) =>
  !share.revokedAt && Date.parse(share.expiresAt) > now;

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
  const notify = useToast();
  const t = useT();
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

  async function sendOnWhatsApp(report: AdminReport) {
    // Opened at once (a window opened after the call would be blocked), pointed at WhatsApp once the link exists.
    const tab = window.open("about:blank", "_blank");
    let link: AdminShareLink;
    try {
      link = await createLink(report);
    } catch {
      tab?.close();
      notify("error", "Failed to make a share link");
      return;
    }
    const href = whatsappLink(`91${mobile}`, link.message);
    if (tab) tab.location.href = href;
    else window.location.href = href;
    await refresh();
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
      <UploadReport
        bookingId={bookingId}
        people={people}
        onUploaded={async (report, chosenName) => {
          setChosenNames((names) => ({ ...names, [report.id]: chosenName }));
          setToFocus(report.id);
          await refresh();
        }}
      />
      {pending.map((report) => (
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
        {reports?.map((report) => {
          const liveShares = report.shares.filter((share) => isLive(share, now));
          const made = madeLinks[report.id];
          return (
            <li key={report.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {report.fileName}
                  {people.length > 1 && (
                    <span className="block text-sm font-normal text-slate-700">
                      For {people.find((p) => p.id === report.personId)?.name ?? people[0].name}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {formatLongDate(report.uploadedAt)} by {report.uploadedBy} · {formatBytes(report.sizeBytes)}
                </p>
              </div>
              {report.deletedAt ? (
                <p className="mt-1 text-sm text-slate-700">
                  File removed on {formatLongDate(report.deletedAt)}. Its verification code still answers.
                </p>
              ) : report.withdrawn ? (
                <>
                  <p className="mt-1 text-sm text-slate-800">
                    {t("desk.reports.withdrawnOn", {
                      date: formatLongDate(report.withdrawn.at),
                      by: report.withdrawn.by,
                      reason: report.withdrawn.reason,
                    })}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <a
                      href={`/api/reports/${report.id}/file`}
                      className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800"
                    >
                      Download
                    </a>
                  </div>
                </>
              ) : (
                <>
                  <p className="mt-1 text-sm text-slate-700">
                    Opened {report.views} time{report.views === 1 ? "" : "s"}, downloaded {report.downloads} time
                    {report.downloads === 1 ? "" : "s"} ·{" "}
                    <a href={report.verifyUrl} target="_blank" rel="noreferrer" className="text-brand-800 underline">
                      verification page
                    </a>
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <a
                      href={`/api/reports/${report.id}/file`}
                      className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800"
                    >
                      Download
                    </a>
                    <button
                      type="button"
                      disabled={isBusy(report.id)}
                      onClick={() =>
                        void run(report.id, {
                          call: () => createLink(report),
                          success: (link) =>
                            report.shares.some((share) => share.id === link.id)
                              ? "This report's live share link is shown below"
                              : "Share link made",
                          failure: "Failed to make a share link",
                        })
                      }
                      className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60"
                    >
                      Make share link
                    </button>
                    <button
                      type="button"
                      onClick={() => void sendOnWhatsApp(report)}
                      className="flex items-center gap-1 rounded-full bg-[#1f7a4d] px-3 py-1.5 text-sm font-semibold text-white"
                    >
                      <WhatsAppIcon className="h-4 w-4" /> Send on WhatsApp
                    </button>
                    <button
                      type="button"
                      disabled={isBusy(report.id)}
                      onClick={() => setToWithdraw(report)}
                      className="rounded-full border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-60"
                    >
                      {t("desk.reports.withdraw")}
                    </button>
                    <button
                      type="button"
                      disabled={isBusy(report.id)}
                      onClick={() => setToDelete(report)}
                      className="rounded-full border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-60"
                    >
                      Delete
                    </button>
                  </div>
                  {made && (
                    <MadeLink
                      id={`report-${report.id}-share-link`}
                      link={made}
                      whatsappHref={whatsappLink(`91${mobile}`, made.message)}
                    />
                  )}
                </>
              )}
              {liveShares.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {liveShares.map((share) => (
                    <li key={share.id} className="flex flex-wrap items-center gap-2">
                      Link by {share.createdBy === "patient" ? "the patient" : share.createdBy.replace(/^admin:/, "")},
                      works until {formatLongDate(share.expiresAt)}
                      <button
                        type="button"
                        disabled={isBusy(share.id)}
                        onClick={() =>
                          void run(share.id, {
                            call: () => callApi("POST", `/api/reports/shares/${share.id}/revoke`),
                            success: "Share link withdrawn",
                            failure: "Failed to withdraw the link",
                          })
                        }
                        className="font-semibold text-red-800 underline disabled:opacity-60"
                      >
                        Withdraw
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
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
      <WithdrawDialog
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

/**
 * An upload held for staff to check before the patient gets it: whose it is, the file chosen,
 * its pages and page 1 as the server rendered it (REPORT_PREVIEW_WIDTH_PX wide, shown so); then
 * Attach or Cancel. Focused when it appears, so a keyboard user goes on from the file input.
 */
function PendingReport({
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

/** Withdrawing a wrong report needs a reason, said beside the field when it is missing. */
function WithdrawDialog({
  id,
  report,
  isBusy,
  onCancel,
  onWithdraw,
}: {
  id: string;
  report: AdminReport | null;
  isBusy: boolean;
  onCancel: () => void;
  onWithdraw: (report: AdminReport, reason: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => (setReason(""), setError(null), onCancel());
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!report) return;
    const parsed = WithdrawReportSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(reason.trim().length === 0 ? t("desk.reports.withdrawReasonMissing") : parsed.error.issues[0].message);
      return;
    }
    setError(null);
    onWithdraw(report, parsed.data.reason);
  }
  return (
    <Dialog
      id={id}
      isOpen={report !== null}
      title={report ? t("desk.reports.withdrawTitle", { file: report.fileName }) : ""}
      onClose={close}
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <p className="text-slate-800">{t("desk.reports.withdrawText")}</p>
        <label htmlFor={`${id}-reason`} className="font-medium text-slate-800">
          {t("desk.reports.withdrawReason")}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={WITHDRAW_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reason-error` : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2"
        />
        {error && (
          <p id={`${id}-reason-error`} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={close}
            className="rounded-full border border-slate-300 px-4 py-2 font-semibold text-slate-800"
          >
            {t("desk.reports.cancel")}
          </button>
          <button
            type="submit"
            disabled={isBusy}
            className="rounded-full bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-70"
          >
            {t("desk.reports.withdrawConfirm")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function MadeLink({ id, link, whatsappHref }: { id: string; link: AdminShareLink; whatsappHref: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied("Link copied");
    } catch {
      setCopied("Select the link and copy it");
    }
  }
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-2">
      <label htmlFor={id} className="block text-sm text-slate-700">
        Share link (works until {formatLongDate(link.expiresAt)})
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-sm"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800"
        >
          Copy
        </button>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noreferrer"
          className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800"
        >
          Open in WhatsApp
        </a>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-800">
        {copied}
      </p>
    </div>
  );
}

function UploadReport({
  bookingId,
  people,
  onUploaded,
}: {
  bookingId: string;
  people: ReportPerson[];
  onUploaded: (report: AdminReport, chosenName: string) => Promise<void>;
}) {
  const notify = useToast();
  const choices = people.filter((p) => !p.isErased);
  /** In a visit of several, staff say whose report it is before choosing the file. */
  const mustChoose = people.length > 1;
  const [personId, setPersonId] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `booking-${bookingId}-report`;

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = mustChoose && !personId ? "Choose whose report this is first" : checkReportFile(file);
    setError(problem);
    if (problem) {
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    setProgress(0);
    try {
      const report = await uploadReport(bookingId, file, setProgress, mustChoose ? personId : undefined);
      await onUploaded(report, file.name);
    } catch (caught) {
      setError((caught as Error).message);
      notify("error", "Failed to upload the report");
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const isUploading = progress !== null;
  return (
    <div className="mt-3">
      {mustChoose && (
        <div className="mb-2">
          <label htmlFor={`${id}-person`} className="block text-sm font-medium text-slate-800">
            Whose report
          </label>
          <select
            id={`${id}-person`}
            value={personId}
            onChange={(event) => (setPersonId(event.target.value), setError(null))}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">Choose the person</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.position}. {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
        Attach a report (PDF, up to 20 MB)
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept="application/pdf,.pdf"
        disabled={isUploading}
        onChange={(event) => void onChange(event)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block text-sm disabled:opacity-60"
      />
      {isUploading && (
        <p role="status" className="mt-1 text-sm text-slate-700">
          {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Stamping the pages…"}
          <progress value={progress} max={1} className="ml-2 align-middle" />
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
