import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { AdminReport } from "../../../domain/report.ts";
import { pathIn, type Locale } from "../../../domain/locale.ts";
import { refuse } from "../../lib/http-error.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { FileStorage, OpenedFile } from "../../lib/file-storage.ts";
import type { AccessAction } from "../../../domain/access-log.ts";
import { type AccessWho, createAccessLog } from "../access-log/access-log.service.ts";
import { staffNamesOf } from "../auth/staff-accounts.service.ts";
import { usernameOfActor } from "../../../domain/staff-roles.ts";
import { findReport, findSharesOfReports, type ReportRecord } from "./reports.repository.ts";

/**
 * What every part of the reports shares (docs/decisions/2026-11-22-report-files-and-verification.md):
 * the database, the file storage, the lab's settings, the bookings' answers, the clock, and the
 * reads and writes more than one part makes. Each part is made on it in server/services.ts: the
 * desk's uploads (reports.service.ts), the staff's reading and sending (report-desk.service.ts),
 * the patient's access (patient-reports.service.ts) and the removal of files (report-removal.service.ts);
 * share links are made and opened by report-shares.service.ts.
 */
export type ReportRecords = ReturnType<typeof createReportRecords>;

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A file to hand to the browser: the stored, stamped bytes as they are read from storage (never
 * held whole: a PDF can be 20 MB and many may be downloading), their size and the name to save them as.
 */
export type ReportFile = OpenedFile & { fileName: string };

export const fileRemoved = () => refuse("REPORT_FILE_REMOVED");
export const withdrawnGone = () => refuse("REPORT_WITHDRAWN");
export const notAttachedYet = () => refuse("REPORT_NOT_ATTACHED");
const reportNotFound = () => refuse("REPORT_NOT_FOUND");

/** Whether the patient may see the report: attached, not withdrawn, its file still there. */
export const isPatients = (report: ReportRecord) =>
  report.attachedAt !== null && report.withdrawn === null && report.deletedAt === null;

/** A history entry of a report, as the booking's history lists it (booking-format.ts `describeEvent`). */
export type ReportEvent = {
  at: string;
  actor: `admin:${string}`;
  what: "report-attached" | "report-withdrawn";
  details: { person: number; reason?: string };
};

/** Stored PDFs live in this folder of the document storage, as "<report id>.pdf". */
export const FILES = "files";
export const fileKeyOf = (id: string) => `${FILES}/${id}.pdf`;
export const idOfFileKey = (key: string) => new RegExp(`^${FILES}/([a-z0-9]+)\\.pdf$`).exec(key)?.[1] ?? null;

export const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** A person of a visit, as reports need them: the name and what was tested. */
export type ReportPerson = { id: string; name: string; tests: string[]; isErased: boolean };
/** What reports need of a booking: who it is for (each person), what was tested, the reference. */
/** `language`: the booking's, which the report's WhatsApp text is in. */
export type ReportBooking = {
  id: string;
  reference: string;
  mobile: string;
  language: Locale;
  people: ReportPerson[];
  /** The patient agreed to updates (issue 36): the first report's "report ready" message gets a share link. */
  updatesOptIn?: boolean;
};

/** The person a report belongs to (a report made before families belongs to the first person). */
export const personOf = (booking: ReportBooking, report: Pick<ReportRecord, "personId">): ReportPerson =>
  booking.people.find((person) => person.id === report.personId) ?? booking.people[0];

/** How reports find a booking: the bookings own the table and answer (booking-views.service.ts). */
export type ReportBookings = {
  byId: (bookingId: string) => Promise<ReportBooking | null>;
  byReference: (reference: string) => Promise<ReportBooking | null>;
};

/**
 * `secret` signs the patients' download tickets and makes share links' tokens; `now` is the clock
 * share links and tickets expire by.
 */
