import type { AdminReport, AdminShareLink, ShareLink } from "../../../domain/report.ts";
import { formatLongDate, SHARE_LINK_REUSE_MIN_HOURS } from "../../../domain/report-rules.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { reportReadyMessage } from "../../../domain/whatsapp-messages.ts";
import { refuse } from "../../lib/http-error.ts";
import type { ReportState } from "../../../domain/samples.ts";
import {
  findAttachedReportStates,
  findReportsOfBooking,
  findShare,
  findShareByTokenHash,
  findSharesOfReports,
  revokeShares,
} from "./reports.repository.ts";
import {
  fileRemoved,
  MINUTE_MS,
  notAttachedYet,
  type ReportFile,
  type ReportRecords,
  sha256Hex,
  withdrawnGone,
} from "./report-records.service.ts";
import { createShare, shareTokenOf } from "./report-shares.service.ts";

export type ReportDesk = ReturnType<typeof createReportDesk>;

/**
 * The staff's reading and sending of reports: a booking's reports with their access counts and
 * share links, the personal-data export's list, the staff's download, and the share link staff
 * send the patient on WhatsApp.
 */
export function createReportDesk(records: ReportRecords) {
  const { db, settings, bookings, now, shareUrlOf, record, requireBooking, requireReport, fileOf, adminViews } =
    records;

  return {
    /** Every report of a booking with its access counts and share links (staff). */
    async listForAdmin(bookingId: string, by: Staff): Promise<AdminReport[]> {
      requirePermission(by, "read-reports");
      const booking = await requireBooking(bookingId);
      return adminViews(await findReportsOfBooking(db, bookingId), booking.language);
    },

    /** The personal-data export: every report of the booking, removed and withdrawn ones too (not uploads never attached). */
    listFor: async (bookingId: string): Promise<AdminReport[]> =>
      adminViews(
        (await findReportsOfBooking(db, bookingId)).filter((report) => report.attachedAt !== null),
        (await bookings.byId(bookingId))?.language ?? "en",
      ),

    /**
     * Where each person's reports stand, for the lab's day of samples (samples.service.ts checks
     * who asks): "attached" while one attached report is the patient's, "withdrawn" when every
     * attached one was withdrawn, "none" otherwise (an upload still held counts for nothing yet).
     * A report made before families is the first person's. Keyed by person id.
     */
    async reportStatesOf(bookings: { id: string; people: { id: string }[] }[]): Promise<Map<string, ReportState>> {
      const states = new Map<string, ReportState>(
        bookings.flatMap((booking) => booking.people.map((person) => [person.id, "none"] as const)),
      );
      const firstPerson = new Map(bookings.map((booking) => [booking.id, booking.people[0]?.id]));
      for (const report of await findAttachedReportStates(
        db,
        bookings.map((booking) => booking.id),
      )) {
        const personId = report.personId ?? firstPerson.get(report.bookingId);
        if (!personId || !states.has(personId) || states.get(personId) === "attached") continue;
        states.set(personId, report.isWithdrawn ? "withdrawn" : "attached");
      }
      return states;
    },

    /** Staff download; recorded in the access log with who they were. */
    async adminFile(id: string, { by }: { by: Staff }): Promise<ReportFile> {
      requirePermission(by, "read-reports");
      const report = await requireReport(id);
      return fileOf(report, () => record(report, { staff: by }, "downloaded-report"));
    },

    /**
     * The report's share link for staff to send, with the WhatsApp message naming the lab: the
     * live link staff made before while it has a day or more to run (one link in the patient's
     * chat however often it is sent), else a new 7-day one (`isNew`).
     */
    async shareByAdmin(id: string, { by }: { by: Staff }): Promise<AdminShareLink & { isNew: boolean }> {
      requirePermission(by, "send-reports");
      const report = await requireReport(id);
      if (report.deletedAt) throw fileRemoved();
      if (report.withdrawn) throw withdrawnGone();
      if (!report.attachedAt) throw notAttachedYet();
      const [booking, { labName }, shares] = await Promise.all([
        requireBooking(report.bookingId),
        settings.get(),
        findSharesOfReports(db, [id]),
      ]);
      const reusableAfter = now().getTime() + SHARE_LINK_REUSE_MIN_HOURS * 60 * MINUTE_MS;
      const candidates = shares
        .filter(
          (share) =>
            share.createdBy.startsWith("admin:") && !share.revokedAt && Date.parse(share.expiresAt) > reusableAfter,
        )
        .sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt));
      let link: ShareLink | null = null;
      for (const share of candidates) {
        const token = shareTokenOf(records, share.id);
        if ((await findShareByTokenHash(db, sha256Hex(token)))?.id === share.id) {
          link = { id: share.id, url: shareUrlOf(token, booking.language), expiresAt: share.expiresAt };
          break;
        }
      }
      const isNew = link === null;
      link ??= await createShare(records, report, actorOf(by), booking.language);
      // The link opens the report to whoever holds it: each time staff take it to send is an access.
      await record(report, { staff: by }, "sent-report-link");
      const message = reportReadyMessage(
        labName,
        { reference: booking.reference, until: formatLongDate(link.expiresAt, booking.language), url: link.url },
        booking.language,
      );
      return { ...link, message, isNew };
    },

    async revokeShare(shareId: string, by: Staff): Promise<void> {
      requirePermission(by, "send-reports");
      if (!(await findShare(db, shareId))) throw refuse("SHARE_LINK_NOT_FOUND");
      await revokeShares(db, { shareId }, now().toISOString());
    },
  };
}
