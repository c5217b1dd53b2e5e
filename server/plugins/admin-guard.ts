import type { FastifyInstance, FastifyRequest } from "fastify";
import { type AdminSession, SESSION_COOKIE } from "../../domain/auth.ts";
import type { AuthService } from "../api/auth/auth.service.ts";
import { refuse } from "../lib/http-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Who may call a route. Unset means: reads are public, mutations need an admin.
     * Only a route that says "public" may mutate without a session (login).
     */
    access?: "public" | "admin";
  }
  interface FastifyRequest {
    /** The admin session of this request, looked up once; null without one. */
    getAdmin(): Promise<AdminSession | null>;
  }
}

/** The signed-in admin's username, for a route the guard has already let through (401 otherwise). */
export async function requireAdminName(request: FastifyRequest): Promise<string> {
  const session = await request.getAdmin();
  if (!session) throw refuse("SIGN_IN_REQUIRED");
  return session.username;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const isMutation = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * A cross-site page must not be able to make a signed-in admin's browser change data:
 * browsers say where a request comes from in Sec-Fetch-Site and Origin. Clients
 * that send neither (curl, scripts) carry no ambient cookie to abuse.
 */
function isCrossOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

export function registerAdminGuard(app: FastifyInstance, auth: AuthService, publicOrigin: string): void {
  app.decorateRequest("getAdmin", function (this: FastifyRequest) {
    const lookup = auth.getSession(this.cookies[SESSION_COOKIE]);
    // Cache the promise on the request so the guard and the handler share one query.
    this.getAdmin = () => lookup;
    return lookup;
  });

  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (isMutation(request.method) && isCrossOrigin(request, publicOrigin)) {
      throw refuse("CROSS_ORIGIN_REFUSED");
    }
    // Pages check the session in their own loaders and actions (they redirect, not 401).
    if (!request.routeOptions.url?.startsWith("/api/")) return;
    const { access } = request.routeOptions.config;
    const needsAdmin = access === "admin" || (access !== "public" && isMutation(request.method));
    if (needsAdmin && !(await request.getAdmin())) {
      throw refuse("SIGN_IN_REQUIRED");
    }
  });
}
