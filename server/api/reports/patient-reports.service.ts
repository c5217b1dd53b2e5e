import { createHmac, timingSafeEqual } from "node:crypto";
import type { OpenedReports, OpenReportsRequest, PatientReport, ShareLink } from "../../../domain/report.ts";
import { DOWNLOAD_LINK_MINUTES, maskName, type SharedReport, type Verification } from "../../../domain/report-rules.ts";
import { refuse } from "../../lib/http-error.ts";
import type { LookupThrottle } from "../../lib/lookup-throttle.ts";
import { findReport, findReportByCode, findReportsOfBooking, type ReportRecord } from "./reports.repository.ts";
import {
  isPatients,
  personOf,
  type ReportBooking,
  type ReportFile,
  type ReportRecords,
  withdrawnGone,
} from "./report-records.service.ts";
import { createShare, requireShared } from "./report-shares.service.ts";

export type PatientReports = ReturnType<typeof createPatientReports>;

/**
 * What the patient's form gets back; `not-found` is one answer, whatever was wrong (the page
 * says it in its own words, app/i18n/messages/reports.ts).
 */
export type OpenReportsResult =
  ({ status: "found" } & OpenedReports) | { status: "not-found" } | { status: "too-many-tries"; waitMinutes: number };

const NOT_FOUND_RESULT = Object.freeze({ status: "not-found" as const });

/** A download ticket that is forged, expired or for another booking: nothing is said about which. */
const ticketRefused = () => refuse("REPORT_TICKET_EXPIRED");

/** "Ram Prakash Verma" → "Ram". */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0];

/**
 * A report as its patient and whoever they send it to reach it: My Reports by reference and
 * mobile, the downloads by a signed ticket, the patient's own share link, the page and file of a
 * share link, and what /verify/{code} says of a printed report.
 */
