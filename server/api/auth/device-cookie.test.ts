import { describe, expect, it } from "vitest";
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_SECONDS } from "./device-cookie.ts";

const SECRET = "a-test-session-secret-of-at-least-32-chars";
const cookies = createDeviceCookies(SECRET);

/** The cookie with one character of its mac changed. */
function tamperMac(cookie: string): string {
  const last = cookie.at(-2) === "A" ? "B" : "A";
  return `${cookie.slice(0, -2)}${last}${cookie.at(-1)}`;
}

describe("device cookies", () => {
  it("verify to a stable device id for the username they were issued to", () => {
    const cookie = cookies.issue("reception");
    const id = cookies.verify(cookie, "reception");
    expect(id).toEqual(expect.any(String));
    expect(cookies.verify(cookie, "reception")).toBe(id);
    expect(cookies.verify(cookies.issue("reception"), "reception")).not.toBe(id);
  });

  it("refuse another username, a changed mac, another secret, and garbage", () => {
    const cookie = cookies.issue("reception");
    expect(cookies.verify(cookie, "admin")).toBeNull();
    expect(cookies.verify(tamperMac(cookie), "reception")).toBeNull();
    const [, ...rest] = cookie.split(".");
    expect(cookies.verify([Buffer.from("admin").toString("base64url"), ...rest].join("."), "admin")).toBeNull();
    expect(createDeviceCookies(`${SECRET}-other`).verify(cookie, "reception")).toBeNull();
    for (const garbage of [undefined, "", "a.b.c", "a.b.c.d", "x".repeat(1000), `${cookie}.extra`]) {
      expect(cookies.verify(garbage, "reception")).toBeNull();
    }
  });

  it("expire a year after they were issued", () => {
    const issuedAt = Date.UTC(2026, 0, 1);
    const cookie = cookies.issue("reception", issuedAt);
    const yearMs = DEVICE_COOKIE_MAX_AGE_SECONDS * 1000;
    expect(cookies.verify(cookie, "reception", issuedAt + yearMs - 60_000)).not.toBeNull();
    expect(cookies.verify(cookie, "reception", issuedAt + yearMs)).toBeNull();
  });
});
