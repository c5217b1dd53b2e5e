import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN,
  createTestApp,
  createTwoSites,
  type TestApp,
  testDialects,
  type TwoSites,
} from "../../test/test-app.ts";
import { pruneRateLimits, RateLimit } from "./rate-limit.ts";

const WINDOW = 60_000;
/** A moment at the start of a window, so a test knows how much of it is left. */
const START = 1_800_000_000_000;

describe.each(testDialects())("RateLimit on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom("rate_limit_counts").execute();
  });

  const SECRET = "a-test-secret-of-at-least-32-characters";
  const limitOf = (name: string, limit: number, now: () => number) =>
    new RateLimit(t.db, { name, limit, windowMs: WINDOW, secret: SECRET, now });
  /** 0 when the attempt is allowed, else the ms to wait: one number a test can compare. */
  const waitOf = async (limit: RateLimit, key: string) => {
    const taken = await limit.take(key);
    return taken.isAllowed ? 0 : taken.waitMs;
  };
  const storedCounts = async () =>
    (await t.db.selectFrom("rate_limit_counts").select("count").execute()).map((row) => Number(row.count));

  it("allows the limit in a window, says how long to wait, and starts afresh in the next window", async () => {
    let now = START;
    const limit = limitOf("test", 3, () => now);
    expect([await waitOf(limit, "a"), await waitOf(limit, "a"), await waitOf(limit, "a")]).toEqual([0, 0, 0]);
    expect(await waitOf(limit, "b")).toBe(0);
    now += 10_000;
    expect(await waitOf(limit, "a")).toBe(50_000);
    now += 50_000;
    expect(await waitOf(limit, "a")).toBe(0);
  });

  it("numbers the places, does not count refused attempts, and takes a place given back only in its own window", async () => {
    let now = START;
    const limit = limitOf("test", 2, () => now);
    const first = await limit.take("a");
    const second = await limit.take("a");
    expect([first.isAllowed && first.place, second.isAllowed && second.place]).toEqual([1, 2]);
    for (let i = 0; i < 5; i++) expect(await waitOf(limit, "a")).toBe(WINDOW);
    expect(await storedCounts()).toEqual([2]);

    if (!second.isAllowed) throw new Error("the second place was refused");
    await second.giveBack();
    expect(await storedCounts()).toEqual([1]);
    const again = await limit.take("a");
    expect(again.isAllowed && again.place).toBe(2);

    // A place given back after its window ended frees nothing in the next one.
    now += WINDOW;
    await limit.take("a");
    await limit.take("a");
    if (!again.isAllowed) throw new Error("refused");
    await again.giveBack();
    expect(await waitOf(limit, "a")).toBe(WINDOW);
  });

  it("keeps each limit's keys apart, and forgets a key on clear", async () => {
    const now = () => START;
    const bookings = limitOf("bookings", 1, now);
    const lookups = limitOf("lookups", 1, now);
    await bookings.take("10.0.0.1");
    expect(await waitOf(lookups, "10.0.0.1")).toBe(0);
    expect(await waitOf(bookings, "10.0.0.1")).toBe(WINDOW);
    await bookings.clear("10.0.0.1");
    expect(await waitOf(bookings, "10.0.0.1")).toBe(0);
  });

  it("stores keys as HMACs under the site's secret: no address, username or reference in clear", async () => {
    const now = () => START;
    const raw = ["203.0.113.77", "reception", "LF-7Q2K9"];
    for (const key of raw) await limitOf("names", 5, now).take(key);
    await new RateLimit(t.db, { name: "names", limit: 5, windowMs: WINDOW, secret: `${SECRET}-another`, now }).take(
      raw[0],
    );
    const keys = (await t.db.selectFrom("rate_limit_counts").select("key").execute()).map((row) => row.key);
    expect(keys).toHaveLength(4); // another secret, another key
    for (const key of keys) {
      expect(key).toMatch(/^names:[A-Za-z0-9_-]{43}$/);
      for (const value of raw) expect(key.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });

  it("never lets more than the limit through when many attempts arrive at once, and counts no refused one", async () => {
    const limit = limitOf("burst", 5, () => START);
    const taken = await Promise.all(Array.from({ length: 200 }, () => limit.take("same-network")));
    expect(taken.filter((place) => place.isAllowed)).toHaveLength(5);
    expect(taken.flatMap((place) => (place.isAllowed ? [place.place] : [])).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await storedCounts()).toEqual([5]);
  });

  it("drops windows that ended before the given time", async () => {
    let now = START;
    const limit = limitOf("old", 1, () => now);
    await limit.take("a");
    now += 2 * WINDOW;
    await limit.take("a");
    expect(await pruneRateLimits(t.db, new Date(START + WINDOW))).toBe(1);
    expect(await t.db.selectFrom("rate_limit_counts").select("key").execute()).toHaveLength(1);
  });
});

describe.each(testDialects())("two app processes on one %s database", (dialect) => {
  let sites: TwoSites;
  beforeAll(async () => {
    sites = await createTwoSites(dialect);
  });
  afterAll(() => sites?.close());
  const first = () => sites.first;
  const second = () => sites.second;

  it("lock an account after five wrong passwords spread over both", async () => {
    const wrong = { username: ADMIN.username, password: "not-the-password", remember: false };
    const tries = [];
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? second().app : first().app;
      tries.push(
        (await app.inject({ method: "POST", url: "/api/auth/login", payload: wrong, remoteAddress: `10.9.0.${i}` }))
          .statusCode,
      );
    }
    expect(tries).toEqual([401, 401, 401, 401, 401]);
    const right = await second().app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { ...wrong, password: ADMIN.password },
      remoteAddress: "10.9.1.1",
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
  });
});
