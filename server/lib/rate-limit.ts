/**
 * At most `limit` events per key in any `windowMs`, kept in memory: one process serves the
 * site, and a restart forgetting the counts costs little.
 */
export class RateLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The ms to wait before another event for `key` would be allowed (0: now), recording
   * nothing: for limits that count only failures (`hit` after each one).
   */
  waitFor(key: string): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    return recent.length >= this.limit ? recent[recent.length - this.limit] + this.windowMs - now : 0;
  }

  /** Records an event for `key`; returns 0 when it is allowed, else the ms to wait. */
  hit(key: string): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return recent[0] + this.windowMs - now;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return 0;
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) if (times.every((at) => at <= now - this.windowMs)) this.hits.delete(key);
  }
}
