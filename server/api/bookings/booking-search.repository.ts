import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { type BookingStatus, ERASED_MOBILE } from "../../../domain/booking-rules.ts";
import { NAME_KEY_PREFIX, storedNameKey } from "../../../domain/name-match.ts";
import { type BookingRecord, withPeople } from "./bookings.repository.ts";

// The desk's list and day: filters, the search by name, mobile or reference, and the name keys it matches.
type Db = Kysely<Database> | Transaction<Database>;

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
