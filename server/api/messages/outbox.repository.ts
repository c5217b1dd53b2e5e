import { type Insertable, type Kysely, PostgresAdapter, type Selectable, type Transaction } from "kysely";
import type { Database, OutboxTable } from "../../../db/schema.ts";
import type { MessageState } from "../../../domain/outbox.ts";

type Db = Kysely<Database> | Transaction<Database>;
export type OutboxRow = Selectable<OutboxTable>;

/** Inserts a message; false when one with its idempotency key is there already (the reminder's booking and day). */
export async function insertMessage(db: Db, row: Insertable<OutboxTable>): Promise<boolean> {
  const result = await db
    .insertInto("outbox")
    .values(row)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findById(db: Db, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Drops a booking's messages of these kinds still waiting (not one being sent: its answer decides). */
export async function dropQueuedOfKinds(
  db: Db,
  bookingId: string,
  kinds: readonly string[],
  reason: string,
  now: string,
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ state: "dropped", last_error: reason, updated_at: now })
    .where("booking_id", "=", bookingId)
    .where("kind", "in", kinds)
    .where("state", "=", "queued")
    .execute();
}

/** Drops the queued message of a booking's tap of this kind (the tap was undone within its minute). */
export async function dropQueuedOfTap(db: Db, bookingId: string, kind: string, reason: string, now: string) {
  await db
    .updateTable("outbox")
    .set({ state: "dropped", last_error: reason, updated_at: now })
    .where("booking_id", "=", bookingId)
    .where("kind", "=", kind)
    .where("tap_id", "is not", null)
    .where("state", "=", "queued")
    .execute();
}

/** A failed message the desk sent by hand: once (the first who did it is kept). */
export async function markHandled(db: Db, id: string, by: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ handled_at: now, handled_by: by, updated_at: now })
    .where("id", "=", id)
    .where("state", "=", "failed")
    .where("handled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Claims up to `limit` messages due at `now` for this process until `leaseUntil`: queued ones whose
 * time has come, and ones left `sending` by a process whose lease ran out (killed mid-send). One
 * transaction; on PostgreSQL the rows are locked with SKIP LOCKED, so two processes claiming at
 * once take different rows. SQLite has one writer at a time and one process (the decision record).
 */
export async function claimDue(
  db: Kysely<Database>,
  { now, leaseUntil, limit }: { now: string; leaseUntil: string; limit: number },
): Promise<OutboxRow[]> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "queued"), eb("next_try_at", "<=", now)]),
          eb.and([eb("state", "=", "sending"), eb("lease_until", "<=", now)]),
        ]),
      )
      .orderBy("next_try_at")
      .limit(limit);
    if (isPostgres) due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable("outbox")
      .set((eb) => ({ state: "sending", lease_until: leaseUntil, tries: eb("tries", "+", 1), updated_at: now }))
      .where("id", "in", ids)
      .returningAll()
      .execute();
  });
}

/** The provider took it: its id is kept, so a message that has one is never sent again. */
export async function markSent(db: Db, id: string, providerMessageId: string, now: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      state: "sent",
      provider_message_id: providerMessageId,
      lease_until: null,
      last_error: null,
      updated_at: now,
    })
    .where("id", "=", id)
    .where("state", "=", "sending")
    .execute();
}

/** Back in the queue until `nextTryAt`, with the reason the desk sees meanwhile. */
export async function markRetry(db: Db, id: string, nextTryAt: string, reason: string, now: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ state: "queued", next_try_at: nextTryAt, lease_until: null, last_error: reason, updated_at: now })
    .where("id", "=", id)
    .where("state", "=", "sending")
    .execute();
}

/** Given up (the last try, or a refusal waiting cannot mend) or dropped (nobody to send to). */
export async function markFinal(
  db: Db,
  id: string,
  state: "failed" | "dropped",
  reason: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ state, lease_until: null, last_error: reason, updated_at: now })
    .where("id", "=", id)
    .where("state", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findByProviderId(db: Db, providerMessageId: string): Promise<OutboxRow | undefined> {
  return db.selectFrom("outbox").selectAll().where("provider_message_id", "=", providerMessageId).executeTakeFirst();
}

/** Moves a message from `from` to `to` only if it is still in `from` (a receipt racing another changes nothing twice). */
export async function moveState(
  db: Db,
  id: string,
  from: MessageState,
  to: MessageState,
  lastError: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ state: to, updated_at: now, ...(lastError !== null && { last_error: lastError }) })
    .where("id", "=", id)
    .where("state", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findByBooking(db: Db, bookingId: string): Promise<OutboxRow[]> {
  return db.selectFrom("outbox").selectAll().where("booking_id", "=", bookingId).orderBy("created_at").execute();
}

/**
 * Erasure: the booking's messages not yet sent are dropped, and none keeps its variables (a
 * sent one's manage link or share link is the patient's).
 */
export async function eraseForBooking(db: Db, bookingId: string, now: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ state: "dropped", lease_until: null, last_error: "Erased at the patient's request", updated_at: now })
    .where("booking_id", "=", bookingId)
    .where("state", "in", ["queued", "sending"])
    .execute();
  await db
    .updateTable("outbox")
    .set({ variables_json: "{}", updated_at: now })
    .where("booking_id", "=", bookingId)
    .execute();
}

/**
 * Which of these bookings have a failed message the desk has not sent by hand (the day view marks
 * them): one sent again on the fallback channel is counted by how that try ends, not by itself.
 */
export async function findBookingsWithFailed(db: Db, bookingIds: readonly string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("outbox as o")
    .select("o.booking_id")
    .distinct()
    .where("o.booking_id", "in", bookingIds)
    .where("o.state", "=", "failed")
    .where("o.handled_at", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("outbox as f").select("f.id").whereRef("f.fallback_of", "=", "o.id"))),
    )
    .execute();
  return new Set(rows.map((r) => r.booking_id));
}
