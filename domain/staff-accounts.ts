// Staff accounts as the owner manages them (issue 34): the shapes the staff API takes and
// answers, and the staff page's form.
import { z } from "zod";
import { GRANTABLE, PERMISSIONS, ROLE_NAMES } from "./staff-roles.ts";

export const RoleSchema = z.enum(ROLE_NAMES, { error: "ROLE_CHOICE" });

/** Sign-in names: short, lowercase, no spaces, so they are typed the same on every keyboard. */
const UsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "USERNAME_REQUIRED")
  .max(32)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, "USERNAME_FORMAT");

const DisplayNameSchema = z.string().trim().min(1, "STAFF_NAME_REQUIRED").max(60);
const GrantsSchema = z.array(z.enum(GRANTABLE)).max(GRANTABLE.length);

export const NewStaffAccountSchema = z.strictObject({
  username: UsernameSchema,
  displayName: DisplayNameSchema,
  role: RoleSchema,
  grants: GrantsSchema.default([]),
});
export type NewStaffAccount = z.infer<typeof NewStaffAccountSchema>;

export const StaffAccountChangeSchema = z.strictObject({
  displayName: DisplayNameSchema.optional(),
  role: RoleSchema.optional(),
  grants: GrantsSchema.optional(),
});
export type StaffAccountChange = z.infer<typeof StaffAccountChangeSchema>;

/**
 * A staff member as the booking's history, its access list and the payments ledger name them:
 * their display name and role today (null for an account no longer known, named by its username).
 */
export const StaffNameSchema = z.object({ name: z.string(), role: RoleSchema.nullable() });
export type StaffName = z.infer<typeof StaffNameSchema>;

export const StaffAccountViewSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: RoleSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  grants: z.array(z.string()),
  disabledAt: z.string().nullable(),
  /** Whether two-step sign-in is on (the owner can reset it when a phone is lost). */
  isSecondFactorOn: z.boolean(),
  createdAt: z.string(),
  sessionCount: z.number(),
  lastSeenAt: z.string().nullable(),
});
export type StaffAccountView = z.infer<typeof StaffAccountViewSchema>;

/** A one-time link to set a password, shown once to the owner. */
export const PasswordLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

export const SetPasswordSchema = z.strictObject({
  token: z.string().min(20).max(100),
  password: z.string().min(1, "PASSWORD_REQUIRED").max(256),
});
