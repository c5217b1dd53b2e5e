import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import {
  ACCESS_LOG_PAGE_SIZE,
  type AccessEntry,
  type AccessLogFilter,
  type AccessLogPageQuery,
  type OwnerAccessPage,
  type OwnerAccessRow,
  type StaffInLog,
} from "../../../domain/access-log.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import {
  findAccessForOwner,
  findAccessPage,
  findStaffInLog,
  type AccessWhat,
  type AccessWho,
  appendAccess,
  countAccessOfReports,
  findAccessOfBooking,
  purgeAccessBefore,
} from "./access-log.repository.ts";

export type { AccessWhat, AccessWho };

/** Rows one reading of the log returns: a filter narrows a longer one. */
export const OWNER_ACCESS_LIMIT = 5000;

/**
 * The access log as the other services use it (docs/decisions/2026-11-28-access-log.md): each
 * service that reads a patient's data appends its row here, in the transaction it is given
 * when the access is part of a change (an erasure).
 */
export function createAccessLog(db: Kysely<Database>) {
  return {
    append: (who: AccessWho, what: AccessWhat[], { trx, at }: { trx?: Transaction<Database>; at?: string } = {}) =>
      appendAccess(trx ?? db, who, what, at),
    ofBooking: (bookingId: string, options?: Parameters<typeof findAccessOfBooking>[2]): Promise<AccessEntry[]> =>
      findAccessOfBooking(db, bookingId, options),
    countsOfReports: (reportIds: string[]) => countAccessOfReports(db, reportIds),
    purgeBefore: (cutoff: string) => purgeAccessBefore(db, cutoff),
    /** The owner's CSV (read-access-log), newest first, at most OWNER_ACCESS_LIMIT rows. */
    forOwner: async (filter: AccessLogFilter, staff: Staff): Promise<OwnerAccessRow[]> => {
      requirePermission(staff, "read-access-log");
      return findAccessForOwner(db, filter, OWNER_ACCESS_LIMIT);
    },
    /** The owner's page (read-access-log): ACCESS_LOG_PAGE_SIZE rows, newest first, by the same filters as the CSV. */
    pageForOwner: async (query: AccessLogPageQuery, staff: Staff): Promise<OwnerAccessPage> => {
      requirePermission(staff, "read-access-log");
      return findAccessPage(db, query, ACCESS_LOG_PAGE_SIZE);
    },
    /** Whom the owner's filter by staff member offers: everyone the log names, a disabled or removed account too. */
    staffForOwner: async (staff: Staff): Promise<StaffInLog[]> => {
      requirePermission(staff, "read-access-log");
      return findStaffInLog(db);
    },
  };
}
export type AccessLog = ReturnType<typeof createAccessLog>;
