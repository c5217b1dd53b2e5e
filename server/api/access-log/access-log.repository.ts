import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import {
  type AccessAction,
  type AccessActorKind,
  type AccessCursor,
  type AccessEntry,
  type AccessLogFilter,
  cursorOf,
  type OwnerAccessPage,
  type OwnerAccessRow,
  type StaffInLog,
} from "../../../domain/access-log.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { newOrderedId, nowIso } from "../../lib/ids.ts";

// The access log (access_log): rows are appended, never changed; the database refuses UPDATE and
// DELETE but inside purgeAccessBefore (migration 2026-11-28T0100-access-log).
type Db = Kysely<Database> | Transaction<Database>;

export type AccessWho = { staff: Staff } | { kind: Exclude<AccessActorKind, "staff"> };
export type AccessWhat = {
  action: AccessAction;
  bookingId: string | null;
  personId?: string | null;
  reportId?: string | null;
};

/** Appends one row per item of `what` (a search lists several bookings), all at `at`. */
export async function appendAccess(db: Db, who: AccessWho, what: AccessWhat[], at: string = nowIso()): Promise<void> {
  if (what.length === 0) return;
  const actor =
    "staff" in who
      ? {
          actor_kind: "staff",
          staff_user_id: who.staff.userId,
          staff_username: who.staff.username,
          staff_name: who.staff.displayName,
          staff_role: who.staff.role,
        }
      : { actor_kind: who.kind, staff_user_id: null, staff_username: null, staff_name: null, staff_role: null };
  const rows = what.map((w) => ({
    // Ordered, so accesses made within one millisecond list in the order they happened.
    id: newOrderedId(),
    at,
    ...actor,
    action: w.action,
    booking_id: w.bookingId,
    person_id: w.personId ?? null,
    report_id: w.reportId ?? null,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto("access_log")
      .values(rows.slice(i, i + 200))
      .execute();
}

type Row = Database["access_log"];
const entryOf = (r: Row): AccessEntry => ({
  at: r.at,
  actorKind: r.actor_kind as AccessActorKind,
  staff:
    r.actor_kind === "staff"
      ? { userId: r.staff_user_id, username: r.staff_username ?? "", name: r.staff_name ?? "", role: r.staff_role }
      : null,
  action: r.action as AccessAction,
  bookingId: r.booking_id,
  personId: r.person_id,
  reportId: r.report_id,
});

/** A booking's accesses, newest first; `limit` caps them. */
export async function findAccessOfBooking(
  db: Db,
  bookingId: string,
  {
    staffOnly = false,
    actions,
    limit = 500,
  }: { staffOnly?: boolean; actions?: readonly AccessAction[]; limit?: number } = {},
): Promise<AccessEntry[]> {
  let query = db.selectFrom("access_log").selectAll().where("booking_id", "=", bookingId);
  if (staffOnly) query = query.where("actor_kind", "=", "staff");
  if (actions) query = query.where("action", "in", actions);
  const rows = await query.orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(entryOf);
}

/** Views and downloads per report. */
export async function countAccessOfReports(
  db: Db,
  reportIds: string[],
): Promise<Map<string, { views: number; downloads: number }>> {
  const counts = new Map<string, { views: number; downloads: number }>();
  if (reportIds.length === 0) return counts;
  const rows = await db
    .selectFrom("access_log")
    .select((eb) => ["report_id", "action", eb.fn.countAll<number>().as("times")])
    .where("report_id", "in", reportIds)
    .groupBy(["report_id", "action"])
    .execute();
  for (const row of rows) {
    if (!row.report_id) continue;
    const count = counts.get(row.report_id) ?? { views: 0, downloads: 0 };
    if (row.action === "opened-report") count.views = Number(row.times);
    else if (row.action === "downloaded-report") count.downloads = Number(row.times);
    counts.set(row.report_id, count);
  }
  return counts;
}

/**
 * Removes the rows older than `cutoff`: the one way rows leave the log. The permit row lets the
 * database's trigger allow this transaction's DELETE; it is gone again when the transaction
 * commits, so no other session ever holds it.
 */
export async function purgeAccessBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const permit = newOrderedId();
    await trx.insertInto("access_log_purges").values({ id: permit }).execute();
    const result = await trx.deleteFrom("access_log").where("at", "<", cutoff).executeTakeFirst();
    await trx.deleteFrom("access_log_purges").where("id", "=", permit).execute();
    return Number(result.numDeletedRows);
  });
}

