import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type {
  AdminBookingDetail,
  AdminBookingListQuery,
  AdminBookingSummary,
  AdminDay,
  Availability,
  BookingEvent,
  DayCounts,
  MoveRequest,
  StatusChange,
} from "../../../domain/booking.ts";
import {
  ADMIN_PAGE_SIZE,
  type BookingStatus,
  mobileDigitsOf,
  nextStatuses,
  OPEN_STATUSES,
  referenceFragmentOf,
  STATUS_LABELS,
} from "../../../domain/booking-rules.ts";
import { querySkeletons } from "../../../domain/name-match.ts";
import { bookingDates, istDate, slotWindows, weekdayOf } from "../../../domain/slots.ts";
import { refuse } from "../../lib/http-error.ts";
import type { OutboxService } from "../messages/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { BookingViews } from "./booking-views.service.ts";
import { createAccessLog } from "../access-log/access-log.service.ts";
import { insertBookingEvent } from "./booking-events.repository.ts";
import {
  countStatusesOnDate,
  fillNameKeys,
  findBookingsForAdmin,
  findBookingsOnDate,
} from "./booking-search.repository.ts";
import { updateBookingStatus } from "./booking-status.repository.ts";
import { type BookingRecord, findBookingById } from "./bookings.repository.ts";
import { findSlotUse, freePlace, type PlaceKind } from "./slot-places.repository.ts";
import { refuseTextNamingPatient } from "./free-text.service.ts";
import { placesOf, type SlotPlaces, staffRules } from "./slot-places.service.ts";
import { actorOf, type Staff } from "../../../domain/staff-roles.ts";
import { requirePermission } from "../../lib/staff-permission.ts";

const changedMeanwhile = () => refuse("BOOKING_CHANGED_MEANWHILE");

/** Statuses a first report moves a booking on from (markReportReady). */
const BEFORE_REPORT: readonly BookingStatus[] = ["new", "confirmed", "sample-collected"];

export type BookingDeskService = ReturnType<typeof createBookingDeskService>;

/**
 * Takes a booking to another status in `trx`, as the desk's status change does and the
 * collector's "Collected" (and its undo) do too: the one way a status changes by hand. False
 * when the booking is no longer in the status and slot it was read in (another change got there
 * first), so a place is freed once and only where it is held.
 */
export async function stepStatus(
  trx: Transaction<Database>,
  booking: BookingRecord,
  change: StatusChange & { undoes?: string },
  actor: `admin:${string}`,
): Promise<boolean> {
  if (!(await updateBookingStatus(trx, booking.id, { from: [booking.status], slot: booking }, change.status)))
    return false;
  if (change.status === "cancelled") await freePlace(trx, booking, booking.collectionType);
  await insertBookingEvent(trx, {
    bookingId: booking.id,
    actor,
    what: "status",
    details: {
      from: booking.status,
      to: change.status,
      ...(change.reason ? { reason: change.reason } : {}),
      ...(change.undoes ? { undoes: change.undoes } : {}),
    },
  });
  return true;
}

/**
 * The receptionist's bookings (/admin/bookings): the day, the list, each booking with its
 * history, status changes and reschedules. Every change and every view is recorded with the
 * admin's name.
 */
