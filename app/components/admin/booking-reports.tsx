import { useCallback, useEffect, useRef, useState } from "react";
import { type AdminReport, type AdminShareLink } from "../../../domain/report.ts";
import { formatLongDate } from "../../../domain/report-rules.ts";
import { ApiError, callApi } from "../../lib/api-client.ts";
import { whatsappLink } from "../../lib/contact-links.ts";
import { checkReportFile, uploadReport } from "../../lib/upload-report.ts";
import { ConfirmDialog } from "../ui/dialog.tsx";
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
};

const formatBytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const isLive = (share: AdminReport["shares"][number], now: number) => !share.revokedAt && Date.parse(share.expiresAt) > now;

/**
 * A booking's report PDFs for staff (SPEC §7): upload (each page gets the verification QR),
 * the list with downloads and views, share links (made, copied, sent on WhatsApp,
 * withdrawn) and delete. Self-contained: it reads and writes through the JSON API.
 */
export function BookingReports({ bookingId, mobile, people = [], onBookingMarkedReady }: Props) {
  const notify = useToast();
  /** The list and when it was read (share links are shown as live against that moment). */
  const [loaded, setLoaded] = useState<{ reports: AdminReport[]; at: number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  /** The link per report as the server gave it (its token is never stored in clear), with the message naming the lab. */
  const [madeLinks, setMadeLinks] = useState<Record<string, AdminShareLink>>({});
  const [toDelete, setToDelete] = useState<AdminReport | null>(null);

  const read = useCallback(
    () =>
      callApi<AdminReport[]>("GET", `/api/bookings/${encodeURIComponent(bookingId)}/reports`).then(
        (reports) => ({ reports, error: null }),
        (caught: unknown) => ({ reports: null, error: caught instanceof ApiError ? caught.message : "Could not load the reports" }),
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
  }, [read, show]);
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

  const reports = loaded?.reports ?? null;
  const now = loaded?.at ?? 0;
  return (
    <section aria-labelledby={`reports-${bookingId}`} className="rounded-xl border border-slate-200 bg-white p-4 md:p-6">
      <h2 id={`reports-${bookingId}`} className="text-lg font-semibold text-slate-900">Reports</h2>
      <UploadReport
        bookingId={bookingId}
        people={people}
        onUploaded={async (isBookingMarkedReady) => {
          await refresh();
          if (isBookingMarkedReady) onBookingMarkedReady?.();
        }}
      />
      {loadError && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {loadError}{" "}
          <button type="button" onClick={() => void refresh()} className="font-semibold underline">Try again</button>
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
                <p className="mt-1 text-sm text-slate-700">File removed on {formatLongDate(report.deletedAt)}. Its verification code still answers.</p>
              ) : (
                <>
                  <p className="mt-1 text-sm text-slate-700">
                    Opened {report.views} time{report.views === 1 ? "" : "s"}, downloaded {report.downloads} time{report.downloads === 1 ? "" : "s"} ·{" "}
                    <a href={report.verifyUrl} target="_blank" rel="noreferrer" className="text-brand-800 underline">verification page</a>
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <a href={`/api/reports/${report.id}/file`} className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800">Download</a>
                    <button type="button" disabled={isBusy(report.id)} onClick={() => void run(report.id, { call: () => createLink(report), success: (link) => (report.shares.some((share) => share.id === link.id) ? "This report's live share link is shown below" : "Share link made"), failure: "Failed to make a share link" })} className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60">
                      Make share link
                    </button>
                    <button type="button" onClick={() => void sendOnWhatsApp(report)} className="flex items-center gap-1 rounded-full bg-[#1f7a4d] px-3 py-1.5 text-sm font-semibold text-white">
                      <WhatsAppIcon className="h-4 w-4" /> Send on WhatsApp
                    </button>
                    <button type="button" disabled={isBusy(report.id)} onClick={() => setToDelete(report)} className="rounded-full border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-60">
                      Delete
                    </button>
                  </div>
                  {made && <MadeLink id={`report-${report.id}-share-link`} link={made} whatsappHref={whatsappLink(`91${mobile}`, made.message)} />}
                </>
              )}
              {liveShares.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {liveShares.map((share) => (
                    <li key={share.id} className="flex flex-wrap items-center gap-2">
                      Link by {share.createdBy === "patient" ? "the patient" : share.createdBy.replace(/^admin:/, "")}, works until {formatLongDate(share.expiresAt)}
                      <button
                        type="button"
                        disabled={isBusy(share.id)}
                        onClick={() => void run(share.id, { call: () => callApi("POST", `/api/reports/shares/${share.id}/revoke`), success: "Share link withdrawn", failure: "Failed to withdraw the link" })}
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
          void run(report.id, { call: () => callApi("DELETE", `/api/reports/${report.id}`), success: "Report deleted", failure: "Failed to delete the report", onSuccess: () => setToDelete(null) });
        }}
      />
    </section>
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
      <label htmlFor={id} className="block text-sm text-slate-700">Share link (works until {formatLongDate(link.expiresAt)})</label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input id={id} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-sm" />
        <button type="button" onClick={() => void copy()} className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800">Copy</button>
        <a href={whatsappHref} target="_blank" rel="noreferrer" className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800">Open in WhatsApp</a>
      </div>
      <p role="status" className="mt-1 text-sm text-slate-800">{copied}</p>
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
  onUploaded: (isBookingMarkedReady: boolean) => Promise<void>;
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
      const { isBookingMarkedReady } = await uploadReport(bookingId, file, setProgress, mustChoose ? personId : undefined);
      notify("success", "Report attached. Each page now carries its verification QR.");
      await onUploaded(isBookingMarkedReady);
    } catch (caught) {
      setError((caught as Error).message);
      notify("error", "Failed to attach the report");
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
          <label htmlFor={`${id}-person`} className="block text-sm font-medium text-slate-800">Whose report</label>
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
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">Attach a report (PDF, up to 20 MB)</label>
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
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">{error}</p>}
    </div>
  );
}
