// The second sign-in step (issue 34; docs/decisions/2026-11-28-second-factor.md): what the
// sign-in answers before the code, what the code step takes, and from when an account that
// must use two-step sign-in (staff-roles.ts requiresSecondFactor) can do nothing else.
import { z } from "zod";

/** A code from the authenticator app (6 digits) or a recovery code ("k3xq7-m2p9w"). */
export const SecondFactorCodeSchema = z.string().trim().min(1, "SECOND_FACTOR_CODE_REQUIRED").max(32);

/** How long the second step waits for its code after the password. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/** The password was right and the account has two-step sign-in on: no session yet, a code is needed. */
export const PendingSignInSchema = z.object({
  secondFactor: z.literal("needed"),
  /** The pending sign-in's token (256 random bits), sent back with the code; single use. */
  pending: z.string(),
  expiresAt: z.string(),
});
export type PendingSignIn = z.infer<typeof PendingSignInSchema>;

/** The second step: the pending sign-in's token and a code. */
export const SecondFactorSignInSchema = z.object({
  pending: z.string().min(1, "SIGN_IN_PENDING_EXPIRED").max(100, "SIGN_IN_PENDING_EXPIRED"),
  code: SecondFactorCodeSchema,
});
export type SecondFactorSignIn = z.infer<typeof SecondFactorSignInSchema>;

/**
 * How long an account that must use two-step sign-in may go on without it: 14 days after this
 * release reached the lab or after the account was made, whichever is later. A lab is never
 * locked out on the day it upgrades, and nobody is locked out of a new account before they have
 * set it up.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const SECOND_FACTOR_GRACE_MS = 14 * DAY_MS;

/** Where a staff member stands with two-step sign-in, as every request's session carries it. */
export type SecondFactorStanding = {
  isOn: boolean;
  /** When it must be on, when the role or the settings ask for it; null when nothing asks. */
  dueAt: string | null;
  /** Asked for, not on, and the grace is over: the session may only set it up. */
  isSetupRequired: boolean;
  /** Whole days left to turn it on (rounded up), while it is asked for and not on; else null. */
  daysLeft: number | null;
};

/**
 * An account's standing: `dueAt` is the date an account made before this release was given
 * (admin_users.second_factor_due_at), else its creation plus the grace.
 */
export function secondFactorStanding(
  account: { createdAt: string; dueAt: string | null; isOn: boolean; isRequired: boolean },
  now: Date,
): SecondFactorStanding {
  if (!account.isRequired) return { isOn: account.isOn, dueAt: null, isSetupRequired: false, daysLeft: null };
  const dueAt = account.dueAt ?? new Date(Date.parse(account.createdAt) + SECOND_FACTOR_GRACE_MS).toISOString();
  const msLeft = Date.parse(dueAt) - now.getTime();
  return {
    isOn: account.isOn,
    dueAt,
    isSetupRequired: !account.isOn && msLeft <= 0,
    daysLeft: account.isOn ? null : Math.max(0, Math.ceil(msLeft / DAY_MS)),
  };
}
