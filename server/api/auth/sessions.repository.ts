import type { Kysely, Transaction } from "kysely";
import type { Database, PendingSignInsTable, SessionsTable } from "../../../db/schema.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { STAFF_COLUMNS, staffOfRow } from "./users.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A session with the staff member it belongs to, as they are now (a role changed meanwhile counts). */
export type SessionWithUser = SessionsTable & {
  staff: Staff;
  disabledAt: string | null;
  /** What decides their standing with two-step sign-in (domain/second-factor.ts). */
  account: { createdAt: string; secondFactorDueAt: string | null; isSecondFactorOn: boolean };
};

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto("sessions").values(session).execute();
}

export async function findSession(db: Db, id: string): Promise<SessionWithUser | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .leftJoin("staff_second_factors", "staff_second_factors.user_id", "sessions.user_id")
    .selectAll("sessions")
    .select(STAFF_COLUMNS)
    .select([
      "admin_users.created_at as account_created_at",
      "admin_users.second_factor_due_at",
      "staff_second_factors.confirmed_at as second_factor_confirmed_at",
    ])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const { account_created_at, second_factor_due_at, second_factor_confirmed_at, ...session } = row;
  return {
    ...session,
    staff: staffOfRow(row),
    disabledAt: row.disabled_at,
    account: {
      createdAt: account_created_at,
      secondFactorDueAt: second_factor_due_at,
      isSecondFactorOn: second_factor_confirmed_at !== null,
    },
  };
}

export async function touchSession(db: Db, id: string, lastSeenAt: string, idleExpiresAt: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: lastSeenAt, idle_expires_at: idleExpiresAt })
    .where("id", "=", id)
    .execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

export async function deleteSessionsOfUser(db: Db, who: { username: string } | { userId: string }): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where(
      "user_id",
      "in",
      "userId" in who
        ? db.selectFrom("admin_users").select("id").where("id", "=", who.userId)
        : db.selectFrom("admin_users").select("id").where("username", "=", who.username),
    )
    .execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("idle_expires_at", "<=", now), eb("absolute_expires_at", "<=", now)]))
    .execute();
}

/** Ends every session of the account but the one in use (after changing one's own password). */
export async function deleteOtherSessionsOfUser(db: Db, userId: string, keepId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", keepId).execute();
}

/** A pending sign-in (the second step's), by its token's HMAC. */
export async function insertPendingSignIn(db: Db, row: PendingSignInsTable): Promise<void> {
  await db.insertInto("pending_sign_ins").values(row).execute();
}

/** The account and remember-me choice of a pending sign-in still waiting for its code at `now`, or null. */
export async function findPendingSignIn(
  db: Db,
  id: string,
  now: string,
): Promise<{ userId: string; isRemembered: boolean; username: string } | null> {
  const row = await db
    .selectFrom("pending_sign_ins")
    .innerJoin("admin_users", "admin_users.id", "pending_sign_ins.user_id")
    .select(["pending_sign_ins.user_id", "pending_sign_ins.is_remembered", "admin_users.username"])
    .where("pending_sign_ins.id", "=", id)
    .where("pending_sign_ins.expires_at", ">", now)
    .executeTakeFirst();
  return row ? { userId: row.user_id, isRemembered: row.is_remembered === 1, username: row.username } : null;
}

/**
 * Uses a pending sign-in up: true for the one caller whose delete took it, however many finish
 * at once, so one pending sign-in starts at most one session.
 */
export async function takePendingSignIn(db: Db, id: string, now: string): Promise<boolean> {
  const removed = await db
    .deleteFrom("pending_sign_ins")
    .where("id", "=", id)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

export async function deleteExpiredPendingSignIns(db: Db, now: string): Promise<void> {
  await db.deleteFrom("pending_sign_ins").where("expires_at", "<=", now).execute();
}
