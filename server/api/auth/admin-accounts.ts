import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./passwords.ts";
import { deleteSessionsOfUser } from "./sessions.repository.ts";
import { countUsers, findUserByUsername, insertUser, updatePasswordHash } from "./users.repository.ts";

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

function checkStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

export async function createAdmin(db: Kysely<Database>, username: string, password: string): Promise<void> {
  checkStrength(password);
  if (await findUserByUsername(db, username)) throw new Error(`An admin named "${username}" already exists.`);
  await insertUser(db, username, await hashPassword(password));
}

/** Sets a new password and signs the admin out everywhere. */
export async function resetPassword(db: Kysely<Database>, username: string, password: string): Promise<void> {
  checkStrength(password);
  if (!(await updatePasswordHash(db, username, await hashPassword(password)))) {
    throw new Error(`There is no admin named "${username}".`);
  }
  await deleteSessionsOfUser(db, username);
}

/**
 * On first start there is no admin: create one from ADMIN_USERNAME/ADMIN_PASSWORD, or
 * with a random password that is returned so it can be shown once. Never a default.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  username: string,
  password: string | undefined,
): Promise<{ generatedPassword: string } | null> {
  if ((await countUsers(db)) > 0) return null;
  const chosen = password ?? generatePassword();
  await createAdmin(db, username, chosen);
  return password ? null : { generatedPassword: chosen };
}
