import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  IdSchema,
  SlideCreateSchema,
  SlideListQuerySchema,
  SlideReorderSchema,
  SlideUpdateSchema,
  type SlideUpdate,
} from "../../../domain/carousel.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { Services } from "../../services.ts";
import {
  findLiveSlideIds,
  findSlide,
  findSlides,
  insertSlide,
  restoreSlide,
  setSlideOrder,
  softDeleteSlide,
  updateSlide,
} from "./carousel.repository.ts";

const IdParams = z.object({ id: IdSchema });
const tags = ["carousel"];

const isSameSet = (a: string[], b: string[]) =>
  a.length === b.length && new Set(a).size === a.length && b.every((id) => a.includes(id));

export const carouselRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db, images, catalogue } = services;


  async function update(id: string, input: SlideUpdate) {
    await images.assertUploaded(input.imageId);
    const before = await findSlide(db, id);
    if (!before) throw notFound("Slide");
    const after = await updateSlide(db, id, input);
    if (!after) throw notFound("Slide");
    if (before.imageId !== after.imageId) await images.release(before.imageId);
    return after;
  }

  app.get(
    "/api/carousel",
    { schema: { tags, summary: "All slides in order (with isDeleted); ?active=1 for the live, active ones", querystring: SlideListQuerySchema } },
    async (request) => {
      const active = request.query.active;
      return catalogue.slides({ liveActiveOnly: active === "1" || active === "true" });
    },
  );

  app.post("/api/carousel", { schema: { tags, summary: "Add a slide (appended last)", body: SlideCreateSchema } }, async (request, reply) => {
    await images.assertUploaded(request.body.imageId);
    return reply.status(201).send(await insertSlide(db, request.body));
  });

  app.put(
    "/api/carousel/reorder",
    { schema: { tags, summary: "Set the order of exactly the live slides, atomically", body: SlideReorderSchema } },
    async (request) => {
      const { slideIds } = request.body;
      await db.transaction().execute(async (trx) => {
        if (!isSameSet(slideIds, await findLiveSlideIds(trx))) {
          throw new HttpError(400, "Invalid body: slideIds: must list every live slide exactly once", [
            { path: ["slideIds"], message: "Must list every live slide exactly once" },
          ]);
        }
        await setSlideOrder(trx, slideIds);
      });
      return findSlides(db);
    },
  );

  app.put(
    "/api/carousel",
    { schema: { tags, summary: "Update with the id in the body (kept for the original client)", body: SlideUpdateSchema.extend({ id: IdSchema }) } },
    async (request) => update(request.body.id, request.body),
  );

  app.put("/api/carousel/:id", { schema: { tags, params: IdParams, body: SlideUpdateSchema } }, async (request) =>
    update(request.params.id, request.body),
  );

  app.delete(
    "/api/carousel/:id",
    { schema: { tags, summary: "Move to Recently Deleted (the image is kept)", params: IdParams } },
    async (request) => {
      const slide = await softDeleteSlide(db, request.params.id);
      if (!slide) throw notFound("Slide");
      return slide;
    },
  );

  app.put("/api/carousel/:id/restore", { schema: { tags, params: IdParams } }, async (request) => {
    const slide = await restoreSlide(db, request.params.id);
    if (!slide) throw notFound("Slide");
    return slide;
  });
};
