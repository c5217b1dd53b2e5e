import { describe, expect, it } from "vitest";
import { FIRST_LOCKOUT_MS, LOGIN_FAILURE_LIMIT, LoginThrottle, MAX_LOCKOUT_MS } from "./login-throttle.ts";

const MINUTE = 60 * 1000;

/** A throttle on a clock the test moves by hand. */
function throttleAt(start = 1_000_000, options: ConstructorParameters<typeof LoginThrottle>[0] = {}) {
  let now = start;
  const throttle = new LoginThrottle({ ...options, now: () => now });
  return { throttle, advance: (ms: number) => (now += ms) };
}

const untrusted = (ip = "203.0.113.1") => ({ ip, deviceId: null });
const device = (deviceId: string, ip = "203.0.113.1") => ({ ip, deviceId });

describe("LoginThrottle", () => {
  it("locks a username after the limit of failures from many addresses, then lets it try again", () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) throttle.recordFailure("admin", untrusted(`198.51.100.${i}`));
    expect(throttle.retryAfterMs("admin", untrusted())).toBe(0);
    throttle.recordFailure("Admin ", untrusted("198.51.100.99"));
    expect(throttle.retryAfterMs("admin", untrusted())).toBe(FIRST_LOCKOUT_MS);
    advance(FIRST_LOCKOUT_MS);
    expect(throttle.retryAfterMs("admin", untrusted())).toBe(0);
  });

  it("locks an address after the limit of failures across usernames", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) throttle.recordFailure(`user${i}`, untrusted("198.51.100.7"));
    expect(throttle.retryAfterMs("someone", untrusted("198.51.100.7"))).toBe(FIRST_LOCKOUT_MS);
    expect(throttle.retryAfterMs("someone", untrusted("198.51.100.8"))).toBe(0);
  });

  it("forgets failures older than the window", () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) throttle.recordFailure("admin", untrusted(`198.51.100.${i}`));
    advance(16 * MINUTE);
    throttle.recordFailure("admin", untrusted("198.51.100.50"));
    expect(throttle.retryAfterMs("admin", untrusted())).toBe(0);
  });

  it("doubles the lockout with each lockout in a row, up to a day, and a success starts over", () => {
    const { throttle, advance } = throttleAt();
    const lockOut = () => {
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) throttle.recordFailure("admin", untrusted(`198.51.100.${i}`));
      return throttle.retryAfterMs("admin", untrusted());
    };
    const lockouts: number[] = [];
    for (let i = 0; i < 9; i++) {
      const wait = lockOut();
      lockouts.push(wait);
      advance(wait);
    }
    expect(lockouts.map((ms) => ms / FIRST_LOCKOUT_MS)).toEqual([1, 2, 4, 8, 16, 32, 64, 96, 96]);
    expect(Math.max(...lockouts)).toBe(MAX_LOCKOUT_MS);

    throttle.recordSuccess("admin", untrusted());
    expect(lockOut()).toBe(FIRST_LOCKOUT_MS);
  });

  it("does not count refused attempts, so a lockout cannot be renewed by trying during it", () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) throttle.recordFailure("admin", untrusted(`198.51.100.${i}`));
    // The service checks retryAfterMs first and records nothing while it is above zero.
    for (let i = 0; i < 4; i++) {
      advance(3 * MINUTE);
      expect(throttle.retryAfterMs("admin", untrusted())).toBeGreaterThan(0);
    }
    advance(3 * MINUTE);
    expect(throttle.retryAfterMs("admin", untrusted())).toBe(0);
  });

  it("forgets the lockout streak a day after the last lockout ended", () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) throttle.recordFailure("admin", untrusted(`198.51.100.${i}`));
    advance(FIRST_LOCKOUT_MS + MAX_LOCKOUT_MS);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) throttle.recordFailure("admin", untrusted(`198.51.100.${i}`));
    expect(throttle.retryAfterMs("admin", untrusted())).toBe(FIRST_LOCKOUT_MS);
  });

  it("lets a trusted device through the username and address lockouts", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) throttle.recordFailure("admin", untrusted("198.51.100.7"));
    expect(throttle.retryAfterMs("admin", untrusted("198.51.100.7"))).toBeGreaterThan(0);
    expect(throttle.retryAfterMs("admin", device("lab-pc", "198.51.100.7"))).toBe(0);
  });

  it("counts a trusted device's failures against that device only, and locks it after the limit", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) throttle.recordFailure("admin", device("lab-pc"));
    expect(throttle.retryAfterMs("admin", untrusted())).toBe(0);
    expect(throttle.retryAfterMs("admin", device("lab-pc"))).toBe(0);
    throttle.recordFailure("admin", device("lab-pc"));
    expect(throttle.retryAfterMs("admin", device("lab-pc"))).toBe(FIRST_LOCKOUT_MS);
    expect(throttle.retryAfterMs("admin", device("other-pc"))).toBe(0);
    expect(throttle.retryAfterMs("admin", untrusted())).toBe(0);
  });

  it("a trusted success clears its device but leaves the untrusted username lockout in place", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) throttle.recordFailure("admin", untrusted(`198.51.100.${i}`));
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) throttle.recordFailure("admin", device("lab-pc"));
    throttle.recordSuccess("admin", device("lab-pc"));
    expect(throttle.retryAfterMs("admin", untrusted())).toBeGreaterThan(0);
    throttle.recordFailure("admin", device("lab-pc"));
    expect(throttle.retryAfterMs("admin", device("lab-pc"))).toBe(0);
  });

  it("stays within its size bound, dropping stale and unlocked entries before locked ones", () => {
    const { throttle, advance } = throttleAt(1_000_000, { maxTrackedKeys: 10 });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) throttle.recordFailure("admin", untrusted("198.51.100.1"));
    for (let i = 0; i < 100; i++) {
      advance(1000);
      throttle.recordFailure(`user${i}`, untrusted(`192.0.2.${i}`));
      expect(throttle.size).toBeLessThanOrEqual(10);
    }
    expect(throttle.retryAfterMs("admin", untrusted("198.51.100.2"))).toBeGreaterThan(0);
    expect(throttle.retryAfterMs("someone", untrusted("198.51.100.1"))).toBeGreaterThan(0);
  });
});
