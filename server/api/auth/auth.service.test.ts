import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { createAuthService } from "./auth.service.ts";
import { FIRST_LOCKOUT_MS, LOGIN_FAILURE_LIMIT, LoginThrottle, MAX_LOCKOUT_MS } from "./login-throttle.ts";

const SECRET = "a-test-session-secret-of-at-least-32-chars";

/** The login service on a real database, with a throttle on a clock the test moves. */
describe.each(testDialects())("auth service throttling on %s", (dialect) => {
  let t: TestApp;
  let now = Date.UTC(2026, 0, 1);
  const auth = () =>
    createAuthService(t.db, SECRET, {
      secondFactor: t.services.secondFactor,
      settings: t.services.settings,
      throttle: new LoginThrottle(t.db, { secret: SECRET, now: () => now }),
    });
  /** A sign-in with the right password of an account without two-step sign-in: its session. */
  const started = async (signIn: ReturnType<ReturnType<typeof auth>["login"]>) => {
    const result = await signIn;
    if (!("started" in result)) throw new Error("A second step was asked for");
    return result.started;
  };
  const wrong = { username: ADMIN.username, password: "not-the-password", remember: false };
  const right = { ...ADMIN, remember: false };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  // Each test starts with no failures and no lockouts: the counts live in the database now.
  beforeEach(async () => {
    await t.db.deleteFrom("rate_limit_counts").execute();
    await t.db.deleteFrom("login_lockouts").execute();
  });

  /** Fails until refused, returning the Retry-After of the refusal in seconds. */
  async function lockOut(service: ReturnType<typeof auth>, client: { ip: string; deviceCookie?: string }) {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await expect(service.login(wrong, { ...client, ip: `${client.ip}${i}` })).rejects.toMatchObject({
        statusCode: 401,
      });
    }
    const refusal = await service.login(right, { ...client, ip: `${client.ip}x` }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ statusCode: 429 });
    const seconds = Number((refusal as { headers: Record<string, string> }).headers["retry-after"]);
    // The wait in the words is Retry-After in whole minutes, rounded up.
    const minutes = Math.ceil(seconds / 60);
    expect((refusal as Error).message).toBe(
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
    return seconds;
  }

  it("doubles the untrusted lockout each time in a row, capped at a day; a success starts over", async () => {
    const service = auth();
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      waits.push(await lockOut(service, { ip: "198.51.100." }));
      now += waits.at(-1)! * 1000;
    }
    const first = FIRST_LOCKOUT_MS / 1000;
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 96, 96].map((n) => n * first));
    expect(waits.at(-1)).toBe(MAX_LOCKOUT_MS / 1000);

    await expect(service.login(right, { ip: "192.0.2.1" })).resolves.toMatchObject({
      started: { session: { username: ADMIN.username } },
    });
    expect(await lockOut(service, { ip: "198.51.100." })).toBe(first);
  });

  it("lets the lab's device through an untrusted lockout, and locks a device guessing with its own cookie", async () => {
    const service = auth();
    const { deviceCookie } = await started(service.login(right, { ip: "192.0.2.1" }));
    await lockOut(service, { ip: "198.51.100." });
    const again = await started(service.login(right, { ip: "198.51.100.0", deviceCookie }));
    expect(again.deviceCookie).not.toBe(deviceCookie);

    // Someone holding the lab's cookie gets the limit of guesses, then waits like anyone.
    expect(await lockOut(service, { ip: "203.0.113.", deviceCookie: again.deviceCookie })).toBe(
      FIRST_LOCKOUT_MS / 1000,
    );
  });

  it("checks no more passwords than the limit when 200 logins for one user arrive at once, the right one among them", async () => {
    const service = auth();
    const attempts = Array.from({ length: 200 }, (_, i) => (i === 150 ? right : wrong));
    const outcomes = await Promise.all(
      attempts.map((login) =>
        service.login(login, { ip: "203.0.113.9" }).then(
          () => 200,
          (error: { statusCode: number }) => error.statusCode,
        ),
      ),
    );
    const checked = outcomes.filter((status) => status !== 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(outcomes.filter((status) => status === 429)).toHaveLength(200 - checked.length);
    expect(outcomes.every((status) => [200, 401, 429].includes(status))).toBe(true);
  });

  it("stores no username or address in the throttle's tables", async () => {
    await lockOut(auth(), { ip: "198.51.100.2" });
    const keys = [
      ...(await t.db.selectFrom("rate_limit_counts").select("key").execute()),
      ...(await t.db.selectFrom("login_lockouts").select("key").execute()),
    ].map((row) => row.key.toLowerCase());
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(ADMIN.username.toLowerCase());
      expect(key).not.toContain("198.51.100");
    }
  });
});
