import { z } from "zod";
import { SecondFactorCodeSchema } from "./second-factor.ts";

/** Changing one's own password on /admin/account: the current one proves it is them at the keyboard. */
export const PasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, "PASSWORD_REQUIRED").max(256),
  // Its strength is checked by the service (server/api/auth/passwords.ts), with the account's names.
  newPassword: z.string().min(1, "PASSWORD_REQUIRED").max(256),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/**
 * Turning two-step sign-in on or off: the password and a code. On, the first code the
 * authenticator app shows; the password too, so a session left open (or stolen) cannot tie the
 * account to someone else's phone and lock its owner out. Off, a code or a recovery code.
 */
export const SecondFactorChangeSchema = z.object({
  password: z.string().min(1, "PASSWORD_REQUIRED").max(256),
  code: SecondFactorCodeSchema,
});
export type SecondFactorChange = z.infer<typeof SecondFactorChangeSchema>;

/** What turning it on starts with: the secret as a QR code (SVG) and as text, for typing. */
export const SecondFactorSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;
/** The ten recovery codes, answered once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
