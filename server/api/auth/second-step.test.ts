import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEVICE_COOKIE, SESSION_COOKIE } from "../../../domain/auth.ts";
import { PENDING_SIGN_IN_MS } from "../../../domain/second-factor.ts";
import type { Role, Staff } from "../../../domain/staff-roles.ts";
import { ADMIN, createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import { createAuthService } from "./auth.service.ts";
import { FIRST_LOCKOUT_MS, LOGIN_FAILURE_LIMIT, LoginThrottle } from "./login-throttle.ts";
import { findUserByUsername } from "./users.repository.ts";

const PASSWORD = "copper kettle under monsoon";
const SECRET = "a-test-session-secret-of-at-least-32-chars";

/**
 * The site's clock, which the second factor reads codes against: standing still in the middle of
 * a TOTP step unless a test moves it. On the real clock a code made by the test and checked by the
 * site a moment later could fall in the next step: the step before (the code that confirms an
 * account) was then out of the window, which failed a run at load 16. Sessions keep the real
 * clock (server/services.ts) and compare it with the dates the staff accounts write on this one
 * (a reset's "set up now"), so this one starts five minutes behind.
 */
let siteNow = Math.floor(Date.now() / 30_000) * 30_000 - 5 * 60_000 + 15_000;
const codeAt = (secret: string, timestamp = siteNow) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
/** Six digits that are none of the codes accepted around the site's now. */
function wrongCode(secret: string): string {
  const accepted = [-30_000, 0, 30_000].map((offset) => codeAt(secret, siteNow + offset));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!accepted.includes(code)) return code;
  }
}

