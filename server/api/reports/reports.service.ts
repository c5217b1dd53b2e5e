import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import {
  type AdminReport,
  type AdminShareLink,
  type OpenedReports,
  type OpenReportsRequest,
  type PatientReport,
  type ShareLink,
} from "../../../domain/report.ts";
import {
  DOWNLOAD_LINK_MINUTES,
  formatLongDate,
  maskName,
  SHARE_LINK_DAYS,
  SHARE_LINK_REUSE_MIN_HOURS,
  type SharedReport,
  type Verification,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
} from "../../../domain/report-rules.ts";
import { pathIn, type Locale } from "../../../domain/locale.ts";
import { reportReadyMessage } from "../../../domain/whatsapp-messages.ts";
import { refuse } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import type { LookupThrottle } from "../../lib/lookup-throttle.ts";
import type { HeavyWork } from "../../lib/heavy-work.ts";
import type { ReceivedFile } from "../../lib/uploaded-file.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { type OpenedFile, type StoredEntry, TEMPORARY_SUFFIX } from "../../lib/file-storage.ts";
import type { FileStorage } from "../../lib/file-storage.ts";
import { type ReportPdfLimits, stampReport } from "./pdf-stamp.ts";
import { renderFirstPage } from "./pdf-preview.ts";
import {
  type AccessVia,
  countAccessOfReports,
  clearWithdrawReason,
  deletePendingReport,
  findPendingReportsUploadedBefore,
  markReportAttached,
  markReportWithdrawn,
  findExistingReportIds,
  findLiveReportsUploadedBefore,
  findReport,
  findReportByCode,
  findReportsOfBooking,
  findShare,
  findShareByTokenHash,
  findSharesOfReports,
  insertAccess,
  insertReport,
  insertShare,
  isVerificationCodeTaken,
  markReportDeleted,
  type ReportRecord,
  revokeShares,
} from "./reports.repository.ts";

export type ReportsService = ReturnType<typeof createReportsService>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A file to hand to the browser: the stored, stamped bytes as they are read from storage (never
 * held whole: a PDF can be 20 MB and many may be downloading), their size and the name to save them as.
 */
export type ReportFile = OpenedFile & { fileName: string };

/**
 * What the patient's form gets back; `not-found` is one answer, whatever was wrong (the page
 * says it in its own words, app/i18n/messages/reports.ts).
 */
export type OpenReportsResult =
  ({ status: "found" } & OpenedReports) | { status: "not-found" } | { status: "too-many-tries"; waitMinutes: number };

const NOT_FOUND_RESULT = Object.freeze({ status: "not-found" as const });

const linkGone = () => refuse("SHARE_LINK_GONE");
const fileRemoved = () => refuse("REPORT_FILE_REMOVED");
const withdrawnGone = () => refuse("REPORT_WITHDRAWN");
const notAttachedYet = () => refuse("REPORT_NOT_ATTACHED");
const attachedAlready = () => refuse("REPORT_ATTACHED_ALREADY");

/** Whether the patient may see the report: attached, not withdrawn, its file still there. */
const isPatients = (report: ReportRecord) =>
  report.attachedAt !== null && report.withdrawn === null && report.deletedAt === null;

/** A history entry of a report, as the booking's history lists it (booking-format.ts `describeEvent`). */
export type ReportEvent = {
  at: string;
  actor: `admin:${string}`;
  what: "report-attached" | "report-withdrawn";
  details: { person: number; reason?: string };
};
const reportNotFound = () => refuse("REPORT_NOT_FOUND");
/** A download ticket that is forged, expired or for another booking: nothing is said about which. */
const ticketRefused = () => refuse("REPORT_TICKET_EXPIRED");

/** A file without a row is swept only once this old: an upload in progress writes its file first. */
const ORPHAN_FILE_MIN_AGE_MS = 60 * MINUTE_MS;

/** Stored PDFs live in this folder of the document storage, as "<report id>.pdf". */
const FILES = "files";
const fileKeyOf = (id: string) => `${FILES}/${id}.pdf`;
const idOfFileKey = (key: string) => new RegExp(`^${FILES}/([a-z0-9]+)\\.pdf$`).exec(key)?.[1] ?? null;

const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
/**
 * The name a report is stored, listed and downloaded under: the booking's reference and the
 * report's number on it (LF-7Q2K9-report-1.pdf). Never the name the file was uploaded with,
 * which is often the patient's and would outlive the erasure of their booking.
 */
const reportFileName = (reference: string, number: number) => `${reference}-report-${number}.pdf`;

