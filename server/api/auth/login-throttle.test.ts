import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import {
  FIRST_LOCKOUT_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  type LoginClient,
  LoginThrottle,
  MAX_LOCKOUT_MS,
  pruneLoginLockouts,
} from "./login-throttle.ts";

const MINUTE = 60 * 1000;

const SECRET = "a-test-secret-of-at-least-32-characters";

/** One attempt with a wrong password, as the auth service makes it. */
async function fail(throttle: LoginThrottle, username: string, client: LoginClient) {
  const started = await throttle.begin(username, client);
  if (!started.isAllowed) throw new Error(`refused for ${started.waitMs} ms`);
  await started.attempt.failed();
}

/** One attempt with the right password. */
async function succeed(throttle: LoginThrottle, username: string, client: LoginClient) {
  const started = await throttle.begin(username, client);
  if (!started.isAllowed) throw new Error(`refused for ${started.waitMs} ms`);
  await started.attempt.succeeded();
}

const untrusted = (ip = "203.0.113.1") => ({ ip, deviceId: null });
const device = (deviceId: string, ip = "203.0.113.1") => ({ ip, deviceId });

describe.each(testDialects())("LoginThrottle on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom("rate_limit_counts").execute();
    await t.db.deleteFrom("login_lockouts").execute();
  });

  /** A throttle on a clock the test moves by hand, starting at the beginning of a failure window. */
  function throttleAt(start = 1_800_000_000_000) {
    let now = start;
    const throttle = new LoginThrottle(t.db, { secret: SECRET, now: () => now });
    return { throttle, advance: (ms: number) => (now += ms), now: () => now };
  }

  it("locks a username after the limit of failures from many addresses, then lets it try again", async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await fail(throttle, "admin", untrusted(`198.51.100.${i}`));
    expect(await throttle.retryAfterMs("admin", untrusted())).toBe(0);
    await fail(throttle, "Admin ", untrusted("198.51.100.99"));
    expect(await throttle.retryAfterMs("admin", untrusted())).toBe(FIRST_LOCKOUT_MS);
    advance(FIRST_LOCKOUT_MS);
    expect(await throttle.retryAfterMs("admin", untrusted())).toBe(0);
  });

  it("locks an address after the limit of failures across usernames", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await fail(throttle, `user${i}`, untrusted("198.51.100.7"));
    expect(await throttle.retryAfterMs("someone", untrusted("198.51.100.7"))).toBe(FIRST_LOCKOUT_MS);
    expect(await throttle.retryAfterMs("someone", untrusted("198.51.100.8"))).toBe(0);
  });

  it("forgets failures older than the window", async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await fail(throttle, "admin", untrusted(`198.51.100.${i}`));
    advance(16 * MINUTE);
    await fail(throttle, "admin", untrusted("198.51.100.50"));
    expect(await throttle.retryAfterMs("admin", untrusted())).toBe(0);
  });

  it("doubles the lockout with each lockout in a row, up to a day, and a success starts over", async () => {
    const { throttle, advance } = throttleAt();
    const lockOut = async () => {
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await fail(throttle, "admin", untrusted(`198.51.100.${i}`));
      return await throttle.retryAfterMs("admin", untrusted());
    };
    const lockouts: number[] = [];
    for (let i = 0; i < 9; i++) {
      const wait = await lockOut();
      lockouts.push(wait);
      advance(wait);
    }
    expect(lockouts.map((ms) => ms / FIRST_LOCKOUT_MS)).toEqual([1, 2, 4, 8, 16, 32, 64, 96, 96]);
    expect(Math.max(...lockouts)).toBe(MAX_LOCKOUT_MS);

    await succeed(throttle, "admin", untrusted());
    expect(await lockOut()).toBe(FIRST_LOCKOUT_MS);
  });

  it("locks once when two failures hold the limit's place, as a burst straddling a window's edge can", async () => {
    const { throttle, advance } = throttleAt();
    const client = device("phone-1");
    const atTheLimit = async () => {
      for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await fail(throttle, "admin", client);
      const started = await throttle.begin("admin", client);
      if (!started.isAllowed) throw new Error(`refused for ${started.waitMs} ms`);
      return started.attempt;
    };
    const first = await atTheLimit();
    advance(LOGIN_FAILURE_WINDOW_MS);
    const second = await atTheLimit();
    await first.failed();
    await second.failed();
    expect(await throttle.retryAfterMs("admin", client)).toBe(FIRST_LOCKOUT_MS);
  });

  it("does not count refused attempts, so a lockout cannot be renewed by trying during it", async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await fail(throttle, "admin", untrusted(`198.51.100.${i}`));
    // The service checks retryAfterMs first and records nothing while it is above zero.
    for (let i = 0; i < 4; i++) {
      advance(3 * MINUTE);
      expect(await throttle.retryAfterMs("admin", untrusted())).toBeGreaterThan(0);
    }
    advance(3 * MINUTE);
    expect(await throttle.retryAfterMs("admin", untrusted())).toBe(0);
  });

  it("forgets the lockout streak a day after the last lockout ended", async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await fail(throttle, "admin", untrusted(`198.51.100.${i}`));
    advance(FIRST_LOCKOUT_MS + MAX_LOCKOUT_MS);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await fail(throttle, "admin", untrusted(`198.51.100.${i}`));
    expect(await throttle.retryAfterMs("admin", untrusted())).toBe(FIRST_LOCKOUT_MS);
  });

  it("lets a trusted device through the username and address lockouts", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await fail(throttle, "admin", untrusted("198.51.100.7"));
    expect(await throttle.retryAfterMs("admin", untrusted("198.51.100.7"))).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs("admin", device("lab-pc", "198.51.100.7"))).toBe(0);
  });

  it("counts a trusted device's failures against that device only, and locks it after the limit", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await fail(throttle, "admin", device("lab-pc"));
    expect(await throttle.retryAfterMs("admin", untrusted())).toBe(0);
    expect(await throttle.retryAfterMs("admin", device("lab-pc"))).toBe(0);
    await fail(throttle, "admin", device("lab-pc"));
    expect(await throttle.retryAfterMs("admin", device("lab-pc"))).toBe(FIRST_LOCKOUT_MS);
    expect(await throttle.retryAfterMs("admin", device("other-pc"))).toBe(0);
    expect(await throttle.retryAfterMs("admin", untrusted())).toBe(0);
  });

  it("a trusted success clears its device but leaves the untrusted username lockout in place", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await fail(throttle, "admin", untrusted(`198.51.100.${i}`));
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await fail(throttle, "admin", device("lab-pc"));
    await succeed(throttle, "admin", device("lab-pc"));
    expect(await throttle.retryAfterMs("admin", untrusted())).toBeGreaterThan(0);
    await fail(throttle, "admin", device("lab-pc"));
    expect(await throttle.retryAfterMs("admin", device("lab-pc"))).toBe(0);
  });

  it("drops lockouts whose streak no longer counts, and only those", async () => {
    const { throttle, advance, now } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await fail(throttle, "admin", untrusted(`198.51.100.${i}`));
    expect(await pruneLoginLockouts(t.db, new Date(now()))).toBe(0);
    advance(FIRST_LOCKOUT_MS + MAX_LOCKOUT_MS + 1);
    expect(await pruneLoginLockouts(t.db, new Date(now()))).toBe(1);
  });
});
