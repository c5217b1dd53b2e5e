import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * Turns what a limit counts by (an address, a staff username, a booking reference, a device id)
 * into what the database stores: `<purpose>:<HMAC-SHA-256>`, under a key derived from the
 * site's secret. A copy of the table names nobody, and, unlike a plain hash, cannot be undone
 * by hashing every address or reference there is.
 */
export function createKeyHasher(secret: string, purpose: string): (key: string) => string {
  const derived = createHmac("sha256", secret).update(`labfront limit keys:${purpose}`).digest();
  return (key) => `${purpose}:${createHmac("sha256", derived).update(key).digest("base64url")}`;
}

/**
 * The answer to `take`: this attempt's place in the window (1 for the first) and a way to give
 * it back, or how long to wait before an attempt would be allowed.
 */
export type Taken =
  { isAllowed: true; place: number; giveBack: () => Promise<void> } | { isAllowed: false; waitMs: number };

export type RateLimitOptions = {
  /** Keeps this limit's keys apart from the others' in the shared table. */
  name: string;
  limit: number;
  windowMs: number;
  /** The site's secret: keys are stored as HMACs under it (createKeyHasher). */
  secret: string;
  now?: () => number;
};

/**
 * At most `limit` attempts per key in each fixed window of `windowMs`, counted in the database,
 * so every app process on it shares the count: ten bookings spread over two processes are still
 * ten. An attempt takes its place before it is evaluated, in one conditional upsert, so however
 * many arrive at once no more than the limit are ever evaluated, and a refused attempt is not
 * counted (waiting out the window always works). A limit that counts failures only gives the
 * place back when the attempt turns out to be a success.
 *
 * A fixed window lets a burst straddling its edge reach twice the limit; for these limits
 * (bookings per network an hour, report lookups, password guesses, each with its own lockout or
 * review behind it) that is accepted in exchange for one atomic statement per attempt.
 */
export class RateLimit {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly storedKey: (key: string) => string;
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>, { name, limit, windowMs, secret, now = Date.now }: RateLimitOptions) {
    this.db = db;
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
    this.storedKey = createKeyHasher(secret, name);
  }

  private window() {
    const now = this.now();
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    return { start: new Date(start).toISOString(), msLeft: start + this.windowMs - now };
  }

  /**
   * Takes a place for `key` in the current window if one is left. One statement: the insert
   * makes the window's first place; on conflict the count rises only while it is below the
   * limit, and a row comes back only when it rose. Atomic on SQLite (≥ 3.35) and PostgreSQL
   * alike, so the check and the count cannot be split by another attempt.
   */
  async take(key: string): Promise<Taken> {
    const stored = this.storedKey(key);
    const { start, msLeft } = this.window();
    const counted = await this.db
      .insertInto("rate_limit_counts")
      .values({ key: stored, window_start: start, count: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(["key", "window_start"])
          .doUpdateSet((eb) => ({ count: eb("rate_limit_counts.count", "+", 1) }))
          .where("rate_limit_counts.count", "<", this.limit),
      )
      .returning("count")
      .executeTakeFirst();
    if (!counted) return { isAllowed: false, waitMs: msLeft };
    return {
      isAllowed: true,
      place: Number(counted.count),
      // The window the place was taken in, not the one current when it is given back.
      giveBack: async () => {
        await this.db
          .updateTable("rate_limit_counts")
          .set((eb) => ({ count: eb("count", "-", 1) }))
          .where("key", "=", stored)
          .where("window_start", "=", start)
          .where("count", ">", 0)
          .execute();
      },
    };
  }

  /** Forgets `key`'s attempts (a success that ends a run of failures). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_counts").where("key", "=", this.storedKey(key)).execute();
  }
}

/** Drops windows that ended before `before` (the hourly housekeeping). */
export async function pruneRateLimits(db: Kysely<Database>, before: Date): Promise<number> {
  const removed = await db
    .deleteFrom("rate_limit_counts")
    .where("window_start", "<", before.toISOString())
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