function newVerificationCode(): string {
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++)
    code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  return code;
}

/**
 * Report PDFs: upload (checked, stamped with the verification QR, stored), the patient's
 * access by reference and mobile, share links, verification, retention and erasure
 * (docs/decisions/2026-11-22-report-files-and-verification.md).
 *
 * `secret` signs the patients' download tickets; `now` is the clock share links and
 * tickets expire by; `onFirstReport` is told when a booking gets its first report, so the
 * booking can show "report ready".
 */
/** A person of a visit, as reports need them: the name and what was tested. */
export type ReportPerson = { id: string; name: string; tests: string[]; isErased: boolean };
/** What reports need of a booking: who it is for (each person), what was tested, the reference. */
/** `language`: the booking's, which the report's WhatsApp text is in. */
export type ReportBooking = { id: string; reference: string; mobile: string; language: Locale; people: ReportPerson[] };

/** "Ram Prakash Verma" → "Ram". */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0];

/** The person a report belongs to (a report made before families belongs to the first person). */
const personOf = (booking: ReportBooking, report: Pick<ReportRecord, "personId">): ReportPerson =>
  booking.people.find((person) => person.id === report.personId) ?? booking.people[0];

/** How reports find a booking: the bookings own the table and answer (booking-views.service.ts). */
export type ReportBookings = {
  byId: (bookingId: string) => Promise<ReportBooking | null>;
  byReference: (reference: string) => Promise<ReportBooking | null>;
};

