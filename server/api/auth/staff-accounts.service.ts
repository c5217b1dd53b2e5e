import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type {
  NewStaffAccount,
  StaffAccountChange,
  StaffAccountView,
  StaffName,
} from "../../../domain/staff-accounts.ts";
import { type Staff } from "../../../domain/staff-roles.ts";
import { refuse } from "../../lib/http-error.ts";
import { requirePermission } from "../../lib/staff-permission.ts";
import { checkPasswordStrength, hashPassword } from "./passwords.ts";
import { PASSWORD_HASHING, type PasswordHashing } from "./password-hashing.ts";
import { removeSecondFactor } from "./second-factor.service.ts";
import { deleteSessionsOfUser } from "./sessions.repository.ts";
import {
  countEnabledOwners,
  countUsers,
  findPasswordReset,
  findStaffByUsernames,
  findUserByUsername,
  insertPasswordReset,
  insertUser,
  listUsers,
  takePasswordReset,
  updatePasswordHash,
  updateUser,
} from "./users.repository.ts";

/** How long a password link lasts: a day, so a new colleague can use it on their first shift. */
export const PASSWORD_LINK_HOURS = 24;

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

function checkStrength(password: string, userInputs: string[] = []): void {
  checkPasswordStrength(password, { userInputs });
}

const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;

/**
 * Names the staff a booking's history and the payments ledger record by username (`admin:<username>`,
 * payments.taken_by): each one's display name and role today, so the desk reads "Priya, Front desk"
 * rather than a sign-in name. Read when shown, not copied into every row, so the rows written
 * before accounts had names are named too. A username no account has any more stays itself.
 * Other resources call this rather than reading the accounts' table (server/table-owners.test.ts).
 */
export async function staffNamesOf(
  db: Kysely<Database>,
  usernames: Iterable<string>,
): Promise<(username: string) => StaffName> {
  const found = await findStaffByUsernames(db, [...new Set(usernames)]);
  const byUsername = new Map(found.map((staff) => [staff.username, { name: staff.displayName, role: staff.role }]));
  return (username) => byUsername.get(username) ?? { name: username, role: null };
}

/**
 * The collectors the desk may choose, and one account by id: the collector's day (api/collect)
 * reads the accounts here rather than their table (server/table-owners.test.ts).
 */
export { findAccountById, findCollectorAccounts } from "./users.repository.ts";

/**
 * Staff accounts: the owner's page (create, change the role, disable and enable, end sessions,
 * a one-time link to set a password) and the command line (npm run admin:create, admin:password).
 * A password is never shown to the owner or chosen for someone else: a new colleague sets theirs
 * through the link. The lab always keeps one owner who can sign in.
 */
