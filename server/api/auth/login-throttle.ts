import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { createKeyHasher, RateLimit, type Taken } from "../../lib/rate-limit.ts";

/**
 * Slows down password guessing without letting a guesser lock the lab out, after OWASP's
 * "Slow Down Online Guessing Attacks with Device Cookies".
 *
 * An untrusted client (no valid device cookie for the username) is counted per username
 * and per address: LOGIN_FAILURE_LIMIT failures within the window lock that bucket, and
 * each lockout in a row lasts twice the one before, up to MAX_LOCKOUT_MS. While a bucket is
 * locked every attempt is refused, the right password included, so guessing gains nothing;
 * refused attempts are not counted, so waiting out a lockout always works.
 *
 * A browser that signed in before carries a device cookie and is counted by that cookie
 * alone: the username and address lockouts an attacker causes do not apply to it, and a
 * stolen cookie still gets only LOGIN_FAILURE_LIMIT guesses per (growing) lockout.
 *
 * Counted in the database (failures in the shared rate_limit_counts table, lockouts in
 * login_lockouts), so five wrong passwords spread over two app processes still lock. An
 * attempt takes its place in the count before the password is checked (`begin`), so however
 * many arrive at once, at most LOGIN_FAILURE_LIMIT per bucket are ever checked. Usernames,
 * addresses and device ids are stored only as HMACs under the site's secret.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FIRST_LOCKOUT_MS = 15 * 60 * 1000;
export const MAX_LOCKOUT_MS = 24 * 60 * 60 * 1000;

/** Who is trying: the address, and the device id from a verified device cookie for this username. */
export type LoginClient = { ip: string; deviceId: string | null };

export type LoginThrottleOptions = {
  /** The site's secret, under which the buckets' keys are stored (server/lib/rate-limit.ts). */
  secret: string;
  /**
   * What is guessed: "login" (passwords, the default) or "second-factor" (codes of the second
   * sign-in step). Each counts and locks apart: a right password must not clear wrong codes.
   */
  name?: "login" | "second-factor";
  limit?: number;
  windowMs?: number;
  firstLockoutMs?: number;
  maxLockoutMs?: number;
  /** The clock, injectable so tests can move time instead of waiting. */
  now?: () => number;
};

/** A checked attempt's outcome, told to the throttle once the password was checked. */
export type LoginAttempt = { failed: () => Promise<void>; succeeded: () => Promise<void> };

