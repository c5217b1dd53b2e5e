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
  markLabelUnlinked,
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

    /**
     * The desk takes a wrong label off its tube (issue 35): the label is free again, to be linked
     * to the right tube. Not once its tube has arrived at the lab: what the lab holds stays as
     * received (docs/decisions/2026-11-28-sample-labels.md). `record` writes the history and the
     * access log in the same transaction (a refusal from it changes nothing).
     */
    async unlink(
      text: string,
      staff: Staff,
      record: (trx: Transaction<Database>, label: LabelOfTube, at: string) => Promise<void>,
    ): Promise<LabelOfTube & { unlinkedAt: string }> {
      requirePermission(staff, "receive-samples");
      const label = normaliseLabel(text);
      const found = await findStandingLabel(db, label);
      if (!found) throw refuse("LABEL_NOT_FOUND", { field: "label", values: { label } });
      if (found.receivedAt !== null) throw refuse("LABEL_UNLINK_RECEIVED", { field: "label" });
      const at = now().toISOString();
      const isUnlinked = await db.transaction().execute(async (trx) => {
        if (!(await markLabelUnlinked(trx, found.id, at, staff.userId))) return false;
        await record(trx, ofTube(found), at);
        return true;
      });
      // Taken off (or received) by someone else at the same moment: as if it had not been found.
      if (!isUnlinked) throw refuse("LABEL_NOT_FOUND", { field: "label", values: { label } });
      return { ...ofTube(found), unlinkedAt: at };
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
