import { createContext, useContext } from "react";
import type { AdminSession } from "../../../domain/auth.ts";
import { can, type Permission } from "../../../domain/staff-roles.ts";

/**
 * The signed-in staff member, for the admin area's parts deep in a page: a part offers an action
 * only when its role may take it (issue 34: no button that ends in 403). The server still checks
 * every request; this only keeps the page honest about what will work. Without a staff member
 * (outside AdminShell) nothing is offered.
 */
const StaffContext = createContext<Pick<AdminSession, "permissions"> | null>(null);

export const StaffProvider = StaffContext.Provider;

/** Whether the signed-in staff member may do `permission`. */
export function useCan(): (permission: Permission) => boolean {
  const staff = useContext(StaffContext);
  return (permission) => can(staff, permission);
}
