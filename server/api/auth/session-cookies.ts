import type { FastifyReply, FastifyRequest } from "fastify";
import { DEVICE_COOKIE, SESSION_COOKIE } from "../../../domain/auth.ts";
import type { StartedSession } from "./auth.service.ts";
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from "./device-cookie.ts";

export type SessionCookies = ReturnType<typeof createSessionCookies>;

/** Whether the site is served over HTTPS, as its public address says: cookies are then Secure. */
export const isHttpsOrigin = (publicOrigin: string) => publicOrigin.startsWith("https:");

/**
 * The one writer of the staff's cookies, for the API's sign-in (auth.routes.ts) and the login
 * page's form posted without scripts (server/pages.ts): httpOnly, SameSite=Lax, Secure when the
 * site is served over HTTPS.
 */
export function createSessionCookies(publicOrigin: string) {
  const isHttps = isHttpsOrigin(publicOrigin);
  const options = { path: "/", httpOnly: true, sameSite: "lax", secure: isHttps } as const;
  return {
    /** The session's cookie and the device cookie, the same after one step or two. */
    set(reply: FastifyReply, { token, maxAgeSeconds, deviceCookie }: StartedSession) {
      reply.setCookie(SESSION_COOKIE, token, { ...options, ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) });
      // Only the sign-in reads it. Logging out keeps it: it names the browser, not a session.
      reply.setCookie(DEVICE_COOKIE, deviceCookie, {
        ...options,
        path: "/api/auth",
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, options);
    },
    /** Who is signing in, as the throttles count them: the address and this browser's device cookie. */
    clientOf: (request: Pick<FastifyRequest, "ip" | "cookies">) => ({
      ip: request.ip,
      deviceCookie: request.cookies[DEVICE_COOKIE],
    }),
  };
}
