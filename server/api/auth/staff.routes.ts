import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdSchema } from "../../../domain/schemas.ts";
import {
  NewStaffAccountSchema,
  PasswordLinkSchema,
  SetPasswordSchema,
  StaffAccountChangeSchema,
  StaffAccountViewSchema,
} from "../../../domain/staff-accounts.ts";
import { requireStaff } from "../../plugins/admin-guard.ts";
import type { Services } from "../../services.ts";

const tags = ["staff accounts"];
const IdParams = z.object({ id: IdSchema });
const manage = { access: "manage-staff" } as const;
const oneAccount = { 200: StaffAccountViewSchema };

const AccountListSchema = z.array(StaffAccountViewSchema);
const AccountMadeSchema = z.object({ account: StaffAccountViewSchema, link: PasswordLinkSchema });

/** The owner's staff accounts, and the one-time link a colleague sets their password with. */
export const staffRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { staffAccounts } },
) => {
  // Who works at the lab and when they were last seen: for the owner's eyes, never cached.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/admin/staff",
    {
      config: manage,
      schema: { tags, summary: "Every staff account", response: { 200: AccountListSchema } },
    },
    async (request) => staffAccounts.list(await requireStaff(request)),
  );

  app.post(
    "/api/admin/staff",
    {
      config: manage,
      schema: {
        tags,
        summary: "A new account and its one-time link to set a password (shown once)",
        body: NewStaffAccountSchema,
        response: { 201: AccountMadeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staffAccounts.create(request.body, await requireStaff(request))),
  );

  app.put(
    "/api/admin/staff/:id",
    {
      config: manage,
      schema: {
        tags,
        summary: "Name, role and grants",
        params: IdParams,
        body: StaffAccountChangeSchema,
        response: oneAccount,
      },
    },
    async (request) => staffAccounts.update(request.params.id, request.body, await requireStaff(request)),
  );

  app.post(
    "/api/admin/staff/:id/disable",
    {
      config: manage,
      schema: { tags, summary: "No more sign-ins; sessions end", params: IdParams, response: oneAccount },
    },
    async (request) => staffAccounts.disable(request.params.id, await requireStaff(request)),
  );

  app.post(
    "/api/admin/staff/:id/enable",
    { config: manage, schema: { tags, summary: "May sign in again", params: IdParams, response: oneAccount } },
    async (request) => staffAccounts.enable(request.params.id, await requireStaff(request)),
  );

  app.post(
    "/api/admin/staff/:id/end-sessions",
    { config: manage, schema: { tags, summary: "Sign out in every browser", params: IdParams, response: oneAccount } },
    async (request) => staffAccounts.endSessions(request.params.id, await requireStaff(request)),
  );

  app.post(
    "/api/admin/staff/:id/second-factor/reset",
    {
      config: manage,
      schema: {
        tags,
        summary: "Reset two-step sign-in (a lost phone): it is set up again after the next password",
        params: IdParams,
        response: oneAccount,
      },
    },
    async (request) => staffAccounts.resetSecondFactor(request.params.id, await requireStaff(request)),
  );

  app.post(
    "/api/admin/staff/:id/password-link",
    {
      config: manage,
      schema: {
        tags,
        summary: "A new one-time link to set a password (earlier ones stop working)",
        params: IdParams,
        response: { 201: PasswordLinkSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staffAccounts.passwordLink(request.params.id, await requireStaff(request))),
  );

  app.post(
    "/api/staff/password",
    {
      // Whoever holds the link: the link is the credential, once, for a day.
      config: { access: "public" },
      schema: { tags, summary: "Set a password through a one-time link", body: SetPasswordSchema },
    },
    async (request, reply) => {
      await staffAccounts.setPasswordByLink(request.body.token, request.body.password);
      return reply.status(204).send();
    },
  );
};
