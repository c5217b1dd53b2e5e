// Report PDFs (SPEC §7): what staff upload, what a patient opens with the booking reference
// and mobile number or a share link, and what /verify/{code} tells about a printed report
// (docs/decisions/2026-11-22-report-files-and-verification.md).
import { z } from "zod";
import { MobileSchema, REFERENCE_ALPHABET, REFERENCE_FORMAT } from "./booking.ts";
import { TimestampSchema } from "./schemas.ts";

/** A scanned report of a few pages fits many times over; a phone upload stays quick. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;

/** A share link opens its report for this long (SPEC §7: staff send it on WhatsApp). */
export const SHARE_LINK_DAYS = 7;
/** The signed download links a patient gets after giving the reference and mobile. */
export const DOWNLOAD_LINK_MINUTES = 10;
/** Wrong reference-and-mobile tries allowed per reference, and per network address, in the window. */
export const WRONG_TRIES_PER_REFERENCE = 5;
/** Higher than per reference: many phones share one address behind a mobile carrier's NAT. */
export const WRONG_TRIES_PER_IP = 20;
export const WRONG_TRIES_WINDOW_MINUTES = 15;

/**
 * The verification code printed under the QR: 17 characters of the reference alphabet (no
 * 0/O, 1/I/L, so a code read off paper is typed right), drawn from the CSPRNG: 17 × log2(31)
 * ≈ 84 bits, beyond guessing, yet short enough to print and type.
 */
export const VERIFICATION_CODE_ALPHABET = REFERENCE_ALPHABET;
export const VERIFICATION_CODE_LENGTH = 17;
const CODE_FORMAT = new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`);
/** A code as typed or scanned: spaces and dashes dropped, any case. */
export const VerificationCodeSchema = z
  .string()
  .max(40)
  .transform((code) => code.replace(/[\s-]/g, "").toUpperCase())
  .refine((code) => CODE_FORMAT.test(code), "Not a verification code");

/** The share link's token: 256 bits, base64url; only its hash is stored. */
export const ShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a share link");

export const REPORT_MESSAGES = {
  notAPdf: "Choose a PDF file: this file is not a PDF",
  unreadablePdf: "This PDF could not be read: it is damaged or password-protected. Save it again as a plain PDF and upload that",
  tooLarge: `The file is too large: at most ${MAX_REPORT_BYTES / 1024 / 1024} MB`,
  /** One answer whatever was wrong, so nobody can learn which references or mobiles exist. */
  notFound: "We could not find reports for that reference and mobile number.",
  notFoundHelp:
    "Check the reference on your booking message (it looks like LF-7Q2K9) and use the mobile number you booked with. If your sample was collected less than a day ago, your report may not be ready yet. Still stuck? Call or WhatsApp the lab.",
  linkGone: "This link has expired or was withdrawn",
  noSuchCode: "No report has this code",
} as const;

export const tooManyTriesMessage = (minutes: number) =>
  `Too many tries: wait ${minutes} minute${minutes === 1 ? "" : "s"}, or call the lab`;

/** "lf-7q2k9 " → "LF-7Q2K9"; the form checks the shape, not whether it exists. */
export const ReportReferenceSchema = z
  .string({ error: "Enter your booking reference" })
  .max(20, "Enter the reference like LF-7Q2K9")
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => value.length > 0, "Enter your booking reference")
  .refine((value) => value.length === 0 || REFERENCE_FORMAT.test(value), "Enter the reference like LF-7Q2K9");

/** The patient's form at /reports. */
export const OpenReportsRequestSchema = z.object({ reference: ReportReferenceSchema, mobile: MobileSchema });
export type OpenReportsRequest = z.output<typeof OpenReportsRequestSchema>;

/** What a patient (or a share link) sees of one report: never the name or the mobile. */
export const PatientReportSchema = z.object({
  id: z.string(),
  /** The tests and packages of the booking. */
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

export const ReportShareSchema = z.object({
  id: z.string(),
  createdAt: TimestampSchema,
  /** "patient" or "admin:<username>". */
  createdBy: z.string(),
  expiresAt: TimestampSchema,
  revokedAt: TimestampSchema.nullable(),
});

/** A report as staff see it on the booking. */
export const AdminReportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  verificationCode: z.string(),
  verifyUrl: z.string(),
  uploadedAt: TimestampSchema,
  uploadedBy: z.string(),
  /** Set when the file was removed (retention, erasure or staff). */
  deletedAt: TimestampSchema.nullable(),
  views: z.number().int(),
  downloads: z.number().int(),
  shares: z.array(ReportShareSchema),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** What /verify/{code} shows: enough to check a printed report, nothing more of the patient. */
export type Verification = {
  labName: string;
  maskedName: string;
  tests: string[];
  reportDate: string;
  sha256: string;
  /** The file was removed (retention or erasure); the code was still genuine. */
  isFileRemoved: boolean;
};

/** What a share link's page shows: the tests and the date, no name or mobile. */
export type SharedReport = { tests: string[]; reportDate: string; downloadUrl: string };

/** "Asha Verma" → "A*** V****": the first letter of each word, the rest hidden. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const [first, ...rest] = [...word];
      return first.toUpperCase() + "*".repeat(rest.length);
    })
    .join(" ");
}

/** "2026-12-02T09:15:00.000Z" → "2 December 2026", in the lab's time zone. */
export const formatReportDate = (iso: string): string =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
