import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { OutboxService } from "../messages/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { createCollectorTakings } from "./collector-takings.service.ts";
import { createDayTakings } from "./day-takings.service.ts";
import { createDeskPayments } from "./desk-payments.service.ts";
import { createPatientPayments } from "./patient-payments.service.ts";
import { createPaymentLedger, type PaymentBookings } from "./payment-ledger.service.ts";
import type { ReceiptRenderer } from "./receipt-renderer.ts";
import { createReceipts } from "./receipts.service.ts";

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Money taken at the desk (issue 22): payments and refunds against a visit, each one entry
 * of an append-only ledger in integer paise and a line of the booking's history; where a
 * visit's account stands; the day's takings by mode and staff member; the receipt PDF.
 * docs/decisions/2026-11-25-payments-ledger.md
 *
 * One service to its callers, in parts by audience, each made on the ledger they share
 * (payment-ledger.service.ts): the desk's, the collector's, the patient's, the day's takings
 * and the receipts.
 */
export function createPaymentsService(
  db: Kysely<Database>,
  deps: {
    bookings: PaymentBookings;
    settings: SettingsService;
    receipts: ReceiptRenderer;
    outbox: Pick<OutboxService, "notify" | "transaction">;
  },
  { now = () => new Date(), publicOrigin, secret }: { now?: () => Date; publicOrigin: string; secret: string },
) {
  const ledger = createPaymentLedger(db, deps, { now });
  return {
    ...createDeskPayments(ledger),
    ...createCollectorTakings(ledger),
    ...createPatientPayments(ledger),
    ...createDayTakings(ledger),
    ...createReceipts(ledger, deps, { publicOrigin, secret }),
  };
}
