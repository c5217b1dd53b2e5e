import { randomInt } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { CollectTapsTable, Database, SampleLabelsTable } from "../../../db/schema.ts";
import { HANDOVER_CODE_DIGITS, type NotHomeReason, type TapKind } from "../../../domain/collect.ts";
import type { BookingStatus } from "../../../domain/booking-rules.ts";
import type { ContainerKind } from "../../../domain/sample-containers.ts";
import { newOrderedId } from "../../lib/ids.ts";

// Home visits' collectors and handover codes (home_visits), collectors' taps (collect_taps) and
// the labels on their tubes (sample_labels): every query of the collector's day, for the desk's
// assignments, the collector's own service and the lab's arrivals (sample-labels.service.ts).
type Db = Kysely<Database> | Transaction<Database>;

export type HomeVisitRecord = {
  bookingId: string;
  collectorId: string | null;
  handoverCode: string;
  handoverWrongTries: number;
};

export type TapRecord = {
  id: string;
  bookingId: string;
  collectorId: string;
  kind: TapKind;
  reason: NotHomeReason | null;
  note: string | null;
  fromStatus: BookingStatus | null;
  idempotencyKey: string;
  requestHash: string;
  tappedAt: string;
  at: string;
  undoneAt: string | null;
};

/** Four digits from the operating system's randomness: a guessable code would let anyone "collect". */
export const newHandoverCode = (): string => String(randomInt(0, 10 ** HANDOVER_CODE_DIGITS)).padStart(4, "0");

const rowToTap = (row: Selectable<CollectTapsTable>): TapRecord => ({
  id: row.id,
  bookingId: row.booking_id,
  collectorId: row.collector_id,
  kind: row.kind as TapKind,
  reason: row.reason as NotHomeReason | null,
  note: row.note,
  fromStatus: row.from_status as BookingStatus | null,
  idempotencyKey: row.idempotency_key,
  requestHash: row.request_hash,
  tappedAt: row.tapped_at,
  at: row.at,
  undoneAt: row.undone_at,
});

/**
 * The home visits of these bookings, each made at its first read when it has no row yet (its
 * handover code with it): two first reads at once both insert-or-ignore, then read the one kept.
 */
export async function findHomeVisits(db: Db, bookingIds: readonly string[]): Promise<Map<string, HomeVisitRecord>> {
  if (bookingIds.length === 0) return new Map();
  await db
    .insertInto("home_visits")
    .values(bookingIds.map((id) => ({ booking_id: id, handover_code: newHandoverCode() })))
    .onConflict((oc) => oc.column("booking_id").doNothing())
    .execute();
  const rows = await db
    .selectFrom("home_visits")
    .select(["booking_id", "collector_id", "handover_code", "handover_wrong_tries"])
    .where("booking_id", "in", [...bookingIds])
    .execute();
  return new Map(
    rows.map((r) => [
      r.booking_id,
      {
        bookingId: r.booking_id,
        collectorId: r.collector_id,
        handoverCode: r.handover_code,
        handoverWrongTries: Number(r.handover_wrong_tries),
      },
    ]),
  );
}

export async function findHomeVisit(db: Db, bookingId: string): Promise<HomeVisitRecord> {
  return (await findHomeVisits(db, [bookingId])).get(bookingId)!;
}

/** Sets (or clears, with null) the collector of these visits; their rows must exist (findHomeVisits). */
export async function updateCollector(
  db: Db,
  bookingIds: readonly string[],
  collectorId: string | null,
  at: string,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .updateTable("home_visits")
    .set({ collector_id: collectorId, assigned_at: collectorId ? at : null })
    .where("booking_id", "in", [...bookingIds])
    .execute();
}

/**
 * Counts one wrong handover code, while fewer than `max` were tried: one conditional statement,
 * so two wrong codes at once count twice and never pass the limit. The tap's key is kept with
 * it: the phone sending the same tap again, after an answer lost on the way, is not counted
 * again. The tries now.
 */
