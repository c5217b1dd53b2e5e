import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { AccessEntry } from "../../../domain/access-log.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import {
  type AccessFilter,
  findAccessForOwner,
  type AccessWhat,
  type AccessWho,
  appendAccess,
  countAccessOfReports,
  findAccessOfBooking,
  purgeAccessBefore,
} from "./access-log.repository.ts";

export type { AccessFilter, AccessWhat, AccessWho };

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
    /** The owner's reading of the log (read-access-log), newest first, at most OWNER_ACCESS_LIMIT rows. */
    forOwner: (filter: AccessFilter, staff: Staff) => {
      requirePermission(staff, "read-access-log");
      return findAccessForOwner(db, filter, OWNER_ACCESS_LIMIT);
    },
  };
}
export type AccessLog = ReturnType<typeof createAccessLog>;