export function createStaffAccounts(
  db: Kysely<Database>,
  {
    publicOrigin = "",
    now = () => new Date(),
    passwordHashing = PASSWORD_HASHING,
  }: {
    publicOrigin?: string;
    now?: () => Date;
    /** The cost of a password's hash (the site's configuration: production's, but in the test harness). */
    passwordHashing?: PasswordHashing;
  } = {},
) {
  async function create(account: NewStaffAccount, password: string): Promise<string> {
    checkStrength(password, [account.username, account.displayName]);
    if (await findUserByUsername(db, account.username)) {
      throw refuse("USERNAME_TAKEN", { field: "username", values: { username: account.username } });
    }
    return insertUser(db, account, await hashPassword(password, passwordHashing));
  }

  async function requireAccount(id: string): Promise<StaffAccountView> {
    const [account] = await listUsers(db, { id });
    if (!account) throw refuse("STAFF_ACCOUNT_NOT_FOUND");
    return account;
  }

  /** Refuses a change that would leave the lab without an owner who can sign in. */
  async function keepAnOwner(account: StaffAccountView, after: { role: string; isDisabled: boolean }) {
    const isOwnerNow = account.role === "owner" && !account.disabledAt;
    const isOwnerAfter = after.role === "owner" && !after.isDisabled;
    if (isOwnerNow && !isOwnerAfter && (await countEnabledOwners(db)) <= 1) throw refuse("LAST_OWNER");
  }

  async function passwordLink(account: StaffAccountView, by: Staff): Promise<{ url: string; expiresAt: string }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now().getTime() + PASSWORD_LINK_HOURS * 60 * 60 * 1000).toISOString();
    await insertPasswordReset(db, {
      tokenHash: tokenHashOf(token),
      userId: account.userId,
      createdBy: by.username,
      expiresAt,
    });
    return { url: `${publicOrigin}/staff/password/${token}`, expiresAt };
  }

  return {
    /** From the command line: an account with a password given or generated there. */
    async createWithPassword(account: NewStaffAccount, password: string): Promise<void> {
      await create(account, password);
    },

    async list(by: Staff): Promise<StaffAccountView[]> {
      requirePermission(by, "manage-staff");
      return listUsers(db);
    },

    /**
     * A new account and its one-time link to set a password (shown once to the owner, who gives
     * it to the colleague): until then nobody knows a password that opens it.
     */
    async create(
      request: NewStaffAccount,
      by: Staff,
    ): Promise<{ account: StaffAccountView; link: { url: string; expiresAt: string } }> {
      requirePermission(by, "manage-staff");
      const id = await create(request, generatePassword() + generatePassword());
      const account = await requireAccount(id);
      return { account, link: await passwordLink(account, by) };
    },

    /** Name, role and grants; takes effect on the account's next request. */
    async update(id: string, change: StaffAccountChange, by: Staff): Promise<StaffAccountView> {
      requirePermission(by, "manage-staff");
      const account = await requireAccount(id);
      await keepAnOwner(account, { role: change.role ?? account.role, isDisabled: account.disabledAt !== null });
      await updateUser(db, id, change);
      return requireAccount(id);
    },

    /** Disabled: no sign-in, and every session ends at its next request. Not one's own account. */
    async disable(id: string, by: Staff): Promise<StaffAccountView> {
      requirePermission(by, "manage-staff");
      const account = await requireAccount(id);
      if (account.userId === by.userId) throw refuse("STAFF_DISABLE_SELF");
      if (account.disabledAt) return account;
      await keepAnOwner(account, { role: account.role, isDisabled: true });
      await updateUser(db, id, { disabledAt: now().toISOString() });
      await deleteSessionsOfUser(db, { userId: id });
      return requireAccount(id);
    },

    async enable(id: string, by: Staff): Promise<StaffAccountView> {
      requirePermission(by, "manage-staff");
      await requireAccount(id);
      await updateUser(db, id, { disabledAt: null });
      return requireAccount(id);
    },

    /** Signs the account out in every browser (a lost phone, a shared computer). */
    async endSessions(id: string, by: Staff): Promise<StaffAccountView> {
      requirePermission(by, "manage-staff");
      await requireAccount(id);
      await deleteSessionsOfUser(db, { userId: id });
      return requireAccount(id);
    },

    /**
     * Two-step sign-in reset, when a colleague's phone is lost or changed: their secret and
     * recovery codes are deleted and they are signed out everywhere. An account whose role
     * requires it sets it up again straight after its next password: its grace is over.
     */
    async resetSecondFactor(id: string, by: Staff): Promise<StaffAccountView> {
      requirePermission(by, "manage-staff");
      await requireAccount(id);
      await removeSecondFactor(db, id);
      await updateUser(db, id, { secondFactorDueAt: now().toISOString() });
      await deleteSessionsOfUser(db, { userId: id });
      return requireAccount(id);
    },

    /** A new one-time link to set a password (a forgotten one): earlier links stop working. */
    async passwordLink(id: string, by: Staff): Promise<{ url: string; expiresAt: string }> {
      requirePermission(by, "manage-staff");
      return passwordLink(await requireAccount(id), by);
    },

    /** Who a live password link is for (the page greets them), or null. */
    async passwordLinkFor(token: string): Promise<{ username: string; displayName: string } | null> {
      const found = await findPasswordReset(db, tokenHashOf(token), now().toISOString());
      return found ? { username: found.username, displayName: found.display_name } : null;
    },

    /** Sets the password through a link, once; every session of the account ends. */
    async setPasswordByLink(token: string, password: string): Promise<void> {
      checkStrength(password);
      const userId = await takePasswordReset(db, tokenHashOf(token), now().toISOString());
      if (!userId) throw refuse("PASSWORD_LINK_INVALID");
      await updatePasswordHash(db, { id: userId }, await hashPassword(password, passwordHashing));
      await deleteSessionsOfUser(db, { userId });
    },

    /** From the command line: sets a new password and signs the account out everywhere. */
    async resetPassword(username: string, password: string): Promise<void> {
      const account = await findUserByUsername(db, username);
      if (!account) throw refuse("STAFF_ACCOUNT_NOT_FOUND");
      checkStrength(password, [username, account.displayName]);
      await updatePasswordHash(db, { username }, await hashPassword(password, passwordHashing));
      await deleteSessionsOfUser(db, { username });
    },

    /**
     * On first start there is no account: create the owner with the given password, or with a
     * random one that is returned so it can be shown once. Never a default.
     */
    async ensureFirst(username: string, password: string | undefined): Promise<{ generatedPassword: string } | null> {
      if ((await countUsers(db)) > 0) return null;
      const chosen = password ?? generatePassword();
      await create({ username, displayName: username, role: "owner", grants: [] }, chosen);
      return password ? null : { generatedPassword: chosen };
    },
  };
}
