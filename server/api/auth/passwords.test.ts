import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_COOKIE, SESSION_COOKIE } from "../../../domain/auth.ts";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { LOGIN_FAILURE_LIMIT } from "./login-throttle.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords.ts";

describe.each(testDialects())("staff passwords on %s", (dialect) => {
  let t: TestApp;
  let counter = 0;
  let ipCounter = 0;
  const freshIp = () => `10.34.0.${++ipCounter}`;
  const STRONG = "copper kettle under monsoon";

  const login = (payload: { username: string; password: string }, remoteAddress = freshIp()) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress });
  const me = (cookie: string) => t.app.inject({ url: "/api/auth/me", headers: { cookie } });
  const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
    const c = response.cookies.find((x) => x.name === SESSION_COOKIE)!;
    return `${SESSION_COOKIE}=${c.value}`;
  };
  const changePassword = (cookie: string, payload: object, remoteAddress = freshIp()) =>
    t.app.inject({ method: "POST", url: "/api/auth/password", payload, headers: { cookie }, remoteAddress });
  async function freshDesk(password = STRONG) {
    const username = `desk${++counter}`;
    await t.services.staffAccounts.createWithPassword(
      { username, displayName: "Kshitij Wadhwa", role: "desk", grants: [] },
      password,
    );
    return { username, password };
  }
  const refusalOf = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: { code?: string; extra?: Record<string, unknown> }) => error,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([
    ["a short", "kettle-91", "PASSWORD_TOO_SHORT"],
    ["a long", "k".repeat(MAX_PASSWORD_LENGTH + 1), "PASSWORD_TOO_LONG"],
    ["a common password", "password1234", "PASSWORD_TOO_GUESSABLE"],
    ["a keyboard walk", "qwertyuiop123", "PASSWORD_TOO_GUESSABLE"],
    ["the account holder's own name", "KshitijWadhwa1", "PASSWORD_TOO_GUESSABLE"],
  ])("refuses %s password wherever one is set, saying what to do", async (_, password, code) => {
    const username = `weak${++counter}`;
    const created = await refusalOf(
      t.services.staffAccounts.createWithPassword(
        { username, displayName: "Kshitij Wadhwa", role: "desk", grants: [] },
        password,
      ),
    );
    expect(created).toMatchObject({ code, issues: [{ path: ["password"], code }] });
    expect((await login({ username, password })).statusCode).toBe(401);
    if (code === "PASSWORD_TOO_GUESSABLE") {
      expect((created as { message: string }).message).toMatch(/three or four unrelated words/);
      expect(created?.extra?.advice).toEqual(expect.any(String));
    }
    const account = await freshDesk();
    expect(await refusalOf(t.services.staffAccounts.resetPassword(account.username, password))).toMatchObject({ code });
    expect((await login(account)).statusCode).toBe(200);
  });

  it(`accepts a passphrase of ${MIN_PASSWORD_LENGTH} characters or more that is not a common one`, async () => {
    const account = await freshDesk("tamarind bicycle");
    expect((await login(account)).statusCode).toBe(200);
  });

  it("changes one's own password: the current one is needed, the new one must be strong, other sessions end", async () => {
    const account = await freshDesk();
    const here = cookieOf(await login(account));
    const elsewhere = cookieOf(await login(account));

    const wrong = await changePassword(here, { currentPassword: "not my password", newPassword: "saffron ladder 77" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "PASSWORD_CURRENT_WRONG", field: "currentPassword" });

    const weak = await changePassword(here, { currentPassword: account.password, newPassword: "password1234" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: "PASSWORD_TOO_GUESSABLE", field: "newPassword" });
    const hindi = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      payload: { currentPassword: account.password, newPassword: "short" },
      headers: { cookie: here, "accept-language": "hi" },
      remoteAddress: freshIp(),
    });
    expect(hindi.json().error).toContain(`पासवर्ड कम से कम ${MIN_PASSWORD_LENGTH} अक्षरों का होना चाहिए`);
    // Refused changes change nothing: both browsers are still signed in, with the old password.
    expect((await me(elsewhere)).statusCode).toBe(200);

    const changed = await changePassword(here, { currentPassword: account.password, newPassword: "saffron ladder 77" });
    expect(changed.statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(account)).statusCode).toBe(401);
    expect((await login({ ...account, password: "saffron ladder 77" })).statusCode).toBe(200);
  });

  it("refuses a missing field with a 400 naming it, and a stranger with a 401", async () => {
    const account = await freshDesk();
    const here = cookieOf(await login(account));
    const missing = await changePassword(here, { currentPassword: account.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([expect.objectContaining({ path: ["newPassword"] })]);
    const stranger = await changePassword(`${SESSION_COOKIE}=nobody`, {
      currentPassword: account.password,
      newPassword: "saffron ladder 77",
    });
    expect(stranger.statusCode).toBe(401);
  });

  it("throttles guesses at the current password as sign-ins are: locked after the limit, the right one too", async () => {
    const account = await freshDesk();
    const response = await login(account);
    const here = cookieOf(response);
    const device = response.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    const cookie = `${here}; ${DEVICE_COOKIE}=${device.value}`;
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changePassword(cookie, { currentPassword: `guess number ${i}`, newPassword: "saffron ladder 77" }),
      ),
    );
    // Counted first: however many arrive at once, no more than the limit are checked.
    const checked = guesses.filter((g) => g.statusCode === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(20 - checked);
    for (let i = checked; i < LOGIN_FAILURE_LIMIT; i++) {
      const guess = await changePassword(cookie, {
        currentPassword: `more guesses ${i}`,
        newPassword: "saffron ladder 77",
      });
      expect(guess.statusCode).toBe(400);
    }
    const right = await changePassword(cookie, { currentPassword: account.password, newPassword: "saffron ladder 77" });
    expect(right.statusCode).toBe(429);
  });
});
