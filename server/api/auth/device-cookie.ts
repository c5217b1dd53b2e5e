import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A browser stays known for a year after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Longer than any cookie we issue (64-character username, base64url); anything longer is not ours. */
const MAX_COOKIE_LENGTH = 200;

/**
 * Signs and checks device cookies: `username.issuedAt.nonce.mac`, the username base64url
 * encoded and the mac an HMAC-SHA256 under a key derived from the session secret (so a
 * device mac can never double as anything else signed with that secret).
 */
export function createDeviceCookies(sessionSecret: string) {
  const key = createHmac("sha256", sessionSecret).update("labfront device cookie").digest();
  const macOf = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    issue(username: string, now = Date.now()): string {
      const payload = [
        Buffer.from(username).toString("base64url"),
        Math.floor(now / 1000).toString(36),
        randomBytes(16).toString("base64url"),
      ].join(".");
      return `${payload}.${macOf(payload).toString("base64url")}`;
    },

    /**
     * The device id (its nonce) when the cookie is genuine, unexpired and was issued to
     * this username; null otherwise, and the client counts as untrusted.
     */
    verify(cookie: string | undefined, username: string, now = Date.now()): string | null {
      if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return null;
      const parts = cookie.split(".");
      if (parts.length !== 4) return null;
      const [encodedUsername, issuedAt, nonce, mac] = parts;
      const expected = macOf(`${encodedUsername}.${issuedAt}.${nonce}`);
      const given = Buffer.from(mac, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Buffer.from(encodedUsername, "base64url").toString() !== username) return null;
      const ageSeconds = now / 1000 - parseInt(issuedAt, 36);
      if (!(ageSeconds < DEVICE_COOKIE_MAX_AGE_SECONDS)) return null;
      return nonce;
    },
  };
}
