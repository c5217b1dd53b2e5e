import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { type AdminSession, type Login, lockoutMinutes } from "../../../domain/auth.ts";
import { refuse } from "../../lib/http-error.ts";
import { createDeviceCookies } from "./device-cookie.ts";
import { type LoginClient, LoginThrottle } from "./login-throttle.ts";
import type { PasswordChange } from "../../../domain/account.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { checkPasswordStrength, hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.ts";
import {
  deleteExpiredSessions,
  deleteOtherSessionsOfUser,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from "./sessions.repository.ts";
import { findUserByUsername, updatePasswordHash } from "./users.repository.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long a session lives without use, and at most, with and without Remember me. */
export const SESSION_LIFETIMES = {
  standard: { idleMs: 12 * HOUR, absoluteMs: 1 * DAY },
  remembered: { idleMs: 30 * DAY, absoluteMs: 90 * DAY },
} as const;

/** Sliding the idle expiry costs a write; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** A started session, and the device cookie that marks this browser as known from now on. */
export type StartedSession = {
  token: string;
  session: AdminSession;
  maxAgeSeconds: number | null;
  deviceCookie: string;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(
  db: Kysely<Database>,
  sessionSecret: string,
  throttle = new LoginThrottle(db, { secret: sessionSecret }),
) {
  // The cookie holds a random token; the table holds only its HMAC, so a copy of the
  // table is no use for signing in.
  const sessionIdFor = (token: string) => createHmac("sha256", sessionSecret).update(token).digest("base64url");
  const deviceCookies = createDeviceCookies(sessionSecret);

  /** Counted before the password is checked, as a login is; refused with the wait when locked. */
  async function beginAttempt(username: string, client: LoginClient) {
    const started = await throttle.begin(username, client);
    if (!started.isAllowed) {
      const seconds = Math.ceil(started.waitMs / 1000);
      const headers = { "retry-after": String(seconds) };
      throw refuse("SIGN_IN_LOCKED", { headers, values: { minutes: lockoutMinutes(seconds) } });
    }
    return started.attempt;
  }

  return {
    /**
     * Checks the password, throttled per device cookie when the browser has a valid one
     * for this username, else per username and address (see login-throttle.ts).
     */
    async login(
      { username, password, remember }: Login,
      { ip, deviceCookie }: { ip: string; deviceCookie?: string },
    ): Promise<StartedSession> {
      const client: LoginClient = { ip, deviceId: deviceCookies.verify(deviceCookie, username) };
      // Counted before the password is checked: a burst of guesses gets no more checks than the limit.
      const attempt = await beginAttempt(username, client);
      const user = await findUserByUsername(db, username);
      const isValid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
      if (!user || !isValid) {
        await attempt.failed();
        throw refuse("SIGN_IN_INVALID");
      }
      await attempt.succeeded();
      // Told only to whoever knows the password: a stranger cannot learn which accounts exist.
      if (user.disabledAt) throw refuse("ACCOUNT_DISABLED");
      const { passwordHash: _, disabledAt: __, ...staff } = user;

      const now = new Date();
      const lifetime = remember ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.standard;
      const token = randomBytes(32).toString("base64url");
      await insertSession(db, {
        id: sessionIdFor(token),
        user_id: user.userId,
        is_remembered: remember ? 1 : 0,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        idle_expires_at: new Date(now.getTime() + lifetime.idleMs).toISOString(),
        absolute_expires_at: new Date(now.getTime() + lifetime.absoluteMs).toISOString(),
      });
      if (Math.random() < 0.05) await deleteExpiredSessions(db, now.toISOString());
      return {
        token,
        session: { ...staff, loginAt: now.toISOString() },
        maxAgeSeconds: remember ? Math.floor(lifetime.absoluteMs / 1000) : null,
        deviceCookie: deviceCookies.issue(user.username),
      };
    },

    /** The session a cookie token stands for, or null when it is unknown or expired. */
    async getSession(token: string | undefined): Promise<AdminSession | null> {
      if (!token || token.length > 100) return null;
      const id = sessionIdFor(token);
      const row = await findSession(db, id);
      // Disabling an account takes effect on its next request, in every browser it is signed in.
      if (!row || row.disabledAt) return null;
      const now = new Date();
      const nowIso = now.toISOString();
      if (row.idle_expires_at <= nowIso || row.absolute_expires_at <= nowIso) {
        await deleteSession(db, id);
        return null;
      }
      if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
        const lifetime = row.is_remembered ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.standard;
        await touchSession(db, id, nowIso, new Date(now.getTime() + lifetime.idleMs).toISOString());
      }
      return { ...row.staff, loginAt: row.created_at };
    },

    /**
     * Changes one's own password: the current one is checked (throttled as a sign-in, so a
     * session left open on a shared computer cannot be used to guess it), the new one must be
     * strong, and every other session of the account ends: whoever else knew the old password
     * is signed out; this browser stays signed in.
     */
    async changePassword(
      token: string,
      staff: Staff,
      { currentPassword, newPassword }: PasswordChange,
      { ip, deviceCookie }: { ip: string; deviceCookie?: string },
    ): Promise<void> {
      const client: LoginClient = { ip, deviceId: deviceCookies.verify(deviceCookie, staff.username) };
      const attempt = await beginAttempt(staff.username, client);
      const user = await findUserByUsername(db, staff.username);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        await attempt.failed();
        throw refuse("PASSWORD_CURRENT_WRONG", { field: "currentPassword" });
      }
      await attempt.succeeded();
      if (newPassword === currentPassword) throw refuse("PASSWORD_UNCHANGED", { field: "newPassword" });
      checkPasswordStrength(newPassword, { userInputs: [staff.username, staff.displayName], field: "newPassword" });
      await updatePasswordHash(db, { id: user.userId }, await hashPassword(newPassword));
      await deleteOtherSessionsOfUser(db, user.userId, sessionIdFor(token));
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deleteSession(db, sessionIdFor(token));
    },

    async deleteExpiredSessions(now = new Date()): Promise<void> {
      await deleteExpiredSessions(db, now.toISOString());
    },
  };
}