export function createReportRecords(
  db: Kysely<Database>,
  deps: {
    /** `reports/` of the storage driver (lib/file-storages.ts); keys are server-made ("files/<report id>.pdf"). */
    storage: FileStorage;
    settings: SettingsService;
    bookings: ReportBookings;
  },
  { secret, publicOrigin, now = () => new Date() }: { secret: string; publicOrigin: string; now?: () => Date },
) {
  /**
   * The page a report's QR code opens, in the booking's language: a patient who booked in Hindi
   * scans into the Hindi page. The address stays the truth (docs/decisions/2026-11-25-hindi.md):
   * a QR printed before, or on an English booking, keeps opening /verify/{code} in English, with
   * the switch to Hindi on it, and whoever checks a report reads it in the language it printed.
   */
  const accessLog = createAccessLog(db);
  const verifyUrlOf = (code: string, locale: Locale) => `${publicOrigin}${pathIn(locale, `/verify/${code}`)}`;
  /** A share link's page, in a language: a Hindi booking's patient is sent the Hindi page. */
  const shareUrlOf = (token: string, locale: Locale = "en") =>
    `${publicOrigin}${pathIn(locale, `/reports/shared/${token}`)}`;

  /** One row of the access log for a report opened, downloaded or its link taken to send. */
  const record = (
    report: ReportRecord,
    who: AccessWho,
    action: Extract<AccessAction, "opened-report" | "downloaded-report" | "sent-report-link">,
  ) =>
    accessLog.append(who, [{ action, bookingId: report.bookingId, personId: report.personId, reportId: report.id }], {
      at: now().toISOString(),
    });

  async function requireBooking(bookingId: string): Promise<ReportBooking> {
    const booking = await deps.bookings.byId(bookingId);
    if (!booking) throw refuse("BOOKING_NOT_FOUND");
    return booking;
  }

  async function requireReport(id: string): Promise<ReportRecord> {
    const report = await findReport(db, id);
    if (!report) throw reportNotFound();
    return report;
  }

  /**
   * A live report's stored file, opened for `ReportFile`; 410 once it was removed. `recordAccess`
   * runs once the file is open, so only a download that can happen is recorded; if it fails,
   * the file is closed again.
   */
  async function fileOf(report: ReportRecord, recordAccess: () => Promise<void>): Promise<ReportFile> {
    if (report.deletedAt) throw fileRemoved();
    const file = await deps.storage.open(report.fileKey);
    if (!file) throw fileRemoved();
    try {
      await recordAccess();
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
    return { ...file, fileName: report.fileName };
  }

  /** `language`: the booking's, which its reports' QR codes open the verify page in. */
  async function adminViews(reports: ReportRecord[], language: Locale): Promise<AdminReport[]> {
    const ids = reports.map((report) => report.id);
    const [counts, shares] = await Promise.all([accessLog.countsOfReports(ids), findSharesOfReports(db, ids)]);
    const nameOf = await staffNamesOf(db, [
      ...reports.flatMap((report) => [report.uploadedBy, report.withdrawn?.by ?? []].flat()),
      ...shares.map((share) => usernameOfActor(share.createdBy) ?? []).flat(),
    ]);
    return reports.map((report) => ({
      id: report.id,
      personId: report.personId,
      fileName: report.fileName,
      sizeBytes: report.sizeBytes,
      sha256: report.sha256,
      verificationCode: report.verificationCode,
      verifyUrl: verifyUrlOf(report.verificationCode, language),
      uploadedAt: report.uploadedAt,
      uploadedBy: report.uploadedBy,
      uploadedByStaff: nameOf(report.uploadedBy),
      deletedAt: report.deletedAt,
      pageCount: report.pageCount,
      attachedAt: report.attachedAt,
      withdrawn: report.withdrawn && { ...report.withdrawn, byStaff: nameOf(report.withdrawn.by) },
      views: counts.get(report.id)?.views ?? 0,
      downloads: counts.get(report.id)?.downloads ?? 0,
      shares: shares
        .filter((share) => share.reportId === report.id)
        .map(({ id, createdAt, createdBy, expiresAt, revokedAt }) => ({
          id,
          createdAt,
          createdBy,
          createdByStaff: createdBy === "patient" ? null : nameOf(usernameOfActor(createdBy) ?? createdBy),
          expiresAt,
          revokedAt,
        })),
    }));
  }

  return {
    db,
    storage: deps.storage,
    settings: deps.settings,
    bookings: deps.bookings,
    secret,
    now,
    verifyUrlOf,
    shareUrlOf,
    record,
    requireBooking,
    requireReport,
    fileOf,
    adminViews,
  };
}
