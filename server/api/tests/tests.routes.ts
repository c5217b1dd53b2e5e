import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SlugSchema } from "../../../domain/lab-test.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Services } from "../../services.ts";

export const testsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services: { catalogue } }) => {
  app.get("/api/tests", { schema: { tags: ["tests"], summary: "The test catalogue" } }, async () => catalogue.tests());

  app.get(
    "/api/tests/:slug",
    { schema: { tags: ["tests"], summary: "One test", params: z.object({ slug: SlugSchema }) } },
    async (request) => {
      const test = await catalogue.test(request.params.slug);
      if (!test) throw notFound("Test");
      return test;
    },
  );
};
