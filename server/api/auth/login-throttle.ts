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
 * Kept in memory: one server process serves the site, and a restart forgetting the counts
 * is acceptable.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FIRST_LOCKOUT_MS = 15 * 60 * 1000;
export const MAX_LOCKOUT_MS = 24 * 60 * 60 * 1000;

const MAX_TRACKED_KEYS = 50_000;

/** Who is trying: the address, and the device id from a verified device cookie for this username. */
export type LoginClient = { ip: string; deviceId: string | null };

type Bucket = {
  /** Failure times within the window, oldest first; emptied when a lockout starts. */
  failures: number[];
  lockedUntil: number;
  /** Lockouts in a row; forgotten after a success or MAX_LOCKOUT_MS without a lockout. */
  lockouts: number;
};

export type LoginThrottleOptions = {
  limit?: number;
  windowMs?: number;
  firstLockoutMs?: number;
  maxLockoutMs?: number;
  maxTrackedKeys?: number;
  /** The clock, injectable so tests can move time instead of waiting. */
  now?: () => number;
};

export class LoginThrottle {
  private readonly buckets = new Map<string, Bucket>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly firstLockoutMs: number;
  private readonly maxLockoutMs: number;
  private readonly maxTrackedKeys: number;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    this.limit = options.limit ?? LOGIN_FAILURE_LIMIT;
    this.windowMs = options.windowMs ?? LOGIN_FAILURE_WINDOW_MS;
    this.firstLockoutMs = options.firstLockoutMs ?? FIRST_LOCKOUT_MS;
    this.maxLockoutMs = options.maxLockoutMs ?? MAX_LOCKOUT_MS;
    this.maxTrackedKeys = options.maxTrackedKeys ?? MAX_TRACKED_KEYS;
    this.now = options.now ?? Date.now;
  }

  /** The buckets an attempt is counted in: its device alone when trusted, else username and address. */
  private keys(username: string, { ip, deviceId }: LoginClient): string[] {
    if (deviceId) return [`device:${deviceId}`];
    return [userKey(username), `ip:${ip}`];
  }

  /** The bucket brought up to date: old failures and an old lockout streak dropped. */
  private current(key: string, now: number): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (!bucket) return undefined;
    bucket.failures = bucket.failures.filter((t) => t > now - this.windowMs);
    if (bucket.lockedUntil + this.maxLockoutMs <= now) bucket.lockouts = 0;
    if (bucket.failures.length === 0 && bucket.lockouts === 0 && bucket.lockedUntil <= now) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  /** Milliseconds until this client may try this username again; 0 when it may now. */
  retryAfterMs(username: string, client: LoginClient): number {
    const now = this.now();
    let wait = 0;
    for (const key of this.keys(username, client)) {
      const lockedUntil = this.current(key, now)?.lockedUntil ?? 0;
      wait = Math.max(wait, lockedUntil - now);
    }
    return wait;
  }

  recordFailure(username: string, client: LoginClient): void {
    const now = this.now();
    for (const key of this.keys(username, client)) {
      const bucket = this.current(key, now) ?? { failures: [], lockedUntil: 0, lockouts: 0 };
      bucket.failures.push(now);
      if (bucket.failures.length >= this.limit) {
        const lockoutMs = Math.min(this.firstLockoutMs * 2 ** bucket.lockouts, this.maxLockoutMs);
        bucket.lockedUntil = now + lockoutMs;
        bucket.lockouts += 1;
        bucket.failures = [];
      }
      // Re-inserted so the map's order is least recently failed first, for eviction.
      this.buckets.delete(key);
      this.buckets.set(key, bucket);
    }
    if (this.buckets.size > this.maxTrackedKeys) this.evict(now);
  }

  /**
   * A success clears the bucket it was counted in: the device, or the username. Signing in
   * from a trusted device leaves the untrusted username lockout alone, or the lab's own
   * sign-ins would hand an ongoing guesser fresh attempts. The address keeps its count.
   */
  recordSuccess(username: string, client: LoginClient): void {
    this.buckets.delete(client.deviceId ? `device:${client.deviceId}` : userKey(username));
  }

  /** How many buckets are held; for tests of the size bound. */
  get size(): number {
    return this.buckets.size;
  }

  /**
   * Drops stale buckets, then the least recently failed unlocked ones, and locked ones only
   * as a last resort: flooding the map must not be a cheap way to lift a lockout.
   */
  private evict(now: number): void {
    for (const key of this.buckets.keys()) this.current(key, now);
    for (const evictLocked of [false, true]) {
      for (const [key, bucket] of this.buckets) {
        if (this.buckets.size <= this.maxTrackedKeys) return;
        if (evictLocked || bucket.lockedUntil <= now) this.buckets.delete(key);
      }
    }
  }
}

function userKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}
