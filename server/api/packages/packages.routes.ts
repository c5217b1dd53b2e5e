import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  HealthPackageSchema,
  PackageCreateSchema,
  PackageListQuerySchema,
  PackageUpdateSchema,
} from "../../../domain/health-package.ts";
import { IdSchema } from "../../../domain/schemas.ts";
import { refuse } from "../../lib/http-error.ts";
import type { Services } from "../../services.ts";

const IdParams = z.object({ id: IdSchema });
const tags = ["packages"];
const onePackage = { 200: HealthPackageSchema };

const PackageListSchema = z.array(HealthPackageSchema);
const PackageUpdateWithIdSchema = PackageUpdateSchema.and(z.object({ id: IdSchema }));

export const packagesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { packages } },
) => {
  app.get(
    "/api/packages",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Health packages (array; X-Total-Count has the filtered total)",
        querystring: PackageListQuerySchema,
        response: { 200: PackageListSchema },
      },
    },
    async (request, reply) => {
      const { packages: found, total } = await packages.list(request.query);
      reply.header("x-total-count", String(total));
      return found;
    },
  );

  app.get(
    "/api/packages/deleted",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: "The Recently Deleted bin, most recently deleted first",
        response: { 200: PackageListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return packages.listDeleted();
    },
  );

  app.get(
    "/api/packages/:id",
    { config: { access: "public" }, schema: { tags, params: IdParams, response: onePackage } },
    async (request) => {
      const found = await packages.get(request.params.id);
      if (!found) throw refuse("PACKAGE_NOT_FOUND");
      return found;
    },
  );

  app.post(
    "/api/packages",
    {
      config: { access: "edit-site" },
      schema: { tags, body: PackageCreateSchema, response: { 201: HealthPackageSchema } },
    },
    async (request, reply) => reply.status(201).send(await packages.create(request.body)),
  );

  app.put(
    "/api/packages",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: "Update with the id in the body (kept for the original client)",
        body: PackageUpdateWithIdSchema,
        response: onePackage,
      },
    },
    async (request) => packages.update(request.body.id, request.body),
  );

  app.put(
    "/api/packages/:id",
    {
      config: { access: "edit-site" },
      schema: { tags, params: IdParams, body: PackageUpdateSchema, response: onePackage },
    },
    async (request) => packages.update(request.params.id, request.body),
  );

  app.delete(
    "/api/packages/:id",
    {
      config: { access: "edit-site" },
      schema: { tags, summary: "Move to Recently Deleted (restorable until it is purged)", params: IdParams },
    },
    async (request, reply) => {
      await packages.softDelete(request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    "/api/packages/:id/restore",
    {
      config: { access: "edit-site" },
      schema: { tags, summary: "Back from Recently Deleted", params: IdParams, response: onePackage },
    },
    async (request) => packages.restore(request.params.id),
  );
};
