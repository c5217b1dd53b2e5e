import type { StoredEntry } from "../../lib/file-storage.ts";
import { TEMPORARY_SUFFIX } from "../../lib/file-storage.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import {
  clearWithdrawReason,
  deletePendingReport,
  findExistingReportIds,
  findLiveReportsUploadedBefore,
  findPendingReportsUploadedBefore,
  findReportsOfBooking,
  markReportDeleted,
  type ReportRecord,
  revokeShares,
} from "./reports.repository.ts";
import { DAY_MS, FILES, idOfFileKey, MINUTE_MS, type ReportRecords } from "./report-records.service.ts";

export type ReportRemoval = ReturnType<typeof createReportRemoval>;

/** A file without a row is swept only once this old: an upload in progress writes its file first. */
const ORPHAN_FILE_MIN_AGE_MS = 60 * MINUTE_MS;

/**
 * How report files go: the staff's delete, the erasure of a booking or a person, and the
 * maintenance job's sweeps (files a crash left, uploads never attached, retention).
 */
export function createReportRemoval(records: ReportRecords) {
  const { db, storage, settings, now, requireReport } = records;

  /** Marks the report deleted (so nothing serves it from now on), withdraws its links, removes the file. */
  async function removeReport(report: ReportRecord): Promise<boolean> {
    const at = now().toISOString();
    const isRemoved = await markReportDeleted(db, report.id, at);
    await revokeShares(db, { reportIds: [report.id] }, at);
    await storage.remove(report.fileKey);
    return isRemoved;
  }

  return {
    /**
     * Staff delete: the file goes, the row stays (deleted_at) so /verify can still answer. An
     * upload never attached (the desk's "Cancel") goes whole, row and file: no patient ever had it.
     */
    async delete(id: string, by: Staff): Promise<void> {
      requirePermission(by, "attach-reports");
      const report = await requireReport(id);
      if (!report.attachedAt) {
        if (await deletePendingReport(db, id)) await storage.remove(report.fileKey);
        return;
      }
      if (report.deletedAt) return;
      await removeReport(report);
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
          if (await deletePendingReport(db, report.id)) await storage.remove(report.fileKey);
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
      const files = (await storage.list(FILES)).filter((entry) => !entry.isFolder && isOld(entry));
      const existing = await findExistingReportIds(
        db,
        files.map((entry) => idOfFileKey(entry.key)).filter((id) => id !== null),
      );
      const orphans = files.filter(
        (entry) => entry.key.endsWith(TEMPORARY_SUFFIX) || !existing.has(idOfFileKey(entry.key) ?? ""),
      );
      for (const entry of orphans) await storage.remove(entry.key);
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
          await storage.remove(report.fileKey);
          removed += 1;
        }
      }
      return removed;
    },

    /** Retention (maintenance job): files older than the lab's `reportRetentionDays` are removed. */
    async removeExpired(at = now()): Promise<number> {
      const { reportRetentionDays } = await settings.get();
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
