import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SearchDocSchema } from "../../../domain/search-doc.ts";
import type { Services } from "../../services.ts";

export const searchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services: { search } }) => {
  app.get(
    "/api/search-index",
    {
      schema: {
        tags: ["tests"],
        summary: "Tests and packages for the search box to index in the browser",
        response: { 200: z.array(SearchDocSchema) },
      },
    },
    async (_request, reply) => {
      // Short browser caching: the box fetches this once per visit.
      reply.header("cache-control", "public, max-age=300");
      return search.docs();
    },
  );
};
