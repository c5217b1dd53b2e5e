import { redirect } from "react-router";
import { SESSION_COOKIE } from "../../domain/auth.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/logout";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/**
 * Ends the admin session on the server. From the public navbar it goes home (SPEC §2),
 * from the admin sidebar to the login page (SPEC §6): the form says which.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await context.endSession();
  const form = await request.formData();
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "set-cookie": `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
