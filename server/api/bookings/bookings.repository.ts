import { type Kysely, type Selectable, type Transaction } from "kysely";
import type { BookingChangesTable, BookingPeopleTable, BookingsTable, Database } from "../../../db/schema.ts";
import {
  type BookingLine,
  type BookingLineInRupees,
  lineInRupees,
  type VisitChangeKind,
} from "../../../domain/booking.ts";
import { type BookingStatus, ERASED_MOBILE, OPEN_STATUSES } from "../../../domain/booking-rules.ts";
import { LOCALES, type Locale } from "../../../domain/locale.ts";
import { storedNameKey } from "../../../domain/name-match.ts";
import { toPaise } from "../../../domain/pricing.ts";
import { newId, nowIso } from "../../lib/ids.ts";

// A booking's records and its own row. The queries for each audience build on them in the
// folder's other repositories: places (slot-places), status changes (booking-status), the
// found manage links (found-links), the desk's list and name keys (booking-search), the
// history (booking-events), the desk's changes to a visit (visit-changes) and erasure
// (data-rights).
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
  /** Agreed to updates about this booking on WhatsApp/SMS; with the wording's version (null when not). */
  updatesOptIn: boolean;
  updatesConsentVersion: string | null;
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

/**
 * A person's lines (items_json) and a change's (lines_json) are stored as they always were, in
 * rupees ({ price, mrp }), and carried in paise from here on: read and written only through
 * these two.
 */
export const linesOfJson = (json: string): BookingLine[] =>
  (JSON.parse(json) as BookingLineInRupees[]).map(({ price, mrp, ...line }) => ({
    ...line,
    pricePaise: toPaise(price),
    mrpPaise: toPaise(mrp),
  }));
export const linesToJson = (lines: readonly BookingLine[]): string => JSON.stringify(lines.map(lineInRupees));

function rowToPerson(row: Selectable<BookingPeopleTable>): PersonRecord {
  return {
    id: row.id,
    position: Number(row.position),
    patientName: row.patient_name,
    age: Number(row.patient_age),
    gender: row.patient_gender,
    guardianName: row.guardian_name,
    guardianConsent: Number(row.guardian_consent) === 1,
    items: linesOfJson(row.items_json),
    subtotalPaise: Number(row.subtotal_paise),
    mrpPaise: Number(row.mrp_paise),
    erasedAt: row.erased_at,
    removedAt: row.removed_at,
  };
}

export function rowToChange(row: Selectable<BookingChangesTable>): ChangeRecord {
  return {
    id: row.id,
    kind: row.kind as VisitChangeKind,
    personId: row.person_id,
    lines: linesOfJson(row.lines_json),
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
    updatesOptIn: Number(row.updates_opt_in) === 1,
    updatesConsentVersion: row.updates_consent_version,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
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
    updates_opt_in: booking.updatesOptIn ? 1 : 0,
    updates_consent_version: booking.updatesConsentVersion,
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
    items_json: linesToJson(person.items),
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
export async function withPeople(db: Db, rows: Selectable<BookingsTable>[]): Promise<BookingRecord[]> {
  const ids = rows.map((row) => row.id);
  const [people, changes] = [await findPeopleOf(db, ids), await findChangesOf(db, ids)];
  return rows.map((row) => rowToBooking(row, people.get(row.id) ?? [], changes.get(row.id) ?? []));
}

export async function oneWithPeople(db: Db, row: Selectable<BookingsTable> | undefined): Promise<BookingRecord | null> {
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

export async function findBookingById(db: Db, id: string): Promise<BookingRecord | null> {
  const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
  return oneWithPeople(db, row);
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
 * The patient withdraws their consent to updates about this booking: one conditional write, true
 * when it was given (the dispatcher then drops what is still queued: findMessageMobiles).
 */
export async function withdrawUpdatesConsent(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ updates_opt_in: 0 })
    .where("id", "=", id)
    .where("updates_opt_in", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The mobile each booking's messages go to (issue 36): null for a booking erased since, or whose
 * patient no longer agrees to updates (a withdrawn consent stops what is still queued).
 */
export async function findMessageMobiles(db: Db, bookingIds: string[]): Promise<Map<string, string | null>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "mobile", "updates_opt_in"])
    .where("id", "in", bookingIds)
    .execute();
  return new Map(
    rows.map((r) => [r.id, r.mobile === ERASED_MOBILE || Number(r.updates_opt_in) !== 1 ? null : r.mobile]),
  );
}

/**
 * What a message about a booking needs of it (issue 36), read in the transaction that causes the
 * message: its reference, language and slot. Null when its patient did not agree to updates, has
 * withdrawn, or the booking was erased: nothing is queued for them.
 */
export async function findMessageTarget(
  db: Db,
  id: string,
): Promise<{ reference: string; language: string; date: string; window: string } | null> {
  const row = await db
    .selectFrom("bookings")
    .select(["reference", "language", "slot_date", "slot_window", "mobile", "updates_opt_in"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.mobile === ERASED_MOBILE || Number(row.updates_opt_in) !== 1) return null;
  return { reference: row.reference, language: row.language, date: row.slot_date, window: row.slot_window };
}
