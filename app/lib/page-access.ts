import type { Permission } from "../../domain/staff-roles.ts";

/**
 * Who may open a page, as every route module declares it (`export const access`), the API's
 * routes do (server/plugins/admin-guard.ts): anyone, any signed-in staff member, or staff whose
 * role has the permission. page-access.test.ts walks app/routes.ts so that no page is left
 * without a declaration; admin loaders and actions pass theirs to requireStaff.
 */
export type PageAccess = "public" | "signed-in" | Permission;
