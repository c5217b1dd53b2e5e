import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Availability, SlotRef } from "../../../domain/booking.ts";
import { slotStartsAt } from "../../../domain/booking-rules.ts";
import { foundLinkExpiry } from "../../../domain/find-booking.ts";
import type { Settings } from "../../../domain/settings.ts";
import { bookableSlots, bookingDates, isBookingDate, type SlotRules, slotWindows } from "../../../domain/slots.ts";
import { type HttpError, refuse } from "../../lib/http-error.ts";
import { lockUntilCommit } from "../../lib/transaction-lock.ts";
import type { OutboxService } from "../messages/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { insertBookingEvent } from "./booking-events.repository.ts";
import type { BookingRecord } from "./bookings.repository.ts";
import { extendFoundLinks } from "./found-links.repository.ts";
import {
  findSlotUse,
  freePlace,
  moveOpenBooking,
  type PlaceKind,
  type Places,
  type SlotUse,
  takePlace,
} from "./slot-places.repository.ts";

/** How many free slots a 409 offers instead. */
const NEAREST_COUNT = 3;

/** Who did something to a booking, as its history records it. */
export type Actor = "patient" | `admin:${string}`;

/**
 * Places per window of each kind, for the rows made from now on: home collections and lab
 * visits are counted apart (docs/decisions/2026-11-24-lab-and-home-capacity.md).
 */
export const capacitiesOf = (settings: Settings): Record<PlaceKind, number> => ({
  home: settings.slotCapacity,
  lab: settings.labSlotCapacity,
});

/** A window's places of one kind: its row's, or the settings' while nobody has booked it. */
export function placesOf(use: SlotUse | undefined, kind: PlaceKind, settings: Settings): Places {
  return use?.[kind] ?? { capacity: capacitiesOf(settings)[kind], booked: 0 };
}

/**
 * Staff book and move inside the patients' booking window, but without the lead time: a
 * receptionist may put a patient into a slot that starts within the hour.
 */
export const staffRules = (settings: Settings): SlotRules => ({ ...settings, minLeadHours: 0 });

export type SlotPlaces = ReturnType<typeof createSlotPlaces>;

/**
 * The slots' places, shared by the patient's booking and the desk: which windows may be
 * booked, how many places each kind has left, and the one transaction that moves a booking.
 */
export function createSlotPlaces(
  db: Kysely<Database>,
  deps: {
    settings: SettingsService;
    outbox: Pick<OutboxService, "notify" | "dropQueued" | "transaction">;
    now: () => Date;
  },
) {
  const { now } = deps;

  /** 400 naming `date` or `window` unless the slot may be booked now under `rules`. */
  function checkBookable(rules: SlotRules, slot: SlotRef) {
    if (!isBookingDate(rules, slot.date, now())) {
      throw refuse("DATE_OUT_OF_RANGE", { field: "date", values: { days: rules.bookingDaysAhead } });
    }
    if (!bookableSlots(rules, slot.date, now()).includes(slot.window)) {
      if (!slotWindows(rules).includes(slot.window)) throw refuse("SLOT_NOT_LISTED", { field: "window" });
      throw rules.minLeadHours > 0
        ? refuse("SLOT_TOO_SOON", { field: "window", values: { hours: rules.minLeadHours } })
        : refuse("SLOT_STARTED", { field: "window" });
    }
  }

  /**
   * Moves an open booking to `to`: the new place is taken and the old one freed in one
   * transaction, and only while the booking is still open in its old slot. The patient's
   * move and the staff's reschedule both go through here.
   */
  async function moveToSlot(
    booking: BookingRecord,
    to: SlotRef,
    settings: Settings,
    actor: Actor,
  ): Promise<"moved" | "full" | "changed"> {
    const SLOT_FULL = new Error("slot full");
    // The outbox's transaction: the "moved" message goes out as the move commits.
    return deps.outbox
      .transaction(async (trx) => {
        // Moves run one at a time: two moves in opposite directions would otherwise each
        // hold the slot row the other needs (a deadlock on PostgreSQL).
        await lockUntilCommit(trx, "booking-moves");
        if (!(await moveOpenBooking(trx, booking.id, booking, to))) return "changed" as const;
        // Thrown to roll the booking's move back; the 409 is made after (SQLite has one connection).
        // A move keeps the booking's kind: a lab visit takes a lab place, a home collection a home one.
        if (!(await takePlace(trx, to, booking.collectionType, capacitiesOf(settings)))) throw SLOT_FULL;
        await freePlace(trx, booking, booking.collectionType);
        // A link made by 'Manage a booking' runs until a week after the visit: the moved one.
        await extendFoundLinks(trx, booking.id, foundLinkExpiry(slotStartsAt(to.date, to.window), now()).toISOString());
        await insertBookingEvent(trx, {
          bookingId: booking.id,
          actor,
          what: "moved",
          details: { from: { date: booking.date, window: booking.window }, to: { date: to.date, window: to.window } },
        });
        // The old day's reminder, if still waiting, is not sent; the new day gets its own (its key names the day).
        await deps.outbox.dropQueued(trx, booking.id, ["reminder"], "The booking moved to another day or time");
        await deps.outbox.notify(trx, booking.id, "booking-moved");
        return "moved" as const;
      })
      .catch((error: unknown) => {
        if (error === SLOT_FULL) return "full" as const;
        throw error;
      });
  }

  /** The slots with a place of `kind` nearest in time to `wanted`, for a patient who just lost it. */
  async function nearestFree(settings: Settings, wanted: SlotRef, kind: PlaceKind): Promise<SlotRef[]> {
    const at = now();
    const dates = bookingDates(settings, at);
    const use = await findSlotUse(db, dates);
    const target = slotStartsAt(wanted.date, wanted.window).getTime();
    const free: (SlotRef & { distance: number })[] = [];
    for (const date of dates) {
      for (const window of bookableSlots(settings, date, at)) {
        if (date === wanted.date && window === wanted.window) continue;
        const places = placesOf(use.get(`${date}|${window}`), kind, settings);
        if (places.booked >= places.capacity) continue;
        free.push({ date, window, distance: Math.abs(slotStartsAt(date, window).getTime() - target) });
      }
    }
    return free
      .sort((a, b) => a.distance - b.distance)
      .slice(0, NEAREST_COUNT)
      .map(({ date, window }) => ({ date, window }));
  }

  async function slotTaken(settings: Settings, wanted: SlotRef, kind: PlaceKind): Promise<HttpError> {
    return refuse("SLOT_TAKEN", { field: "window", extra: { nearest: await nearestFree(settings, wanted, kind) } });
  }

  /** The bookable windows (under `rules`) of each date with the places of `kind` left, read in one query. */
  async function availabilityOf(
    dates: string[],
    kind: PlaceKind,
    known?: Settings,
    rules?: SlotRules,
  ): Promise<Availability[]> {
    const settings = known ?? (await deps.settings.get());
    const use = await findSlotUse(db, dates);
    const at = now();
    return dates.map((date) => ({
      date,
      slots: bookableSlots(rules ?? settings, date, at).map((window) => {
        const places = placesOf(use.get(`${date}|${window}`), kind, settings);
        const placesLeft = Math.max(0, places.capacity - places.booked);
        return { window, placesLeft, isFull: placesLeft === 0 };
      }),
    }));
  }

  return { checkBookable, moveToSlot, slotTaken, availabilityOf };
}
