import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { SlotRef } from "../../../domain/booking.ts";
import { OPEN_STATUSES } from "../../../domain/booking-rules.ts";
import { nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Who a window's places are for: home collections and lab visits each have their own. */
export type PlaceKind = "home" | "lab";
export type Places = { capacity: number; booked: number };
export type SlotUse = Record<PlaceKind, Places>;

/** The columns that count each kind's places (migration 2026-11-24T0100-lab-visit-capacity). */
const COLUMNS = {
  home: { capacity: "capacity", booked: "booked" },
  lab: { capacity: "lab_capacity", booked: "lab_booked" },
} as const;

/**
 * Takes one place of `kind` in a slot, making its row first (with the capacities of the
 * settings at that moment) when it has none. The conditional update is one statement, so on
 * either database two bookings can never both take the last place: false when the slot has
 * no place of that kind left.
 */
export async function takePlace(
  db: Db,
  slot: SlotRef,
  kind: PlaceKind,
  capacities: Record<PlaceKind, number>,
): Promise<boolean> {
  await db
    .insertInto("slots")
    .values({
      slot_date: slot.date,
      slot_window: slot.window,
      capacity: capacities.home,
      booked: 0,
      lab_capacity: capacities.lab,
      lab_booked: 0,
    })
    .onConflict((oc) => oc.columns(["slot_date", "slot_window"]).doNothing())
    .execute();
  const { capacity, booked } = COLUMNS[kind];
  const result = await db
    .updateTable("slots")
    .set((eb) => ({ [booked]: eb(booked, "+", 1) }))
    .where("slot_date", "=", slot.date)
    .where("slot_window", "=", slot.window)
    .whereRef(booked, "<", capacity)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives a place of `kind` back to the pool. */
export async function freePlace(db: Db, slot: SlotRef, kind: PlaceKind): Promise<void> {
  const { booked } = COLUMNS[kind];
  await db
    .updateTable("slots")
    .set((eb) => ({ [booked]: eb(booked, "-", 1) }))
    .where("slot_date", "=", slot.date)
    .where("slot_window", "=", slot.window)
    .where(booked, ">", 0)
    .execute();
}

/** Places of each kind per window of these dates, as "date|window" → { home, lab }. */
export async function findSlotUse(db: Db, dates: string[]): Promise<Map<string, SlotUse>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .selectFrom("slots")
    .select(["slot_date", "slot_window", "capacity", "booked", "lab_capacity", "lab_booked"])
    .where("slot_date", "in", dates)
    .execute();
  return new Map(
    rows.map((r) => [
      `${r.slot_date}|${r.slot_window}`,
      {
        home: { capacity: Number(r.capacity), booked: Number(r.booked) },
        lab: { capacity: Number(r.lab_capacity), booked: Number(r.lab_booked) },
      },
    ]),
  );
}

/** Moves an open booking from `from` to `to`; false when it was no longer open in `from`. */
export async function moveOpenBooking(db: Db, id: string, from: SlotRef, to: SlotRef): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ slot_date: to.date, slot_window: to.window, updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "in", [...OPEN_STATUSES])
    .where("slot_date", "=", from.date)
    .where("slot_window", "=", from.window)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
