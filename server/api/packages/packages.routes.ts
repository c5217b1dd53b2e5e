import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdSchema } from "../../../domain/carousel.ts";
import {
  PackageCreateSchema,
  PackageListQuerySchema,
  PackageUpdateSchema,
  type PackageUpdate,
} from "../../../domain/health-package.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Services } from "../../services.ts";
import { deletePackage, findPackage, insertPackage, updatePackage } from "./packages.repository.ts";

const IdParams = z.object({ id: IdSchema });
const tags = ["packages"];

export const packagesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db, images, catalogue } = services;


  async function update(id: string, input: PackageUpdate) {
    await images.assertUploaded(input.imageId);
    const before = await findPackage(db, id);
    if (!before) throw notFound("Package");
    const after = await updatePackage(db, id, input);
    if (!after) throw notFound("Package");
    if (before.imageId !== after.imageId) await images.release(before.imageId);
    return after;
  }

  app.get(
    "/api/packages",
    { schema: { tags, summary: "Health packages (array; X-Total-Count has the filtered total)", querystring: PackageListQuerySchema } },
    async (request, reply) => {
      const { packages, total } = await catalogue.packages(request.query);
      reply.header("x-total-count", String(total));
      return packages;
    },
  );

  app.get("/api/packages/:id", { schema: { tags, params: IdParams } }, async (request) => {
    const found = await catalogue.package(request.params.id);
    if (!found) throw notFound("Package");
    return found;
  });

  app.post("/api/packages", { schema: { tags, body: PackageCreateSchema } }, async (request, reply) => {
    await images.assertUploaded(request.body.imageId);
    return reply.status(201).send(await insertPackage(db, request.body));
  });

  app.put(
    "/api/packages",
    {
      schema: {
        tags,
        summary: "Update with the id in the body (kept for the original client)",
        body: PackageUpdateSchema.and(z.object({ id: IdSchema })),
      },
    },
    async (request) => update(request.body.id, request.body),
  );

  app.put("/api/packages/:id", { schema: { tags, params: IdParams, body: PackageUpdateSchema } }, async (request) =>
    update(request.params.id, request.body),
  );

  app.delete("/api/packages/:id", { schema: { tags, params: IdParams } }, async (request, reply) => {
    const found = await findPackage(db, request.params.id);
    if (!found || !(await deletePackage(db, found.id))) throw notFound("Package");
    await images.release(found.imageId);
    return reply.status(204).send();
  });
};
