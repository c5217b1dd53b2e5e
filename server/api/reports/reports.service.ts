import { randomInt } from "node:crypto";
import type { AdminReport } from "../../../domain/report.ts";
import { formatLongDate, VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from "../../../domain/report-rules.ts";
import { createShare } from "./report-shares.service.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { refuse } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import type { HeavyWork } from "../../lib/heavy-work.ts";
import type { ReceivedFile } from "../../lib/uploaded-file.ts";
import { type ReportPdfLimits, type ReportStamper, stampReport } from "./pdf-stamp.ts";
import { renderFirstPage } from "./pdf-preview.ts";
import {
  findReport,
  findReportsOfBooking,
  insertReport,
  isVerificationCodeTaken,
  markReportAttached,
  markReportWithdrawn,
  type ReportRecord,
  revokeShares,
} from "./reports.repository.ts";
import {
  fileKeyOf,
  fileRemoved,
  isPatients,
  notAttachedYet,
  personOf,
  type ReportBooking,
  type ReportEvent,
  type ReportPerson,
  type ReportRecords,
  sha256Hex,
} from "./report-records.service.ts";

export type ReportsService = ReturnType<typeof createReportsService>;

const attachedAlready = () => refuse("REPORT_ATTACHED_ALREADY");

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
 * A report's way onto a booking, at the desk: the upload (checked, stamped with the verification
 * QR, stored), held for staff to check, attached for the patient or withdrawn, and page 1 to check
 * it by (docs/decisions/2026-11-22-report-files-and-verification.md). The other parts of the
 * reports share `records` (report-records.service.ts).
 *
 * `onFirstReport` is told when a booking gets its first report, so the booking can show "report ready".
 */
export function createReportsService(
  records: ReportRecords,
  deps: {
    /** Answers whether the booking moved to "report ready" (not when it was already completed). */
    onFirstReport: (bookingId: string, by: Staff, link: { url: string; until: string } | null) => Promise<boolean>;
    /** How far an upload may go: its pages, and the time and memory reading and stamping it may take. */
    pdfLimits: ReportPdfLimits;
    /** The process's queue of heavy work: stamping waits its turn there (lib/heavy-work.ts). */
    heavyWork: HeavyWork;
    /** The kept stamping workers (pdf-stamp.ts). */
    stamper: ReportStamper;
    /** Writes a report's attaching or withdrawal into the booking's history (the bookings own it). */
    recordEvent: (bookingId: string, event: ReportEvent) => Promise<void>;
  },
) {
  const { db, storage, settings, now, verifyUrlOf, requireBooking, requireReport, adminViews } = records;

  /** Records the event in the booking's history and answers it as the history shows it. */
  async function recordEvent(
    report: ReportRecord,
    booking: ReportBooking,
    by: Staff,
    what: ReportEvent["what"],
    reason?: string,
  ): Promise<ReportEvent> {
    const event: ReportEvent = {
      at: now().toISOString(),
      actor: actorOf(by),
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

  /** Attaches a stored upload for `by`: the patient's from now on, recorded in the history. */
  async function attach(report: ReportRecord, booking: ReportBooking, by: Staff) {
    if (!(await markReportAttached(db, report.id, { at: now().toISOString(), by: by.username }))) {
      throw attachedAlready();
    }
    const event = await recordEvent(report, booking, by, "report-attached");
    let isBookingMarkedReady = false;
    if (await isFirstOf(report.bookingId, report.id)) {
      // The report is attached whatever the booking's status allows: the attaching succeeded.
      // A patient who agreed to updates is told, with a share link made for it (never the PDF). The
      // link is made before the booking's transaction: SQLite's one connection cannot write beside it.
      const shared = booking.updatesOptIn ? await createShare(records, report, actorOf(by), booking.language) : null;
      const link = shared && { url: shared.url, until: formatLongDate(shared.expiresAt, booking.language) };
      isBookingMarkedReady = await deps.onFirstReport(report.bookingId, by, link).catch(() => false);
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
      { by, personId }: { by: Staff; personId?: string },
    ): Promise<AdminReport> {
      requirePermission(by, "attach-reports");
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
          const { labName } = await settings.get();
          code = newVerificationCode();
          while (await isVerificationCodeTaken(db, code)) code = newVerificationCode();
          stamped = await stampReport(
            file.path,
            { verifyUrl: verifyUrlOf(code, booking.language), labName },
            deps.pdfLimits,
            place,
            deps.stamper,
          );
        } finally {
          await file.remove();
        }
      } finally {
        place.leave();
      }

      const id = newId(20);
      // The file first: a row never points at a file that is not there yet.
      await storage.put(fileKeyOf(id), stamped.bytes);
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
        uploadedBy: by.username,
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
      { by }: { by: Staff },
    ): Promise<AdminReport & { isBookingMarkedReady: boolean; event: ReportEvent | null }> {
      requirePermission(by, "attach-reports");
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
      { by, reason }: { by: Staff; reason: string },
    ): Promise<AdminReport & { event: ReportEvent }> {
      requirePermission(by, "attach-reports");
      const report = await requireReport(id);
      if (report.deletedAt) throw fileRemoved();
      if (!report.attachedAt) throw notAttachedYet();
      const at = now().toISOString();
      if (!(await markReportWithdrawn(db, id, { at, by: by.username, reason }))) {
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
    async preview(id: string, by: Staff): Promise<Buffer> {
      requirePermission(by, "attach-reports");
      const report = await requireReport(id);
      if (report.deletedAt) throw fileRemoved();
      return deps.heavyWork.run(async () => {
        const file = await storage.open(report.fileKey);
        if (!file) throw fileRemoved();
        return renderFirstPage(file.stream, { timeLimitMs: deps.pdfLimits.timeLimitMs });
      });
    },
  };
}
