import type { Kysely, Transaction } from "kysely";
import type { OutboxService } from "../messages/outbox.service.ts";
import type { SampleLabels } from "../collect/sample-labels.service.ts";
import type { Database } from "../../../db/schema.ts";
import type { AdminBookingDetail, PersonalDataExport } from "../../../domain/booking.ts";
import { OPEN_STATUSES } from "../../../domain/booking-rules.ts";
import { refuse } from "../../lib/http-error.ts";
import { mentionsAnyone, TEXT_REMOVED_AT_ERASURE } from "../../../domain/personal-mentions.ts";
import type { LedgerErasure } from "../payments/ledger-erasure.service.ts";
import type { PaymentsService } from "../payments/payments.service.ts";
import type { ReportDesk } from "../reports/report-desk.service.ts";
import type { ReportRemoval } from "../reports/report-removal.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { type BookingViews, isErased } from "./booking-views.service.ts";
import { createAccessLog } from "../access-log/access-log.service.ts";
import { insertBookingEvent } from "./booking-events.repository.ts";
import type { BookingRecord } from "./bookings.repository.ts";
import {
  eraseBookingPersonalData,
  erasePersonPersonalData,
  replacePersonalChangeReasons,
  replacePersonalEventTexts,
} from "./data-rights.repository.ts";
import { personalMarksOf } from "./free-text.service.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";

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
    reports: Pick<ReportDesk, "listFor"> & Pick<ReportRemoval, "eraseAllOf">;
    settings: SettingsService;
    payments: Pick<PaymentsService, "paymentsOf">;
    ledger: LedgerErasure;
    /** The booking's messages: queued ones dropped, none keeps its variables. */
    outbox: Pick<OutboxService, "eraseFor">;
    /** The labels on the visit's tubes (issue 35): they name whose tube, so they go with the person. */
    labels: Pick<SampleLabels, "exportOf" | "eraseFor">;
  },
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const { detailOf, requireById } = deps.views;
  const accessLog = createAccessLog(db);

  /**
   * Inside the erasure's transaction and before the names go (it needs them): free text of the
   * visit that still names the people being erased, or holds their number, becomes a neutral
   * marker in the history and the ledger. Text written since the check at entry names no one;
   * older text, or text written before a person was added, may. How many texts were replaced.
   */
  async function removePersonalTexts(
    trx: Transaction<Database>,
    booking: BookingRecord,
    personId?: string,
  ): Promise<number> {
    const marks = personalMarksOf(booking, { personId });
    const isPersonal = (text: string) => mentionsAnyone(text, marks);
    return (
      (await replacePersonalEventTexts(trx, booking.id, isPersonal, TEXT_REMOVED_AT_ERASURE)) +
      (await replacePersonalChangeReasons(trx, booking.id, isPersonal, TEXT_REMOVED_AT_ERASURE)) +
      (await deps.ledger.replacePersonalTexts(trx, booking.id, isPersonal))
    );
  }

  /** A person of the booking by id, or 404. */
  function requirePerson(booking: BookingRecord, personId: string) {
    const person = booking.people.find((p) => p.id === personId);
    if (!person) throw refuse("PERSON_NOT_IN_BOOKING");
    return person;
  }

  return {
    /**
     * The patient's personal data held for this booking (DPDP right of access), or for one
     * person of it (`personId`: the visit's contact and place, that person and their reports
     * only); the export is recorded.
     */
    async exportPersonalData(
      id: string,
      staff: Staff,
      { personId }: { personId?: string } = {},
    ): Promise<PersonalDataExport> {
      requirePermission(staff, "export-patients");
      const booking = await requireById(id);
      const person = personId ? requirePerson(booking, personId) : null;
      await accessLog.append({ staff }, [{ action: "exported", bookingId: id, personId: person?.id ?? null }]);
      const {
        nextStatuses: _next,
        canReschedule: _can,
        access: _access,
        isErased: _erased,
        ...detail
      } = await detailOf(booking);
      const onlyThem = person ? detail.people.filter((p) => p.id === person.id) : null;
      const data = onlyThem
        ? {
            ...detail,
            patientName: onlyThem[0].name,
            age: onlyThem[0].age,
            gender: onlyThem[0].gender,
            guardianName: onlyThem[0].guardianName,
            guardianConsent: onlyThem[0].guardianConsent,
            testsSummary: onlyThem[0].testsSummary,
            items: onlyThem[0].items,
            people: onlyThem,
          }
        : detail;
      const settings = await deps.settings.get();
      const reports = (await deps.reports.listFor(id)).filter((report) => !person || report.personId === person.id);
      return {
        exportedAt: now().toISOString(),
        lab: settings.labName,
        booking: data,
        payments: await deps.payments.paymentsOf(id),
        sampleLabels: (await deps.labels.exportOf(id, person?.id)).map(
          ({ label, kind, tubeNo, tests, linkedAt, receivedAt }) => ({
            label,
            kind,
            tubeNo,
            tests,
            linkedAt,
            receivedAt,
          }),
        ),
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
     * the booking is anonymised (data-rights.repository.ts eraseBookingPersonalData says what
     * stays). A booking that still holds a slot must be cancelled first, so no collector
     * goes to an address that is gone. Erasing again changes nothing.
     */
    async erase(id: string, staff: Staff, { personId }: { personId?: string } = {}): Promise<AdminBookingDetail> {
      requirePermission(staff, "erase-patients");
      const booking = await requireById(id);
      const person = personId ? requirePerson(booking, personId) : null;
      if (isErased(booking) || person?.erasedAt) return detailOf(booking);
      if (OPEN_STATUSES.includes(booking.status)) throw refuse("ERASE_OPEN_BOOKING");
      const othersLeft = booking.people.filter((p) => p.erasedAt === null && p.id !== person?.id);
      if (person && othersLeft.length > 0) {
        // One person of several: their reports and name go; the visit, its contact and the others stay.
        await deps.reports.eraseAllOf(id, { personId: person.id });
        await db.transaction().execute(async (trx) => {
          const textsRemoved = await removePersonalTexts(trx, booking, person.id);
          await deps.labels.eraseFor(trx, id, person.id);
          if (await erasePersonPersonalData(trx, id, person.id)) {
            await accessLog.append({ staff }, [{ action: "erased", bookingId: id, personId: person.id }], { trx });
            await insertBookingEvent(trx, {
              bookingId: id,
              actor: actorOf(staff),
              what: "erased",
              details: { person: person.position, ...(textsRemoved > 0 ? { textsRemoved } : {}) },
            });
          }
        });
        return detailOf(await requireById(id));
      }
      // The whole visit, or its last person not yet erased: nothing personal is left once they go.
      await deps.reports.eraseAllOf(id);
      await db.transaction().execute(async (trx) => {
        const textsRemoved = await removePersonalTexts(trx, booking);
        await deps.outbox.eraseFor(trx, id);
        await deps.labels.eraseFor(trx, id);
        if (await eraseBookingPersonalData(trx, id)) {
          await accessLog.append({ staff }, [{ action: "erased", bookingId: id }], { trx });
          await insertBookingEvent(trx, {
            bookingId: id,
            actor: actorOf(staff),
            what: "erased",
            details: textsRemoved > 0 ? { textsRemoved } : null,
          });
        }
      });
      return detailOf(await requireById(id));
    },
  };
}