export function createPatientReports(
  records: ReportRecords,
  deps: {
    /** The wrong tries of reference and mobile, counted with 'Manage a booking' (lib/lookup-throttle.ts). */
    lookups: LookupThrottle;
  },
) {
  const { db, settings, bookings, secret, now, record, requireBooking, fileOf } = records;

  async function liveReportsOf(bookingId: string): Promise<ReportRecord[]> {
    return (await findReportsOfBooking(db, bookingId)).filter(isPatients);
  }

  /**
   * A patient's download ticket: the booking id, an expiry and an HMAC of both with the
   * server's secret. Stateless, short-lived, and it says nothing personal, so it may sit in
   * a URL where the reference and mobile never do.
   */
  const macOf = (bookingId: string, expires: number) =>
    createHmac("sha256", secret).update(`report-download:${bookingId}:${expires}`).digest("base64url");
  function issueTicket(bookingId: string): string {
    const expires = Math.floor(now().getTime() / 1000) + DOWNLOAD_LINK_MINUTES * 60;
    return `${bookingId}.${expires}.${macOf(bookingId, expires)}`;
  }
  /** The booking id a ticket was issued for, or null when it is forged or expired. */
  function bookingOfTicket(ticket: string): string | null {
    const match = /^([a-z0-9]{8,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
    if (!match) return null;
    const [, bookingId, expiresText, mac] = match;
    const expires = Number(expiresText);
    const expected = Buffer.from(macOf(bookingId, expires));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return expires * 1000 > now().getTime() ? bookingId : null;
  }

  const patientView = (report: ReportRecord, booking: ReportBooking, ticket: string): PatientReport => ({
    id: report.id,
    // Only the first name, and only where it tells the people of a visit apart.
    personName: booking.people.length > 1 ? firstNameOf(personOf(booking, report).name) : null,
    personPosition: booking.people.indexOf(personOf(booking, report)) + 1,
    tests: personOf(booking, report).tests,
    reportDate: report.uploadedAt,
    downloadUrl: `/api/reports/${report.id}/download?ticket=${encodeURIComponent(ticket)}`,
  });

  async function openedReports(booking: ReportBooking, reports: ReportRecord[]): Promise<OpenedReports> {
    const ticket = issueTicket(booking.id);
    // Each person's reports together, in the visit's order (My Reports lists them under each name).
    const views = reports.map((report) => patientView(report, booking, ticket));
    views.sort((a, b) => a.personPosition - b.personPosition);
    return { reference: booking.reference, ticket, reports: views };
  }

  return {
    /**
     * The patient's form. Wrong reference, wrong mobile and no reports yet give the same
     * frozen answer, and each counts as a wrong try for the reference and the address, in the
     * counts 'Manage a booking' shares (lib/lookup-throttle.ts).
     */
    async open({ reference, mobile }: OpenReportsRequest, { ip }: { ip: string }): Promise<OpenReportsResult> {
      const lookup = await deps.lookups.attempt({ reference, ip }, async () => {
        const booking = await bookings.byReference(reference);
        const reports = booking && booking.mobile === mobile ? await liveReportsOf(booking.id) : [];
        return booking && reports.length > 0 ? { booking, reports } : null;
      });
      if (lookup.status === "too-many-tries") return { status: "too-many-tries", waitMinutes: lookup.waitMinutes };
      if (lookup.status === "not-found") return NOT_FOUND_RESULT;
      const { booking, reports } = lookup.found;
      for (const report of reports) await record(report, { kind: "patient" }, "opened-report");
      return { status: "found", ...(await openedReports(booking, reports)) };
    },

    /** A patient's download through a ticket from `open`. */
    async downloadWithTicket(id: string, ticket: string): Promise<ReportFile> {
      const bookingId = bookingOfTicket(ticket);
      const report = bookingId ? await findReport(db, id) : null;
      // An upload not attached is not the patient's: refused as if it were not there.
      if (!bookingId || !report || report.bookingId !== bookingId || !report.attachedAt) throw ticketRefused();
      if (report.withdrawn) throw withdrawnGone();
      return fileOf(report, () => record(report, { kind: "patient" }, "downloaded-report"));
    },

    /** A share link made by the patient, who proves access with the ticket from `open`; the list comes back with it. */
    async shareByPatient(
      id: string,
      ticket: string,
    ): Promise<{ share: ShareLink; reportId: string; opened: OpenedReports }> {
      const bookingId = bookingOfTicket(ticket);
      const report = bookingId ? await findReport(db, id) : null;
      if (!bookingId || !report || report.bookingId !== bookingId || !report.attachedAt) throw ticketRefused();
      const share = await createShare(records, report, "patient");
      const booking = await requireBooking(bookingId);
      return { share, reportId: id, opened: await openedReports(booking, await liveReportsOf(bookingId)) };
    },

    /** The page of a share link: the tests and the date; recorded as a view. */
    async openShared(token: string): Promise<SharedReport> {
      const { report, booking } = await requireShared(records, token);
      await record(report, { kind: "share-link" }, "opened-report");
      return {
        tests: personOf(booking, report).tests,
        reportDate: report.uploadedAt,
        downloadUrl: `/api/reports/shared/${token}/file`,
      };
    },

    async downloadShared(token: string): Promise<ReportFile> {
      const { report } = await requireShared(records, token);
      return fileOf(report, () => record(report, { kind: "share-link" }, "downloaded-report"));
    },

    /** What /verify/{code} shows; null when no report has the code. */
    async verify(code: string): Promise<Verification | null> {
      const report = await findReportByCode(db, code);
      // An upload never attached was nobody's report: its code was never given to anyone.
      if (!report?.attachedAt) return null;
      const booking = await requireBooking(report.bookingId);
      const { labName } = await settings.get();
      return {
        labName,
        maskedName: maskName(personOf(booking, report).name),
        tests: personOf(booking, report).tests,
        reportDate: report.uploadedAt,
        sha256: report.sha256,
        isFileRemoved: report.deletedAt !== null,
        withdrawnAt: report.withdrawn?.at ?? null,
      };
    },
  };
}