export async function countWrongCode(db: Db, bookingId: string, max: number, tapKey: string): Promise<number> {
  await db
    .updateTable("home_visits")
    .set((eb) => ({ handover_wrong_tries: eb("handover_wrong_tries", "+", 1), last_wrong_key: tapKey }))
    .where("booking_id", "=", bookingId)
    .where("handover_wrong_tries", "<", max)
    .where((eb) => eb.or([eb("last_wrong_key", "is", null), eb("last_wrong_key", "<>", tapKey)]))
    .execute();
  return (await findHomeVisit(db, bookingId)).handoverWrongTries;
}

/** Which of these bookings are assigned to the collector (the bookings themselves are the bookings' module's to read). */
export async function findAssignedAmong(
  db: Db,
  collectorId: string,
  bookingIds: readonly string[],
): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("home_visits")
    .select("booking_id")
    .where("collector_id", "=", collectorId)
    .where("booking_id", "in", [...bookingIds])
    .execute();
  return new Set(rows.map((r) => r.booking_id));
}

/** The collectors of these bookings (booking id → collector id), for the desk's day. */
export async function findCollectorsOf(db: Db, bookingIds: readonly string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("home_visits")
    .select(["booking_id", "collector_id"])
    .where("booking_id", "in", [...bookingIds])
    .where("collector_id", "is not", null)
    .execute();
  return new Map(rows.map((r) => [r.booking_id, r.collector_id as string]));
}

export async function insertTap(db: Db, tap: Omit<TapRecord, "id" | "undoneAt">): Promise<TapRecord> {
  const row = {
    id: newOrderedId(),
    booking_id: tap.bookingId,
    collector_id: tap.collectorId,
    kind: tap.kind,
    reason: tap.reason,
    note: tap.note,
    from_status: tap.fromStatus,
    idempotency_key: tap.idempotencyKey,
    request_hash: tap.requestHash,
    tapped_at: tap.tappedAt,
    at: tap.at,
    undone_at: null,
  };
  await db.insertInto("collect_taps").values(row).execute();
  return rowToTap(row);
}

export async function findTapByKey(db: Db, key: string): Promise<TapRecord | null> {
  const row = await db.selectFrom("collect_taps").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  return row ? rowToTap(row) : null;
}

export async function findTap(db: Db, bookingId: string, id: string): Promise<TapRecord | null> {
  const row = await db
    .selectFrom("collect_taps")
    .selectAll()
    .where("id", "=", id)
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  return row ? rowToTap(row) : null;
}

