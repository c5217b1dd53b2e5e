import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  WRONG_TRIES_PER_IP,
  WRONG_TRIES_PER_REFERENCE,
  WRONG_TRIES_WINDOW_MINUTES,
} from "../../domain/report-rules.ts";
import { RateLimit } from "./rate-limit.ts";

const MINUTE_MS = 60_000;

/** What a throttled lookup came to: what it found, nothing, or a refusal with the wait. */
export type Lookup<T> =
  { status: "found"; found: T } | { status: "not-found" } | { status: "too-many-tries"; waitMinutes: number };

export type LookupThrottle = ReturnType<typeof createLookupThrottle>;

/**
 * The one throttle over everything a patient opens with a booking reference and mobile: My
 * Reports and 'Manage a booking' (docs/decisions/2026-11-25-booking-found-again.md). Both
 * doors count in the same places, so a guesser gets 5 wrong tries per reference (and 20 per
 * address) in 15 minutes whichever form they use. The limits keep the names My Reports gave
 * them, so counts made before this module carry on.
 */
export function createLookupThrottle(db: Kysely<Database>, { secret, now }: { secret: string; now: () => Date }) {
  const windowMs = WRONG_TRIES_WINDOW_MINUTES * MINUTE_MS;
  // Keys (references, addresses) are stored as HMACs under the secret, never in clear.
  const clock = () => now().getTime();
  const perReference = new RateLimit(db, {
    name: "report-reference",
    limit: WRONG_TRIES_PER_REFERENCE,
    windowMs,
    secret,
    now: clock,
  });
  const perIp = new RateLimit(db, { name: "report-address", limit: WRONG_TRIES_PER_IP, windowMs, secret, now: clock });

  return {
    /**
     * Runs `lookup` (null: nothing matched) as one try for `reference` and for `ip`. A try takes
     * its place in both counts before the lookup, so a burst of guesses gets no more lookups than
     * the limits; a refused try counts nothing, and a found one gives its places back, so only
     * wrong tries add up.
     */
    async attempt<T>(
      { reference, ip }: { reference: string; ip: string },
      lookup: () => Promise<T | null>,
    ): Promise<Lookup<T>> {
      const places = await Promise.all([perReference.take(reference), perIp.take(ip)]);
      const giveBack = () => Promise.all(places.map((place) => (place.isAllowed ? place.giveBack() : undefined)));
      const waitMs = Math.max(...places.map((place) => (place.isAllowed ? 0 : place.waitMs)));
      if (waitMs > 0) {
        await giveBack();
        return { status: "too-many-tries", waitMinutes: Math.ceil(waitMs / MINUTE_MS) };
      }
      const found = await lookup();
      if (found === null) return { status: "not-found" };
      await giveBack();
      return { status: "found", found };
    },
  };
}
