import type { AdminReport, AdminShareLink } from "../../../../domain/report.ts";
import { formatLongDate } from "../../../../domain/report-rules.ts";
import { useT } from "../../../i18n/use-t.ts";
import { staffLine } from "../../../lib/booking-format.ts";
import { useCan } from "../staff-context.tsx";
import { whatsappLink } from "../../../lib/contact-links.ts";
import { WhatsAppIcon } from "../../ui/icons.tsx";
import { useToast } from "../../ui/toast.tsx";
import type { ReportPerson } from "./report-upload.tsx";
import { ShareLinkMade } from "./share-link-made.tsx";

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const isLive = (share: AdminReport["shares"][number], now: number) =>
  !share.revokedAt && Date.parse(share.expiresAt) > now;

/**
 * One attached report in the staff's list: whose it is, when and by whom it came, how often it
 * was opened; its download, share link, WhatsApp, withdraw and delete; its live share links.
 */
export function AttachedReport({
  report,
  people,
  now,
  made,
  mobile,
  isBusy,
  onMakeLink,
  createLink,
  onShared,
  onWithdraw,
  onDelete,
  onRevokeShare,
}: {
  report: AdminReport;
  people: ReportPerson[];
  /** When the list was read: share links are shown as live against that moment. */
  now: number;
  /** The share link just made for it, with the message naming the lab. */
  made: AdminShareLink | undefined;
  /** Whom to send it to; absent, the role may not send (the lab): no share link, WhatsApp or link withdrawal. */
  mobile: string | undefined;
  isBusy: (itemId: string) => boolean;
  onMakeLink: () => void;
  /** Makes (or finds) the report's live share link, kept by the list to show under the report. */
  createLink: () => Promise<AdminShareLink>;
  /** A link was sent on WhatsApp: the list is read again (the link now counts as live). */
  onShared: () => Promise<void>;
  onWithdraw: () => void;
  onDelete: () => void;
  onRevokeShare: (shareId: string) => void;
}) {
  const t = useT();
  const notify = useToast();
  const may = useCan();
  async function sendOnWhatsApp(mobile: string) {
    // Opened at once (a window opened after the call would be blocked), pointed at WhatsApp once the link exists.
    const tab = window.open("about:blank", "_blank");
    let link: AdminShareLink;
    try {
      link = await createLink();
    } catch {
      tab?.close();
      notify("error", "Failed to make a share link");
      return;
    }
    const href = whatsappLink(`91${mobile}`, link.message);
    if (tab) tab.location.href = href;
    else window.location.href = href;
    await onShared();
  }

  const liveShares = report.shares.filter((share) => isLive(share, now));
  return (
    <li className="rounded-lg border border-slate-200 p-3">
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
          {formatLongDate(report.uploadedAt)} by {staffLine(report.uploadedByStaff)} · {formatBytes(report.sizeBytes)}
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
              by: staffLine(report.withdrawn.byStaff),
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
            {/* Sending needs the patient's number: the booking page has it, the lab's day of samples does not. */}
            {may("send-reports") && mobile !== undefined && (
              <>
                <button
                  type="button"
                  disabled={isBusy(report.id)}
                  onClick={onMakeLink}
                  className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60"
                >
                  Make share link
                </button>
                <button
                  type="button"
                  onClick={() => void sendOnWhatsApp(mobile)}
                  className="flex items-center gap-1 rounded-full bg-[#1f7a4d] px-3 py-1.5 text-sm font-semibold text-white"
                >
                  <WhatsAppIcon className="h-4 w-4" /> Send on WhatsApp
                </button>
              </>
            )}
            {may("attach-reports") && (
              <>
                <button
                  type="button"
                  disabled={isBusy(report.id)}
                  onClick={onWithdraw}
                  className="rounded-full border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-60"
                >
                  {t("desk.reports.withdraw")}
                </button>
                <button
                  type="button"
                  disabled={isBusy(report.id)}
                  onClick={onDelete}
                  className="rounded-full border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-60"
                >
                  Delete
                </button>
              </>
            )}
          </div>
          {made && mobile !== undefined && (
            <ShareLinkMade
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
              Link by {share.createdByStaff ? staffLine(share.createdByStaff) : "the patient"}, works until{" "}
              {formatLongDate(share.expiresAt)}
              {may("send-reports") && mobile !== undefined && (
                <button
                  type="button"
                  disabled={isBusy(share.id)}
                  onClick={() => onRevokeShare(share.id)}
                  className="font-semibold text-red-800 underline disabled:opacity-60"
                >
                  Withdraw
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
