import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  IMAGE_DEFAULTS,
  IMAGE_FORMATS,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  type ImageVariantQuery,
  MAX_IMAGE_BYTES,
} from "../../../domain/images.ts";
import { ImageIdSchema, StoredImageSchema } from "../../../domain/schemas.ts";
import { refuse } from "../../lib/http-error.ts";
import { readUploadedFile } from "../../lib/uploaded-file.ts";
import type { Services } from "../../services.ts";

const IdParams = z.object({ id: ImageIdSchema });

/**
 * Only the fixed widths and qualities are made, so the variants on disk stay bounded; any other
 * is served as the next one up (the largest past the end), so a hand-written `?w=700` shows the
 * 800 variant instead of a broken image.
 */
const nextListed = <T extends readonly number[]>(listed: T, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .transform((n) => (listed.find((value) => value >= n) ?? listed[listed.length - 1]) as T[number]);

const ImageVariantQuerySchema = z.object({
  w: nextListed(IMAGE_WIDTHS, 10_000).default(IMAGE_DEFAULTS.w),
  q: nextListed(IMAGE_QUALITIES, 100).default(IMAGE_DEFAULTS.q),
  fm: z.enum(IMAGE_FORMATS).default(IMAGE_DEFAULTS.fm),
}) satisfies z.ZodType<ImageVariantQuery, unknown>;
const tags = ["images"];
const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg" } as const;

const notAnImage = () => refuse("IMAGE_NOT_AN_IMAGE", { field: "file" });

export const imagesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services: { images } }) => {
  app.post(
    "/api/images",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: `Upload an image (multipart, field "file", at most ${MAX_IMAGE_BYTES} bytes)`,
        consumes: ["multipart/form-data"],
        response: { 201: StoredImageSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw refuse("IMAGE_NOT_MULTIPART", { field: "file" });
      }
      const tooManyParts = () => refuse("IMAGE_TOO_MANY_PARTS", { field: "file" });
      const { bytes } = await readUploadedFile(request, { invalid: notAnImage, tooManyParts });
      return reply.status(201).send(await images.store(bytes));
    },
  );

  app.get(
    "/api/images/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A resized variant (w and q snap up to the next of a fixed set; fm webp, avif or jpeg)",
        params: IdParams,
        querystring: ImageVariantQuerySchema,
      },
    },
    async (request, reply) => {
      const { w, q, fm } = request.query;
      // An id's bytes never change, so the variant's name is a perfect validator.
      const etag = `"${request.params.id}-${w}-${q}-${fm}"`;
      reply.header("etag", etag).header("cache-control", "public, max-age=31536000, immutable");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      const { stream, size } = await images.variant(request.params.id, request.query);
      return reply.type(CONTENT_TYPES[fm]).header("content-length", size).send(stream);
    },
  );

  app.delete(
    "/api/images/:id",
    { config: { access: "edit-site" }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await images.delete(request.params.id);
      return reply.status(204).send();
    },
  );
};