export function createReportsService(
  db: Kysely<Database>,
  deps: {
    /** `reports/` of the storage driver (lib/file-storages.ts); keys are server-made ("files/<report id>.pdf"). */
    storage: FileStorage;
    settings: SettingsService;
    bookings: ReportBookings;
    /** Answers whether the booking moved to "report ready" (not when it was already completed). */
    onFirstReport: (bookingId: string, adminUsername: string) => Promise<boolean>;
    /** How far an upload may go: its pages, and the time and memory reading and stamping it may take. */
    pdfLimits: ReportPdfLimits;
    /** The wrong tries of reference and mobile, counted with 'Manage a booking' (lib/lookup-throttle.ts). */
    lookups: LookupThrottle;
    /** The process's queue of heavy work: stamping waits its turn there (lib/heavy-work.ts). */
    heavyWork: HeavyWork;
    /** Writes a report's attaching or withdrawal into the booking's history (the bookings own it). */
    recordEvent: (bookingId: string, event: ReportEvent) => Promise<void>;
  },
  { secret, publicOrigin, now = () => new Date() }: { secret: string; publicOrigin: string; now?: () => Date },
) {
  /**
   * The page a report's QR code opens, in the booking's language: a patient who booked in Hindi
   * scans into the Hindi page. The address stays the truth (docs/decisions/2026-11-25-hindi.md):
   * a QR printed before, or on an English booking, keeps opening /verify/{code} in English, with
   * the switch to Hindi on it, and whoever checks a report reads it in the language it printed.
   */
  const verifyUrlOf = (code: string, locale: Locale) => `${publicOrigin}${pathIn(locale, `/verify/${code}`)}`;
  /** A share link's page, in a language: a Hindi booking's patient is sent the Hindi page. */
  const shareUrlOf = (token: string, locale: Locale = "en") =>
    `${publicOrigin}${pathIn(locale, `/reports/shared/${token}`)}`;

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

  const record = (reportId: string, via: AccessVia, what: "view" | "download", actor: string | null = null) =>
    insertAccess(db, { reportId, at: now().toISOString(), via, actor, what });

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

  async function liveReportsOf(bookingId: string): Promise<ReportRecord[]> {
    return (await findReportsOfBooking(db, bookingId)).filter(isPatients);
  }

  /** Records the event in the booking's history and answers it as the history shows it. */
  async function recordEvent(
    report: ReportRecord,
    booking: ReportBooking,
    by: string,
    what: ReportEvent["what"],
    reason?: string,
  ): Promise<ReportEvent> {
    const event: ReportEvent = {
      at: now().toISOString(),
      actor: `admin:${by}`,
      what,
      details: {
        person: booking.people.indexOf(personOf(booking, report)) + 1,
        ...(reason === undefined ? {} : { reason }),
      },
    };
    await deps.recordEvent(report.bookingId, event);
    return event;
  }

  /** Whether no other report of the booking is the patient's yet (the first one marks the booking "report ready"). */
  const isFirstOf = async (bookingId: string, id: string) =>
    (await findReportsOfBooking(db, bookingId)).every((report) => report.id === id || !isPatients(report));

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

  /** `language`: the booking's, which its reports' QR codes open the verify page in. */
  async function adminViews(reports: ReportRecord[], language: Locale): Promise<AdminReport[]> {
    const ids = reports.map((report) => report.id);
    const [counts, shares] = await Promise.all([countAccessOfReports(db, ids), findSharesOfReports(db, ids)]);
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
      deletedAt: report.deletedAt,
      pageCount: report.pageCount,
      attachedAt: report.attachedAt,
      withdrawn: report.withdrawn,
      views: counts.get(report.id)?.views ?? 0,
      downloads: counts.get(report.id)?.downloads ?? 0,
      shares: shares
        .filter((share) => share.reportId === report.id)
        .map(({ id, createdAt, createdBy, expiresAt, revokedAt }) => ({
          id,
          createdAt,
          createdBy,
          expiresAt,
          revokedAt,
        })),
    }));
  }

  /** Marks the report deleted (so nothing serves it from now on), withdraws its links, removes the file. */
  async function removeReport(report: ReportRecord): Promise<boolean> {
    const at = now().toISOString();
    const isRemoved = await markReportDeleted(db, report.id, at);
    await revokeShares(db, { reportIds: [report.id] }, at);
    await deps.storage.remove(report.fileKey);
    return isRemoved;
  }

  /**
   * A share link's token is an HMAC of its id under the server's secret (256 bits), so staff can
   * send a live link again although only the token's hash is stored. Links made before this, or
   * under another secret, do not match their hash and are never sent again.
   */
  const shareTokenOf = (shareId: string) =>
    createHmac("sha256", secret).update(`report-share:${shareId}`).digest("base64url");

  async function createShare(
    report: ReportRecord,
    createdBy: "patient" | `admin:${string}`,
    locale: Locale = "en",
  ): Promise<ShareLink> {
    if (report.deletedAt) throw fileRemoved();
    if (report.withdrawn) throw withdrawnGone();
    if (!report.attachedAt) throw notAttachedYet();
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + SHARE_LINK_DAYS * DAY_MS).toISOString();
    const id = newId(16);
    const token = shareTokenOf(id);
    await insertShare(db, {
      id,
      reportId: report.id,
      tokenHash: sha256Hex(token),
      createdAt: createdAt.toISOString(),
      createdBy,
      expiresAt,
      revokedAt: null,
    });
    return { id, url: shareUrlOf(token, locale), expiresAt };
  }

  /** The live report behind a share link; 410 when the link expired, was withdrawn or its file removed. */
  async function requireShared(token: string): Promise<{ report: ReportRecord; booking: ReportBooking }> {
    const share = await findShareByTokenHash(db, sha256Hex(token));
    if (!share) throw refuse("SHARE_LINK_UNKNOWN");
    if (share.revokedAt || Date.parse(share.expiresAt) <= now().getTime()) throw linkGone();
    const report = await requireReport(share.reportId);
    // A withdrawn report's links were withdrawn with it; the check stands should one be made after.
    if (!isPatients(report)) throw linkGone();
    return { report, booking: await requireBooking(report.bookingId) };
  }

  /** Attaches a stored upload for `by`: the patient's from now on, recorded in the history. */
  async function attach(report: ReportRecord, booking: ReportBooking, by: string) {
    if (!(await markReportAttached(db, report.id, { at: now().toISOString(), by }))) {
      throw attachedAlready();
    }
    const event = await recordEvent(report, booking, by, "report-attached");
    let isBookingMarkedReady = false;
    if (await isFirstOf(report.bookingId, report.id)) {
      // The report is attached whatever the booking's status allows: the attaching succeeded.
      isBookingMarkedReady = await deps.onFirstReport(report.bookingId, by).catch(() => false);
    }
    const [view] = await adminViews([(await findReport(db, report.id)) ?? report], booking.language);
    return { ...view, isBookingMarkedReady, event };
  }

  return {
    /**
     * Receives an upload (`receive` streams it into a file), checks it by its bytes, stamps
     * every page with the verification QR and stores the stamped bytes as the report of one
     * person of the visit (`personId`; may be left out when the visit serves one). The upload
     * takes its place in the heavy-work queue before its body is read: beyond the queue's length
     * it is refused with 503 and never received. The received file is removed in every outcome.
     * The report then waits, seen by staff only, for `attach`: the one way a patient gets it, once
     * staff checked the person, the pages and page 1 (issue 33).
     */
    async upload(
      bookingId: string,
      receive: () => Promise<ReceivedFile>,
      { by, personId }: { by: string; personId?: string },
    ): Promise<AdminReport> {
      const place = deps.heavyWork.admit();
      let stamped: { bytes: Buffer; pages: number };
      let code: string;
      let booking: ReportBooking;
      let person: ReportPerson;
      try {
        booking = await requireBooking(bookingId);
        const found = personId
          ? booking.people.find((p) => p.id === personId)
          : booking.people.length === 1
            ? booking.people[0]
            : undefined;
        if (!found) throw refuse(personId ? "REPORT_PERSON_UNKNOWN" : "REPORT_PERSON_REQUIRED", { field: "person" });
        if (found.isErased) throw refuse("REPORT_PERSON_ERASED", { field: "person" });
        person = found;
        const file = await receive();
        try {
          const { labName } = await deps.settings.get();
          code = newVerificationCode();
          while (await isVerificationCodeTaken(db, code)) code = newVerificationCode();
          stamped = await stampReport(
            file.path,
            { verifyUrl: verifyUrlOf(code, booking.language), labName },
            deps.pdfLimits,
            place,
          );
        } finally {
          await file.remove();
        }
      } finally {
        place.leave();
      }

      const id = newId(20);
      // The file first: a row never points at a file that is not there yet.
      await deps.storage.put(fileKeyOf(id), stamped.bytes);
      const earlier = await findReportsOfBooking(db, bookingId);
      const uploadedAt = now().toISOString();
      const report: ReportRecord = {
        id,
        bookingId,
        personId: person.id,
        fileKey: fileKeyOf(id),
        // Removed reports keep their numbers, so a name is never given twice.
        fileName: reportFileName(booking.reference, earlier.length + 1),
        sizeBytes: stamped.bytes.length,
        sha256: sha256Hex(stamped.bytes),
        verificationCode: code,
        uploadedAt,
        uploadedBy: by,
        deletedAt: null,
        pageCount: stamped.pages,
        attachedAt: null,
        attachedBy: null,
        withdrawn: null,
      };
      await insertReport(db, report);
      const [view] = await adminViews([report], booking.language);
      return view;
    },

    /**
     * Makes an upload the patient's report (the desk's "Attach" once it saw the person, the
     * pages and page 1). 409 when it is attached already, 410 when its file or its person's data
     * was erased meanwhile. The booking's first report tells `onFirstReport`.
     */
    async attach(
      id: string,
      { by }: { by: string },
    ): Promise<AdminReport & { isBookingMarkedReady: boolean; event: ReportEvent | null }> {
      const report = await requireReport(id);
      if (report.deletedAt) throw fileRemoved();
      if (report.attachedAt) throw attachedAlready();
      const booking = await requireBooking(report.bookingId);
      if (personOf(booking, report).isErased) throw fileRemoved();
      return attach(report, booking, by);
    },

    /**
     * Takes a wrong report out of the patient's sight (My Reports, share links, downloads; /verify
     * says it was withdrawn) and records why in the booking's history. Its file and row stay for
     * the lab's records; staff still download it.
     */
    async withdraw(
      id: string,
      { by, reason }: { by: string; reason: string },
    ): Promise<AdminReport & { event: ReportEvent }> {
      const report = await requireReport(id);
      if (report.deletedAt) throw fileRemoved();
      if (!report.attachedAt) throw notAttachedYet();
      const at = now().toISOString();
      if (!(await markReportWithdrawn(db, id, { at, by, reason }))) {
        throw refuse("REPORT_WITHDRAWN_ALREADY");
      }
      await revokeShares(db, { reportIds: [id] }, at);
      const booking = await requireBooking(report.bookingId);
      const event = await recordEvent(report, booking, by, "report-withdrawn", reason);
      const [view] = await adminViews([(await findReport(db, id)) ?? report], booking.language);
      return { ...view, event };
    },

    /**
     * Page 1 of a report as a PNG, for staff to check an upload before attaching it: rendered
     * from the stored (stamped) bytes in the heavy-work queue's turn, REPORT_PREVIEW_WIDTH_PX wide.
     */
    async preview(id: string): Promise<Buffer> {
      const report = await requireReport(id);
      if (report.deletedAt) throw fileRemoved();
      return deps.heavyWork.run(async () => {
        const file = await deps.storage.open(report.fileKey);
        if (!file) throw fileRemoved();
        return renderFirstPage(file.stream, { timeLimitMs: deps.pdfLimits.timeLimitMs });
      });
    },

    /** Every report of a booking with its access counts and share links (staff). */
    async listForAdmin(bookingId: string): Promise<AdminReport[]> {
      const booking = await requireBooking(bookingId);
      return adminViews(await findReportsOfBooking(db, bookingId), booking.language);
    },

    /** The personal-data export: every report of the booking, removed and withdrawn ones too (not uploads never attached). */
    listFor: async (bookingId: string): Promise<AdminReport[]> =>
      adminViews(
        (await findReportsOfBooking(db, bookingId)).filter((report) => report.attachedAt !== null),
        (await deps.bookings.byId(bookingId))?.language ?? "en",
      ),

    /** Staff download; recorded with the admin's name. */
    async adminFile(id: string, { by }: { by: string }): Promise<ReportFile> {
      return fileOf(await requireReport(id), () => record(id, "admin", "download", by));
    },

    /**
     * Staff delete: the file goes, the row stays (deleted_at) so /verify can still answer. An
     * upload never attached (the desk's "Cancel") goes whole, row and file: no patient ever had it.
     */
    async delete(id: string): Promise<void> {
      const report = await requireReport(id);
      if (!report.attachedAt) {
        if (await deletePendingReport(db, id)) await deps.storage.remove(report.fileKey);
        return;
      }
      if (report.deletedAt) return;
      await removeReport(report);
    },

    /**
     * The report's share link for staff to send, with the WhatsApp message naming the lab: the
     * live link staff made before while it has a day or more to run (one link in the patient's
     * chat however often it is sent), else a new 7-day one (`isNew`).
     */
    async shareByAdmin(id: string, { by }: { by: string }): Promise<AdminShareLink & { isNew: boolean }> {
      const report = await requireReport(id);
      if (report.deletedAt) throw fileRemoved();
      if (report.withdrawn) throw withdrawnGone();
      if (!report.attachedAt) throw notAttachedYet();
      const [booking, { labName }, shares] = await Promise.all([
        requireBooking(report.bookingId),
        deps.settings.get(),
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
        const token = shareTokenOf(share.id);
        if ((await findShareByTokenHash(db, sha256Hex(token)))?.id === share.id) {
          link = { id: share.id, url: shareUrlOf(token, booking.language), expiresAt: share.expiresAt };
          break;
        }
      }
      const isNew = link === null;
      link ??= await createShare(report, `admin:${by}`, booking.language);
      const message = reportReadyMessage(
        labName,
        { reference: booking.reference, until: formatLongDate(link.expiresAt, booking.language), url: link.url },
        booking.language,
      );
      return { ...link, message, isNew };
    },

    async revokeShare(shareId: string): Promise<void> {
      if (!(await findShare(db, shareId))) throw refuse("SHARE_LINK_NOT_FOUND");
      await revokeShares(db, { shareId }, now().toISOString());
    },

    /**
     * The patient's form. Wrong reference, wrong mobile and no reports yet give the same
     * frozen answer, and each counts as a wrong try for the reference and the address, in the
     * counts 'Manage a booking' shares (lib/lookup-throttle.ts).
     */
    async open({ reference, mobile }: OpenReportsRequest, { ip }: { ip: string }): Promise<OpenReportsResult> {
      const lookup = await deps.lookups.attempt({ reference, ip }, async () => {
        const booking = await deps.bookings.byReference(reference);
        const reports = booking && booking.mobile === mobile ? await liveReportsOf(booking.id) : [];
        return booking && reports.length > 0 ? { booking, reports } : null;
      });
      if (lookup.status === "too-many-tries") return { status: "too-many-tries", waitMinutes: lookup.waitMinutes };
      if (lookup.status === "not-found") return NOT_FOUND_RESULT;
      const { booking, reports } = lookup.found;
      for (const report of reports) await record(report.id, "patient", "view");
      return { status: "found", ...(await openedReports(booking, reports)) };
    },

    /** A patient's download through a ticket from `open`. */
    async downloadWithTicket(id: string, ticket: string): Promise<ReportFile> {
      const bookingId = bookingOfTicket(ticket);
      const report = bookingId ? await findReport(db, id) : null;
      // An upload not attached is not the patient's: refused as if it were not there.
      if (!bookingId || !report || report.bookingId !== bookingId || !report.attachedAt) throw ticketRefused();
      if (report.withdrawn) throw withdrawnGone();
      return fileOf(report, () => record(id, "patient", "download"));
    },

    /** A share link made by the patient, who proves access with the ticket from `open`; the list comes back with it. */
    async shareByPatient(
      id: string,
      ticket: string,
    ): Promise<{ share: ShareLink; reportId: string; opened: OpenedReports }> {
      const bookingId = bookingOfTicket(ticket);
      const report = bookingId ? await findReport(db, id) : null;
      if (!bookingId || !report || report.bookingId !== bookingId || !report.attachedAt) throw ticketRefused();
      const share = await createShare(report, "patient");
      const booking = await requireBooking(bookingId);
      return { share, reportId: id, opened: await openedReports(booking, await liveReportsOf(bookingId)) };
    },

    /** The page of a share link: the tests and the date; recorded as a view. */
    async openShared(token: string): Promise<SharedReport> {
      const { report, booking } = await requireShared(token);
      await record(report.id, "share", "view");
      return {
        tests: personOf(booking, report).tests,
        reportDate: report.uploadedAt,
        downloadUrl: `/api/reports/shared/${token}/file`,
      };
    },

    async downloadShared(token: string): Promise<ReportFile> {
      const { report } = await requireShared(token);
      return fileOf(report, () => record(report.id, "share", "download"));
    },

    /** What /verify/{code} shows; null when no report has the code. */
    async verify(code: string): Promise<Verification | null> {
      const report = await findReportByCode(db, code);
      // An upload never attached was nobody's report: its code was never given to anyone.
      if (!report?.attachedAt) return null;
      const booking = await requireBooking(report.bookingId);
      const { labName } = await deps.settings.get();
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

    /**
     * The admin erase feature: every file of the booking (or of one person of it) removed, rows
     * marked, links withdrawn. Returns how many files went.
     */
    async eraseAllOf(bookingId: string, { personId }: { personId?: string } = {}): Promise<number> {
      let removed = 0;
      for (const report of await findReportsOfBooking(db, bookingId)) {
        if (personId && report.personId !== personId) continue;
        if (!report.attachedAt) {
          if (await deletePendingReport(db, report.id)) await deps.storage.remove(report.fileKey);
          continue;
        }
        // A withdrawal's reason may name the person; the history's copy is judged by the erasure itself.
        if (report.withdrawn) await clearWithdrawReason(db, report.id);
        if (await removeReport(report)) removed += 1;
      }
      return removed;
    },

    /**
     * What a crash leaves in storage: a PDF written before its row was inserted, or a
     * half-written `.tmp` file. Health data must not linger unlisted, so both go once they
     * are ORPHAN_FILE_MIN_AGE_MS old (an upload in progress writes its file first).
     */
    async removeOrphanFiles(at = now()): Promise<number> {
      const isOld = (entry: StoredEntry) => entry.modifiedAt.getTime() < at.getTime() - ORPHAN_FILE_MIN_AGE_MS;
      const files = (await deps.storage.list(FILES)).filter((entry) => !entry.isFolder && isOld(entry));
      const existing = await findExistingReportIds(
        db,
        files.map((entry) => idOfFileKey(entry.key)).filter((id) => id !== null),
      );
      const orphans = files.filter(
        (entry) => entry.key.endsWith(TEMPORARY_SUFFIX) || !existing.has(idOfFileKey(entry.key) ?? ""),
      );
      for (const entry of orphans) await deps.storage.remove(entry.key);
      return orphans.length;
    },

    /**
     * Uploads staff never attached nor cancelled (a closed tab): removed, row and file, once
     * ORPHAN_FILE_MIN_AGE_MS old, as the uploads a killed process left in DATA_DIR/tmp are.
     */
    async removeUnattached(at = now()): Promise<number> {
      const cutoff = new Date(at.getTime() - ORPHAN_FILE_MIN_AGE_MS).toISOString();
      let removed = 0;
      for (const report of await findPendingReportsUploadedBefore(db, cutoff)) {
        if (await deletePendingReport(db, report.id)) {
          await deps.storage.remove(report.fileKey);
          removed += 1;
        }
      }
      return removed;
    },

    /** Retention (maintenance job): files older than the lab's `reportRetentionDays` are removed. */
    async removeExpired(at = now()): Promise<number> {
      const { reportRetentionDays } = await deps.settings.get();
      if (reportRetentionDays === null) return 0;
      const cutoff = new Date(at.getTime() - reportRetentionDays * DAY_MS).toISOString();
      let removed = 0;
      for (const report of await findLiveReportsUploadedBefore(db, cutoff)) {
        if (await removeReport(report)) removed += 1;
      }
      return removed;
    },
  };
}
