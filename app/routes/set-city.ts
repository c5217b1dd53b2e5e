import { redirect } from "react-router";
import { isCity } from "../../domain/catalogue.ts";
import { cityCookie } from "../lib/city.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/set-city";
import type { PageAccess } from "../lib/page-access.ts";

export const access: PageAccess = "public";

/** Remembers the chosen city in a cookie and goes back to the page it was chosen on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const city = form.get("city");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isCity(city)) return redirect(back);
  return redirect(back, { headers: { "set-cookie": cityCookie(city) } });
}

export function loader() {
  return redirect("/");
}
