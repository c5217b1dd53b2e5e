import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PasswordChangeSchema } from "../../../domain/account.ts";
import { AdminSessionSchema, DEVICE_COOKIE, LoginSchema, SESSION_COOKIE } from "../../../domain/auth.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from "./device-cookie.ts";

const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; isHttps: boolean }> = async (
  app,
  { services: { auth }, isHttps },
) => {
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax", secure: isHttps } as const;

  app.post(
    "/api/auth/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Start an admin session (sets an httpOnly cookie)",
        body: LoginSchema,
        response: { 200: AdminSessionSchema },
      },
    },
    async (request, reply) => {
      const { token, session, maxAgeSeconds, deviceCookie } = await auth.login(request.body, {
        ip: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) });
      // Only the login reads it. Logging out keeps it: it names the browser, not a session.
      reply.setCookie(DEVICE_COOKIE, deviceCookie, {
        ...cookieOptions,
        path: "/api/auth",
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return session;
    },
  );

  app.post(
    "/api/auth/logout",
    { config: { access: "public" }, schema: { tags, summary: "End the session on the server" } },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/auth/me",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Who is signed in and what their role may do (401 if nobody)",
        response: { 200: AdminSessionSchema },
      },
    },
    async (request) => requireStaff(request),
  );

  app.post(
    "/api/auth/password",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Change one's own password (current + new); the account's other sessions end",
        body: PasswordChangeSchema,
      },
    },
    async (request, reply) => {
      await auth.changePassword(request.cookies[SESSION_COOKIE] ?? "", await requireStaff(request), request.body, {
        ip: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      return reply.status(204).send();
    },
  );
};
