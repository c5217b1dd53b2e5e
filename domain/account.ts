import { z } from "zod";

/** Changing one's own password on /admin/account: the current one proves it is them at the keyboard. */
export const PasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, "PASSWORD_REQUIRED").max(256),
  // Its strength is checked by the service (server/api/auth/passwords.ts), with the account's names.
  newPassword: z.string().min(1, "PASSWORD_REQUIRED").max(256),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;
