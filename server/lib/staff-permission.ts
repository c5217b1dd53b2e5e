import { can, type Permission, type Staff } from "../../domain/staff-roles.ts";
import { refuse } from "./http-error.ts";

/**
 * Refuses (403, saying in words what is missing) unless the staff member's role has the
 * permission. Routes check it before their handler runs (plugins/admin-guard.ts); the services
 * that read patients' data check it again where they read it, so no page or route can reach
 * the data without it.
 */
export function requirePermission(staff: Staff, permission: Permission): void {
  if (!can(staff, permission)) throw refuse("PERMISSION_REQUIRED", { values: { role: staff.role, permission } });
}
