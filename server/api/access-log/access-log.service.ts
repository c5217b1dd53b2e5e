import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { AccessEntry } from "../../../domain/access-log.ts";
import {
  type AccessWhat,
  type AccessWho,
  appendAccess,
  countAccessOfReports,
  findAccessOfBooking,
  purgeAccessBefore,
} from "./access-log.repository.ts";

export type { AccessWhat, AccessWho };

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
  };
}
export type AccessLog = ReturnType<typeof createAccessLog>;
