import { z } from "zod";
import { RoleSchema } from "./staff-accounts.ts";
import type { RefusalCode } from "./refusals.ts";
import type { PendingSignIn, SecondFactorStanding } from "./second-factor.ts";
import { PERMISSIONS, type Staff } from "./staff-roles.ts";

export const LoginSchema = z.object({
  username: z.string().trim().min(1, "USERNAME_REQUIRED").max(64),
  password: z.string().min(1, "PASSWORD_REQUIRED").max(256),
  remember: z.boolean().default(false),
});
export type Login = z.infer<typeof LoginSchema>;

/** How a sign-in posted from the login page's form ended (server/pages.ts, for app/routes/admin-login.tsx). */
export type PageSignIn =
  | { isSignedIn: true }
  | { pending: PendingSignIn }
  | { refusal: { code: RefusalCode; values: Record<string, string | number>; field: string | null } };

/** Who is signed in, what they may do, and since when: what the login and /api/auth/me answer. */
export const AdminSessionSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: RoleSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  loginAt: z.string(),
});
/** A session as the server sees it: who, since when, and where they stand with two-step sign-in. */
export type AdminSession = Staff & { loginAt: string; secondFactor: SecondFactorStanding };

/** The wait of a sign-in lockout in whole minutes, rounded up (SIGN_IN_LOCKED's words say it). */
export const lockoutMinutes = (retryAfterSeconds: number): number => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** The session cookie: an opaque random token, httpOnly, never readable by page scripts. */
export const SESSION_COOKIE = "labfront_session";

/**
 * The device cookie: marks a browser that signed in before, so it is throttled apart from
 * strangers guessing the same username (see server/api/auth/login-throttle.ts).
 */
export const DEVICE_COOKIE = "labfront_device";
