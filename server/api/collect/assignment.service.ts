import type { Kysely } from "kysely";
import { findAccountById, findCollectorAccounts } from "../auth/staff-accounts.service.ts";
import type { Database } from "../../../db/schema.ts";
import { OPEN_STATUSES, STATUS_LABELS } from "../../../domain/booking-rules.ts";
import type { AssignAreaRequest, CollectorOption } from "../../../domain/collect.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { nowIso } from "../../lib/ids.ts";
import { refuse } from "../../lib/http-error.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import type { BookingViews } from "../bookings/booking-views.service.ts";
import type { BookingRecord, CollectBookings } from "../bookings/collect-bookings.service.ts";
import { findCollectorsOf, findHomeVisits, updateCollector } from "./collect.repository.ts";

/** Who a day's home visits are assigned to, for the desk's day view. */
export type DayAssignments = {
  /** Every collector account, by name (a disabled one only to name visits still assigned to them). */
  collectors: CollectorOption[];
  /** Booking id → the assigned collector's id. */
  assignedTo: Record<string, string>;
};

export type AssignmentDesk = ReturnType<typeof createAssignmentDesk>;

/**
 * The desk's side of the collector's day (issue 35): which collector goes to which home visit,
 * one at a time or a pincode's visits of a day at once; assigning again is reassigning. Each
 * change is a line of the booking's history ("Assigned to Ravi Kumar, Home collector").
 */
export function createAssignmentDesk(db: Kysely<Database>, deps: { views: BookingViews; bookings: CollectBookings }) {
  /** A visit the desk may still (re)assign: at home and not yet collected or cancelled. */
  function checkAssignable(b: BookingRecord) {
    if (b.collectionType !== "home") throw refuse("ASSIGN_NOT_HOME");
    if (!OPEN_STATUSES.includes(b.status))
      throw refuse("ASSIGN_CLOSED", { values: { status: STATUS_LABELS[b.status].toLowerCase() } });
  }

  /** The active collector account of this id, or a refusal naming the field. */
  async function requireCollector(collectorId: string) {
    const account = await findAccountById(db, collectorId);
    if (!account || account.role !== "collector" || !account.isActive)
      throw refuse("NOT_A_COLLECTOR", { field: "collectorId" });
    return account;
  }

  /** Sets the collector of these visits and writes each one's history line, in one transaction. */
  async function setCollector(
    bookings: BookingRecord[],
    collector: { id: string; username: string } | null,
    staff: Staff,
  ) {
    const current = await findHomeVisits(
      db,
      bookings.map((b) => b.id),
    );
    const changed = bookings.filter((b) => (current.get(b.id)?.collectorId ?? null) !== (collector?.id ?? null));
    if (changed.length === 0) return 0;
    await db.transaction().execute(async (trx) => {
      await updateCollector(
        trx,
        changed.map((b) => b.id),
        collector?.id ?? null,
        nowIso(),
      );
      const previous = await Promise.all(
        changed.map(async (b) => {
          const id = current.get(b.id)?.collectorId;
          return id ? ((await findAccountById(trx, id))?.username ?? null) : null;
        }),
      );
      for (const [i, b] of changed.entries())
        await deps.bookings.recordEvent(trx, {
          bookingId: b.id,
          actor: actorOf(staff),
          what: collector ? "assigned" : "unassigned",
          details: { collector: collector?.username ?? previous[i] ?? undefined },
        });
    });
    return changed.length;
  }

  return {
    /** Assigns (or reassigns) one home visit to an active collector. */
    async assign(bookingId: string, collectorId: string, staff: Staff): Promise<void> {
      requirePermission(staff, "manage-bookings");
      const booking = await deps.views.requireById(bookingId);
      checkAssignable(booking);
      await setCollector([booking], await requireCollector(collectorId), staff);
    },

    /** Takes a visit's collector away: it shows "Not assigned" again. */
    async unassign(bookingId: string, staff: Staff): Promise<void> {
      requirePermission(staff, "manage-bookings");
      const booking = await deps.views.requireById(bookingId);
      checkAssignable(booking);
      await setCollector([booking], null, staff);
    },

    /**
     * Assigns a day's open home visits of a pincode to one collector: those nobody has, or all
     * of them (reassigning the others). How many changed; 409 when there were none to assign.
     */
    async assignArea(request: AssignAreaRequest, staff: Staff): Promise<{ assigned: number }> {
      requirePermission(staff, "manage-bookings");
      const collector = await requireCollector(request.collectorId);
      const visits = (await deps.bookings.onDate(request.date)).filter(
        (b) => b.collectionType === "home" && b.pincode === request.pincode && OPEN_STATUSES.includes(b.status),
      );
      const current = await findHomeVisits(
        db,
        visits.map((b) => b.id),
      );
      const chosen = request.scope === "all" ? visits : visits.filter((b) => current.get(b.id)?.collectorId === null);
      const assigned = await setCollector(chosen, collector, staff);
      if (assigned === 0) throw refuse("ASSIGN_NONE_IN_AREA", { values: { pincode: request.pincode } });
      return { assigned };
    },

    /** The collectors, and who each of these home visits is assigned to (the day view). */
    async dayAssignments(bookingIds: readonly string[], staff: Staff): Promise<DayAssignments> {
      requirePermission(staff, "read-bookings");
      const [collectors, assigned] = [await findCollectorAccounts(db), await findCollectorsOf(db, bookingIds)];
      return {
        collectors: collectors.map(({ id, name, isActive }) => ({ id, name, isActive })),
        assignedTo: Object.fromEntries(assigned),
      };
    },
  };
}
