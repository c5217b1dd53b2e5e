import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { TEXT_REMOVED_AT_ERASURE } from "../../../domain/personal-mentions.ts";
import { replacePersonalPaymentTexts } from "./payments.repository.ts";

export type LedgerErasure = ReturnType<typeof createLedgerErasure>;

/**
 * What a patient's erasure (bookings/data-rights.service.ts) asks of the ledger: inside the
 * erasure's transaction, free text of the visit's entries that still names the erased (older
 * entries, made before the check at entry existed) becomes a neutral marker. Amounts, modes and
 * times stay (docs/decisions/2026-11-25-payments-ledger.md).
 */
export function createLedgerErasure() {
  return {
    /** How many texts of the visit's entries were replaced. */
    replacePersonalTexts: (
      trx: Transaction<Database>,
      bookingId: string,
      isPersonal: (text: string) => boolean,
    ): Promise<number> => replacePersonalPaymentTexts(trx, bookingId, isPersonal, TEXT_REMOVED_AT_ERASURE),
  };
}
