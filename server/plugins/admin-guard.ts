import type { FastifyInstance, FastifyRequest } from "fastify";
import { type AdminSession, SESSION_COOKIE } from "../../domain/auth.ts";
import type { Permission } from "../../domain/staff-roles.ts";
import type { AuthService } from "../api/auth/auth.service.ts";
import { refuse } from "../lib/http-error.ts";
import { requirePermission } from "../lib/staff-permission.ts";

/**
 * Who may call a route: anyone ("public"), any signed-in staff member ("signed-in"), or staff
 * whose role has the permission (domain/staff-roles.ts). Every route says which: a server with
 * a route that says nothing does not start, so none can be forgotten open.
 */
export type RouteAccess = "public" | "signed-in" | Permission;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A signed-in route an account must reach to set up two-step sign-in when it is required
     * and not yet on (who am I, the setup itself): every other staff route refuses it until then.
     */
    isOpenBeforeSecondFactor?: true;
  }
  interface FastifyInstance {
    /** Every route's declared access, "METHOD /url" → access: for the test that walks them all. */
    readonly routeAccess: ReadonlyMap<string, RouteAccess>;
  }
  interface FastifyRequest {
    /** The admin session of this request, looked up once; null without one. */
    getAdmin(): Promise<AdminSession | null>;
  }
}

/**
 * The signed-in staff member, for a route the guard has already let through (401 otherwise):
 * the services that act for staff are handed who acts, and check their permission again.
 */
export async function requireStaff(request: FastifyRequest): Promise<AdminSession> {
  const session = await request.getAdmin();
  if (!session) throw refuse("SIGN_IN_REQUIRED");
  return session;
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

  // Checked once every route is in: a plugin's routes (static files) get theirs from the
  // context that registers them (declareAccessOfPluginRoutes), after this hook has seen them.
  const declared = new Map<string, RouteAccess>();
  const registered: { methods: string[]; url: string; config: { access?: RouteAccess } | undefined }[] = [];
  app.decorate("routeAccess", declared);
  app.addHook("onRoute", (route) => {
    route.config ??= {};
    registered.push({ methods: [route.method].flat(), url: route.url, config: route.config });
  });
  app.addHook("onReady", async () => {
    for (const { methods, url, config } of registered) {
      const access = config?.access;
      if (!access) {
        throw new Error(
          `${methods.join(",")} ${url} declares no access (config.access): every route says who may use it`,
        );
      }
      for (const method of methods) declared.set(`${method} ${url}`, access);
    }
  });

  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (isMutation(request.method) && isCrossOrigin(request, publicOrigin)) {
      throw refuse("CROSS_ORIGIN_REFUSED");
    }
    // Fastify's own answers (404 for an unknown route) have no declared access and need none.
    const access = request.routeOptions.config.access;
    if (access === "public" || request.is404) return;
    const staff = await request.getAdmin();
    if (!staff) throw refuse("SIGN_IN_REQUIRED");
    // A server with an undeclared route does not start (onReady above); were one to slip
    // through, nobody may use it.
    if (access === undefined) throw refuse("NOT_FOUND");
    if (staff.secondFactor.isSetupRequired && !request.routeOptions.config.isOpenBeforeSecondFactor) {
      throw refuse("SECOND_FACTOR_SETUP_REQUIRED");
    }
    if (access !== "signed-in") requirePermission(staff, access);
  });
}

/**
 * Declares the access of the routes a plugin registers itself, which cannot say it in their own
 * options (@fastify/static's files): call it in the encapsulated context that registers the plugin.
 */
export function declareAccessOfPluginRoutes(context: FastifyInstance, access: RouteAccess): void {
  context.addHook("onRoute", (route) => {
    route.config ??= {};
    route.config.access ??= access;
  });
}