export class LoginThrottle {
  private readonly failures: RateLimit;
  private readonly lockoutKey: (key: string) => string;
  private readonly limit: number;
  private readonly firstLockoutMs: number;
  private readonly maxLockoutMs: number;
  private readonly now: () => number;
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>, options: LoginThrottleOptions) {
    this.db = db;
    this.limit = options.limit ?? LOGIN_FAILURE_LIMIT;
    this.firstLockoutMs = options.firstLockoutMs ?? FIRST_LOCKOUT_MS;
    this.maxLockoutMs = options.maxLockoutMs ?? MAX_LOCKOUT_MS;
    this.now = options.now ?? Date.now;
    const name = options.name ?? "login";
    this.failures = new RateLimit(db, {
      name,
      limit: this.limit,
      windowMs: options.windowMs ?? LOGIN_FAILURE_WINDOW_MS,
      secret: options.secret,
      now: this.now,
    });
    this.lockoutKey = createKeyHasher(options.secret, `${name}-lockout`);
  }

  /** The buckets an attempt is counted in: its device alone when trusted, else username and address. */
  private keys(username: string, { ip, deviceId }: LoginClient): string[] {
    if (deviceId) return [`device:${deviceId}`];
    return [userKey(username), `ip:${ip}`];
  }

  /** Milliseconds until this client may try this username again; 0 when it may now. */
  async retryAfterMs(username: string, client: LoginClient): Promise<number> {
    const keys = this.keys(username, client).map(this.lockoutKey);
    const locks = await this.db.selectFrom("login_lockouts").select("locked_until").where("key", "in", keys).execute();
    const now = this.now();
    return Math.max(0, ...locks.map((lock) => Date.parse(lock.locked_until) - now));
  }

  /**
   * Lets an attempt be checked, or says how long to wait (ms). A locked bucket refuses; else the
   * attempt takes a place in each of its buckets' failure counts first, and is refused, counting
   * nothing, when a bucket has no place left (as many attempts as the limit are being checked).
   */
  async begin(
    username: string,
    client: LoginClient,
  ): Promise<{ isAllowed: true; attempt: LoginAttempt } | { isAllowed: false; waitMs: number }> {
    const lockedMs = await this.retryAfterMs(username, client);
    if (lockedMs > 0) return { isAllowed: false, waitMs: lockedMs };
    const keys = this.keys(username, client);
    const places = await Promise.all(keys.map((key) => this.failures.take(key)));
    const taken = places.filter((place): place is Extract<Taken, { isAllowed: true }> => place.isAllowed);
    if (taken.length < places.length) {
      await Promise.all(taken.map((place) => place.giveBack()));
      return { isAllowed: false, waitMs: Math.max(...places.map((place) => (place.isAllowed ? 0 : place.waitMs))) };
    }
    // Asked again now that the places are taken: the failure that locks writes the lockout and
    // then starts the count afresh, so an attempt that read no lockout above and took a fresh
    // place after that would otherwise be checked beyond the limit (seen on PostgreSQL, 20 at once).
    const lockedNowMs = await this.retryAfterMs(username, client);
    if (lockedNowMs > 0) {
      await Promise.all(taken.map((place) => place.giveBack()));
      return { isAllowed: false, waitMs: lockedNowMs };
    }
    return {
      isAllowed: true,
      attempt: {
        // Exactly one failure takes the limit's place, whichever process counts it: that one locks.
        failed: async () => {
          for (const [i, key] of keys.entries()) if (taken[i].place === this.limit) await this.lock(key);
        },
        succeeded: async () => {
          await Promise.all(taken.map((place) => place.giveBack()));
          await this.recordSuccess(username, client);
        },
      },
    };
  }

  /**
   * Locks `key`, twice as long as its previous lockout if that one ended less than
   * maxLockoutMs ago (up to maxLockoutMs), and starts its failures afresh. A key already locked
   * stays as it is: two failures can both hold the limit's place (a burst straddling a window's
   * edge, or a place given back and taken again), and the second must not double the lockout
   * the first just set.
   */
  private async lock(key: string): Promise<void> {
    const now = this.now();
    const stored = this.lockoutKey(key);
    const previous = await this.db
      .selectFrom("login_lockouts")
      .select(["locked_until", "lockouts"])
      .where("key", "=", stored)
      .executeTakeFirst();
    if (previous && Date.parse(previous.locked_until) > now) {
      await this.failures.clear(key);
      return;
    }
    const inARow =
      previous && Date.parse(previous.locked_until) + this.maxLockoutMs > now ? Number(previous.lockouts) : 0;
    const lockedUntil = new Date(now + Math.min(this.firstLockoutMs * 2 ** inARow, this.maxLockoutMs)).toISOString();
    await this.db
      .insertInto("login_lockouts")
      .values({ key: stored, locked_until: lockedUntil, lockouts: inARow + 1 })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ locked_until: lockedUntil, lockouts: inARow + 1 }))
      .execute();
    await this.failures.clear(key);
  }

  /**
   * A success clears the bucket it was counted in: the device, or the username. Signing in
   * from a trusted device leaves the untrusted username lockout alone, or the lab's own
   * sign-ins would hand an ongoing guesser fresh attempts. The address keeps its count.
   */
  private async recordSuccess(username: string, client: LoginClient): Promise<void> {
    const key = client.deviceId ? `device:${client.deviceId}` : userKey(username);
    await this.failures.clear(key);
    await this.db.deleteFrom("login_lockouts").where("key", "=", this.lockoutKey(key)).execute();
  }
}

/** Drops lockouts whose streak no longer counts (ended more than a day ago): the hourly housekeeping. */
export async function pruneLoginLockouts(
  db: Kysely<Database>,
  now: Date,
  maxLockoutMs = MAX_LOCKOUT_MS,
): Promise<number> {
  const removed = await db
    .deleteFrom("login_lockouts")
    .where("locked_until", "<", new Date(now.getTime() - maxLockoutMs).toISOString())
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

function userKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}
