import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PasswordChangeSchema,
  RecoveryCodesSchema,
  SecondFactorChangeSchema,
  SecondFactorSetupSchema,
} from "../../../domain/account.ts";
import { AdminSessionSchema, LoginSchema, SESSION_COOKIE } from "../../../domain/auth.ts";
import { PendingSignInSchema, SecondFactorSignInSchema } from "../../../domain/second-factor.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";
import { createSessionCookies } from "./session-cookies.ts";

const tags = ["auth"];

const SignInAnswerSchema = z.union([AdminSessionSchema, PendingSignInSchema]);

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; publicOrigin: string }> = async (
  app,
  { services: { auth, secondFactor }, publicOrigin },
) => {
  const cookies = createSessionCookies(publicOrigin);
  const { clientOf } = cookies;

  app.post(
    "/api/auth/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Start an admin session (sets an httpOnly cookie); with two-step sign-in on, answers a pending sign-in instead, finished at /api/auth/second-factor",
        body: LoginSchema,
        response: { 200: SignInAnswerSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, clientOf(request));
      // The pending token goes in the answer, not a cookie: the page holds it in memory for the
      // minutes of the second step (docs/decisions/2026-11-28-second-factor.md).
      if ("pending" in result) return result.pending;
      cookies.set(reply, result.started);
      // Written by the answer's union, which picks the schema the object matches exactly.
      const { secondFactor: _, ...session } = result.started.session;
      return session;
    },
  );

  app.post(
    "/api/auth/second-factor",
    {
      // The pending sign-in's token is the credential: only the right password made it.
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The second sign-in step: the pending sign-in's token and a code (or a recovery code) start the session",
        body: SecondFactorSignInSchema,
        response: { 200: AdminSessionSchema },
      },
    },
    async (request, reply) => {
      const started = await auth.completeSignIn(request.body, clientOf(request));
      cookies.set(reply, started);
      return started.session;
    },
  );

  app.post(
    "/api/auth/logout",
    { config: { access: "public" }, schema: { tags, summary: "End the session on the server" } },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      cookies.clear(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/auth/me",
    {
      config: { access: "signed-in", isOpenBeforeSecondFactor: true },
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
      config: { access: "signed-in", isOpenBeforeSecondFactor: true },
      schema: {
        tags,
        summary: "Change one's own password (current + new); the account's other sessions end",
        body: PasswordChangeSchema,
      },
    },
    async (request, reply) => {
      await auth.changePassword(
        request.cookies[SESSION_COOKIE] ?? "",
        await requireStaff(request),
        request.body,
        clientOf(request),
      );
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/auth/second-factor/setup",
    {
      config: { access: "signed-in", isOpenBeforeSecondFactor: true },
      schema: {
        tags,
        summary: "Start turning on TOTP: a new secret, as a QR code (SVG) and as text",
        response: { 200: SecondFactorSetupSchema },
      },
    },
    // Like every /api/auth answer, no-store (plugins/security-headers.ts): no cache keeps the secret.
    async (request) => secondFactor.begin(await requireStaff(request)),
  );

  app.post(
    "/api/auth/second-factor/confirm",
    {
      config: { access: "signed-in", isOpenBeforeSecondFactor: true },
      schema: {
        tags,
        summary: "Turn TOTP on with the password and a first code; answers the ten recovery codes, this once",
        body: SecondFactorChangeSchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => auth.confirmSecondFactor(await requireStaff(request), request.body, clientOf(request)),
  );

  app.post(
    "/api/auth/second-factor/off",
    {
      config: { access: "signed-in" },
      schema: { tags, summary: "Turn TOTP off, with the password and a code", body: SecondFactorChangeSchema },
    },
    async (request, reply) => {
      await auth.turnOffSecondFactor(await requireStaff(request), request.body, clientOf(request));
      return reply.status(204).send();
    },
  );
};
