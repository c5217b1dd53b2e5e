import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  SlideCreateSchema,
  SlideListQuerySchema,
  SlideReorderSchema,
  SlideSchema,
  SlideUpdateSchema,
} from "../../../domain/carousel.ts";
import { IdSchema } from "../../../domain/schemas.ts";
import { can } from "../../../domain/staff-roles.ts";
import type { Services } from "../../services.ts";

const IdParams = z.object({ id: IdSchema });
const tags = ["carousel"];
const oneSlide = { 200: SlideSchema };

const SlideListSchema = z.array(SlideSchema);
const SlideUpdateWithIdSchema = SlideUpdateSchema.extend({ id: IdSchema });

export const carouselRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { carousel } },
) => {
  app.get(
    "/api/carousel",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The live, active slides in order; to staff who edit the site every slide (with isDeleted), unless ?active=1",
        querystring: SlideListQuerySchema,
        response: { 200: SlideListSchema },
      },
    },
    async (request, reply) => {
      const { active } = request.query;
      // Inactive and deleted slides are staff's drafts and bin, not for visitors (SPEC §8).
      const isEditor = can(await request.getAdmin(), "edit-site");
      reply.header("vary", "cookie");
      if (isEditor) reply.header("cache-control", "private, no-store");
      return carousel.list({ liveActiveOnly: !isEditor || active === "1" || active === "true" });
    },
  );

  app.post(
    "/api/carousel",
    {
      config: { access: "edit-site" },
      schema: { tags, summary: "Add a slide (appended last)", body: SlideCreateSchema, response: { 201: SlideSchema } },
    },
    async (request, reply) => reply.status(201).send(await carousel.create(request.body)),
  );

  app.put(
    "/api/carousel/reorder",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: "Set the order of exactly the live slides, atomically",
        body: SlideReorderSchema,
        response: { 200: SlideListSchema },
      },
    },
    async (request) => carousel.reorder(request.body.slideIds),
  );

  app.put(
    "/api/carousel",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: "Update with the id in the body (kept for the original client)",
        body: SlideUpdateWithIdSchema,
        response: oneSlide,
      },
    },
    async (request) => carousel.update(request.body.id, request.body),
  );

  app.put(
    "/api/carousel/:id",
    {
      config: { access: "edit-site" },
      schema: { tags, params: IdParams, body: SlideUpdateSchema, response: oneSlide },
    },
    async (request) => carousel.update(request.params.id, request.body),
  );

  app.delete(
    "/api/carousel/:id",
    {
      config: { access: "edit-site" },
      schema: { tags, summary: "Move to Recently Deleted (the image is kept)", params: IdParams, response: oneSlide },
    },
    async (request) => carousel.softDelete(request.params.id),
  );

  app.put(
    "/api/carousel/:id/restore",
    { config: { access: "edit-site" }, schema: { tags, params: IdParams, response: oneSlide } },
    async (request) => carousel.restore(request.params.id),
  );
};
