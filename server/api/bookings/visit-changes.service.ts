import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { sumVisit } from "../../../domain/basket-pricing.ts";
import type { AdminBookingDetail, BookingLine } from "../../../domain/booking.ts";
import { formatPaise } from "../../../domain/payment-rules.ts";
import type { DiscountRequest, RemovalRequest } from "../../../domain/visit-changes.ts";
import { isUniqueViolation } from "../../lib/database-errors.ts";
import { refuse } from "../../lib/http-error.ts";
import { lockUntilCommit } from "../../lib/transaction-lock.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { BookingViews } from "./booking-views.service.ts";
import { insertBookingEvent } from "./booking-events.repository.ts";
import { type BookingRecord, type ChangeRecord, findBookingById } from "./bookings.repository.ts";
import { applyVisitChange, findChangeByIdempotencyKey } from "./visit-changes.repository.ts";
import { refuseTextNamingPatient } from "./free-text.service.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";

export type VisitChangesService = ReturnType<typeof createVisitChangesService>;

/** What a change does to a visit, planned from the visit as it stands (under its lock). */
type Plan = {
  change: Omit<ChangeRecord, "id" | "madeBy" | "madeAt" | "idempotencyKey">;
  /** Each person left in the visit with their lines. */
  people: { id: string; items: BookingLine[] }[];
  removedPersonId: string | null;
  discountPaise: number;
  /** The history line. */
  event: { what: string; details: Record<string, string | number> };
};

/** The same request as the one a key made: the same booking and the same change asked. */
type SameRequest = (bookingId: string, change: ChangeRecord) => boolean;

const cancelledVisit = () => refuse("VISIT_CHANGE_ON_CANCELLED");
/** A key sent again with another request (as payments'). */
const keyReused = () => refuse("IDEMPOTENCY_KEY_REUSED", { field: "idempotencyKey" });

/**
 * The desk changes what a visit costs (issue 32): it removes a test or a package of a person,
 * or a person with all their lines, or gives a discount, each with a reason. Each change
 * reprices the visit through the one pricer (domain/basket-pricing.ts sumVisit) from the lines
 * as they were priced when booked, and writes a line of the history; a refund is then only
 * money given back. Any signed-in staff may do it today; issue 34 gives it to the desk and the
 * owner. Slot places are one per visit (slot-places.service.ts), so removing a person frees none.
 */
