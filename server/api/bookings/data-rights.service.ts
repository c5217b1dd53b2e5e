import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { AdminBookingDetail, PersonalDataExport } from "../../../domain/booking.ts";
import { OPEN_STATUSES } from "../../../domain/booking-rules.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { PaymentsService } from "../payments/payments.service.ts";
import type { ReportsService } from "../reports/reports.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { type BookingViews, isErased } from "./booking-views.service.ts";
import { eraseBookingPersonalData, insertBookingEvent } from "./bookings.repository.ts";
import { staff } from "./slot-places.service.ts";

export type DataRightsService = ReturnType<typeof createDataRightsService>;

/**
 * A patient's rights over their data (DPDP): a copy of what is held, and erasure. Built after
 * the bookings and the reports and taking both as required inputs, so erasure cannot be wired
 * without deleting the report PDFs. Each use is recorded with the admin's name.
 */
export function createDataRightsService(
  db: Kysely<Database>,
  deps: {
    views: BookingViews;
    reports: Pick<ReportsService, "listFor" | "eraseAllOf">;
    settings: SettingsService;
    payments: Pick<PaymentsService, "paymentsOf">;
  },
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const { detailOf, requireById } = deps.views;
  return {
    /** The patient's personal data held for this booking (DPDP right of access); the export is recorded. */
    async exportPersonalData(id: string, username: string): Promise<PersonalDataExport> {
      const booking = await requireById(id);
      await insertBookingEvent(db, { bookingId: id, actor: staff(username), what: "exported" });
      const {
        nextStatuses: _next,
        canReschedule: _can,
        access: _access,
        isErased: _erased,
        ...data
      } = await detailOf(booking);
      const settings = await deps.settings.get();
      const reports = await deps.reports.listFor(id);
      return {
        exportedAt: now().toISOString(),
        lab: settings.labName,
        booking: data,
        payments: await deps.payments.paymentsOf(id),
        reports: reports.map(({ fileName, uploadedAt, deletedAt, verificationCode, sha256 }) => ({
          fileName,
          uploadedAt,
          deletedAt,
          verificationCode,
          sha256,
        })),
      };
    },

    /**
     * Erases the patient's personal data (DPDP right to erasure): their reports first, then
     * the booking is anonymised (bookings.repository.ts eraseBookingPersonalData says what
     * stays). A booking that still holds a slot must be cancelled first, so no collector
     * goes to an address that is gone. Erasing again changes nothing.
     */
    async erase(id: string, username: string): Promise<AdminBookingDetail> {
      const booking = await requireById(id);
      if (isErased(booking)) return detailOf(booking);
      if (OPEN_STATUSES.includes(booking.status))
        throw new HttpError(409, "Cancel this booking before erasing it: it still holds a collection slot");
      await deps.reports.eraseAllOf(id);
      await db.transaction().execute(async (trx) => {
        if (await eraseBookingPersonalData(trx, id))
          await insertBookingEvent(trx, { bookingId: id, actor: staff(username), what: "erased" });
      });
      return detailOf(await requireById(id));
    },
  };
}
