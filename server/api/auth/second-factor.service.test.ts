import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { createTestApp, type TestApp, testDialects } from "../../../test/test-app.ts";
import type { Staff } from "../../../domain/staff-roles.ts";
import { SESSION_COOKIE } from "../../../domain/auth.ts";
import { findUserByUsername } from "./users.repository.ts";
import { RECOVERY_CODE_COUNT } from "./second-factor.service.ts";

describe.each(testDialects())("second factor on %s", (dialect) => {
  let t: TestApp;
  let counter = 0;
  const codeAt = (secret: string, timestamp = Date.now()) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
  const refusalOf = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: { code?: string }) => error.code,
    );

  async function freshStaff(): Promise<Staff> {
    const username = `twostep${++counter}`;
    await t.services.staffAccounts.createWithPassword(
      { username, displayName: "Anjali Mehra", role: "desk", grants: [] },
      "copper kettle under monsoon",
    );
    const { passwordHash: _, disabledAt: __, ...staff } = (await findUserByUsername(t.db, username))!;
    return staff;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("turns on with a QR code and the secret in text, confirmed by a first code; ten recovery codes shown once", async () => {
    const staff = await freshStaff();
    const { secondFactor } = t.services;
    const started = await secondFactor.begin(staff);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.uri).toContain(`secret=${started.secret}`);
    expect(started.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(await secondFactor.isOn(staff.userId)).toBe(false);

    expect(await refusalOf(secondFactor.confirm(staff, "000000"))).toBe("SECOND_FACTOR_CODE_WRONG");
    const { recoveryCodes } = await secondFactor.confirm(staff, codeAt(started.secret));
    expect(await secondFactor.isOn(staff.userId)).toBe(true);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);

    // Stored encrypted and hashed: neither the secret nor a recovery code is in the database.
    const rows = JSON.stringify([
      await t.db.selectFrom("staff_second_factors").selectAll().execute(),
      await t.db.selectFrom("staff_recovery_codes").selectAll().execute(),
    ]);
    expect(rows).not.toContain(started.secret);
    for (const code of recoveryCodes) expect(rows).not.toContain(code);
    expect(await refusalOf(secondFactor.begin(staff))).toBe("SECOND_FACTOR_ALREADY_ON");
  });

  it("accepts a code once: the same code again within its window is refused", async () => {
    const staff = await freshStaff();
    const { secondFactor } = t.services;
    const { secret } = await secondFactor.begin(staff);
    const now = Date.now();
    await secondFactor.confirm(staff, codeAt(secret, now - 30_000));
    expect(await secondFactor.accept(staff.userId, codeAt(secret, now))).toBe(true);
    expect(await secondFactor.accept(staff.userId, codeAt(secret, now))).toBe(false);
    // Sent twice at once, it still opens once.
    const next = codeAt(secret, now + 30_000);
    const both = await Promise.all([secondFactor.accept(staff.userId, next), secondFactor.accept(staff.userId, next)]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it("a recovery code works once, written with capitals or spaces too", async () => {
    const staff = await freshStaff();
    const { secondFactor } = t.services;
    const { secret } = await secondFactor.begin(staff);
    const { recoveryCodes } = await secondFactor.confirm(staff, codeAt(secret));
    const [first, second] = recoveryCodes;
    expect(await secondFactor.accept(staff.userId, first)).toBe(true);
    expect(await secondFactor.accept(staff.userId, first)).toBe(false);
    expect(await secondFactor.accept(staff.userId, ` ${second.toUpperCase().replace("-", " ")} `)).toBe(true);
    expect(await secondFactor.accept(staff.userId, "aaaaa-aaaaa")).toBe(false);
  });

  it("turns off with a code; then it asks for nothing and can be turned on again", async () => {
    const staff = await freshStaff();
    const { secondFactor } = t.services;
    const { secret } = await secondFactor.begin(staff);
    const now = Date.now();
    await secondFactor.confirm(staff, codeAt(secret, now - 30_000));
    expect(await refusalOf(secondFactor.turnOff(staff, "123456"))).toBe("SECOND_FACTOR_CODE_WRONG");
    await secondFactor.turnOff(staff, codeAt(secret, now));
    expect(await secondFactor.isOn(staff.userId)).toBe(false);
    expect(await secondFactor.accept(staff.userId, codeAt(secret, now + 30_000))).toBe(false);
    expect(await refusalOf(secondFactor.turnOff(staff, codeAt(secret)))).toBe("SECOND_FACTOR_OFF");
    expect((await secondFactor.begin(staff)).secret).not.toBe(secret);
  });

  it("through the API: setup, confirm and off (with the password and a code), each refusal naming its field", async () => {
    const staff = await freshStaff();
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: staff.username, password: "copper kettle under monsoon" },
      remoteAddress: "10.34.1.1",
    });
    const session = login.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: "POST", url, payload, headers: { cookie: `${SESSION_COOKIE}=${session.value}` } });

    expect((await t.app.inject({ method: "POST", url: "/api/auth/second-factor/setup" })).statusCode).toBe(401);
    const setup = await post("/api/auth/second-factor/setup");
    expect(setup.statusCode).toBe(200);
    const { secret, qrSvg } = setup.json();
    expect(qrSvg).toContain("<svg");
    const empty = await post("/api/auth/second-factor/confirm", { password: "copper kettle under monsoon", code: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ issues: [{ path: ["code"], code: "SECOND_FACTOR_CODE_REQUIRED" }] });
    const now = Date.now();
    // The session alone cannot turn it on: whoever holds a session left open would tie the account to their phone.
    const noPassword = await post("/api/auth/second-factor/confirm", {
      password: "not it at all",
      code: codeAt(secret, now - 30_000),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ code: "PASSWORD_CURRENT_WRONG", field: "password" });
    expect(await t.services.secondFactor.isOn(staff.userId)).toBe(false);
    const confirmed = await post("/api/auth/second-factor/confirm", {
      password: "copper kettle under monsoon",
      code: codeAt(secret, now - 30_000),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers["cache-control"]).toBe("no-store");
    expect(confirmed.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    const wrongPassword = await post("/api/auth/second-factor/off", {
      password: "not it at all",
      code: codeAt(secret, now),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: "PASSWORD_CURRENT_WRONG", field: "password" });
    expect(await t.services.secondFactor.isOn(staff.userId)).toBe(true);
    const off = await post("/api/auth/second-factor/off", {
      password: "copper kettle under monsoon",
      code: codeAt(secret, now),
    });
    expect(off.statusCode).toBe(204);
    expect(await t.services.secondFactor.isOn(staff.userId)).toBe(false);
  });
});
