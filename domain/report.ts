// Report PDFs (SPEC §7): what staff upload, what a patient opens with the booking reference
// and mobile number or a share link, and what /verify/{code} tells about a printed report
// (docs/decisions/2026-11-22-report-files-and-verification.md).
import { z } from "zod";
import { MobileSchema } from "./booking.ts";
import { REFERENCE_FORMAT, REFERENCE_LENGTH } from "./booking-rules.ts";
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  WITHDRAW_REASON_MAX,
  WITHDRAW_REASON_MIN,
} from "./report-rules.ts";
import { TimestampSchema } from "./schemas.ts";
import { StaffNameSchema } from "./staff-accounts.ts";

const CODE_FORMAT = new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`);
/** A code as typed or scanned: spaces and dashes dropped, any case. */
export const VerificationCodeSchema = z
  .string()
  .max(40)
  .transform((code) => code.replace(/[\s-]/g, "").toUpperCase())
  .refine((code) => CODE_FORMAT.test(code), "NOT_A_VERIFICATION_CODE");

/** The share link's token: 256 bits, base64url; only its hash is stored. */
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "NOT_A_SHARE_LINK");

/**
 * Spaces and dashes a patient may type inside a reference: the ASCII ones, the no-break space
 * and the dashes a phone's keyboard puts in for "-" (hyphen, en and em dash, minus sign).
 */
const REFERENCE_SEPARATORS = /[\s\u00a0\u2010-\u2015\u2212-]/g;

/**
 * A booking reference as patients type it: any case, spaces and dashes anywhere, "LF" or not
 * ("lf hwea7", "LF-HWEA7", "lfhwea7", " Lf - hwea7 ", "hwea7" → "LF-HWEA7"). The part after
 * "LF" never holds an L, so five characters can only be that part. The form checks the shape,
 * not whether the booking exists.
 */
export const ReportReferenceSchema = z
  .string({ error: "REFERENCE_REQUIRED" })
  .max(30, "REFERENCE_FORMAT")
  .transform((value) => {
    const text = value.replace(REFERENCE_SEPARATORS, "").toUpperCase();
    if (text.length === REFERENCE_LENGTH) return `LF-${text}`;
    return text.startsWith("LF") ? `LF-${text.slice(2)}` : text;
  })
  .refine((value) => value.length > 0, "REFERENCE_REQUIRED")
  .refine((value) => value.length === 0 || REFERENCE_FORMAT.test(value), "REFERENCE_FORMAT");

/** The patient's form at /reports. */
export const OpenReportsRequestSchema = z.object({ reference: ReportReferenceSchema, mobile: MobileSchema });
export type OpenReportsRequest = z.output<typeof OpenReportsRequestSchema>;

/** What a patient (or a share link) sees of one report: never the mobile, nor a name but a family member's first name. */
export const PatientReportSchema = z.object({
  id: z.string(),
  /**
   * Whose report it is in a visit of several people: their first name (My Reports lists the
   * reports under it); null for a visit of one, whose page names nobody, as before.
   */
  personName: z.string().nullable(),
  personPosition: z.number().int(),
  /** The tests and packages of that person. */
  tests: z.array(z.string()),
  /** When the report was issued (uploaded), ISO. */
  reportDate: TimestampSchema,
  /** A signed link valid for DOWNLOAD_LINK_MINUTES. */
  downloadUrl: z.string(),
});
export type PatientReport = z.infer<typeof PatientReportSchema>;

/** The patient's reports, and the ticket that proves they gave the right reference and mobile. */
export type OpenedReports = { reference: string; reports: PatientReport[]; ticket: string };

export const ShareLinkSchema = z.object({ id: z.string(), url: z.string(), expiresAt: TimestampSchema });
export type ShareLink = z.infer<typeof ShareLinkSchema>;
/** What staff get for "Send on WhatsApp": the link (the live one reused) and the message to send with it. */
export const AdminShareLinkSchema = ShareLinkSchema.extend({ message: z.string() });
export type AdminShareLink = z.infer<typeof AdminShareLinkSchema>;

export const ReportShareSchema = z.object({
  id: z.string(),
  createdAt: TimestampSchema,
  /** "patient" or "admin:<username>". */
  createdBy: z.string(),
  /** The staff member who made it, in words; null when the patient did. */
  createdByStaff: StaffNameSchema.nullable(),
  expiresAt: TimestampSchema,
  revokedAt: TimestampSchema.nullable(),
});

/** A report as staff see it on the booking. */
export const AdminReportSchema = z.object({
  id: z.string(),
  /** The person of the visit the report is for. */
  personId: z.string().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  verificationCode: z.string(),
  verifyUrl: z.string(),
  uploadedAt: TimestampSchema,
  /** The staff member who uploaded it (username), and in words. */
  uploadedBy: z.string(),
  uploadedByStaff: StaffNameSchema,
  /** Set when the file was removed (retention, erasure or staff). */
  deletedAt: TimestampSchema.nullable(),
  /** Pages of the stored PDF (null on reports made before they were counted). */
  pageCount: z.number().int().nullable(),
  /** Null while the upload waits for staff to check it and attach it: the patient sees nothing of it. */
  attachedAt: TimestampSchema.nullable(),
  /** A wrong report withdrawn: out of the patient's sight, kept for the lab's records. */
  withdrawn: z.object({ at: TimestampSchema, by: z.string(), byStaff: StaffNameSchema, reason: z.string() }).nullable(),
  views: z.number().int(),
  downloads: z.number().int(),
  shares: z.array(ReportShareSchema),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** Why staff withdraw an attached report (recorded in the booking's history). */
export const WithdrawReportSchema = z.object({
  reason: z
    .string({ error: "WITHDRAW_REASON_REQUIRED" })
    .trim()
    .min(WITHDRAW_REASON_MIN, "WITHDRAW_REASON_REQUIRED")
    .max(WITHDRAW_REASON_MAX),
});
