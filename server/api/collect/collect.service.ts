import { createHash, timingSafeEqual } from "node:crypto";
import { findAccountById } from "../auth/staff-accounts.service.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { OPEN_STATUSES } from "../../../domain/booking-rules.ts";
import {
  type CollectionState,
  type CashRequest,
  type CollectorForPatient,
  type CollectorPerson,
  type CollectorVisit,
  HANDOVER_MAX_WRONG_TRIES,
  type LabelRequest,
  type SampleLabel,
  type Tap,
  type TapRequest,
  UNDO_SECONDS,
} from "../../../domain/collect.ts";
import { mentionsAnyone } from "../../../domain/personal-mentions.ts";
import { strictestFasting, type Fasting } from "../../../domain/preparation.ts";
import { tubeNumbers } from "../../../domain/sample-labels.ts";
import { addDays, istDate } from "../../../domain/slots.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { isUniqueViolation } from "../../lib/database-errors.ts";
import { refuse } from "../../lib/http-error.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { createAccessLog } from "../access-log/access-log.service.ts";
import type { BookingViews } from "../bookings/booking-views.service.ts";
import type { BookingRecord, CollectBookings } from "../bookings/collect-bookings.service.ts";
import { personalMarksOf } from "../bookings/free-text.service.ts";
import type { BookingTubes, CollectionTubesService } from "../lab-tests/collection-tubes.service.ts";
import type { LabTestsService } from "../lab-tests/lab-tests.service.ts";
import type { LabTest } from "../../../domain/lab-test.ts";
import type { PackagesService } from "../packages/packages.service.ts";
import type { PaymentsService } from "../payments/payments.service.ts";
import {
  countWrongCode,
  findAssignedAmong,
  findHomeVisit,
  findHomeVisits,
  findLabel,
  findLabelByKey,
  findStandingLabel,
  findStandingLabels,
  findStandingTaps,
  findTap,
  findTapByKey,
  insertLabel,
  insertTap,
  type LabelRecord,
  markLabelUnlinked,
  markTapUndone,
  type TapRecord,
} from "./collect.repository.ts";

const UNDO_MS = UNDO_SECONDS * 1000;
const changedMeanwhile = () => refuse("BOOKING_CHANGED_MEANWHILE");

/** What a tap said, but the handover code (never kept in any form): a key sent again must say the same. */
const requestHashOf = (bookingId: string, tap: TapRequest) =>
  createHash("sha256")
    .update(
      JSON.stringify([bookingId, tap.kind, tap.reason ?? null, tap.note ?? null, tap.date, tap.window, tap.tappedAt]),
    )
    .digest("hex");

/** What a label request said: the same key again must say the same. */
const labelHashOf = (bookingId: string, request: LabelRequest) =>
  createHash("sha256")
    .update(JSON.stringify([bookingId, request.label, request.personId, request.kind, request.tubeNo]))
    .digest("hex");

const isSameCode = (given: string, kept: string) =>
  given.length === kept.length && timingSafeEqual(Buffer.from(given), Buffer.from(kept));

/** Where a visit stands for its collector: its newest standing tap, or just assigned. */
function stateOf(b: BookingRecord, taps: readonly TapRecord[]): CollectionState {
  if (!OPEN_STATUSES.includes(b.status)) return "collected";
  const newest = taps.find((tap) => tap.kind !== "collected");
  return newest ? newest.kind : "assigned";
}

export type CollectService = ReturnType<typeof createCollectService>;

/**
 * The collector's day (issue 35; docs/decisions/2026-11-28-collector-visits.md): their own
 * assigned home visits of today and tomorrow, and their taps on them ("On my way", "Not at
 * home", "Collected" with the patient's handover code), each undoable for a minute. Taps carry
 * the phone's key, so a tap sent twice (a double tap, later a queue sent again after a lost
 * answer) is applied once. Also what the patient's manage page says of the collector.
 */
