import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, ReportSharesTable, ReportsTable } from "../../../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type ReportRecord = {
  id: string;
  bookingId: string;
  /** The person of the visit the report is for (null only on a row no migration reached). */
  personId: string | null;
  fileKey: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  verificationCode: string;
  uploadedAt: string;
  uploadedBy: string;
  deletedAt: string | null;
  /** Pages of the stored PDF (null on reports made before it was counted). */
  pageCount: number | null;
  /** Null while the upload waits for staff to attach it (pending): nobody but staff sees it. */
  attachedAt: string | null;
  attachedBy: string | null;
  /** A wrong report withdrawn by staff: kept for the lab's records, out of the patient's sight. */
  withdrawn: { at: string; by: string; reason: string } | null;
};

export type ShareRecord = {
  id: string;
  reportId: string;
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
};

function rowToReport(row: Selectable<ReportsTable>): ReportRecord {
  return {
    id: row.id,
    bookingId: row.booking_id,
    personId: row.person_id,
    fileKey: row.file_key,
    fileName: row.file_name,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    verificationCode: row.verification_code,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
    deletedAt: row.deleted_at,
    pageCount: row.page_count === null ? null : Number(row.page_count),
    attachedAt: row.attached_at,
    attachedBy: row.attached_by,
    withdrawn: row.withdrawn_at
      ? { at: row.withdrawn_at, by: row.withdrawn_by ?? "", reason: row.withdrawn_reason ?? "" }
      : null,
  };
}

