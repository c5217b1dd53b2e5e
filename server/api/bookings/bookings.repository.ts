import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { BookingChangesTable, BookingPeopleTable, BookingsTable, Database } from "../../../db/schema.ts";
import { type BookingEvent, type BookingLine, type SlotRef, type VisitChangeKind } from "../../../domain/booking.ts";
import { type BookingStatus, ERASED_MOBILE, ERASED_NAME, OPEN_STATUSES } from "../../../domain/booking-rules.ts";
import { LOCALES, type Locale } from "../../../domain/locale.ts";
import { NAME_KEY_PREFIX, storedNameKey } from "../../../domain/name-match.ts";
import { newId, newOrderedId, nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** One person of a visit; amounts in paise. */
export type PersonRecord = {
  id: string;
  /** 1, 2, 3… in the order they were booked. */
  position: number;
  patientName: string;
  age: number;
  gender: string;
  guardianName: string | null;
  guardianConsent: boolean;
  items: BookingLine[];
  subtotalPaise: number;
  mrpPaise: number;
  erasedAt: string | null;
  /** When the desk took them out of the visit; null while they are in it. */
  removedAt: string | null;
};

export type NewPerson = Omit<PersonRecord, "id" | "position" | "erasedAt" | "removedAt">;

/** A change the desk made to a visit's price (booking_changes); amounts in paise. */
export type ChangeRecord = {
  id: string;
  kind: VisitChangeKind;
  personId: string | null;
  lines: BookingLine[];
  amountPaise: number;
  reason: string;
  madeBy: string;
  madeAt: string;
  idempotencyKey: string;
};

/** A booking (a visit) as the service works with it, with its people; amounts in paise. */
export type BookingRecord = {
  id: string;
  reference: string;
  status: BookingStatus;
  /** Everyone the visit serves, by position (at least one). */
  people: PersonRecord[];
  /** People the desk took out of the visit, by position (their lines are in `changes`). */
  removedPeople: PersonRecord[];
  /** The desk's removals and discounts, oldest first. */
  changes: ChangeRecord[];
  mobile: string;
  email: string | null;
  collectionType: "home" | "lab";
  address: string | null;
  landmark: string | null;
  pincode: string | null;
  city: string;
  labAddress: string | null;
  date: string;
  window: string;
  /** The visit's: everyone's lines, one fee, one total. */
  subtotalPaise: number;
  mrpPaise: number;
  feePaise: number;
  discountPaise: number;
  totalPaise: number;
  consentVersion: string;
  consentedAt: string;
  /** The language of the consent notice agreed to. */
  consentLanguage: Locale;
  /** The language the booking was made in: the texts staff send about it are in it. */
  language: Locale;
  offersOptIn: boolean;
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
};

export type NewBooking = Omit<
  BookingRecord,
  "id" | "status" | "createdAt" | "updatedAt" | "people" | "removedPeople" | "changes"
> & {
  manageTokenHash: string;
  people: NewPerson[];
};

function rowToPerson(row: Selectable<BookingPeopleTable>): PersonRecord {
  return {
    id: row.id,
    position: Number(row.position),
    patientName: row.patient_name,
    age: Number(row.patient_age),
    gender: row.patient_gender,
    guardianName: row.guardian_name,
    guardianConsent: Number(row.guardian_consent) === 1,
    items: JSON.parse(row.items_json) as BookingLine[],
    subtotalPaise: Number(row.subtotal_paise),
    mrpPaise: Number(row.mrp_paise),
    erasedAt: row.erased_at,
    removedAt: row.removed_at,
  };
}

function rowToChange(row: Selectable<BookingChangesTable>): ChangeRecord {
  return {
    id: row.id,
    kind: row.kind as VisitChangeKind,
    personId: row.person_id,
    lines: JSON.parse(row.lines_json) as BookingLine[],
    amountPaise: Number(row.amount_paise),
    reason: row.reason,
    madeBy: row.made_by,
    madeAt: row.made_at,
    idempotencyKey: row.idempotency_key,
  };
}

const localeOf = (text: string): Locale => ((LOCALES as readonly string[]).includes(text) ? (text as Locale) : "en");

function rowToBooking(row: Selectable<BookingsTable>, people: PersonRecord[], changes: ChangeRecord[]): BookingRecord {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as BookingStatus,
    people: people.filter((person) => person.removedAt === null),
    removedPeople: people.filter((person) => person.removedAt !== null),
    changes,
    mobile: row.mobile,
    email: row.email,
    collectionType: row.collection_type as "home" | "lab",
    address: row.address,
    landmark: row.landmark,
    pincode: row.pincode,
    city: row.city,
    labAddress: row.lab_address,
    date: row.slot_date,
    window: row.slot_window,
    subtotalPaise: Number(row.subtotal_paise),
    mrpPaise: Number(row.mrp_paise),
    feePaise: Number(row.fee_paise),
    discountPaise: Number(row.discount_paise),
    totalPaise: Number(row.total_paise),
    consentVersion: row.consent_version,
    consentedAt: row.consented_at,
    consentLanguage: localeOf(row.consent_language),
    language: localeOf(row.language),
    offersOptIn: Number(row.offers_opt_in) === 1,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

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

export async function insertBooking(db: Db, booking: NewBooking): Promise<BookingRecord> {
  const now = nowIso();
  const row = {
    id: newId(16),
    reference: booking.reference,
    manage_token_hash: booking.manageTokenHash,
    status: "new",
    mobile: booking.mobile,
    email: booking.email,
    collection_type: booking.collectionType,
    address: booking.address,
    landmark: booking.landmark,
    pincode: booking.pincode,
    city: booking.city,
    lab_address: booking.labAddress,
    slot_date: booking.date,
    slot_window: booking.window,
    subtotal_paise: booking.subtotalPaise,
    mrp_paise: booking.mrpPaise,
    fee_paise: booking.feePaise,
    discount_paise: booking.discountPaise,
    total_paise: booking.totalPaise,
    consent_version: booking.consentVersion,
    consented_at: booking.consentedAt,
    consent_language: booking.consentLanguage,
    language: booking.language,
    offers_opt_in: booking.offersOptIn ? 1 : 0,
    idempotency_key: booking.idempotencyKey,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("bookings").values(row).execute();
  const people = booking.people.map((person, i) => ({
    id: newId(16),
    booking_id: row.id,
    position: i + 1,
    patient_name: person.patientName,
    patient_age: person.age,
    patient_gender: person.gender,
    guardian_name: person.guardianName,
    guardian_consent: person.guardianConsent ? 1 : 0,
    items_json: JSON.stringify(person.items),
    subtotal_paise: person.subtotalPaise,
    mrp_paise: person.mrpPaise,
    erased_at: null,
    name_key: storedNameKey(person.patientName),
    removed_at: null,
  }));
  await db.insertInto("booking_people").values(people).execute();
  return rowToBooking(row, people.map(rowToPerson), []);
}

/** The people of these bookings, each booking's by position. */
async function findPeopleOf(db: Db, bookingIds: string[]): Promise<Map<string, PersonRecord[]>> {
  const byBooking = new Map<string, PersonRecord[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom("booking_people")
    .selectAll()
    .where("booking_id", "in", bookingIds)
    .orderBy("booking_id")
    .orderBy("position")
    .execute();
  for (const row of rows) byBooking.get(row.booking_id)?.push(rowToPerson(row));
  return byBooking;
}

/** The desk's changes of these bookings, each booking's oldest first. */
async function findChangesOf(db: Db, bookingIds: string[]): Promise<Map<string, ChangeRecord[]>> {
  const byBooking = new Map<string, ChangeRecord[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom("booking_changes")
    .selectAll()
    .where("booking_id", "in", bookingIds)
    .orderBy("made_at")
    .orderBy("id")
    .execute();
  for (const row of rows) byBooking.get(row.booking_id)?.push(rowToChange(row));
  return byBooking;
}

/** Booking rows made into bookings with their people and changes (one query for each). */
async function withPeople(db: Db, rows: Selectable<BookingsTable>[]): Promise<BookingRecord[]> {
  const ids = rows.map((row) => row.id);
  const [people, changes] = [await findPeopleOf(db, ids), await findChangesOf(db, ids)];
  return rows.map((row) => rowToBooking(row, people.get(row.id) ?? [], changes.get(row.id) ?? []));
}

async function oneWithPeople(db: Db, row: Selectable<BookingsTable> | undefined): Promise<BookingRecord | null> {
  return row ? (await withPeople(db, [row]))[0] : null;
}

export async function findBookingByIdempotencyKey(db: Db, key: string): Promise<BookingRecord | null> {
  const row = await db.selectFrom("bookings").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  return oneWithPeople(db, row);
}

export async function findBookingByTokenHash(db: Db, hash: string): Promise<BookingRecord | null> {
  const row = await db.selectFrom("bookings").selectAll().where("manage_token_hash", "=", hash).executeTakeFirst();
  return oneWithPeople(db, row);
}

/**
 * The booking behind a link made by 'Manage a booking', while the link runs (`expires_at` after
 * `at`); never an erased booking's, though erasure deletes its links anyway.
 */
export async function findBookingByFoundLinkHash(db: Db, hash: string, at: string): Promise<BookingRecord | null> {
  const row = await db
    .selectFrom("booking_found_links")
    .innerJoin("bookings", "bookings.id", "booking_found_links.booking_id")
    .selectAll("bookings")
    .where("booking_found_links.token_hash", "=", hash)
    .where("booking_found_links.expires_at", ">", at)
    .where("bookings.mobile", "!=", ERASED_MOBILE)
    .executeTakeFirst();
  return oneWithPeople(db, row);
}

/** A second manage link to a booking (only its token's hash), made when the patient found it again. */
export async function insertFoundLink(
  db: Db,
  link: { bookingId: string; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("booking_found_links")
    .values({
      id: newId(16),
      booking_id: link.bookingId,
      token_hash: link.tokenHash,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** Deletes a booking's found links but the newest `keep` (by when they were made). */
export async function deleteFoundLinksBeyond(db: Db, bookingId: string, keep: number): Promise<void> {
  const older = await db
    .selectFrom("booking_found_links")
    .select("id")
    .where("booking_id", "=", bookingId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(keep)
    .limit(1000)
    .execute();
  if (older.length > 0)
    await db
      .deleteFrom("booking_found_links")
      .where(
        "id",
        "in",
        older.map((row) => row.id),
      )
      .execute();
}

/** A booking's found links that would stop before `expiresAt` run until then (the visit moved later). */
export async function extendFoundLinks(db: Db, bookingId: string, expiresAt: string): Promise<void> {
  await db
    .updateTable("booking_found_links")
    .set({ expires_at: expiresAt })
    .where("booking_id", "=", bookingId)
    .where("expires_at", "<", expiresAt)
    .execute();
}

/** Every found link of a booking (its erasure). */
export async function deleteFoundLinksOf(db: Db, bookingId: string): Promise<void> {
  await db.deleteFrom("booking_found_links").where("booking_id", "=", bookingId).execute();
}

/** Found links that stopped working before `at` (the hourly housekeeping); how many went. */
export async function deleteFoundLinksExpiredBefore(db: Db, at: string): Promise<number> {
  const result = await db.deleteFrom("booking_found_links").where("expires_at", "<=", at).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findBookingByReference(db: Db, reference: string): Promise<BookingRecord | null> {
  const row = await db.selectFrom("bookings").selectAll().where("reference", "=", reference).executeTakeFirst();
  return oneWithPeople(db, row);
}

export async function isReferenceTaken(db: Db, reference: string): Promise<boolean> {
  return (
    (await db.selectFrom("bookings").select("id").where("reference", "=", reference).executeTakeFirst()) !== undefined
  );
}

/** Whether a booking recorded agreeing to this version of the consent notice (a new version must not reuse one). */
export async function isConsentVersionRecorded(db: Db, version: string): Promise<boolean> {
  return (
    (await db.selectFrom("bookings").select("id").where("consent_version", "=", version).executeTakeFirst()) !==
    undefined
  );
}

/** Bookings of this mobile that still hold a place on or after `fromDate`. */
export async function countOpenBookings(db: Db, mobile: string, fromDate: string): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("open"))
    .where("mobile", "=", mobile)
    .where("status", "in", [...OPEN_STATUSES])
    .where("slot_date", ">=", fromDate)
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/**
 * Cancels an open booking still in `slot`; false when it was no longer open there (a cancel
 * or a move got there first), so the caller never frees a place the booking no longer holds.
 */
export async function cancelOpenBooking(db: Db, id: string, slot: SlotRef): Promise<boolean> {
  return updateBookingStatus(db, id, { from: OPEN_STATUSES, slot }, "cancelled");
}

/**
 * Holds a booking that is not cancelled until the transaction ends: one conditional write to its
 * row, which a cancellation (a write to the same row) must wait for. False when it is cancelled
 * already, so a payment taken as the patient cancels cannot land on a cancelled visit.
 */
export async function holdUncancelledBooking(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", id)
    .where("status", "!=", "cancelled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sets the status of a booking that is still in one of `from` (and still in `slot`, when
 * given); false when it was not, because another change got there first. One conditional
 * statement, so two changes racing each other cannot both apply (a place is freed once).
 */
export async function updateBookingStatus(
  db: Db,
  id: string,
  { from, slot }: { from: readonly BookingStatus[]; slot?: SlotRef },
  to: BookingStatus,
): Promise<boolean> {
  let update = db
    .updateTable("bookings")
    .set({ status: to, updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "in", [...from]);
  if (slot) update = update.where("slot_date", "=", slot.date).where("slot_window", "=", slot.window);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows === 1n;
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

/** The change a desk form's key made, with the booking it changed; null when the key is new. */
export async function findChangeByIdempotencyKey(
  db: Db,
  key: string,
): Promise<{ bookingId: string; change: ChangeRecord } | null> {
  const row = await db.selectFrom("booking_changes").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  return row ? { bookingId: row.booking_id, change: rowToChange(row) } : null;
}

/**
 * Writes a change of a visit's price and the visit's new sums: each remaining person's lines
 * and sums, the person it removed (when it did), and the visit's. Called inside the change's
 * transaction, under the booking's lock, with the sums of the one pricer.
 */
export async function applyVisitChange(
  db: Db,
  bookingId: string,
  change: Omit<ChangeRecord, "id">,
  sums: {
    people: { id: string; items: BookingLine[]; subtotalPaise: number; mrpPaise: number }[];
    removedPersonId: string | null;
    visit: { subtotalPaise: number; mrpPaise: number; feePaise: number; discountPaise: number; totalPaise: number };
  },
): Promise<ChangeRecord> {
  const id = newOrderedId();
  await db
    .insertInto("booking_changes")
    .values({
      id,
      booking_id: bookingId,
      kind: change.kind,
      person_id: change.personId,
      lines_json: JSON.stringify(change.lines),
      amount_paise: change.amountPaise,
      reason: change.reason,
      made_by: change.madeBy,
      made_at: change.madeAt,
      idempotency_key: change.idempotencyKey,
    })
    .execute();
  for (const person of sums.people) {
    await db
      .updateTable("booking_people")
      .set({
        items_json: JSON.stringify(person.items),
        subtotal_paise: person.subtotalPaise,
        mrp_paise: person.mrpPaise,
      })
      .where("id", "=", person.id)
      .where("booking_id", "=", bookingId)
      .execute();
  }
  if (sums.removedPersonId)
    await db
      .updateTable("booking_people")
      .set({ removed_at: change.madeAt })
      .where("id", "=", sums.removedPersonId)
      .where("booking_id", "=", bookingId)
      .execute();
  const { visit } = sums;
  await db
    .updateTable("bookings")
    .set({
      subtotal_paise: visit.subtotalPaise,
      mrp_paise: visit.mrpPaise,
      fee_paise: visit.feePaise,
      discount_paise: visit.discountPaise,
      total_paise: visit.totalPaise,
      updated_at: change.madeAt,
    })
    .where("id", "=", bookingId)
    .execute();
  return { id, ...change };
}

export async function insertBookingEvent(
  db: Db,
  event: {
    bookingId: string;
    actor: "patient" | "link" | `admin:${string}`;
    what: string;
    details?: BookingEvent["details"];
  },
): Promise<void> {
  await db
    .insertInto("booking_events")
    .values({
      // Ordered, so a booking's history lists events made within one millisecond in the order they happened.
      id: newOrderedId(),
      booking_id: event.bookingId,
      at: nowIso(),
      actor: event.actor,
      what: event.what,
      details_json: event.details ? JSON.stringify(event.details) : null,
    })
    .execute();
}

export async function findBookingById(db: Db, id: string): Promise<BookingRecord | null> {
  const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
  return oneWithPeople(db, row);
}

/** What staff filter the list by; `search` holds the forms the typed query may take. */
export type BookingFilters = {
  status?: BookingStatus;
  from?: string;
  to?: string;
  city?: string;
  collectionType?: "home" | "lab";
  search?: {
    /** Lower-cased, matched anywhere in the name of any person of the visit. */
    name: string;
    /**
     * The query's word skeletons (domain/name-match.ts querySkeletons): a person matches when
     * each starts a word of their name's key, whatever script either was typed in.
     */
    nameWords: string[];
    /** Digits matched anywhere in the stored ten-digit mobile. */
    mobileDigits: string | null;
    /** Upper-cased, matched anywhere in the reference. */
    reference: string | null;
  };
};

/** `%text%` for LIKE, with the wildcards the text itself holds taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filters: BookingFilters) {
  let query = db.selectFrom("bookings");
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.from) query = query.where("slot_date", ">=", filters.from);
  if (filters.to) query = query.where("slot_date", "<=", filters.to);
  if (filters.city) query = query.where("city", "=", filters.city);
  if (filters.collectionType) query = query.where("collection_type", "=", filters.collectionType);
  const search = filters.search;
  if (search) {
    // LIKE ignores case on SQLite but not on PostgreSQL: both sides are lower-cased. The
    // escape character is named because SQLite has none by default.
    query = query.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("booking_people")
            .select("booking_people.id")
            .whereRef("booking_people.booking_id", "=", "bookings.id")
            .where((person) =>
              person.or([
                sql<boolean>`lower(booking_people.patient_name) like ${containing(search.name)} escape '\\'`,
                // A skeleton holds only a–z, so it needs no escaping; " w" is a word's start in the key.
                ...(search.nameWords.length > 0
                  ? [
                      person.and(
                        search.nameWords.map((word) => person("booking_people.name_key", "like", `% ${word}%`)),
                      ),
                    ]
                  : []),
              ]),
            ),
        ),
        ...(search.mobileDigits
          ? [eb.and([eb("mobile", "like", containing(search.mobileDigits)), eb("mobile", "!=", ERASED_MOBILE)])]
          : []),
        ...(search.reference ? [sql<boolean>`reference like ${containing(search.reference)} escape '\\'`] : []),
      ]),
    );
  }
  return query;
}

/** How many people's keys fillNameKeys reads and writes at a time. */
const NAME_KEY_BATCH = 500;

/**
 * Gives every person not erased a name key of the rules' current version: those the migration
 * left empty, and those an earlier version made (docs/decisions/2026-11-25-names-across-scripts.md).
 * Run as the site starts; answers how many keys were made. A name written meanwhile comes
 * with its key, and an erasure meanwhile is never undone (the update skips erased people).
 */
export async function fillNameKeys(db: Kysely<Database>): Promise<number> {
  let made = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("booking_people")
      .select(["id", "patient_name"])
      .where("id", ">", after)
      .where("erased_at", "is", null)
      .where((eb) => eb.or([eb("name_key", "is", null), eb("name_key", "not like", `${NAME_KEY_PREFIX}%`)]))
      .orderBy("id")
      .limit(NAME_KEY_BATCH)
      .execute();
    if (rows.length === 0) return made;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx
          .updateTable("booking_people")
          .set({ name_key: storedNameKey(row.patient_name) })
          .where("id", "=", row.id)
          .where("erased_at", "is", null)
          .execute();
      }
    });
    made += rows.length;
    after = rows[rows.length - 1].id;
  }
}

/** One page of the bookings that pass the filters, by slot, and how many pass in all. */
export async function findBookingsForAdmin(
  db: Db,
  filters: BookingFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ bookings: BookingRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filters)
      .selectAll()
      .orderBy("slot_date")
      .orderBy("slot_window")
      .orderBy("created_at")
      .orderBy("id")
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { bookings: await withPeople(db, rows), total: Number(count.total) };
}

/** Every booking of a date, cancelled ones too, by window and then by when it was made. */
export async function findBookingsOnDate(db: Db, date: string): Promise<BookingRecord[]> {
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("slot_date", "=", date)
    .orderBy("slot_window")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return withPeople(db, rows);
}

/** How many bookings of a date are in each status. */
export async function countStatusesOnDate(db: Db, date: string): Promise<Map<BookingStatus, number>> {
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("slot_date", "=", date)
    .groupBy("status")
    .execute();
  return new Map(rows.map((r) => [r.status as BookingStatus, Number(r.count)]));
}

/** How many times a booking has been moved to another slot (by the patient or the desk). */
export async function countBookingMoves(db: Db, bookingId: string): Promise<number> {
  const row = await db
    .selectFrom("booking_events")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("booking_id", "=", bookingId)
    .where("what", "=", "moved")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A booking's history, newest first. */
export async function findBookingEvents(db: Db, bookingId: string): Promise<BookingEvent[]> {
  const rows = await db
    .selectFrom("booking_events")
    .select(["at", "actor", "what", "details_json"])
    .where("booking_id", "=", bookingId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    at: r.at,
    actor: r.actor,
    what: r.what,
    details: r.details_json ? (JSON.parse(r.details_json) as BookingEvent["details"]) : null,
  }));
}

/** The details of a history line that staff write as they like: the rest are statuses, slots, amounts and modes. */
const FREE_TEXT_DETAILS = ["reason", "paymentReference"] as const;

/**
 * At an erasure: each free text of the booking's history (a reason, a payment's reference)
 * that `isPersonal` finds naming the erased is replaced by `marker`; the rest of each line
 * stays. How many texts were replaced.
 */
export async function replacePersonalEventTexts(
  db: Db,
  bookingId: string,
  isPersonal: (text: string) => boolean,
  marker: string,
): Promise<number> {
  const rows = await db
    .selectFrom("booking_events")
    .select(["id", "details_json"])
    .where("booking_id", "=", bookingId)
    .where("details_json", "is not", null)
    .execute();
  let replaced = 0;
  for (const row of rows) {
    const details = JSON.parse(row.details_json as string) as Record<string, unknown>;
    const personal = FREE_TEXT_DETAILS.filter((key) => typeof details[key] === "string" && isPersonal(details[key]));
    if (personal.length === 0) continue;
    for (const key of personal) details[key] = marker;
    await db
      .updateTable("booking_events")
      .set({ details_json: JSON.stringify(details) })
      .where("id", "=", row.id)
      .execute();
    replaced += personal.length;
  }
  return replaced;
}

/**
 * At an erasure: each reason of the desk's changes to the visit (booking_changes) that
 * `isPersonal` finds naming the erased is replaced by `marker`. How many were.
 */
export async function replacePersonalChangeReasons(
  db: Db,
  bookingId: string,
  isPersonal: (text: string) => boolean,
  marker: string,
): Promise<number> {
  const rows = await db
    .selectFrom("booking_changes")
    .select(["id", "reason"])
    .where("booking_id", "=", bookingId)
    .execute();
  const personal = rows.filter((row) => isPersonal(row.reason));
  for (const row of personal)
    await db.updateTable("booking_changes").set({ reason: marker }).where("id", "=", row.id).execute();
  return personal.length;
}

/**
 * Anonymises a booking (DPDP erasure): every person's name and guardian, and the visit's
 * contact details and address go; what the accounts need stays (items, amounts, dates, city,
 * status, the consent record). Age and gender stay too: without a name, number or address
 * they point at nobody, and the lab's yearly figures (tests by age and sex) still add up. The
 * manage link stops working: no token hashes to the value put in its place; the links 'Manage
 * a booking' made are deleted. False when it was already erased.
 */
export async function eraseBookingPersonalData(db: Db, id: string): Promise<boolean> {
  const now = nowIso();
  await deleteFoundLinksOf(db, id);
  await erasePeople(db, id, null, now);
  const result = await db
    .updateTable("bookings")
    .set({
      mobile: ERASED_MOBILE,
      email: null,
      address: null,
      landmark: null,
      pincode: null,
      // A withdrawn consent to offers goes with the rest.
      offers_opt_in: 0,
      manage_token_hash: `erased:${id}`,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("mobile", "!=", ERASED_MOBILE)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Erases people of a booking not erased yet (all of them, or one by id); how many were. */
async function erasePeople(db: Db, bookingId: string, personId: string | null, at: string): Promise<number> {
  let update = db
    .updateTable("booking_people")
    .set({ patient_name: ERASED_NAME, guardian_name: null, erased_at: at, name_key: null })
    .where("booking_id", "=", bookingId)
    .where("erased_at", "is", null);
  if (personId) update = update.where("id", "=", personId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Erases one person of a visit (their name and guardian; their lines and sums stay for the
 * accounts, as a booking's do): the others keep theirs. False when they were already erased.
 */
export async function erasePersonPersonalData(db: Db, bookingId: string, personId: string): Promise<boolean> {
  return (await erasePeople(db, bookingId, personId, nowIso())) === 1;
}