export function createCollectService(
  db: Kysely<Database>,
  deps: {
    views: BookingViews;
    bookings: CollectBookings;
    payments: PaymentsService;
    labTests: LabTestsService;
    packages: PackagesService;
    tubes: Pick<CollectionTubesService, "tubesOfBookings">;
  },
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const accessLog = createAccessLog(db);
  const { bookings } = deps;

  const tapView = (tap: TapRecord): Tap => ({
    id: tap.id,
    bookingId: tap.bookingId,
    kind: tap.kind,
    reason: tap.reason,
    at: tap.at,
    undoUntil: new Date(Date.parse(tap.at) + UNDO_MS).toISOString(),
    isUndone: tap.undoneAt !== null,
  });
  const isUndoable = (tap: TapRecord) => tap.undoneAt === null && now().getTime() - Date.parse(tap.at) <= UNDO_MS;

  const labelView = (label: LabelRecord): SampleLabel => ({
    id: label.id,
    label: label.label,
    personId: label.personId,
    kind: label.kind,
    tubeNo: label.tubeNo,
    linkedAt: label.linkedAt,
    undoUntil: new Date(Date.parse(label.linkedAt) + UNDO_MS).toISOString(),
    isReceived: label.receivedAt !== null,
  });

  /**
   * The strictest fasting rule of each person's tests (a package's by its catalogue tests), for
   * these visits at once: the catalogue's tests and the packages' lists in one call each.
   */
  async function fastingOfPeople(visits: readonly BookingRecord[]): Promise<Map<string, Fasting | null>> {
    const people = visits.flatMap((b) => b.people);
    const items = people.flatMap((person) => person.items);
    const packageIds = [...new Set(items.filter((item) => item.kind === "package").map((item) => item.id))];
    const listed = packageIds.length > 0 ? await deps.packages.testsOfPackages(packageIds) : new Map();
    const catalogue = new Map<string, LabTest>(
      items.length > 0 ? (await deps.labTests.list()).map((test) => [test.slug, test]) : [],
    );
    const fastings = new Map<string, Fasting | null>();
    for (const person of people) {
      const slugs = person.items.flatMap((item) =>
        item.kind === "test"
          ? [item.id]
          : ((listed.get(item.id)?.tests ?? []) as { slug: string | null }[]).flatMap(({ slug }) =>
              slug ? [slug] : [],
            ),
      );
      const rules = slugs.flatMap((slug) => {
        const test = catalogue.get(slug);
        return test ? [test] : [];
      });
      fastings.set(person.id, strictestFasting(rules));
    }
    return fastings;
  }

  function visitOf(
    b: BookingRecord,
    taps: TapRecord[],
    isLocked: boolean,
    tubes: BookingTubes | undefined,
    { fastings, balance, labels }: { fastings: Map<string, Fasting | null>; balance: number; labels: LabelRecord[] },
  ): CollectorVisit {
    const people: CollectorPerson[] = b.people.map((person) => ({
      id: person.id,
      name: person.patientName,
      age: person.age,
      gender: person.gender,
      tests: person.items.map((item) => item.name),
      fasting: fastings.get(person.id) ?? null,
      tubes: tubes?.people.find((of) => of.personId === person.id) ?? { tubes: [], askTheLab: [] },
    }));
    const undoable = taps.find(isUndoable);
    return {
      bookingId: b.id,
      reference: b.reference,
      date: b.date,
      window: b.window,
      people,
      address: b.address ?? "",
      landmark: b.landmark,
      pincode: b.pincode ?? "",
      mobile: b.mobile,
      tubeTotals: tubes?.totals ?? [],
      amountDuePaise: balance > 0 ? balance : null,
      state: stateOf(b, taps),
      undoable: undoable ? tapView(undoable) : null,
      isHandoverLocked: isLocked,
      labels: labels.map(labelView),
    };
  }

  /**
   * The visit a collector taps on, if it is still theirs to work: 404 unknown, 403 another's
   * (409 when it was theirs and the desk gave it to someone else), 409 cancelled or moved.
   */
  async function requireOwnVisit(bookingId: string, staff: Staff): Promise<BookingRecord> {
    const booking = await bookings.byId(bookingId);
    if (!booking || booking.collectionType !== "home") throw refuse("BOOKING_NOT_FOUND");
    const visit = await findHomeVisit(db, bookingId);
    if (visit.collectorId !== staff.userId) {
      const wasMine = await bookings.wasAssignedTo(bookingId, staff.username);
      throw refuse(wasMine ? "VISIT_REASSIGNED" : "VISIT_NOT_YOURS");
    }
    if (booking.status === "cancelled") throw refuse("VISIT_CANCELLED");
    return booking;
  }

  /** Checks the handover code, counting a wrong one; refuses once the visit has had too many. */
  async function checkHandoverCode(bookingId: string, given: string, tapKey: string): Promise<void> {
    const visit = await findHomeVisit(db, bookingId);
    if (visit.handoverWrongTries >= HANDOVER_MAX_WRONG_TRIES) throw refuse("HANDOVER_CODE_LOCKED");
    if (isSameCode(given, visit.handoverCode)) return;
    const tries = await countWrongCode(db, bookingId, HANDOVER_MAX_WRONG_TRIES, tapKey);
    const left = HANDOVER_MAX_WRONG_TRIES - tries;
    if (left <= 0) throw refuse("HANDOVER_CODE_LOCKED", { field: "handoverCode" });
    throw refuse("HANDOVER_CODE_WRONG", { field: "handoverCode", values: { left } });
  }

  /** The tap a key already made, when it is this very tap by this collector; another body is refused. */
  function answerOfKey(found: TapRecord, bookingId: string, hash: string, staff: Staff): Tap {
    if (found.bookingId !== bookingId || found.requestHash !== hash || found.collectorId !== staff.userId)
      throw refuse("IDEMPOTENCY_KEY_REUSED", { field: "idempotencyKey" });
    return tapView(found);
  }

  /** The label a key already linked, when it is this very request; another body is refused. */
  function answerOfLabelKey(found: LabelRecord, hash: string): SampleLabel {
    if (found.requestHash !== hash) throw refuse("IDEMPOTENCY_KEY_REUSED", { field: "idempotencyKey" });
    return labelView(found);
  }

  return {
    /**
     * The services' clock as the collector's list is made: the time its page was shown (what
     * "Saved at" says offline, and the phone's worker counts the day on from it), not the
     * machine's own clock, which tests replace.
     */
    shownAt: (): string => now().toISOString(),

    /**
     * The collector's own home visits of today and tomorrow (India), in slot order: not
     * cancelled, and gone once done (collected, after the minute its tap may be undone). Each
     * visit shown is a row of the access log: the collector saw the patients' names and address.
     */
    async listVisits(staff: Staff): Promise<CollectorVisit[]> {
      requirePermission(staff, "work-own-visits");
      const today = istDate(now());
      // The two days' home visits in slot order (a day is tens of visits), then which are theirs.
      const days = [await bookings.onDate(today), await bookings.onDate(addDays(today, 1))].flat();
      const homeVisitsOfDays = days.filter((b) => b.collectionType === "home" && b.status !== "cancelled");
      const theirs = await findAssignedAmong(
        db,
        staff.userId,
        homeVisitsOfDays.map((b) => b.id),
      );
      const ids = homeVisitsOfDays.filter((b) => theirs.has(b.id)).map((b) => b.id);
      if (ids.length === 0) return [];
      const byId = new Map(homeVisitsOfDays.map((b) => [b.id, b]));
      const [taps, homeVisits] = [await findStandingTaps(db, ids), await findHomeVisits(db, ids)];
      const theirVisits = ids.map((id) => byId.get(id)!);
      const tubes = await deps.tubes.tubesOfBookings(theirVisits);
      const fastings = await fastingOfPeople(theirVisits);
      const balances = await deps.payments.balancesOf(theirVisits);
      const labels = await findStandingLabels(db, ids);
      const shown: CollectorVisit[] = [];
      for (const id of ids) {
        const booking = byId.get(id)!;
        const ofVisit = taps.get(id) ?? [];
        const isOpen = OPEN_STATUSES.includes(booking.status);
        const isJustCollected =
          booking.status === "sample-collected" && ofVisit[0]?.kind === "collected" && isUndoable(ofVisit[0]);
        if (!isOpen && !isJustCollected) continue;
        const locked = (homeVisits.get(id)?.handoverWrongTries ?? 0) >= HANDOVER_MAX_WRONG_TRIES;
        shown.push(
          visitOf(booking, ofVisit, locked, tubes.get(id), {
            fastings,
            balance: balances.get(id) ?? 0,
            labels: labels.get(id) ?? [],
          }),
        );
      }
      await accessLog.append(
        { staff },
        shown.map((visit) => ({ action: "opened-visits" as const, bookingId: visit.bookingId })),
      );
      return shown;
    },

    /**
     * A collector's tap on their visit. The same key again answers the tap it made (201 both
     * times); "Collected" checks the handover code and moves the booking's status as the desk's
     * "Sample collected" does (stepStatus), in one transaction with the tap.
     */
    async tap(bookingId: string, request: TapRequest, staff: Staff): Promise<Tap> {
      requirePermission(staff, "work-own-visits");
      const hash = requestHashOf(bookingId, request);
      const made = await findTapByKey(db, request.idempotencyKey);
      if (made && made.collectorId === staff.userId) return answerOfKey(made, bookingId, hash, staff);
      const booking = await requireOwnVisit(bookingId, staff);
      if (booking.date !== request.date || booking.window !== request.window)
        throw refuse("VISIT_MOVED", { values: { date: booking.date, window: booking.window } });
      if (!OPEN_STATUSES.includes(booking.status)) throw refuse("VISIT_ALREADY_COLLECTED");
      if (request.note && mentionsAnyone(request.note, personalMarksOf(booking)))
        throw refuse("TEXT_NAMES_PATIENT", { field: "note" });
      if (request.kind === "collected")
        await checkHandoverCode(bookingId, request.handoverCode ?? "", request.idempotencyKey);
      try {
        return await db.transaction().execute(async (trx) => {
          const tap = await insertTap(trx, {
            bookingId,
            collectorId: staff.userId,
            kind: request.kind,
            reason: request.kind === "not-at-home" ? (request.reason ?? null) : null,
            note: request.kind === "not-at-home" ? (request.note ?? null) : null,
            fromStatus: request.kind === "collected" ? booking.status : null,
            idempotencyKey: request.idempotencyKey,
            requestHash: hash,
            tappedAt: request.tappedAt,
            at: now().toISOString(),
          });
          if (request.kind === "collected") {
            if (!(await bookings.stepStatus(trx, booking, { status: "sample-collected" }, actorOf(staff))))
              throw changedMeanwhile();
          } else {
            await bookings.recordEvent(trx, {
              bookingId,
              actor: actorOf(staff),
              what: request.kind,
              details: tap.reason ? { tapReason: tap.reason, ...(tap.note ? { reason: tap.note } : {}) } : null,
            });
          }
          await bookings.notifyTap(trx, tapView(tap));
          return tapView(tap);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key at the same moment: the other request's tap went in.
        const other = await findTapByKey(db, request.idempotencyKey);
        if (!other) throw error;
        return answerOfKey(other, bookingId, hash, staff);
      }
    },

    /**
     * Cash taken at the door of the collector's own visit, through the payments' ledger (the
     * same rules as the desk's). Not undone by a tap: a mistake is reversed by the desk's refund.
     */
    async takeCash(bookingId: string, request: CashRequest, staff: Staff) {
      requirePermission(staff, "work-own-visits");
      await requireOwnVisit(bookingId, staff);
      return deps.payments.recordCashAtDoor(bookingId, request, staff);
    },

    /**
     * Undoes a tap within UNDO_SECONDS of it (the server's clock): the tap is marked undone and
     * the reversal is a line of the history; "Collected" undone puts the status back. Sent again
     * after it went through, it answers the undone tap.
     */
    async undo(bookingId: string, tapId: string, staff: Staff): Promise<Tap> {
      requirePermission(staff, "work-own-visits");
      const tap = await findTap(db, bookingId, tapId);
      if (!tap) throw refuse("TAP_NOT_FOUND");
      if (tap.collectorId !== staff.userId) throw refuse("VISIT_NOT_YOURS");
      if (tap.undoneAt !== null) return tapView(tap);
      if (!isUndoable(tap)) throw refuse("UNDO_TOO_LATE", { values: { seconds: UNDO_SECONDS } });
      const at = now().toISOString();
      const isUndone = await db.transaction().execute(async (trx) => {
        if (!(await markTapUndone(trx, tap.id, at))) return false;
        if (tap.kind === "collected") {
          const booking = await bookings.byId(bookingId, trx);
          if (!booking || booking.status !== "sample-collected" || !tap.fromStatus) throw changedMeanwhile();
          const back = { status: tap.fromStatus, undoes: tap.kind };
          if (!(await bookings.stepStatus(trx, booking, back, actorOf(staff)))) throw changedMeanwhile();
        } else {
          await bookings.recordEvent(trx, {
            bookingId,
            actor: actorOf(staff),
            what: "tap-undone",
            details: { undoes: tap.kind },
          });
        }
        return true;
      });
      return isUndone ? { ...tapView(tap), isUndone: true } : tapView((await findTap(db, bookingId, tapId))!);
    },

    /**
     * A lab label scanned (or typed) onto one tube of one person of the collector's own visit of
     * today. The same key again answers the label it linked (201 both times); a label already on
     * another tube, or a tube that already has one, is refused in words. A collector is told
     * which tube of their own visit holds a label, never whose tube elsewhere.
     */
    async linkLabel(bookingId: string, request: LabelRequest, staff: Staff): Promise<SampleLabel> {
      requirePermission(staff, "work-own-visits");
      const hash = labelHashOf(bookingId, request);
      const made = await findLabelByKey(db, request.idempotencyKey);
      if (made && made.linkedBy === staff.userId) return answerOfLabelKey(made, hash);
      const booking = await requireOwnVisit(bookingId, staff);
      if (booking.date !== istDate(now())) throw refuse("LABEL_NOT_TODAY");
      const person = booking.people.find((p) => p.id === request.personId);
      const personTubes = person
        ? (await deps.tubes.tubesOfBookings([{ id: booking.id, people: [person] }]))
            .get(booking.id)
            ?.people.find((of) => of.personId === person.id)
        : undefined;
      const tube = tubeNumbers(personTubes?.tubes ?? []).find(
        (t) => t.kind === request.kind && t.tubeNo === request.tubeNo,
      );
      if (!person || !tube) throw refuse("TUBE_NOT_ON_VISIT", { field: "label" });
      const refuseTaken = async () => {
        const standing = await findStandingLabel(db, request.label);
        if (standing?.personId === person.id && standing.kind === tube.kind && standing.tubeNo === tube.tubeNo)
          return labelView(standing);
        if (standing?.bookingId === bookingId) {
          const position = booking.people.find((p) => p.id === standing.personId)?.position ?? 1;
          throw refuse("LABEL_ON_THIS_VISIT", { field: "label", values: { position } });
        }
        if (standing) throw refuse("LABEL_IN_USE", { field: "label" });
        const onTube = (await findStandingLabels(db, [bookingId]))
          .get(bookingId)
          ?.find((l) => l.personId === person.id && l.kind === tube.kind && l.tubeNo === tube.tubeNo);
        if (onTube) throw refuse("TUBE_LABELLED_ALREADY", { field: "label", values: { label: onTube.label } });
        return null;
      };
      const already = await refuseTaken();
      if (already) return already;
      try {
        const label = await insertLabel(db, {
          label: request.label,
          bookingId,
          personId: person.id,
          kind: tube.kind,
          tubeNo: tube.tubeNo,
          tests: tube.tests.map((test) => test.code),
          linkedBy: staff.userId,
          linkedAt: now().toISOString(),
          idempotencyKey: request.idempotencyKey,
          requestHash: hash,
        });
        return labelView(label);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request at the same moment: the same key, this label elsewhere, or this tube labelled.
        const other = await findLabelByKey(db, request.idempotencyKey);
        if (other) return answerOfLabelKey(other, hash);
        const taken = await refuseTaken();
        if (taken) return taken;
        throw error;
      }
    },

    /**
     * Takes a label off its tube within UNDO_SECONDS of linking it (the server's clock), unless
     * the tube has reached the lab. Sent again after it went through, it answers the undone label.
     */
    async undoLabel(bookingId: string, labelId: string, staff: Staff): Promise<SampleLabel> {
      requirePermission(staff, "work-own-visits");
      const label = await findLabel(db, bookingId, labelId);
      if (!label) throw refuse("LABEL_LINK_NOT_FOUND");
      if (label.linkedBy !== staff.userId) throw refuse("VISIT_NOT_YOURS");
      if (label.unlinkedAt !== null) return labelView(label);
      if (label.receivedAt !== null) throw refuse("LABEL_RECEIVED_ALREADY");
      if (now().getTime() - Date.parse(label.linkedAt) > UNDO_MS)
        throw refuse("LABEL_UNDO_TOO_LATE", { values: { seconds: UNDO_SECONDS } });
      await markLabelUnlinked(db, label.id, now().toISOString(), staff.userId);
      return labelView((await findLabel(db, bookingId, labelId))!);
    },

    /**
     * What the patient's manage page shows of the collector: the handover code while the sample
     * is still to be taken at home, and "on the way" (the collector's first name) while that tap
     * stands and nothing came after it.
     */
    async forPatient(token: string): Promise<CollectorForPatient> {
      const booking = await deps.views.requireByToken(token);
      if (booking.collectionType !== "home" || !OPEN_STATUSES.includes(booking.status))
        return { handoverCode: null, onTheWay: null };
      const visit = await findHomeVisit(db, booking.id);
      const newest = (await findStandingTaps(db, [booking.id])).get(booking.id)?.[0];
      const collector =
        newest?.kind === "on-my-way" && newest.collectorId === visit.collectorId
          ? await findAccountById(db, newest.collectorId)
          : null;
      return {
        handoverCode: visit.handoverCode,
        onTheWay: collector ? { firstName: collector.name.trim().split(/\s+/)[0] } : null,
      };
    },
  };
}