function rowToShare(row: Selectable<ReportSharesTable>): ShareRecord {
  return {
    id: row.id,
    reportId: row.report_id,
    createdAt: row.created_at,
    createdBy: row.created_by,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export async function insertReport(db: Db, report: ReportRecord): Promise<void> {
  await db
    .insertInto("reports")
    .values({
      id: report.id,
      booking_id: report.bookingId,
      person_id: report.personId,
      file_key: report.fileKey,
      file_name: report.fileName,
      size_bytes: report.sizeBytes,
      sha256: report.sha256,
      verification_code: report.verificationCode,
      uploaded_at: report.uploadedAt,
      uploaded_by: report.uploadedBy,
      deleted_at: null,
      page_count: report.pageCount,
      attached_at: report.attachedAt,
      attached_by: report.attachedBy,
      withdrawn_at: null,
      withdrawn_by: null,
      withdrawn_reason: null,
    })
    .execute();
}

/** Makes a pending upload the patient's report; false when it is not pending (attached already, or gone). */
export async function markReportAttached(db: Db, id: string, { at, by }: { at: string; by: string }): Promise<boolean> {
  const result = await db
    .updateTable("reports")
    .set({ attached_at: at, attached_by: by })
    .where("id", "=", id)
    .where("attached_at", "is", null)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Withdraws an attached report; false when it was withdrawn already (or is not attached). */
export async function markReportWithdrawn(
  db: Db,
  id: string,
  { at, by, reason }: { at: string; by: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable("reports")
    .set({ withdrawn_at: at, withdrawn_by: by, withdrawn_reason: reason })
    .where("id", "=", id)
    .where("attached_at", "is not", null)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Forgets why a report was withdrawn (the erasure of its person): the withdrawal itself stays. */
export async function clearWithdrawReason(db: Db, id: string): Promise<void> {
  await db
    .updateTable("reports")
    .set({ withdrawn_reason: "" })
    .where("id", "=", id)
    .where("withdrawn_at", "is not", null)
    .execute();
}

/** Removes a pending upload's row (the access log keeps staff downloads of it); false when it is not pending. */
export async function deletePendingReport(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom("reports")
      .select("id")
      .where("id", "=", id)
      .where("attached_at", "is", null)
      .executeTakeFirst();
    if (!pending) return false;
    await trx.deleteFrom("report_shares").where("report_id", "=", id).execute();
    await trx.deleteFrom("reports").where("id", "=", id).execute();
    return true;
  });
}

/** Pending uploads made before `cutoff` (the sweep of those left unattached). */
export async function findPendingReportsUploadedBefore(db: Db, cutoff: string): Promise<ReportRecord[]> {
  const rows = await db
    .selectFrom("reports")
    .selectAll()
    .where("attached_at", "is", null)
    .where("uploaded_at", "<", cutoff)
    .execute();
  return rows.map(rowToReport);
}

export async function findReport(db: Db, id: string): Promise<ReportRecord | null> {
  const row = await db.selectFrom("reports").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? rowToReport(row) : null;
}

export async function findReportByCode(db: Db, code: string): Promise<ReportRecord | null> {
  const row = await db.selectFrom("reports").selectAll().where("verification_code", "=", code).executeTakeFirst();
  return row ? rowToReport(row) : null;
}

/** Which of these ids have a report row (the housekeeping sweep of files without one). */
export async function findExistingReportIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("reports").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function isVerificationCodeTaken(db: Db, code: string): Promise<boolean> {
  return (
    (await db.selectFrom("reports").select("id").where("verification_code", "=", code).executeTakeFirst()) !== undefined
  );
}

/** Every report of a booking, deleted ones too, oldest first. */
export async function findReportsOfBooking(db: Db, bookingId: string): Promise<ReportRecord[]> {
  const rows = await db
    .selectFrom("reports")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("uploaded_at")
    .orderBy("id")
    .execute();
  return rows.map(rowToReport);
}

/** Whose each attached report of these bookings is, and whether it was withdrawn (the lab's day of samples). */
export async function findAttachedReportStates(
  db: Db,
  bookingIds: string[],
): Promise<{ bookingId: string; personId: string | null; isWithdrawn: boolean }[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .selectFrom("reports")
    .select(["booking_id", "person_id", "withdrawn_at"])
    .where("booking_id", "in", bookingIds)
    .where("attached_at", "is not", null)
    .execute();
  return rows.map((row) => ({
    bookingId: row.booking_id,
    personId: row.person_id,
    isWithdrawn: row.withdrawn_at !== null,
  }));
}

/** Reports whose files are still stored and were uploaded before `cutoff` (retention). */
export async function findLiveReportsUploadedBefore(db: Db, cutoff: string): Promise<ReportRecord[]> {
  const rows = await db
    .selectFrom("reports")
    .selectAll()
    .where("deleted_at", "is", null)
    .where("uploaded_at", "<", cutoff)
    .execute();
  return rows.map(rowToReport);
}

/** Marks a report's file as removed; false when it already was. */
export async function markReportDeleted(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("reports")
    .set({ deleted_at: at })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertShare(db: Db, share: ShareRecord & { tokenHash: string }): Promise<void> {
  await db
    .insertInto("report_shares")
    .values({
      id: share.id,
      report_id: share.reportId,
      token_hash: share.tokenHash,
      created_at: share.createdAt,
      created_by: share.createdBy,
      expires_at: share.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export async function findShareByTokenHash(db: Db, tokenHash: string): Promise<ShareRecord | null> {
  const row = await db.selectFrom("report_shares").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  return row ? rowToShare(row) : null;
}

export async function findShare(db: Db, id: string): Promise<ShareRecord | null> {
  const row = await db.selectFrom("report_shares").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? rowToShare(row) : null;
}

export async function findSharesOfReports(db: Db, reportIds: string[]): Promise<ShareRecord[]> {
  if (reportIds.length === 0) return [];
  const rows = await db
    .selectFrom("report_shares")
    .selectAll()
    .where("report_id", "in", reportIds)
    .orderBy("created_at")
    .execute();
  return rows.map(rowToShare);
}

/** Withdraws share links that are not withdrawn yet; returns how many. */
export async function revokeShares(
  db: Db,
  where: { shareId: string } | { reportIds: string[] },
  at: string,
): Promise<number> {
  let query = db.updateTable("report_shares").set({ revoked_at: at }).where("revoked_at", "is", null);
  if ("shareId" in where) query = query.where("id", "=", where.shareId);
  else if (where.reportIds.length === 0) return 0;
  else query = query.where("report_id", "in", where.reportIds);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
