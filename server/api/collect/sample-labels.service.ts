import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { normaliseLabel } from "../../../domain/sample-labels.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { refuse } from "../../lib/http-error.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import {
  deleteLabelsOfBooking,
  findLabelsOfBooking,
  findStandingLabel,
  findStandingLabels,
  type LabelRecord,
  markLabelReceived,
} from "./collect.repository.ts";

export type SampleLabels = ReturnType<typeof createSampleLabels>;

/** A label as the lab's day and the patient's export read it. */
export type LabelOfTube = Pick<
  LabelRecord,
  "id" | "label" | "bookingId" | "personId" | "kind" | "tubeNo" | "tests" | "linkedAt" | "receivedAt"
>;

const ofTube = ({ id, label, bookingId, personId, kind, tubeNo, tests, linkedAt, receivedAt }: LabelRecord) => ({
  id,
  label,
  bookingId,
  personId,
  kind,
  tubeNo,
  tests,
  linkedAt,
  receivedAt,
});

/**
 * The labels collectors put on tubes (sample_labels, this resource's table), as the rest of the
 * lab needs them: the lab's day reads which tubes are labelled and arrived, the lab scans a tube
 * in, and the patient's data rights export and erase them (issue 35, "Sample labels").
 */
export function createSampleLabels(db: Kysely<Database>, { now = () => new Date() }: { now?: () => Date } = {}) {
  return {
    /** The labels that stand on these visits' tubes, by booking id (one query). */
    async ofBookings(bookingIds: readonly string[]): Promise<Map<string, LabelOfTube[]>> {
      const found = await findStandingLabels(db, bookingIds);
      return new Map([...found].map(([id, labels]) => [id, labels.map(ofTube)]));
    },

    /**
     * The lab scans (or types) a tube's label as it arrives: its tube is marked arrived, once
     * (scanned again, it answers when it first arrived). An unknown label is refused in words.
     */
    async receive(text: string, staff: Staff): Promise<LabelOfTube & { isNew: boolean }> {
      requirePermission(staff, "receive-samples");
      const label = normaliseLabel(text);
      const found = await findStandingLabel(db, label);
      if (!found) throw refuse("LABEL_NOT_FOUND", { field: "label", values: { label } });
      const isNew = await markLabelReceived(db, found.id, now().toISOString(), staff.userId);
      const received = (await findStandingLabel(db, label)) ?? found;
      return { ...ofTube(received), isNew };
    },

    /** Every label of a visit (or of one person of it), undone ones too, for the patient's data export. */
    async exportOf(bookingId: string, personId?: string): Promise<LabelOfTube[]> {
      return (await findLabelsOfBooking(db, bookingId, personId)).map(ofTube);
    },

    /** Erasure: the labels of a visit, or of one person, go with them (inside the erasure's transaction). */
    eraseFor: (trx: Transaction<Database>, bookingId: string, personId?: string): Promise<number> =>
      deleteLabelsOfBooking(trx, bookingId, personId),
  };
}
