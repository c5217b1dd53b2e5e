import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, createTwoSites, type TestApp, testDialects, type TwoSites } from "../../test/test-app.ts";
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

  it("allows the limit in a window, says how long to wait, and starts afresh in the next window", async () => {
    let now = START;
    const limit = new RateLimit(t.db, "test", 3, WINDOW, () => now);
    expect([await limit.hit("a"), await limit.hit("a"), await limit.hit("a")]).toEqual([0, 0, 0]);
    expect(await limit.hit("b")).toBe(0);
    now += 10_000;
    expect(await limit.hit("a")).toBe(50_000);
    now += 50_000;
    expect(await limit.hit("a")).toBe(0);
  });

  it("says how long to wait without counting the question (limits that count failures only)", async () => {
    let now = START;
    const limit = new RateLimit(t.db, "test", 2, WINDOW, () => now);
    expect(await limit.waitFor("a")).toBe(0);
    expect(await limit.waitFor("a")).toBe(0);
    await limit.hit("a");
    now += 1_000;
    await limit.hit("a");
    expect(await limit.waitFor("a")).toBe(59_000);
    now += 59_000;
    expect(await limit.waitFor("a")).toBe(0);
  });

  it("keeps each limit's keys apart, and forgets a key on clear", async () => {
    const now = () => START;
    const bookings = new RateLimit(t.db, "bookings", 1, WINDOW, now);
    const lookups = new RateLimit(t.db, "lookups", 1, WINDOW, now);
    await bookings.hit("10.0.0.1");
    expect(await lookups.waitFor("10.0.0.1")).toBe(0);
    expect(await bookings.waitFor("10.0.0.1")).toBe(60_000);
    await bookings.clear("10.0.0.1");
    expect(await bookings.waitFor("10.0.0.1")).toBe(0);
  });

  it("never lets more than the limit through when many events arrive at once", async () => {
    const limit = new RateLimit(t.db, "burst", 5, WINDOW, () => START);
    const waits = await Promise.all(Array.from({ length: 20 }, () => limit.hit("same-network")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it("drops windows that ended before the given time", async () => {
    let now = START;
    const limit = new RateLimit(t.db, "old", 1, WINDOW, () => now);
    await limit.hit("a");
    now += 2 * WINDOW;
    await limit.hit("a");
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
      tries.push((await app.inject({ method: "POST", url: "/api/auth/login", payload: wrong, remoteAddress: `10.9.0.${i}` })).statusCode);
    }
    expect(tries).toEqual([401, 401, 401, 401, 401]);
    const right = await second().app.inject({ method: "POST", url: "/api/auth/login", payload: { ...wrong, password: ADMIN.password }, remoteAddress: "10.9.1.1" });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
  });
});
