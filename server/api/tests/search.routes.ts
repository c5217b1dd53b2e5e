import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.ts";

export const searchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services: { catalogue } }) => {
  app.get(
    "/api/search-index",
    { schema: { tags: ["tests"], summary: "Tests and packages for the search box to index in the browser" } },
    async (_request, reply) => {
      // Short browser caching: the box fetches this once per visit.
      reply.header("cache-control", "public, max-age=300");
      return catalogue.searchDocs();
    },
  );
};
