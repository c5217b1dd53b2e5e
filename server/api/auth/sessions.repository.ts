import type { Kysely, Transaction } from "kysely";
import type { Database, SessionsTable } from "../../../db/schema.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { STAFF_COLUMNS, staffOfRow } from "./users.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A session with the staff member it belongs to, as they are now (a role changed meanwhile counts). */
export type SessionWithUser = SessionsTable & { staff: Staff; disabledAt: string | null };

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto("sessions").values(session).execute();
}

export async function findSession(db: Db, id: string): Promise<SessionWithUser | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .selectAll("sessions")
    .select(STAFF_COLUMNS)
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  return row ? { ...row, staff: staffOfRow(row), disabledAt: row.disabled_at } : null;
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
