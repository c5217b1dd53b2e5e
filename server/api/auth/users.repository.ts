import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { newId, nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type AdminUser = { id: string; username: string; passwordHash: string };

export async function findUserByUsername(db: Db, username: string): Promise<AdminUser | null> {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "username", "password_hash"])
    .where("username", "=", username)
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username, passwordHash: row.password_hash } : null;
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertUser(db: Db, username: string, passwordHash: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("admin_users")
    .values({ id: newId(12), username, password_hash: passwordHash, created_at: now, updated_at: now })
    .execute();
}

/** Returns false when there is no such user. */
export async function updatePasswordHash(db: Db, username: string, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable("admin_users")
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where("username", "=", username)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
