import type { Kysely, Transaction } from "kysely";
import type { Database, SessionsTable } from "../../../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type SessionWithUser = SessionsTable & { username: string };

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto("sessions").values(session).execute();
}

export async function findSession(db: Db, id: string): Promise<SessionWithUser | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .selectAll("sessions")
    .select("admin_users.username")
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  return row ?? null;
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

export async function deleteSessionsOfUser(db: Db, username: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where("user_id", "in", db.selectFrom("admin_users").select("id").where("username", "=", username))
    .execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("idle_expires_at", "<=", now), eb("absolute_expires_at", "<=", now)]))
    .execute();
}