export function createVisitChangesService(
  db: Kysely<Database>,
  deps: { settings: SettingsService; views: BookingViews },
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const { views } = deps;

  /** The change a key made, answered again when it is the same request; a key reused for another is refused. */
  async function madeByKey(
    trx: Kysely<Database> | Transaction<Database>,
    bookingId: string,
    key: string,
    isSame: SameRequest,
  ) {
    const found = await findChangeByIdempotencyKey(trx, key);
    if (!found) return null;
    if (!isSame(found.bookingId, found.change)) throw keyReused();
    return found.change;
  }

  /**
   * Plans the change from the booking as it stands and applies it in one transaction, under
   * the booking's lock, so two changes at once each see the other's lines and sums. The key
   * makes it once: the same request again (also at the same moment: the unique index lets one
   * insert through) answers the booking as the first one left it.
   */
  async function change(
    bookingId: string,
    { key, staff, isSame, reason }: { key: string; staff: Staff; isSame: SameRequest; reason: string },
    plan: (b: BookingRecord) => Plan,
  ): Promise<AdminBookingDetail> {
    const answer = async () => views.detailOf(await views.requireById(bookingId));
    const booking = await views.requireById(bookingId);
    if (await madeByKey(db, bookingId, key, isSame)) return answer();
    refuseTextNamingPatient(booking, { reason });
    const settings = await deps.settings.get();
    try {
      await db.transaction().execute(async (trx) => {
        await lockUntilCommit(trx, `visit-changes:${bookingId}`);
        if (await madeByKey(trx, bookingId, key, isSame)) return;
        const current = await findBookingById(trx, bookingId);
        if (!current) throw refuse("BOOKING_NOT_FOUND");
        if (current.status === "cancelled") throw cancelledVisit();
        const planned = plan(current);
        // The one pricer, over the lines as they were priced when booked; the fee rule is
        // today's, so a visit that drops under the free-collection amount pays the fee.
        const sums = sumVisit(
          planned.people.map((person) => person.items),
          current.collectionType === "home" ? settings : null,
          planned.discountPaise,
        );
        if (sums.totalPaise < 0)
          throw planned.change.kind === "discount"
            ? refuse("DISCOUNT_OVER_COST", {
                field: "amount",
                values: { amount: formatPaise(sums.totalPaise + planned.change.amountPaise) },
              })
            : refuse("REMOVAL_UNDER_DISCOUNTS", { values: { discounts: formatPaise(current.discountPaise) } });
        const madeAt = now().toISOString();
        await applyVisitChange(
          trx,
          bookingId,
          { ...planned.change, madeBy: staff.username, madeAt, idempotencyKey: key },
          {
            people: planned.people.map((person, i) => ({ ...person, ...sums.people[i] })),
            removedPersonId: planned.removedPersonId,
            visit: sums,
          },
        );
        await insertBookingEvent(trx, {
          bookingId,
          actor: actorOf(staff),
          what: planned.event.what,
          details: { ...planned.event.details, reason, totalPaise: sums.totalPaise },
        });
      });
    } catch (error) {
      // The same key at the same moment: the other insert won, and answers.
      if (!isUniqueViolation(error) || !(await madeByKey(db, bookingId, key, isSame))) throw error;
    }
    return answer();
  }

  return {
    /**
     * Removes a person's test or package, or the person with all their lines. 404 for a person
     * or line the visit does not have; 409 for the visit's last line or only person (a
     * cancellation is for that) and for a person's only line (remove the person instead).
     */
    async remove(bookingId: string, request: RemovalRequest, staff: Staff): Promise<AdminBookingDetail> {
      requirePermission(staff, "manage-bookings");
      const isSame: SameRequest = (id, made) =>
        id === bookingId &&
        made.personId === request.personId &&
        made.reason === request.reason &&
        (request.kind === "person"
          ? made.kind === "person"
          : made.kind === "line" && made.lines[0]?.kind === request.kind && made.lines[0]?.id === request.itemId);
      return change(bookingId, { key: request.idempotencyKey, staff, isSame, reason: request.reason }, (b): Plan => {
        const person = b.people.find((p) => p.id === request.personId);
        if (!person) throw refuse("VISIT_PERSON_NOT_FOUND");
        const others = b.people.filter((p) => p.id !== person.id);
        const keep = (p: (typeof b.people)[number]) => ({ id: p.id, items: p.items });
        if (request.kind === "person") {
          if (others.length === 0) throw refuse("VISIT_LAST_PERSON");
          return {
            change: {
              kind: "person",
              personId: person.id,
              lines: person.items,
              amountPaise: sumOf(person.items),
              reason: request.reason,
            },
            people: others.map(keep),
            removedPersonId: person.id,
            discountPaise: b.discountPaise,
            event: { what: "person-removed", details: { person: person.position, amountPaise: sumOf(person.items) } },
          };
        }
        const line = person.items.find((item) => item.kind === request.kind && item.id === request.itemId);
        const { position } = person;
        if (!line)
          throw refuse(request.kind === "test" ? "VISIT_TEST_NOT_FOUND" : "VISIT_PACKAGE_NOT_FOUND", {
            values: { position },
          });
        if (person.items.length === 1)
          throw others.length === 0 ? refuse("VISIT_LAST_LINE") : refuse("PERSON_ONLY_LINE", { values: { position } });
        return {
          change: {
            kind: "line",
            personId: person.id,
            lines: [line],
            amountPaise: sumOf([line]),
            reason: request.reason,
          },
          people: b.people.map((p) =>
            p.id === person.id ? { id: p.id, items: p.items.filter((item) => item !== line) } : keep(p),
          ),
          removedPersonId: null,
          discountPaise: b.discountPaise,
          event: {
            what: "line-removed",
            details: { person: person.position, item: line.name, amountPaise: sumOf([line]) },
          },
        };
      });
    },

    /** Takes an amount off the visit, with its reason; 400 naming `amount` when it is more than the visit costs. */
    async discount(bookingId: string, request: DiscountRequest, staff: Staff): Promise<AdminBookingDetail> {
      requirePermission(staff, "manage-bookings");
      const isSame: SameRequest = (id, made) =>
        id === bookingId &&
        made.kind === "discount" &&
        made.amountPaise === request.amount &&
        made.reason === request.reason;
      return change(bookingId, { key: request.idempotencyKey, staff, isSame, reason: request.reason }, (b): Plan => ({
        change: { kind: "discount", personId: null, lines: [], amountPaise: request.amount, reason: request.reason },
        people: b.people.map((p) => ({ id: p.id, items: p.items })),
        removedPersonId: null,
        discountPaise: b.discountPaise + request.amount,
        event: { what: "discount", details: { amountPaise: request.amount } },
      }));
    },
  };
}

/** Lines' prices in paise, as the pricer counts them. */
const sumOf = (lines: BookingLine[]) => sumVisit([lines], null).subtotalPaise;