/** Marks a tap undone unless it already was (one conditional statement); false when it was. */
export async function markTapUndone(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("collect_taps")
    .set({ undone_at: at })
    .where("id", "=", id)
    .where("undone_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The taps of these visits that stand (not undone), each visit's newest first. */
export async function findStandingTaps(db: Db, bookingIds: readonly string[]): Promise<Map<string, TapRecord[]>> {
  const byBooking = new Map<string, TapRecord[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom("collect_taps")
    .selectAll()
    .where("booking_id", "in", [...bookingIds])
    .where("undone_at", "is", null)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  for (const row of rows) byBooking.get(row.booking_id)?.push(rowToTap(row));
  return byBooking;
}

export type LabelRecord = {
  id: string;
  label: string;
  bookingId: string;
  personId: string;
  kind: ContainerKind;
  tubeNo: number;
  tests: string[];
  linkedBy: string;
  linkedAt: string;
  idempotencyKey: string;
  requestHash: string;
  unlinkedAt: string | null;
  receivedAt: string | null;
  receivedBy: string | null;
};

const rowToLabel = (row: Selectable<SampleLabelsTable>): LabelRecord => ({
  id: row.id,
  label: row.label,
  bookingId: row.booking_id,
  personId: row.person_id,
  kind: row.container_kind as ContainerKind,
  tubeNo: Number(row.tube_no),
  tests: JSON.parse(row.tests_json) as string[],
  linkedBy: row.linked_by,
  linkedAt: row.linked_at,
  idempotencyKey: row.idempotency_key,
  requestHash: row.request_hash,
  unlinkedAt: row.unlinked_at,
  receivedAt: row.received_at,
  receivedBy: row.received_by,
});

/** Links a label to a tube; two labels on one tube, or one label on two, fail on the unique indexes. */
export async function insertLabel(
  db: Db,
  label: Omit<LabelRecord, "id" | "unlinkedAt" | "receivedAt" | "receivedBy">,
): Promise<LabelRecord> {
  const row = {
    id: newOrderedId(),
    label: label.label,
    booking_id: label.bookingId,
    person_id: label.personId,
    container_kind: label.kind,
    tube_no: label.tubeNo,
    tests_json: JSON.stringify(label.tests),
    linked_by: label.linkedBy,
    linked_at: label.linkedAt,
    idempotency_key: label.idempotencyKey,
    request_hash: label.requestHash,
    unlinked_at: null,
    unlinked_by: null,
    received_at: null,
    received_by: null,
  };
  await db.insertInto("sample_labels").values(row).execute();
  return rowToLabel(row);
}

export async function findLabelByKey(db: Db, key: string): Promise<LabelRecord | null> {
  const row = await db.selectFrom("sample_labels").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  return row ? rowToLabel(row) : null;
}

export async function findLabel(db: Db, bookingId: string, id: string): Promise<LabelRecord | null> {
  const row = await db
    .selectFrom("sample_labels")
    .selectAll()
    .where("id", "=", id)
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  return row ? rowToLabel(row) : null;
}

/** The label of this number that stands (not undone), wherever it is. */
export async function findStandingLabel(db: Db, label: string): Promise<LabelRecord | null> {
  const row = await db
    .selectFrom("sample_labels")
    .selectAll()
    .where("label", "=", label)
    .where("unlinked_at", "is", null)
    .executeTakeFirst();
  return row ? rowToLabel(row) : null;
}

/** The labels that stand on these visits' tubes, each visit's in the order they were linked. */
export async function findStandingLabels(db: Db, bookingIds: readonly string[]): Promise<Map<string, LabelRecord[]>> {
  const byBooking = new Map<string, LabelRecord[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom("sample_labels")
    .selectAll()
    .where("booking_id", "in", [...bookingIds])
    .where("unlinked_at", "is", null)
    .orderBy("linked_at")
    .orderBy("id")
    .execute();
  for (const row of rows) byBooking.get(row.booking_id)?.push(rowToLabel(row));
  return byBooking;
}

/** Takes a label off its tube unless it already was (one conditional statement); false when it was. */
export async function markLabelUnlinked(db: Db, id: string, at: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable("sample_labels")
    .set({ unlinked_at: at, unlinked_by: by })
    .where("id", "=", id)
    .where("unlinked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks a standing label's tube arrived at the lab, once: false when it already was. */
export async function markLabelReceived(db: Db, id: string, at: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable("sample_labels")
    .set({ received_at: at, received_by: by })
    .where("id", "=", id)
    .where("unlinked_at", "is", null)
    .where("received_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Every label (standing or undone) of a visit, or of one person of it, for the patient's data export. */
export async function findLabelsOfBooking(db: Db, bookingId: string, personId?: string): Promise<LabelRecord[]> {
  let query = db.selectFrom("sample_labels").selectAll().where("booking_id", "=", bookingId);
  if (personId) query = query.where("person_id", "=", personId);
  return (await query.orderBy("linked_at").orderBy("id").execute()).map(rowToLabel);
}

/** Erasure: a visit's labels, or one person's, go with them (the tube's number ties it to the person). */
export async function deleteLabelsOfBooking(db: Db, bookingId: string, personId?: string): Promise<number> {
  let query = db.deleteFrom("sample_labels").where("booking_id", "=", bookingId);
  if (personId) query = query.where("person_id", "=", personId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
