import { createHmac } from "node:crypto";
import type { ShareLink } from "../../../domain/report.ts";
import { SHARE_LINK_DAYS } from "../../../domain/report-rules.ts";
import type { Locale } from "../../../domain/locale.ts";
import { refuse } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { findShareByTokenHash, insertShare, type ReportRecord } from "./reports.repository.ts";
import {
  DAY_MS,
  fileRemoved,
  isPatients,
  notAttachedYet,
  type ReportBooking,
  type ReportRecords,
  sha256Hex,
  withdrawnGone,
} from "./report-records.service.ts";

/**
 * Share links, made by staff (report-desk.service.ts) and by the patient (patient-reports.service.ts),
 * and opened by whoever was sent one.
 */

const linkGone = () => refuse("SHARE_LINK_GONE");

/**
 * A share link's token is an HMAC of its id under the server's secret (256 bits), so staff can
 * send a live link again although only the token's hash is stored. Links made before this, or
 * under another secret, do not match their hash and are never sent again.
 */
export const shareTokenOf = ({ secret }: Pick<ReportRecords, "secret">, shareId: string) =>
  createHmac("sha256", secret).update(`report-share:${shareId}`).digest("base64url");

export async function createShare(
  records: ReportRecords,
  report: ReportRecord,
  createdBy: "patient" | `admin:${string}`,
  locale: Locale = "en",
): Promise<ShareLink> {
  if (report.deletedAt) throw fileRemoved();
  if (report.withdrawn) throw withdrawnGone();
  if (!report.attachedAt) throw notAttachedYet();
  const createdAt = records.now();
  const expiresAt = new Date(createdAt.getTime() + SHARE_LINK_DAYS * DAY_MS).toISOString();
  const id = newId(16);
  const token = shareTokenOf(records, id);
  await insertShare(records.db, {
    id,
    reportId: report.id,
    tokenHash: sha256Hex(token),
    createdAt: createdAt.toISOString(),
    createdBy,
    expiresAt,
    revokedAt: null,
  });
  return { id, url: records.shareUrlOf(token, locale), expiresAt };
}

/** The live report behind a share link; 410 when the link expired, was withdrawn or its file removed. */
export async function requireShared(
  records: ReportRecords,
  token: string,
): Promise<{ report: ReportRecord; booking: ReportBooking }> {
  const share = await findShareByTokenHash(records.db, sha256Hex(token));
  if (!share) throw refuse("SHARE_LINK_UNKNOWN");
  if (share.revokedAt || Date.parse(share.expiresAt) <= records.now().getTime()) throw linkGone();
  const report = await records.requireReport(share.reportId);
  // A withdrawn report's links were withdrawn with it; the check stands should one be made after.
  if (!isPatients(report)) throw linkGone();
  return { report, booking: await records.requireBooking(report.bookingId) };
}
