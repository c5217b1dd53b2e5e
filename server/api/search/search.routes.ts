import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  SearchDocSchema,
  SearchIndexQuerySchema,
  SearchQuerySchema,
  SearchResultSchema,
} from "../../../domain/search-doc.ts";
import type { Services } from "../../services.ts";

const tags = ["tests"];

const SearchResultListSchema = z.array(SearchResultSchema);
const SearchIndexAnswerSchema = z.discriminatedUnion("searchOn", [
  z.object({ searchOn: z.literal("browser"), docs: z.array(SearchDocSchema) }),
  z.object({ searchOn: z.literal("server") }),
]);

export const searchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services: { search } }) => {
  app.get(
    "/api/search-index",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Tests and packages for the search box to index in the browser, or 'server' when they are too many to send",
        querystring: SearchIndexQuerySchema,
        response: {
          200: SearchIndexAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      // Short browser caching: the box fetches this once per visit.
      reply.header("cache-control", "public, max-age=300");
      return search.catalogue(request.query.lang);
    },
  );

  app.get(
    "/api/search",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Tests and packages matching a query, best first (SPEC §5 matching), in the language asked for",
        querystring: SearchQuerySchema,
        response: { 200: SearchResultListSchema },
      },
    },
    async (request, reply) => {
      // Catalogue data only: a shared cache may keep it as long as the index endpoint.
      reply.header("cache-control", "public, max-age=300");
      const { q, limit, lang } = request.query;
      return (await search.index(lang)).search(q, limit);
    },
  );
};
