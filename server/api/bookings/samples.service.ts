import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type {
  ReceivedTube,
  ReportState,
  SamplesDay,
  SampleVisit,
  TubeArrival,
  UnlinkedLabel,
  UnlinkLabelRequest,
} from "../../../domain/samples.ts";
import { tubeNumbers } from "../../../domain/sample-labels.ts";
import { istDate } from "../../../domain/slots.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { createAccessLog } from "../access-log/access-log.service.ts";
import type { LabelOfTube, SampleLabels } from "../collect/sample-labels.service.ts";
import type { BookingTubes, CollectionTubesService } from "../lab-tests/collection-tubes.service.ts";
import { refuse } from "../../lib/http-error.ts";
import { insertBookingEvent } from "./booking-events.repository.ts";
import { findBookingsOnDate } from "./booking-search.repository.ts";
import { refuseTextNamingPatient } from "./free-text.service.ts";
import { type BookingRecord, findBookingById } from "./bookings.repository.ts";

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
  deps: {
    reports: ReportStates;
    tubes: CollectionTubesService;
    labels: Pick<SampleLabels, "ofBookings" | "receive" | "unlink">;
  },
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const accessLog = createAccessLog(db);

  /** The people of a visit with a sample to label: erased people have none. */
  const peopleOf = (b: BookingRecord) => b.people.filter((person) => person.erasedAt === null);

  /** Each expected tube of a person with its label, if one stands, and whether it arrived. */
  const arrivalsOf = (expected: BookingTubes["people"][number] | undefined, labels: LabelOfTube[]): TubeArrival[] =>
    tubeNumbers(expected?.tubes ?? []).map(({ kind, tubeNo }) => {
      const found = labels.find((l) => l.personId === expected?.personId && l.kind === kind && l.tubeNo === tubeNo);
      return {
        kind,
        tubeNo,
        label: found?.label ?? null,
        state: !found ? "no-label" : found.receivedAt ? "arrived" : "labelled",
        receivedAt: found?.receivedAt ?? null,
      };
    });

  /** A visit as the lab sees it, each person with the tubes expected for their tests and where each stands. */
  function visitOf(
    b: BookingRecord,
    states: Map<string, ReportState>,
    tubes: BookingTubes | undefined,
    labels: LabelOfTube[],
  ): SampleVisit {
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
          arrivals: arrivalsOf(expected, labels),
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
      const labels = await deps.labels.ofBookings(bookings.map((b) => b.id));
      await accessLog.append(
        { staff },
        bookings.map((b) => ({ action: "opened-day" as const, bookingId: b.id })),
      );
      const windows = [...new Set(bookings.map((b) => b.window))].sort();
      return {
        date,
        slots: windows.map((window) => ({
          window,
          visits: bookings
            .filter((b) => b.window === window)
            .map((b) => visitOf(b, states, tubes.get(b.id), labels.get(b.id) ?? [])),
        })),
      };
    },

    /**
     * The lab scans (or types) a tube's label as it arrives (issue 35): the tube is marked
     * arrived, and the answer says whose it is, as the day shows them.
     */
    async receive(label: string, staff: Staff): Promise<ReceivedTube> {
      const tube = await deps.labels.receive(label, staff);
      const booking = await findBookingById(db, tube.bookingId);
      const person = booking?.people.find((p) => p.id === tube.personId && p.erasedAt === null);
      if (!booking || !person) throw refuse("LABEL_NOT_FOUND", { field: "label", values: { label: tube.label } });
      await accessLog.append({ staff }, [{ action: "opened-day", bookingId: booking.id, personId: person.id }]);
      return {
        label: tube.label,
        bookingId: booking.id,
        reference: booking.reference,
        personName: person.patientName,
        position: person.position,
        kind: tube.kind,
        tubeNo: tube.tubeNo,
        receivedAt: tube.receivedAt!,
        isNew: tube.isNew,
      };
    },

    /**
     * The desk (or the lab) takes a wrong label off a tube, with a reason: a line of the
     * booking's history and a row of the access log, in the unlink's transaction. The label can
     * then be linked to the right tube. A reason naming the patient is refused, as every reason
     * kept in the history is.
     */
    async unlink(request: UnlinkLabelRequest, staff: Staff): Promise<UnlinkedLabel> {
      let position = 0;
      let reference = "";
      const unlinked = await deps.labels.unlink(request.label, staff, async (trx, tube) => {
        const booking = await findBookingById(trx, tube.bookingId);
        const person = booking?.people.find((p) => p.id === tube.personId);
        if (!booking || !person) throw refuse("LABEL_NOT_FOUND", { field: "label", values: { label: tube.label } });
        refuseTextNamingPatient(booking, { reason: request.reason });
        position = person.position;
        reference = booking.reference;
        await insertBookingEvent(trx, {
          bookingId: booking.id,
          actor: actorOf(staff),
          what: "label-unlinked",
          details: { person: person.position, label: tube.label, reason: request.reason },
        });
        await accessLog.append({ staff }, [{ action: "unlinked-label", bookingId: booking.id, personId: person.id }], {
          trx,
        });
      });
      return {
        label: unlinked.label,
        bookingId: unlinked.bookingId,
        reference,
        position,
        kind: unlinked.kind,
        tubeNo: unlinked.tubeNo,
        unlinkedAt: unlinked.unlinkedAt,
      };
    },
  };
}
