import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import type { AdminSession } from "../../domain/auth.ts";

/**
 * The admin session of this request, or a redirect to the login page that comes back
 * here afterwards. Every admin loader and action calls it: a layout-only guard would
 * let child loaders run (and leak data) in parallel.
 */
export async function requireAdmin(url: URL, context: AppLoadContext): Promise<AdminSession> {
  const admin = await context.getAdmin();
  if (admin) return admin;
  throw redirect(`/admin-login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
