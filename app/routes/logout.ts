import { redirect } from "react-router";
import { SESSION_COOKIE } from "../../domain/auth.ts";
import { readCookie } from "../lib/cookies.ts";
import type { Route } from "./+types/logout";

/** Ends the admin session on the server (SPEC §2: Logout goes to the home page). */
export async function action({ request, context }: Route.ActionArgs) {
  await context.services.auth.logout(readCookie(request.headers.get("cookie"), SESSION_COOKIE) ?? undefined);
  return redirect("/", { headers: { "set-cookie": `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` } });
}

export function loader() {
  return redirect("/");
}