export function createBookingDeskService(
  db: Kysely<Database>,
  deps: {
    settings: SettingsService;
    places: SlotPlaces;
    views: BookingViews;
    outbox: Pick<OutboxService, "notify" | "dropQueued" | "one" | "markHandled" | "transaction">;
  },
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const { places, views } = deps;
  const { summaryOf, detailOf, requireById } = views;
  const accessLog = createAccessLog(db);

  /** 409 unless staff may take the booking from its status to `to`, in words they can act on. */
  function checkStep(b: BookingRecord, to: BookingStatus) {
    const [from, wanted] = [STATUS_LABELS[b.status], STATUS_LABELS[to]];
    if (b.status === to) throw refuse("STATUS_ALREADY", { values: { status: from.toLowerCase() } });
    if (nextStatuses(b.status).includes(to)) return;
    if (b.status === "completed" || b.status === "cancelled")
      throw refuse("STATUS_FINAL", { values: { status: from.toLowerCase() } });
    throw refuse("STATUS_BACKWARDS", { values: { from, to: wanted } });
  }

  return {
    /**
     * Makes the name keys the list searches that are missing or of older rules (after the
     * migration that added them, or a change of the rules); run as the site starts. How many.
     */
    fillNameKeys: (): Promise<number> => fillNameKeys(db),

    /** Today's date in India by the service's clock (the day view's "Today"). */
    today: (): string => istDate(now()),

    /** One page of the bookings that pass the filters, by slot date and window, and the total. */
    async listForAdmin(
      query: AdminBookingListQuery,
      staff: Staff,
    ): Promise<{ bookings: AdminBookingSummary[]; total: number; page: number; pageSize: number }> {
      requirePermission(staff, "read-bookings");
      const { q, page = 1, ...filters } = query;
      // The name as typed, and its skeletons, which find it written in the other script too
      // (docs/decisions/2026-11-25-names-across-scripts.md).
      const search = q
        ? {
            name: q.toLowerCase(),
            nameWords: querySkeletons(q),
            mobileDigits: mobileDigitsOf(q),
            reference: referenceFragmentOf(q),
          }
        : undefined;
      const found = await findBookingsForAdmin(
        db,
        { ...filters, search },
        { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
      );
      // One row per booking shown (names and mobiles on the screen), so each booking's log has it.
      await accessLog.append(
        { staff },
        found.bookings.map((b) => ({ action: "listed" as const, bookingId: b.id })),
      );
      return { bookings: found.bookings.map(summaryOf), total: found.total, page, pageSize: ADMIN_PAGE_SIZE };
    },

    /**
     * Every window of a date (today in India unless said) with its places and bookings. The
     * windows are today's settings', plus any a booking still sits in after they changed.
     */
    async dayForAdmin(date: string | undefined, staff: Staff): Promise<AdminDay> {
      requirePermission(staff, "read-bookings");
      date ??= istDate(now());
      const settings = await deps.settings.get();
      const bookings = await findBookingsOnDate(db, date);
      const use = await findSlotUse(db, [date]);
      const windows = [...new Set([...slotWindows(settings), ...bookings.map((b) => b.window)])].sort();
      await accessLog.append(
        { staff },
        bookings.map((b) => ({ action: "opened-day" as const, bookingId: b.id })),
      );
      return {
        date,
        isOpen: settings.daysOpen.includes(weekdayOf(date)),
        slots: windows.map((window) => {
          const placesOfKind = (kind: PlaceKind) => {
            const { capacity, booked } = placesOf(use.get(`${date}|${window}`), kind, settings);
            return { capacity, booked, isFull: booked >= capacity };
          };
          return {
            window,
            home: placesOfKind("home"),
            lab: placesOfKind("lab"),
            bookings: bookings.filter((b) => b.window === window).map(summaryOf),
          };
        }),
      };
    },

    /** A date's bookings counted by how far they have gone (the dashboard), today unless said. */
    async countDay(staff: Staff, date: string = istDate(now())): Promise<DayCounts> {
      requirePermission(staff, "read-bookings");
      const counts = await countStatusesOnDate(db, date);
      const sum = (statuses: BookingStatus[]) => statuses.reduce((total, s) => total + (counts.get(s) ?? 0), 0);
      return {
        date,
        booked: sum(["new", "confirmed", "sample-collected", "report-ready", "completed"]),
        collected: sum(["sample-collected", "report-ready", "completed"]),
        reportReady: sum(["report-ready", "completed"]),
        cancelled: sum(["cancelled"]),
      };
    },

    /** Every date staff may move a booking of `kind` to, with its windows and the places of that kind left. */
    async calendarForAdmin(kind: PlaceKind): Promise<Availability[]> {
      const settings = await deps.settings.get();
      const rules = staffRules(settings);
      return places.availabilityOf(bookingDates(rules, now()), kind, settings, rules);
    },

    /** A booking with its history, or null; the view itself is recorded, as the patient may ask who saw their data. */
    async getForAdmin(id: string, staff: Staff): Promise<AdminBookingDetail | null> {
      requirePermission(staff, "read-bookings");
      const booking = await findBookingById(db, id);
      if (!booking) return null;
      await accessLog.append({ staff }, [{ action: "opened-booking", bookingId: id }]);
      return detailOf(booking);
    },

    /**
     * Takes a booking forward along the flow (steps may be skipped, never undone) or
     * cancels it with a reason, which frees its place.
     */
    async changeStatus(id: string, change: StatusChange, staff: Staff): Promise<AdminBookingDetail> {
      requirePermission(staff, "manage-bookings");
      const booking = await requireById(id);
      checkStep(booking, change.status);
      refuseTextNamingPatient(booking, { reason: change.reason });
      // The outbox's transaction: a cancellation's message goes out as it commits.
      const isChanged = await deps.outbox.transaction(async (trx) => {
        if (!(await stepStatus(trx, booking, change, actorOf(staff)))) return false;
        if (change.status === "cancelled") {
          await deps.outbox.notify(trx, id, "booking-cancelled");
          await deps.outbox.dropQueued(trx, id, ["reminder", "booking-moved"], "The booking was cancelled");
        }
        return true;
      });
      if (!isChanged) throw changedMeanwhile();
      return detailOf(await requireById(id));
    },

    /** Another module's event in the booking's history (a report attached or withdrawn). */
    async recordEvent(
      bookingId: string,
      event: { actor: `admin:${string}`; what: string; details: BookingEvent["details"] },
    ): Promise<void> {
      await insertBookingEvent(db, { bookingId, ...event });
    },

    /**
     * The first report of a booking was attached: a booking not yet at report-ready moves
     * there. True when it moved; a booking already further along (or cancelled) stays. Whoever
     * attaches marks it ready (the lab, issue 34), so it asks what attaching asks; the desk,
     * which attaches nothing, moves a status by hand under manage-bookings (changeStatus).
     */
    async markReportReady(
      bookingId: string,
      staff: Staff,
      link: { url: string; until: string } | null = null,
    ): Promise<boolean> {
      requirePermission(staff, "attach-reports");
      const booking = await requireById(bookingId);
      if (!BEFORE_REPORT.includes(booking.status)) return false;
      return deps.outbox.transaction(async (trx) => {
        if (!(await updateBookingStatus(trx, bookingId, { from: [booking.status] }, "report-ready"))) return false;
        await insertBookingEvent(trx, {
          bookingId,
          actor: actorOf(staff),
          what: "status",
          details: { from: booking.status, to: "report-ready" },
        });
        if (link) await deps.outbox.notify(trx, bookingId, "report-ready", { variables: link });
        return true;
      });
    },

    /**
     * The desk sent a failed message by hand (the page's wa.me link with its text): marked
     * handled with who and when, and a line of the booking's history, in one transaction.
     * Marking it again changes nothing; only a failed message can be.
     */
    async messageSentByHand(bookingId: string, messageId: string, staff: Staff): Promise<void> {
      requirePermission(staff, "manage-bookings");
      const message = await deps.outbox.one(bookingId, messageId);
      if (!message) throw refuse("MESSAGE_NOT_FOUND");
      if (message.handledAt) return;
      if (message.state !== "failed") throw refuse("MESSAGE_NOT_FAILED");
      await db.transaction().execute(async (trx) => {
        if (!(await deps.outbox.markHandled(trx, messageId, actorOf(staff)))) return;
        await insertBookingEvent(trx, {
          bookingId,
          actor: actorOf(staff),
          what: "message-sent-by-hand",
          details: { messageKind: message.kind },
        });
      });
    },

    /**
     * Moves an open booking to another slot for the patient, also within the 2 hours a
     * patient may no longer: any window of the booking window that has not started.
     */
    async reschedule(id: string, to: MoveRequest, staff: Staff): Promise<AdminBookingDetail> {
      requirePermission(staff, "manage-bookings");
      const booking = await requireById(id);
      if (!OPEN_STATUSES.includes(booking.status)) {
        throw refuse("RESCHEDULE_CLOSED", { values: { status: STATUS_LABELS[booking.status].toLowerCase() } });
      }
      if (to.date === booking.date && to.window === booking.window) throw refuse("SAME_SLOT_DESK", { field: "window" });
      const settings = await deps.settings.get();
      places.checkBookable(staffRules(settings), to);
      const outcome = await places.moveToSlot(booking, to, settings, actorOf(staff));
      if (outcome === "full") throw await places.slotTaken(settings, to, booking.collectionType);
      if (outcome === "changed") throw changedMeanwhile();
      return detailOf(await requireById(id));
    },
  };
}
