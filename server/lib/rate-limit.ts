import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * At most `limit` events per key in each fixed window of `windowMs`, counted in the database
 * (one upsert per event), so every app process on it shares the count: ten bookings spread
 * over two processes are still ten. A fixed window lets a burst straddling its edge reach
 * twice the limit; for these limits (bookings per network an hour, wrong report lookups,
 * password guesses, each with its own lockout or review behind it) that is accepted in
 * exchange for one atomic statement per event.
 */
export class RateLimit {
  constructor(
    private readonly db: Kysely<Database>,
    /** Keeps this limit's keys apart from the others' in the shared table. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private window() {
    const now = this.now();
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    return { start: new Date(start).toISOString(), msLeft: start + this.windowMs - now };
  }

  private row(key: string) {
    return `${this.name}:${key}`;
  }

  /** Events for `key` in the current window. */
  async count(key: string): Promise<number> {
    const found = await this.db
      .selectFrom("rate_limit_counts")
      .select("count")
      .where("key", "=", this.row(key))
      .where("window_start", "=", this.window().start)
      .executeTakeFirst();
    return Number(found?.count ?? 0);
  }

  /** Counts an event for `key` and returns how many the window now holds (this one included). */
  async add(key: string): Promise<number> {
    const counted = await this.db
      .insertInto("rate_limit_counts")
      .values({ key: this.row(key), window_start: this.window().start, count: 1 })
      .onConflict((conflict) => conflict.columns(["key", "window_start"]).doUpdateSet({ count: sql<number>`rate_limit_counts.count + 1` }))
      .returning("count")
      .executeTakeFirstOrThrow();
    return Number(counted.count);
  }

  /**
   * The ms to wait before another event for `key` would be allowed (0: now), counting
   * nothing: for limits that count only failures (`hit` after each one).
   */
  async waitFor(key: string): Promise<number> {
    return (await this.count(key)) >= this.limit ? this.window().msLeft : 0;
  }

  /** Counts an event for `key`; returns 0 when it is allowed, else the ms to wait. */
  async hit(key: string): Promise<number> {
    return (await this.add(key)) > this.limit ? this.window().msLeft : 0;
  }

  /** Forgets `key`'s events (a success that ends a run of failures). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_counts").where("key", "=", this.row(key)).execute();
  }
}

/** Drops windows that ended before `before` (the hourly housekeeping). */
export async function pruneRateLimits(db: Kysely<Database>, before: Date): Promise<number> {
  const removed = await db.deleteFrom("rate_limit_counts").where("window_start", "<", before.toISOString()).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