/** The rows a filter keeps (staff username, booking reference, day in India), with the booking's reference and the person's position. */
function filtered(db: Db, filter: AccessLogFilter) {
  let query = db
    .selectFrom("access_log")
    .leftJoin("bookings", "bookings.id", "access_log.booking_id")
    .leftJoin("booking_people", "booking_people.id", "access_log.person_id")
    .selectAll("access_log")
    .select(["bookings.reference", "booking_people.position"]);
  if (filter.staff) query = query.where("access_log.staff_username", "=", filter.staff);
  if (filter.reference) query = query.where("bookings.reference", "=", filter.reference);
  if (filter.day) {
    // The lab's day (India, UTC+05:30) as an interval of UTC instants.
    const start = new Date(`${filter.day}T00:00:00+05:30`).toISOString();
    const end = new Date(new Date(start).getTime() + 24 * 60 * 60 * 1000).toISOString();
    query = query.where("access_log.at", ">=", start).where("access_log.at", "<", end);
  }
  return query;
}

const ownerRowOf = (row: Row & { reference: string | null; position: number | null }): OwnerAccessRow => ({
  ...entryOf(row),
  id: row.id,
  reference: row.reference ?? null,
  personPosition: row.position === null ? null : Number(row.position),
});

/** The owner's CSV: newest first, filtered, capped at `limit`. */
export async function findAccessForOwner(db: Db, filter: AccessLogFilter, limit: number): Promise<OwnerAccessRow[]> {
  const rows = await filtered(db, filter)
    .orderBy("access_log.at", "desc")
    .orderBy("access_log.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(ownerRowOf);
}

/**
 * One page of the owner's log, newest first: the rows before `before` (older), after `after`
 * (newer), or the newest. A page is found from its neighbour's row (time, then id), not by an
 * offset, so rows appended meanwhile neither repeat nor skip a row on the next page.
 */
export async function findAccessPage(
  db: Db,
  { before, after, ...filter }: AccessLogFilter & { before?: AccessCursor; after?: AccessCursor },
  size: number,
): Promise<OwnerAccessPage> {
  // The plain bound on `at` lets both databases read the index on it as a range; the rest places
  // the rows of the cursor's own moment.
  const olderThan = (c: AccessCursor) =>
    filtered(db, filter)
      .where("access_log.at", "<=", c.at)
      .where((eb) =>
        eb.or([
          eb("access_log.at", "<", c.at),
          eb.and([eb("access_log.at", "=", c.at), eb("access_log.id", "<", c.id)]),
        ]),
      );
  const newerThan = (c: AccessCursor) =>
    filtered(db, filter)
      .where("access_log.at", ">=", c.at)
      .where((eb) =>
        eb.or([
          eb("access_log.at", ">", c.at),
          eb.and([eb("access_log.at", "=", c.at), eb("access_log.id", ">", c.id)]),
        ]),
      );
  let rows: OwnerAccessRow[];
  let hasOlder: boolean;
  let hasNewer: boolean;
  if (after) {
    // The oldest `size` rows newer than the cursor, shown newest first.
    const found = await newerThan(after)
      .orderBy("access_log.at", "asc")
      .orderBy("access_log.id", "asc")
      .limit(size + 1)
      .execute();
    hasNewer = found.length > size;
    rows = found.slice(0, size).reverse().map(ownerRowOf);
    hasOlder = (await olderThan(after).select("access_log.id").limit(1).execute()).length > 0;
  } else {
    const found = await (before ? olderThan(before) : filtered(db, filter))
      .orderBy("access_log.at", "desc")
      .orderBy("access_log.id", "desc")
      .limit(size + 1)
      .execute();
    hasOlder = found.length > size;
    rows = found.slice(0, size).map(ownerRowOf);
    hasNewer = before ? (await newerThan(before).select("access_log.id").limit(1).execute()).length > 0 : false;
  }
  // A neighbour exists but this page is empty (its rows were purged meanwhile): the cursor given leads on.
  const last = rows.at(-1) ?? before ?? after;
  const first = rows[0] ?? after ?? before;
  return {
    rows,
    older: hasOlder && last ? cursorOf(last) : null,
    newer: hasNewer && first ? cursorOf(first) : null,
  };
}

/**
 * The staff members the log names, each with the name and role of their newest row, by name. A
 * handful of people over many rows: each username is found by one step along the index on
 * (staff_username, at), rather than by grouping every row.
 */
export async function findStaffInLog(db: Db): Promise<StaffInLog[]> {
  const staff: StaffInLog[] = [];
  for (let after = ""; ;) {
    const next = await db
      .selectFrom("access_log")
      .select("staff_username")
      .where("staff_username", ">", after)
      .orderBy("staff_username")
      .limit(1)
      .executeTakeFirst();
    if (!next?.staff_username) break;
    after = next.staff_username;
    const newest = await db
      .selectFrom("access_log")
      .select(["staff_name", "staff_role"])
      .where("staff_username", "=", after)
      .orderBy("at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    staff.push({ username: after, name: newest.staff_name ?? after, role: newest.staff_role });
  }
  return staff.sort((a, b) => a.name.localeCompare(b.name, "en") || a.username.localeCompare(b.username, "en"));
}
