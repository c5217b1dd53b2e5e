import { z } from "zod";

export const LoginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(64),
  password: z.string().min(1, "Password is required").max(256),
  remember: z.boolean().default(false),
});
export type Login = z.infer<typeof LoginSchema>;

/** Who is signed in, and since when: what the login and /api/auth/me answer. */
export const AdminSessionSchema = z.object({ username: z.string(), loginAt: z.string() });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid username or password",
  authenticationRequired: "Please sign in to continue",
} as const;

/** The lockout message, with the wait rounded up to whole minutes. */
export function lockoutMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The session cookie: an opaque random token, httpOnly, never readable by page scripts. */
export const SESSION_COOKIE = "labfront_session";

/**
 * The device cookie: marks a browser that signed in before, so it is throttled apart from
 * strangers guessing the same username (see server/api/auth/login-throttle.ts).
 */
export const DEVICE_COOKIE = "labfront_device";
