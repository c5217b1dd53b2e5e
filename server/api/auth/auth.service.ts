import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { type AdminSession, type Login, lockoutMinutes } from "../../../domain/auth.ts";
import {
  PENDING_SIGN_IN_MS,
  type PendingSignIn,
  type SecondFactorSignIn,
  secondFactorStanding,
} from "../../../domain/second-factor.ts";
import type { SavedSettings } from "../../../domain/settings.ts";
import { refuse } from "../../lib/http-error.ts";
import { createDeviceCookies } from "./device-cookie.ts";
import { type LoginAttempt, type LoginClient, LoginThrottle } from "./login-throttle.ts";
import type { PasswordChange, SecondFactorChange } from "../../../domain/account.ts";
import { requiresSecondFactor, type Staff } from "../../../domain/staff-roles.ts";
import { checkPasswordStrength, hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.ts";
import { PASSWORD_HASHING, type PasswordHashing } from "./password-hashing.ts";
import type { SecondFactor } from "./second-factor.service.ts";
import {
  deleteExpiredPendingSignIns,
  deleteExpiredSessions,
  deleteOtherSessionsOfUser,
  deleteSession,
  findPendingSignIn,
  findSession,
  insertPendingSignIn,
  insertSession,
  takePendingSignIn,
  touchSession,
} from "./sessions.repository.ts";
import { findUserByUsername, type StaffAccount, updatePasswordHash } from "./users.repository.ts";

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

/** Who the browser is, for the throttles: its address and the device cookie it sent. */
type Client = { ip: string; deviceCookie?: string };

export function createAuthService(
  db: Kysely<Database>,
  sessionSecret: string,
  {
    secondFactor,
    settings,
    now: clock = () => new Date(),
    passwordHashing = PASSWORD_HASHING,
    throttle = new LoginThrottle(db, { secret: sessionSecret, now: () => clock().getTime() }),
    codeThrottle = new LoginThrottle(db, {
      secret: sessionSecret,
      name: "second-factor",
      now: () => clock().getTime(),
    }),
  }: {
    /** Checks the second step's codes. */
    secondFactor: SecondFactor;
    /** Whether the lab asks everyone for two-step sign-in. */
    settings: { get(): Promise<Pick<SavedSettings, "secondFactorForEveryone">> };
    /** The clock sessions and pending sign-ins are timed by (tests move it). */
    now?: () => Date;
    /** The cost of a new password's hash (the site's configuration: production's, but in the test harness). */
    passwordHashing?: PasswordHashing;
    /** Password guesses. */
    throttle?: LoginThrottle;
    /** Code guesses at the second step and when turning it off, counted apart from passwords. */
    codeThrottle?: LoginThrottle;
  },
) {
  // The cookie holds a random token; the table holds only its HMAC, so a copy of the
  // table is no use for signing in. A pending sign-in's token is kept the same way, under its own key.
  const sessionIdFor = (token: string) => createHmac("sha256", sessionSecret).update(token).digest("base64url");
  const pendingKey = createHmac("sha256", sessionSecret).update("labfront pending sign-in").digest();
  const pendingIdFor = (token: string) => createHmac("sha256", pendingKey).update(token).digest("base64url");
  const deviceCookies = createDeviceCookies(sessionSecret);

  /** Counted before the password or code is checked; refused with the wait when locked. */
  async function beginAttempt(username: string, client: LoginClient, limiter = throttle): Promise<LoginAttempt> {
    const started = await limiter.begin(username, client);
    if (!started.isAllowed) {
      const seconds = Math.ceil(started.waitMs / 1000);
      const headers = { "retry-after": String(seconds) };
      throw refuse("SIGN_IN_LOCKED", { headers, values: { minutes: lockoutMinutes(seconds) } });
    }
    return started.attempt;
  }

  /**
   * Runs a check of a code (`check` throws SECOND_FACTOR_CODE_WRONG for a wrong one) as a
   * counted attempt of the code throttle, taken before the code is looked at: however many
   * guesses arrive at once, no more than its limit are checked, and once locked the right
   * code is refused too until the lockout ends.
   */
  async function withCodeAttempt<T>(username: string, { ip, deviceCookie }: Client, check: () => Promise<T>) {
    const client: LoginClient = { ip, deviceId: deviceCookies.verify(deviceCookie, username) };
    const attempt = await beginAttempt(username, client, codeThrottle);
    try {
      const result = await check();
      await attempt.succeeded();
      return result;
    } catch (error) {
      // Whatever stopped the check counts as a guess: only a right code clears the count.
      await attempt.failed();
      throw error;
    }
  }

  /** A new session for an account whose every step of sign-in is done. */
  async function startSession(user: StaffAccount, remember: boolean): Promise<StartedSession> {
    const now = clock();
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
    if (Math.random() < 0.05) await deleteExpired(now);
    const session = await getSession(token);
    if (!session) throw new Error("A session just made could not be read back");
    return {
      token,
      session,
      maxAgeSeconds: remember ? Math.floor(lifetime.absoluteMs / 1000) : null,
      deviceCookie: deviceCookies.issue(user.username),
    };
  }

  async function deleteExpired(now: Date): Promise<void> {
    await deleteExpiredSessions(db, now.toISOString());
    await deleteExpiredPendingSignIns(db, now.toISOString());
  }

  /** The session a cookie token stands for, or null when it is unknown or expired. */
  async function getSession(token: string | undefined): Promise<AdminSession | null> {
    if (!token || token.length > 100) return null;
    const id = sessionIdFor(token);
    const row = await findSession(db, id);
    // Disabling an account takes effect on its next request, in every browser it is signed in.
    if (!row || row.disabledAt) return null;
    const now = clock();
    const nowIso = now.toISOString();
    if (row.idle_expires_at <= nowIso || row.absolute_expires_at <= nowIso) {
      await deleteSession(db, id);
      return null;
    }
    if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
      const lifetime = row.is_remembered ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.standard;
      await touchSession(db, id, nowIso, new Date(now.getTime() + lifetime.idleMs).toISOString());
    }
    // Asked on every request, as the role is: a setting changed or a role raised counts at once.
    const { secondFactorForEveryone } = await settings.get();
    const standing = secondFactorStanding(
      {
        createdAt: row.account.createdAt,
        dueAt: row.account.secondFactorDueAt,
        isOn: row.account.isSecondFactorOn,
        isRequired: requiresSecondFactor(row.staff.role, { isForEveryone: secondFactorForEveryone }),
      },
      now,
    );
    return { ...row.staff, loginAt: row.created_at, secondFactor: standing };
  }

  return {
    /**
     * Checks the password, throttled per device cookie when the browser has a valid one
     * for this username, else per username and address (see login-throttle.ts). An account
     * with two-step sign-in on gets no session yet: a pending sign-in, finished by
     * `completeSignIn` with a code.
     */
    async login(
      { username, password, remember }: Login,
      { ip, deviceCookie }: Client,
    ): Promise<{ started: StartedSession } | { pending: PendingSignIn }> {
      const client: LoginClient = { ip, deviceId: deviceCookies.verify(deviceCookie, username) };
      // Counted before the password is checked: a burst of guesses gets no more checks than the limit.
      const attempt = await beginAttempt(username, client);
      const user = await findUserByUsername(db, username);
      const isValid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password, passwordHashing);
      if (!user || !isValid) {
        await attempt.failed();
        throw refuse("SIGN_IN_INVALID");
      }
      await attempt.succeeded();
      // Told only to whoever knows the password: a stranger cannot learn which accounts exist.
      if (user.disabledAt) throw refuse("ACCOUNT_DISABLED");
      if (!(await secondFactor.isOn(user.userId))) return { started: await startSession(user, remember) };

      const now = clock();
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MS).toISOString();
      await insertPendingSignIn(db, {
        id: pendingIdFor(token),
        user_id: user.userId,
        is_remembered: remember ? 1 : 0,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      });
      return { pending: { secondFactor: "needed", pending: token, expiresAt } };
    },

    /**
     * The second step: a pending sign-in's token and a code from the authenticator app (or an
     * unused recovery code) start the session the password began, with its "remember me". The
     * pending sign-in stays for another try after a wrong code (the code throttle bounds them)
     * and is used up by the right one: one pending sign-in, at most one session.
     */
    async completeSignIn({ pending, code }: SecondFactorSignIn, client: Client): Promise<StartedSession> {
      const id = pendingIdFor(pending);
      const found = await findPendingSignIn(db, id, clock().toISOString());
      if (!found) throw refuse("SIGN_IN_PENDING_EXPIRED");
      await withCodeAttempt(found.username, client, async () => {
        if (!(await secondFactor.accept(found.userId, code)))
          throw refuse("SECOND_FACTOR_CODE_WRONG", { field: "code" });
      });
      if (!(await takePendingSignIn(db, id, clock().toISOString()))) throw refuse("SIGN_IN_PENDING_EXPIRED");
      const user = await findUserByUsername(db, found.username);
      // Disabled between the password and the code: the same answer as at the password.
      if (!user || user.disabledAt) throw refuse("ACCOUNT_DISABLED");
      return startSession(user, found.isRemembered);
    },

    getSession,

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
      client: Client,
    ): Promise<void> {
      await this.checkOwnPassword(staff, currentPassword, client, "currentPassword");
      if (newPassword === currentPassword) throw refuse("PASSWORD_UNCHANGED", { field: "newPassword" });
      checkPasswordStrength(newPassword, { userInputs: [staff.username, staff.displayName], field: "newPassword" });
      await updatePasswordHash(db, { id: staff.userId }, await hashPassword(newPassword, passwordHashing));
      await deleteOtherSessionsOfUser(db, staff.userId, sessionIdFor(token));
    },

    /**
     * A signed-in staff member's own password, asked again before a change to their account
     * (a new password, turning the second factor off); throttled as a sign-in.
     */
    async checkOwnPassword(staff: Staff, password: string, { ip, deviceCookie }: Client, field: string): Promise<void> {
      const client: LoginClient = { ip, deviceId: deviceCookies.verify(deviceCookie, staff.username) };
      const attempt = await beginAttempt(staff.username, client);
      const user = await findUserByUsername(db, staff.username);
      if (!user || !(await verifyPassword(user.passwordHash, password))) {
        await attempt.failed();
        throw refuse("PASSWORD_CURRENT_WRONG", { field });
      }
      await attempt.succeeded();
    },

    /**
     * Turns one's own two-step sign-in on with the first code of its new secret, after the
     * password (throttled as a sign-in): a session alone cannot bind the account to another phone.
     */
    async confirmSecondFactor(staff: Staff, { password, code }: SecondFactorChange, client: Client) {
      await this.checkOwnPassword(staff, password, client, "password");
      return secondFactor.confirm(staff, code);
    },

    /**
     * Turns one's own two-step sign-in off: the password (throttled as a sign-in) and a code
     * (throttled as the second step's codes), so neither a session left open nor a stolen
     * password alone can turn it off.
     */
    async turnOffSecondFactor(staff: Staff, { password, code }: SecondFactorChange, client: Client) {
      await this.checkOwnPassword(staff, password, client, "password");
      await withCodeAttempt(staff.username, client, () => secondFactor.turnOff(staff, code));
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deleteSession(db, sessionIdFor(token));
    },

    /** Drops expired sessions and pending sign-ins (the hourly housekeeping). */
    async deleteExpiredSessions(now = clock()): Promise<void> {
      await deleteExpired(now);
    },
  };
}
