import { redirect } from "react-router";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/logout";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/**
 * Ends the admin session on the server. From the public navbar it goes home (SPEC §2),
 * from the admin sidebar to the login page (SPEC §6): the form says which.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await context.getAdmin();
  await context.endSession();
  const form = await request.formData();
  // endSession cleared the cookie on this answer, with the sign-in's own attributes (Secure over HTTPS).
  // A collector's phone drops what it kept of their day (issue 35): the saved list, the worker and
  // the tap queue ("storage"; Chromium ignores "cache", which other browsers honour). Only theirs:
  // "storage" also empties local storage, where the login form remembers a desk's username.
  // The role, not the permission: the owner holds every permission and signs in at a desk.
  const isCollector = staff?.role === "collector";
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: isCollector ? { "clear-site-data": '"cache", "storage"' } : {},
  });
}

export function loader() {
  return redirect("/");
}
