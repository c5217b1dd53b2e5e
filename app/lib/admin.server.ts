import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import type { AdminSession } from "../../domain/auth.ts";
import { refusalText } from "../../domain/refusals.ts";
import { can } from "../../domain/staff-roles.ts";
import type { PageAccess } from "./page-access.ts";

/** One's own account, where two-step sign-in is set up. */
export const ACCOUNT_PATH = "/admin/account";

/**
 * The staff member of this request, when the page's access allows them: without a session, a
 * redirect to the login page that comes back here afterwards; without the permission, a 403
 * whose words say what the role lacks (the page's error boundary shows them). Every admin
 * loader and action calls it with its module's `access`: a layout-only guard would let child
 * loaders run (and leak data) in parallel.
 */
export async function requireStaff(url: URL, context: AppLoadContext, access: PageAccess): Promise<AdminSession> {
  const admin = await context.getAdmin();
  if (!admin) throw redirect(`/admin-login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  // An account that must use two-step sign-in and has not set it up yet may only do that.
  if (admin.secondFactor.isSetupRequired && url.pathname !== ACCOUNT_PATH) throw redirect(ACCOUNT_PATH);
  if (access !== "signed-in" && access !== "public" && !can(admin, access)) {
    const words = refusalText("en", "PERMISSION_REQUIRED", { role: admin.role, permission: access });
    throw data({ code: "PERMISSION_REQUIRED", words }, { status: 403 });
  }
  return admin;
}
