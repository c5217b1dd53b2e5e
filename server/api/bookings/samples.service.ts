import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { ReportState, SamplesDay, SampleVisit } from "../../../domain/samples.ts";
import { istDate } from "../../../domain/slots.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { createAccessLog } from "../access-log/access-log.service.ts";
import type { BookingTubes, CollectionTubesService } from "../lab-tests/collection-tubes.service.ts";
import { findBookingsOnDate } from "./booking-search.repository.ts";
import type { BookingRecord } from "./bookings.repository.ts";

export type SamplesService = ReturnType<typeof createSamplesService>;

/** What the samples need of the reports: where each person's stand (report-desk.service.ts). */
type ReportStates = {
  reportStatesOf: (bookings: { id: string; people: { id: string }[] }[]) => Promise<Map<string, ReportState>>;
};

/**
 * The lab's day (/admin/samples, issue 34): every person whose sample is due or collected on a
 * date, as a sample label names them, with their tests and where their reports stand. One
 * audience, the lab (the desk may read it too): it never hands out a mobile, an address, a
 * pincode or money, which the desk's day view (booking-desk.service.ts) carries.
 */
export function createSamplesService(
  db: Kysely<Database>,
  deps: { reports: ReportStates; tubes: CollectionTubesService },
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const accessLog = createAccessLog(db);

  /** The people of a visit with a sample to label: erased people have none. */
  const peopleOf = (b: BookingRecord) => b.people.filter((person) => person.erasedAt === null);

  /** A visit as the lab sees it, each person with the tubes expected for their tests. */
  function visitOf(b: BookingRecord, states: Map<string, ReportState>, tubes: BookingTubes | undefined): SampleVisit {
    return {
      bookingId: b.id,
      reference: b.reference,
      collectionType: b.collectionType,
      status: b.status as SampleVisit["status"],
      people: peopleOf(b).map((person) => {
        const expected = tubes?.people.find((p) => p.personId === person.id);
        return {
          id: person.id,
          position: person.position,
          name: person.patientName,
          age: person.age,
          gender: person.gender,
          tests: person.items.map((item) => ({ kind: item.kind, code: item.id, name: item.name })),
          expectedTubes: { tubes: expected?.tubes ?? [], askTheLab: expected?.askTheLab ?? [] },
          reportState: states.get(person.id) ?? "none",
        };
      }),
    };
  }

  return {
    /** Today's date in India by the service's clock (the page's default day). */
    today: (): string => istDate(now()),

    /**
     * A date's samples (today in India unless said), by slot window. Each visit shown is a row
     * of the access log, as the desk's day view records its own ("opened-day").
     */
    async dayOfSamples(date: string | undefined, staff: Staff): Promise<SamplesDay> {
      requirePermission(staff, "read-samples");
      date ??= istDate(now());
      const bookings = (await findBookingsOnDate(db, date)).filter(
        (b) => b.status !== "cancelled" && b.people.some((person) => person.erasedAt === null),
      );
      const states = await deps.reports.reportStatesOf(bookings);
      const tubes = await deps.tubes.tubesOfBookings(bookings.map((b) => ({ id: b.id, people: peopleOf(b) })));
      await accessLog.append(
        { staff },
        bookings.map((b) => ({ action: "opened-day" as const, bookingId: b.id })),
      );
      const windows = [...new Set(bookings.map((b) => b.window))].sort();
      return {
        date,
        slots: windows.map((window) => ({
          window,
          visits: bookings.filter((b) => b.window === window).map((b) => visitOf(b, states, tubes.get(b.id))),
        })),
      };
    },
  };
}