/** The second sign-in step (issue 34): a password no longer opens an account with TOTP on. */
describe.each(testDialects())("the second sign-in step on %s", (dialect) => {
  let t: TestApp;
  let counter = 0;
  let ipCounter = 0;
  const freshIp = () => `10.34.2.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(siteNow) });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.deleteFrom("rate_limit_counts").execute();
    await t.db.deleteFrom("login_lockouts").execute();
  });

  /** A new account of the role; with `isOn`, TOTP turned on (its secret and recovery codes). */
  async function account(role: Role = "desk", { isOn = true } = {}) {
    const username = `twostep-${role}-${++counter}`;
    await t.services.staffAccounts.createWithPassword(
      { username, displayName: "Anjali Mehra", role, grants: [] },
      PASSWORD,
    );
    const { passwordHash: _, disabledAt: __, ...staff } = (await findUserByUsername(t.db, username))!;
    if (!isOn) return { staff, secret: "", recoveryCodes: [] as string[] };
    const { secret } = await t.services.secondFactor.begin(staff);
    // The step before now: the code of this step is still unused for the sign-in.
    const { recoveryCodes } = await t.services.secondFactor.confirm(staff, codeAt(secret, siteNow - 30_000));
    return { staff, secret, recoveryCodes };
  }
  const login = (staff: Staff, remember = false, remoteAddress = freshIp()) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: staff.username, password: PASSWORD, remember },
      remoteAddress,
    });
  const secondStep = (pending: string, code: string, remoteAddress = freshIp()) =>
    t.app.inject({ method: "POST", url: "/api/auth/second-factor", payload: { pending, code }, remoteAddress });
  const sessionsOf = async (staff: Staff) =>
    (await t.db.selectFrom("sessions").select("id").where("user_id", "=", staff.userId).execute()).length;
  const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    return cookie && `${SESSION_COOKIE}=${cookie.value}`;
  };

  it("asks for the code after the password of an account with TOTP on, and starts no session until it comes", async () => {
    const { staff, secret } = await account();
    const first = await login(staff);
    expect(first.statusCode).toBe(200);
    const { pending, ...rest } = first.json();
    expect(rest).toEqual({ secondFactor: "needed", expiresAt: expect.any(String) });
    expect(Buffer.from(pending, "base64url").length).toBeGreaterThanOrEqual(32);
    expect(first.cookies).toEqual([]);
    expect(await sessionsOf(staff)).toBe(0);
    // Only the token's HMAC is kept: the table cannot finish anyone's sign-in.
    expect(JSON.stringify(await t.db.selectFrom("pending_sign_ins").selectAll().execute())).not.toContain(pending);

    const wrong = await secondStep(pending, wrongCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "SECOND_FACTOR_CODE_WRONG", field: "code" });
    expect(wrong.cookies).toEqual([]);
    expect(await sessionsOf(staff)).toBe(0);

    const right = await secondStep(pending, codeAt(secret));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ username: staff.username, role: "desk" });
    expect(right.cookies.map((c) => c.name).sort()).toEqual([DEVICE_COOKIE, SESSION_COOKIE].sort());
    const me = await t.app.inject({ url: "/api/auth/me", headers: { cookie: cookieOf(right)! } });
    expect(me.json()).toMatchObject({ username: staff.username });

    // Single use: the same pending sign-in starts nothing more, even with another right code.
    const again = await secondStep(pending, codeAt(secret, siteNow + 30_000));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: "SIGN_IN_PENDING_EXPIRED",
      error: expect.stringMatching(/Sign in again/),
    });
    expect(await sessionsOf(staff)).toBe(1);
  });

  it("keeps an account without TOTP signing in with its password alone", async () => {
    const { staff } = await account("lab", { isOn: false });
    const response = await login(staff);
    expect(response.json()).toMatchObject({ username: staff.username });
    expect(cookieOf(response)).toBeDefined();
  });

  it("remembers the 'remember me' of the password step in the session the code starts", async () => {
    const { staff, secret } = await account();
    const remembered = await secondStep((await login(staff, true)).json().pending, codeAt(secret));
    expect(remembered.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600);
    const { staff: other, secret: otherSecret } = await account();
    const plain = await secondStep((await login(other, false)).json().pending, codeAt(otherSecret));
    expect(plain.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBeUndefined();
  });

  it("refuses a code used once already, within its window, at the next sign-in", async () => {
    const { staff, secret } = await account();
    const code = codeAt(secret);
    expect((await secondStep((await login(staff)).json().pending, code)).statusCode).toBe(200);
    const reused = await secondStep((await login(staff)).json().pending, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("SECOND_FACTOR_CODE_WRONG");
    // Thirty seconds on, the phone shows the next step's code, which opens.
    siteNow += 30_000;
    expect((await secondStep((await login(staff)).json().pending, codeAt(secret))).statusCode).toBe(200);
  });

  it("opens once with each recovery code", async () => {
    const { staff, recoveryCodes } = await account();
    expect((await secondStep((await login(staff)).json().pending, recoveryCodes[0]!)).statusCode).toBe(200);
    const used = await secondStep((await login(staff)).json().pending, recoveryCodes[0]!);
    expect(used.json().code).toBe("SECOND_FACTOR_CODE_WRONG");
    expect((await secondStep((await login(staff)).json().pending, recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it("refuses a made-up or empty pending sign-in and an empty code with 400s naming the field", async () => {
    const unknown = await secondStep("A".repeat(43), "123456");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe("SIGN_IN_PENDING_EXPIRED");
    const empty = await secondStep("A".repeat(43), " ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ issues: [{ path: ["code"], code: "SECOND_FACTOR_CODE_REQUIRED" }] });
  });

  describe("on clocks the test moves", () => {
    let now = Date.now();
    let throttleNow = Date.now();
    const auth = () =>
      createAuthService(t.db, SECRET, {
        secondFactor: t.services.secondFactor,
        settings: t.services.settings,
        now: () => new Date(now),
        codeThrottle: new LoginThrottle(t.db, { secret: SECRET, name: "second-factor", now: () => throttleNow }),
      });
    const outcomeOf = (call: Promise<unknown>) =>
      call.then(
        () => 200,
        (error: { statusCode: number }) => error.statusCode,
      );
    const pendingOf = async (service: ReturnType<typeof auth>, staff: Staff) => {
      const result = await service.login(
        { username: staff.username, password: PASSWORD, remember: false },
        { ip: "192.0.2.7" },
      );
      if (!("pending" in result)) throw new Error("No second step was asked for");
      return result.pending.pending;
    };

    it("lets a pending sign-in wait 5 minutes for its code, not a moment more", async () => {
      const { staff, secret } = await account();
      const service = auth();
      now = Date.now();
      const late = await pendingOf(service, staff);
      const inTime = await pendingOf(service, staff);
      now += PENDING_SIGN_IN_MS - 1;
      await expect(
        service.completeSignIn({ pending: inTime, code: codeAt(secret) }, { ip: "192.0.2.7" }),
      ).resolves.toMatchObject({
        session: { username: staff.username },
      });
      now += 1;
      await expect(
        service.completeSignIn({ pending: late, code: codeAt(secret, siteNow + 30_000) }, { ip: "192.0.2.7" }),
      ).rejects.toMatchObject({ code: "SIGN_IN_PENDING_EXPIRED" });
    });

    it("checks no more codes than the limit when 200 guesses arrive at once, then refuses the right code too until the lockout ends", async () => {
      const { staff, secret } = await account();
      const service = auth();
      now = Date.now();
      throttleNow = Date.now();
      const pending = await pendingOf(service, staff);
      const wrong = wrongCode(secret);
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, () =>
          outcomeOf(service.completeSignIn({ pending, code: wrong }, { ip: "192.0.2.8" })),
        ),
      );
      const checked = outcomes.filter((status) => status !== 429);
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
      expect(checked.every((status) => status === 400)).toBe(true);
      // Two buckets (account, address) count each guess, and a guess that gets a place in one but
      // not the other gives it back: a burst can end with fewer checks than the limit, and with
      // the address locked but the account not yet. Further guesses at the account, from other
      // addresses, are checked only up to the limit, whose failure locks it.
      let guesses = checked.length;
      for (; guesses <= LOGIN_FAILURE_LIMIT; guesses++) {
        const status = await outcomeOf(
          service.completeSignIn({ pending, code: wrong }, { ip: `198.51.100.${guesses}` }),
        );
        if (status === 429) break;
        expect(status).toBe(400);
      }
      expect(guesses).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);

      // Locked: the right code from anywhere is refused, and a new pending sign-in gains nothing.
      const right = () => service.completeSignIn({ pending, code: codeAt(secret) }, { ip: "192.0.2.9" });
      await expect(right()).rejects.toMatchObject({ code: "SIGN_IN_LOCKED", statusCode: 429 });
      const fresh = await pendingOf(service, staff);
      await expect(
        service.completeSignIn({ pending: fresh, code: codeAt(secret) }, { ip: "192.0.2.10" }),
      ).rejects.toMatchObject({ code: "SIGN_IN_LOCKED" });
      expect(await sessionsOf(staff)).toBe(0);

      throttleNow += FIRST_LOCKOUT_MS;
      await expect(right()).resolves.toMatchObject({ session: { username: staff.username } });
    });
  });

  describe("when two-step sign-in is required", () => {
    const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
    const graceOver = (staff: { username: string }) =>
      t.db
        .updateTable("admin_users")
        .set({ second_factor_due_at: new Date(Date.now() - 1000).toISOString() })
        .where("username", "=", staff.username)
        .execute();
    async function setEveryone(isForEveryone: boolean) {
      const owner = await t.login();
      const { updatedAt: _, updatedBy: __, ...settings } = (await get("/api/settings", owner)).json();
      const saved = await t.app.inject({
        method: "PUT",
        url: "/api/settings",
        headers: { cookie: owner },
        payload: { ...settings, secondFactorForEveryone: isForEveryone },
      });
      expect(saved.statusCode).toBe(200);
    }

    it("gives a new desk account 14 days, saying how many are left", async () => {
      const desk = await t.signInAs("desk");
      const session = await t.services.auth.getSession(desk.cookie.split("=")[1]);
      expect(session?.secondFactor).toMatchObject({ isOn: false, isSetupRequired: false, daysLeft: 14 });
      expect((await get("/api/admin/bookings", desk.cookie)).statusCode).toBe(200);
    });

    it("lets a desk account past its grace reach only the setup, then everything its role may once it is on", async () => {
      const desk = await t.signInAs("desk");
      await graceOver(desk);
      const refused = await get("/api/admin/bookings", desk.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: "SECOND_FACTOR_SETUP_REQUIRED",
        error: expect.stringMatching(/must use two-step sign-in/),
      });
      expect((await get("/api/auth/me", desk.cookie)).statusCode).toBe(200);

      const post = (url: string, payload?: object) =>
        t.app.inject({ method: "POST", url, payload, headers: { cookie: desk.cookie } });
      const setup = await post("/api/auth/second-factor/setup");
      expect(setup.statusCode).toBe(200);
      const confirmed = await post("/api/auth/second-factor/confirm", {
        password: ADMIN.password,
        code: codeAt(setup.json().secret),
      });
      expect(confirmed.statusCode).toBe(200);
      expect((await get("/api/admin/bookings", desk.cookie)).statusCode).toBe(200);
    });

    it("lets the owner reset a lost phone's two-step sign-in: signed out, no code asked, set up again before anything else", async () => {
      const { staff, secret } = await account("desk");
      const before = await login(staff);
      expect(before.json()).toMatchObject({ secondFactor: "needed" });
      const owner = await t.login();
      const reset = (cookie: string) =>
        t.app.inject({
          method: "POST",
          url: `/api/admin/staff/${staff.userId}/second-factor/reset`,
          headers: { cookie },
        });
      // Only who manages staff: a colleague at the desk may not turn off another's second step.
      const colleague = await t.signInAs("desk");
      expect((await reset(colleague.cookie)).statusCode).toBe(403);
      expect(await t.services.secondFactor.isOn(staff.userId)).toBe(true);

      const answer = await reset(owner);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ userId: staff.userId, isSecondFactorOn: false, sessionCount: 0 });
      expect(await t.services.secondFactor.isOn(staff.userId)).toBe(false);
      expect(
        await t.db.selectFrom("staff_recovery_codes").select("code_hash").where("user_id", "=", staff.userId).execute(),
      ).toEqual([]);

      // The password alone signs in now, into a session that may only set the second step up again.
      const after = await login(staff);
      const cookie = cookieOf(after)!;
      expect(cookie).toBeDefined();
      expect((await get("/api/admin/bookings", cookie)).json()).toMatchObject({ code: "SECOND_FACTOR_SETUP_REQUIRED" });
      const setup = await t.app.inject({ method: "POST", url: "/api/auth/second-factor/setup", headers: { cookie } });
      expect(setup.json().secret).not.toBe(secret);
    });

    it("leaves a lab account past its grace alone until the setting asks it of everyone", async () => {
      const lab = await t.signInAs("lab");
      await graceOver(lab);
      const reports = () => get("/api/bookings/x0000000000/reports", lab.cookie);
      expect((await reports()).statusCode).not.toBe(403);
      await setEveryone(true);
      try {
        const refused = await reports();
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe("SECOND_FACTOR_SETUP_REQUIRED");
        // A new colleague still gets their 14 days.
        const newcomer = await t.signInAs("content");
        expect((await get("/api/admin/tests", newcomer.cookie)).statusCode).toBe(200);
      } finally {
        await setEveryone(false);
      }
      expect((await reports()).statusCode).not.toBe(403);
    });

    it("keeps the suite's owner, made today, signing in without a code", async () => {
      const owner = await t.login();
      expect((await get("/api/admin/staff", owner)).statusCode).toBe(200);
      expect(ADMIN.username).toBeDefined();
    });
  });
});
