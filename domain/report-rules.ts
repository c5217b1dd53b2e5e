// The rules of report files that need no schema library: limits, messages, the code's
// shape, masking and dates. Kept free of zod so the patients' report pages use them in the
// browser without shipping the schemas; domain/report.ts holds the schemas.
import { REFERENCE_ALPHABET } from "./booking-rules.ts";
import { LOCALE_TAG, type Locale } from "./locale.ts";

/** A scanned report of a few pages fits many times over; a phone upload stays quick. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;

/** The width, in CSS pixels, the desk shows page 1 of an upload at before attaching it; the server renders it so wide. */
export const REPORT_PREVIEW_WIDTH_PX = 240;

/** Why staff withdraw a report: said in the booking's history, so at least a few words. */
export const WITHDRAW_REASON_MIN = 3;
export const WITHDRAW_REASON_MAX = 300;

/** A share link opens its report for this long (SPEC §7: staff send it on WhatsApp). */
export const SHARE_LINK_DAYS = 7;
/**
 * Staff sending a report again reuse its live link while it has at least this long to run, so
 * the patient's chat holds one link, not one per send; a link about to lapse is not sent.
 */
export const SHARE_LINK_REUSE_MIN_HOURS = 24;
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

/** What /verify/{code} shows: enough to check a printed report, nothing more of the patient. */
export type Verification = {
  labName: string;
  maskedName: string;
  tests: string[];
  reportDate: string;
  sha256: string;
  /** The file was removed (retention or erasure); the code was still genuine. */
  isFileRemoved: boolean;
  /** When the lab withdrew the report as wrong; null while it stands. */
  withdrawnAt: string | null;
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

/** "2026-12-02T09:15:00.000Z" → "2 December 2026" ("2 दिसंबर 2026" in Hindi), in the lab's time zone: a report's date, the last day a link sent by message works. */
export const formatLongDate = (iso: string, locale: Locale = "en"): string =>
  new Date(iso).toLocaleDateString(LOCALE_TAG[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
