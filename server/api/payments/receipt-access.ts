import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../../../db/schema.ts";
import { refuse } from "../../lib/http-error.ts";
import { RateLimit } from "../../lib/rate-limit.ts";

const MINUTE_MS = 60_000;
/** Links and addresses remembered as refused in this process (a burst from many addresses forgets the oldest). */
const REFUSALS_KEPT = 10_000;

/**
 * Receipt downloads through one manage link or receipt link, and from one address, in
 * RECEIPT_THROTTLE_WINDOW_MINUTES. A patient opens their receipt a handful of times; a family
 * sharing one network a few dozen: neither meets these. A script fetching one receipt in a
 * loop, or many, does, and is told to wait.
 */
export const RECEIPT_DOWNLOADS_PER_LINK = 20;
export const RECEIPT_DOWNLOADS_PER_ADDRESS = 60;
export const RECEIPT_THROTTLE_WINDOW_MINUTES = 10;
/** Downloads of the same receipt by the same link (or staff member) within this long are one access in the booking's history. */
export const RECEIPT_ACCESS_WINDOW_MS = MINUTE_MS;

export const tooManyReceiptDownloads = (waitMinutes: number) =>
  refuse("TOO_MANY_RECEIPT_DOWNLOADS", {
    values: { minutes: waitMinutes },
    headers: { "retry-after": String(waitMinutes * 60) },
  });

export type ReceiptAccess = ReturnType<typeof createReceiptAccess>;

/**
 * The limits on the public receipt routes and the one-access-a-minute rule, counted in the
 * database (lib/rate-limit.ts) so every app process shares them. Links and addresses are
 * stored as HMACs under the site's secret, never in clear.
 */
export function createReceiptAccess(db: Kysely<Database>, { secret, now }: { secret: string; now: () => Date }) {
  const clock = () => now().getTime();
  const windowMs = RECEIPT_THROTTLE_WINDOW_MINUTES * MINUTE_MS;
  const perLink = new RateLimit(db, {
    name: "receipt-link",
    limit: RECEIPT_DOWNLOADS_PER_LINK,
    windowMs,
    secret,
    now: clock,
  });
  const perAddress = new RateLimit(db, {
    name: "receipt-address",
    limit: RECEIPT_DOWNLOADS_PER_ADDRESS,
    windowMs,
    secret,
    now: clock,
  });
  // One place per link and receipt in each minute: the conditional upsert gives it to one
  // request only, however many arrive at once, on SQLite and PostgreSQL alike.
  const accesses = new RateLimit(db, {
    name: "receipt-access",
    limit: 1,
    windowMs: RECEIPT_ACCESS_WINDOW_MS,
    secret,
    now: clock,
  });

  // A link or address refused stays refused until its window ends (nothing gives its places
  // back): this process then refuses it without a write. On SQLite every write is a commit made
  // on the event loop, so a script hammering one receipt would otherwise stall the site with
  // its refusals (issue 31).
  const refusedUntil = new LRUCache<string, number>({ max: REFUSALS_KEPT });
  // Likewise an access this process has counted is not counted again in its minute.
  const countedUntil = new LRUCache<string, number>({ max: REFUSALS_KEPT });
  const refusedWaitMs = (key: string) => Math.max(0, (refusedUntil.get(key) ?? 0) - clock());

  return {
    /** Counts a download through `link` from `ip`; 429 with Retry-After past either limit (a refused one counts in neither). */
    async throttle({ link, ip }: { link: string; ip: string }): Promise<void> {
      const knownWaitMs = Math.max(refusedWaitMs(`link\n${link}`), refusedWaitMs(`address\n${ip}`));
      if (knownWaitMs > 0) throw tooManyReceiptDownloads(Math.ceil(knownWaitMs / MINUTE_MS));
      const places = await Promise.all([perLink.take(link), perAddress.take(ip)]);
      const waitMs = Math.max(...places.map((place) => (place.isAllowed ? 0 : place.waitMs)));
      if (waitMs === 0) return;
      places.forEach((place, i) => {
        if (!place.isAllowed) refusedUntil.set(i === 0 ? `link\n${link}` : `address\n${ip}`, clock() + place.waitMs);
      });
      await Promise.all(places.map((place) => (place.isAllowed ? place.giveBack() : undefined)));
      throw tooManyReceiptDownloads(Math.ceil(waitMs / MINUTE_MS));
    },
    /**
     * Whether this download of the receipt `fingerprint` by `who` (a link, a staff member) is a
     * new access, rather than the same one again within the minute (a double click, a browser
     * fetching the PDF twice).
     */
    async isNewAccess(who: string, fingerprint: string): Promise<boolean> {
      const key = `${who}\n${fingerprint}`;
      // Counted already by this process in this window: the shared count would say no too.
      if ((countedUntil.get(key) ?? 0) > clock()) return false;
      const taken = await accesses.take(key);
      const windowEnd = (Math.floor(clock() / RECEIPT_ACCESS_WINDOW_MS) + 1) * RECEIPT_ACCESS_WINDOW_MS;
      countedUntil.set(key, windowEnd);
      return taken.isAllowed;
    },
  };
}
