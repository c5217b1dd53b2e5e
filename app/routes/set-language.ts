import { redirect } from "react-router";
import { isLocale, languageCookie } from "../lib/language.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/set-language";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** Remembers the chosen language for the next visit and opens the page in it. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isLocale(language)) return redirect(back);
  return redirect(back, { headers: { "set-cookie": languageCookie(language) } });
}

export function loader() {
  return redirect("/");
}
