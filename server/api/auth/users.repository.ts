import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { NewStaffAccount } from "../../../domain/staff-accounts.ts";
import { isRole, permissionsOf, type Role, type Staff } from "../../../domain/staff-roles.ts";
import { newId, nowIso } from "../../lib/ids.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A staff account as the sign-in sees it: who, what they may do, and whether they still may. */
export type StaffAccount = Staff & { passwordHash: string; disabledAt: string | null };

/** The columns that make a `Staff` (sessions.repository.ts reads them through its join too). */
export const STAFF_COLUMNS = [
  "admin_users.id as user_id",
  "admin_users.username",
  "admin_users.display_name",
  "admin_users.role",
  "admin_users.grants_json",
  "admin_users.disabled_at",
] as const;

type StaffRow = {
  user_id: string;
  username: string;
  display_name: string;
  role: string;
  grants_json: string;
};

/**
 * The staff member a row stands for. A role this version does not know (written by a newer
 * one, then rolled back) grants nothing rather than everything.
 */
export function staffOfRow(row: StaffRow): Staff {
  const role: Role = isRole(row.role) ? row.role : "content";
  const known = role === row.role;
  const grants: unknown = JSON.parse(row.grants_json);
  return {
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name || row.username,
    role,
    permissions: known ? permissionsOf(role, Array.isArray(grants) ? grants.map(String) : []) : [],
  };
}

export async function findUserByUsername(db: Db, username: string): Promise<StaffAccount | null> {
  const row = await db
    .selectFrom("admin_users")
    .select([...STAFF_COLUMNS, "password_hash"])
    .where("username", "=", username)
    .executeTakeFirst();
  return row ? { ...staffOfRow(row), passwordHash: row.password_hash, disabledAt: row.disabled_at } : null;
}

/** The display names and roles of the accounts with these usernames (those that exist). */
export async function findStaffByUsernames(db: Db, usernames: readonly string[]): Promise<Staff[]> {
  if (usernames.length === 0) return [];
  const rows = await db.selectFrom("admin_users").select(STAFF_COLUMNS).where("username", "in", usernames).execute();
  return rows.map(staffOfRow);
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertUser(db: Db, account: NewStaffAccount, passwordHash: string): Promise<string> {
  const now = nowIso();
  const id = newId(12);
  await db
    .insertInto("admin_users")
    .values({
      id,
      username: account.username,
      display_name: account.displayName,
      role: account.role,
      grants_json: JSON.stringify(account.grants),
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A staff account as the owner's page lists it: who, what they may do, and their sessions. */
export type StaffAccountRow = Staff & {
  grants: string[];
  isSecondFactorOn: boolean;
  disabledAt: string | null;
  createdAt: string;
  sessionCount: number;
  lastSeenAt: string | null;
};

export async function listUsers(db: Db, { id }: { id?: string } = {}): Promise<StaffAccountRow[]> {
  let query = db
    .selectFrom("admin_users")
    .leftJoin("sessions", "sessions.user_id", "admin_users.id")
    .leftJoin("staff_second_factors", "staff_second_factors.user_id", "admin_users.id")
    .select([...STAFF_COLUMNS, "admin_users.created_at", "staff_second_factors.confirmed_at"])
    .select((eb) => [
      eb.fn.count<number>("sessions.id").as("session_count"),
      eb.fn.max("sessions.last_seen_at").as("last_seen_at"),
    ])
    .groupBy([
      "admin_users.id",
      "admin_users.username",
      "admin_users.display_name",
      "admin_users.role",
      "admin_users.grants_json",
      "admin_users.disabled_at",
      "admin_users.created_at",
      "staff_second_factors.confirmed_at",
    ])
    .orderBy("admin_users.display_name");
  if (id) query = query.where("admin_users.id", "=", id);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...staffOfRow(row),
    grants: JSON.parse(row.grants_json) as string[],
    disabledAt: row.disabled_at,
    isSecondFactorOn: row.confirmed_at !== null,
    createdAt: row.created_at,
    sessionCount: Number(row.session_count),
    lastSeenAt: row.last_seen_at ?? null,
  }));
}

/** Changes what the owner may change of an account; false when there is no such account. */
export async function updateUser(
  db: Db,
  id: string,
  change: {
    displayName?: string;
    role?: Role;
    grants?: readonly string[];
    disabledAt?: string | null;
    secondFactorDueAt?: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("admin_users")
    .set({
      ...(change.displayName === undefined ? {} : { display_name: change.displayName }),
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.grants === undefined ? {} : { grants_json: JSON.stringify(change.grants) }),
      ...(change.disabledAt === undefined ? {} : { disabled_at: change.disabledAt }),
      ...(change.secondFactorDueAt === undefined ? {} : { second_factor_due_at: change.secondFactorDueAt }),
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many accounts may still sign in as owners (the last one may not be lowered or disabled). */
export async function countEnabledOwners(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "owner")
    .where("disabled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Returns false when there is no such user. */
export async function updatePasswordHash(
  db: Db,
  who: { username: string } | { id: string },
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable("admin_users")
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where((eb) => ("id" in who ? eb("id", "=", who.id) : eb("username", "=", who.username)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A one-time password link's row, by the hash of its token. */
export async function insertPasswordReset(
  db: Db,
  reset: { tokenHash: string; userId: string; createdBy: string; expiresAt: string },
): Promise<void> {
  // A new link replaces the account's earlier ones: one live link at a time.
  await db
    .deleteFrom("staff_password_resets")
    .where("user_id", "=", reset.userId)
    .where("used_at", "is", null)
    .execute();
  await db
    .insertInto("staff_password_resets")
    .values({
      id: reset.tokenHash,
      user_id: reset.userId,
      created_by: reset.createdBy,
      created_at: nowIso(),
      expires_at: reset.expiresAt,
    })
    .execute();
}

/** Uses a live link once: the account it is for, or null when it is unknown, used or expired. */
export async function takePasswordReset(db: Db, tokenHash: string, now: string): Promise<string | null> {
  const row = await db
    .updateTable("staff_password_resets")
    .set({ used_at: now })
    .where("id", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function findPasswordReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom("staff_password_resets")
    .innerJoin("admin_users", "admin_users.id", "staff_password_resets.user_id")
    .select(["admin_users.username", "admin_users.display_name", "staff_password_resets.expires_at"])
    .where("staff_password_resets.id", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/** Every account whose role is collector, by name: the desk's choice (disabled ones marked). */
export async function findCollectorAccounts(
  db: Kysely<Database> | Transaction<Database>,
): Promise<{ id: string; username: string; name: string; isActive: boolean }[]> {
  const rows = await db
    .selectFrom("admin_users")
    .select(["id", "username", "display_name", "disabled_at"])
    .where("role", "=", "collector")
    .orderBy("display_name")
    .execute();
  return rows.map((r) => ({ id: r.id, username: r.username, name: r.display_name, isActive: r.disabled_at === null }));
}

/** One staff account's role, name and state by id, or null. */
export async function findAccountById(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
): Promise<{ id: string; username: string; name: string; role: string; isActive: boolean } | null> {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "username", "display_name", "role", "disabled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? { id: row.id, username: row.username, name: row.display_name, role: row.role, isActive: row.disabled_at === null }
    : null;
}
