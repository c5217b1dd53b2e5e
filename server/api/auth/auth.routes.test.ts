import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { PERMISSIONS } from "../../../domain/staff-roles.ts";
import { DEVICE_COOKIE, SESSION_COOKIE } from "../../../domain/auth.ts";

describe.each(testDialects())("auth API on %s", (dialect) => {
  let t: TestApp;
  let ipCounter = 0;
  /** Each test logs in from its own address so the per-address throttle does not leak between tests. */
  const freshIp = () => `10.9.0.${++ipCounter}`;

  const login = (payload: object, remoteAddress = freshIp(), url = "/api/auth/login") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress });
  const me = (cookie?: string) => t.app.inject({ url: "/api/auth/me", headers: cookie ? { cookie } : {} });
  const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
    const c = response.cookies.find((x) => x.name === SESSION_COOKIE)!;
    return { header: `${SESSION_COOKIE}=${c.value}`, cookie: c };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("signs in with the right password: httpOnly SameSite=Lax cookie, no-store, who and when", async () => {
    const response = await login(ADMIN);
    expect(response.statusCode).toBe(200);
    // Who, with their role and what it may do: the first account is the lab's owner.
    expect(response.json()).toEqual({
      userId: expect.any(String),
      username: ADMIN.username,
      displayName: ADMIN.username,
      role: "owner",
      permissions: [...PERMISSIONS],
      loginAt: expect.any(String),
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    const { cookie, header } = cookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.maxAge).toBeUndefined(); // ends with the browser session
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    const who = await me(header);
    expect(who.statusCode).toBe(200);
    expect(who.json().username).toBe(ADMIN.username);
    expect(JSON.stringify(who.json())).not.toMatch(/argon2|hash/i);
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const https = await createTestApp(dialect, { publicOrigin: "https://lab.example" });
    const response = await https.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: ADMIN,
      remoteAddress: freshIp(),
    });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
    await https.close();
  });

  it("keeps a remembered session in a lasting cookie", async () => {
    const { cookie } = cookieOf(await login({ ...ADMIN, remember: true }));
    expect(cookie.maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600);
  });

  it("answers an unknown user and a wrong password identically", async () => {
    const wrong = await login({ username: ADMIN.username, password: "not-the-password" });
    const unknown = await login({ username: "nobody", password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toMatchObject({ code: "SIGN_IN_INVALID", error: "Invalid username or password" });
    expect(wrong.cookies).toEqual([]);
  });

  it("says a refused sign-in and a missing session in Hindi to a client preferring it, with the same codes", async () => {
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: ADMIN.username, password: "not-the-password" },
      remoteAddress: freshIp(),
      headers: { "accept-language": "hi" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "SIGN_IN_INVALID", error: "यूज़रनेम या पासवर्ड सही नहीं है" });
    const nobody = await t.app.inject({ url: "/api/auth/me", headers: { "accept-language": "hi-IN" } });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ code: "SIGN_IN_REQUIRED", error: "आगे बढ़ने के लिए साइन इन करें" });
  });

  it("validates the body: 400 naming the missing field", async () => {
    const response = await login({ username: ADMIN.username });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toEqual(["password"]);
  });

  it("logs out on the server: the old cookie gets 401 afterwards", async () => {
    const { header } = cookieOf(await login(ADMIN));
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: header } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe("");
    expect((await me(header)).statusCode).toBe(401);
  });

  it("answers 401 JSON to /me without a session or with a forged one", async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me(`${SESSION_COOKIE}=${"A".repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toEqual(expect.any(String));
  });

  it("locks a username after 5 failures: 429 with Retry-After, even for the right password", async () => {
    const username = "lockme";
    await t.services.staffAccounts.createWithPassword(
      { username, displayName: username, role: "desk", grants: [] },
      ADMIN.password,
    );
    for (let i = 0; i < 5; i++) {
      // Different addresses: the username bucket alone must lock.
      expect((await login({ username, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ username, password: ADMIN.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().error).toMatch(/try again in \d+ minutes?/i);
    expect(locked.cookies).toEqual([]);
  });

  it("locks an address after 5 failures across usernames, whatever the path spelling", async () => {
    const ip = freshIp();
    const paths = ["/api/auth/login", "/API/auth/login/", "/api/AUTH/Login", "/api/auth/login/", "/Api/Auth/Login"];
    for (const [i, url] of paths.entries()) {
      expect((await login({ username: `user${i}`, password: "wrong-password" }, ip, url)).statusCode).toBe(401);
    }
    expect((await login(ADMIN, ip)).statusCode).toBe(429);
    expect((await login(ADMIN, freshIp())).statusCode).toBe(200);
  });

  it.each(["idle_expires_at", "absolute_expires_at"] as const)("refuses a session past its %s", async (column) => {
    const { header } = cookieOf(await login(ADMIN));
    expect((await me(header)).statusCode).toBe(200);
    await t.db
      .updateTable("sessions")
      .set({ [column]: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await me(header)).statusCode).toBe(401);
  });

  it("a password reset signs the admin out everywhere", async () => {
    const { header } = cookieOf(await login(ADMIN));
    await t.services.staffAccounts.resetPassword(ADMIN.username, ADMIN.password);
    expect((await me(header)).statusCode).toBe(401);
  });

  describe("device cookies", () => {
    let adminCounter = 0;
    /** A new admin per test, so one test's lockout is not another's. */
    async function freshAdmin() {
      const account = { username: `admin${++adminCounter}`, password: ADMIN.password };
      await t.services.staffAccounts.createWithPassword(
        { username: account.username, displayName: account.username, role: "desk", grants: [] },
        account.password,
      );
      return account;
    }
    const deviceOf = (response: Awaited<ReturnType<typeof login>>) => {
      const c = response.cookies.find((x) => x.name === DEVICE_COOKIE);
      return c && `${DEVICE_COOKIE}=${c.value}`;
    };
    const loginWithDevice = (payload: object, device: string, remoteAddress = freshIp()) =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress, headers: { cookie: device } });
    /** An attacker's six guesses at the password, taking turns between addresses: the sixth is refused. */
    async function attack(username: string, addresses: string[]) {
      for (let i = 0; i < 6; i++) {
        const response = await login({ username, password: `guess-${i}` }, addresses[i % addresses.length]);
        expect(response.statusCode).toBe(i < 5 ? 401 : 429);
      }
    }

    it("signing in issues a signed httpOnly device cookie for a year, after the session cookie", async () => {
      const response = await login(ADMIN);
      expect(response.cookies.map((c) => c.name)).toEqual([SESSION_COOKIE, DEVICE_COOKIE]);
      const device = response.cookies.find((c) => c.name === DEVICE_COOKIE)!;
      expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });
      expect(device.secure).toBeUndefined();
      expect(device.maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
      expect(device.value).not.toContain(ADMIN.password);
    });

    it("marks the device cookie Secure when the site is served over https", async () => {
      const https = await createTestApp(dialect, { publicOrigin: "https://lab.example" });
      const response = await https.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: ADMIN,
        remoteAddress: freshIp(),
      });
      expect(response.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
      await https.close();
    });

    it("logging out keeps the device cookie", async () => {
      const response = await login(ADMIN);
      const out = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie: `${cookieOf(response).header}; ${deviceOf(response)}` },
      });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.map((c) => c.name)).toEqual([SESSION_COOKIE]);
    });

    it("an attacker's failures from several addresses lock out strangers, not the lab's browser", async () => {
      const admin = await freshAdmin();
      const labIp = freshIp();
      const labDevice = deviceOf(await login(admin, labIp))!;
      // The attacker shares the lab's address too (same network), so it is locked as well.
      await attack(admin.username, [labIp, freshIp(), freshIp(), labIp, freshIp()]);

      const stranger = await login(admin);
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);
      expect(stranger.json().error).toMatch(/try again in \d+ minutes?/i);
      expect(stranger.cookies).toEqual([]);

      const lab = await loginWithDevice(admin, labDevice, labIp);
      expect(lab.statusCode).toBe(200);
      expect((await me(cookieOf(lab).header)).json().username).toBe(admin.username);
      const refreshed = deviceOf(lab)!;
      expect(refreshed).not.toBe(labDevice);
      expect((await loginWithDevice(admin, refreshed, labIp)).statusCode).toBe(200);
    });

    it("a device cookie with a wrong signature or for another username counts as untrusted", async () => {
      const admin = await freshAdmin();
      const genuine = deviceOf(await login(admin))!;
      const otherUsers = deviceOf(await login(ADMIN))!;
      await attack(admin.username, [freshIp(), freshIp()]);

      const forged = genuine.replace(/.(.)$/, (_, last: string) => `${genuine.at(-2) === "A" ? "B" : "A"}${last}`);
      expect(forged).not.toBe(genuine);
      expect((await loginWithDevice(admin, forged)).statusCode).toBe(429);
      expect((await loginWithDevice(admin, otherUsers)).statusCode).toBe(429);
      expect((await loginWithDevice(admin, genuine)).statusCode).toBe(200);
    });

    it("locks a device cookie after 5 failures with it, and only that device", async () => {
      const admin = await freshAdmin();
      const device = deviceOf(await login(admin))!;
      for (let i = 0; i < 5; i++) {
        expect((await loginWithDevice({ username: admin.username, password: `guess-${i}` }, device)).statusCode).toBe(
          401,
        );
      }
      const locked = await loginWithDevice(admin, device);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
      // The device's failures are its own: strangers and the lab's other browsers still get in.
      expect((await login(admin)).statusCode).toBe(200);
    });
  });
});
