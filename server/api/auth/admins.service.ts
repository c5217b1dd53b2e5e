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

export type AdminsService = ReturnType<typeof createAdminsService>;

/** Staff accounts, managed from the command line (npm run admin:create, admin:password). */
export function createAdminsService(db: Kysely<Database>) {
  async function create(username: string, password: string): Promise<void> {
    checkStrength(password);
    if (await findUserByUsername(db, username)) throw new Error(`An admin named "${username}" already exists.`);
    await insertUser(db, username, await hashPassword(password));
  }

  return {
    create,

    /** Sets a new password and signs the admin out everywhere. */
    async resetPassword(username: string, password: string): Promise<void> {
      checkStrength(password);
      if (!(await updatePasswordHash(db, username, await hashPassword(password)))) {
        throw new Error(`There is no admin named "${username}".`);
      }
      await deleteSessionsOfUser(db, username);
    },

    /**
     * On first start there is no admin: create one with the given password, or with a
     * random one that is returned so it can be shown once. Never a default.
     */
    async ensureFirst(username: string, password: string | undefined): Promise<{ generatedPassword: string } | null> {
      if ((await countUsers(db)) > 0) return null;
      const chosen = password ?? generatePassword();
      await create(username, chosen);
      return password ? null : { generatedPassword: chosen };
    },
  };
}
