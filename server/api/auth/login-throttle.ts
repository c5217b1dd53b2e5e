/**
 * Counts failed logins per username and per client address in a sliding window.
 * While either count is at the limit every attempt is refused, the right password
 * included, so guessing gains nothing. Kept in memory: one server process serves the
 * site, and a restart forgetting the counts is acceptable.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const MAX_TRACKED_KEYS = 50_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = LOGIN_FAILURE_LIMIT,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
  ) {}

  private keys(username: string, ip: string): string[] {
    return [`user:${username.trim().toLowerCase()}`, `ip:${ip}`];
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Milliseconds until another attempt is allowed; 0 when one is allowed now. */
  retryAfterMs(username: string, ip: string, now = Date.now()): number {
    let wait = 0;
    for (const key of this.keys(username, ip)) {
      const times = this.recent(key, now);
      if (times.length >= this.limit) {
        wait = Math.max(wait, times[times.length - this.limit] + this.windowMs - now);
      }
    }
    return wait;
  }

  recordFailure(username: string, ip: string, now = Date.now()): void {
    if (this.failures.size > MAX_TRACKED_KEYS) this.forgetOld(now);
    for (const key of this.keys(username, ip)) this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** A successful login clears its username; the address keeps its count. */
  recordSuccess(username: string): void {
    this.failures.delete(this.keys(username, "")[0]);
  }

  private forgetOld(now: number): void {
    for (const key of this.failures.keys()) this.recent(key, now);
  }
}
