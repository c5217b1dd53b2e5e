import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminLabTestSchema,
  LabTestContentSchema,
  LabTestSchema,
  LabTestUpdateSchema,
  TestPricesSchema,
} from "../../../domain/lab-test.ts";
import { SlugSchema } from "../../../domain/schemas.ts";
import { refuse } from "../../lib/http-error.ts";
import type { Services } from "../../services.ts";

const SlugParams = z.object({ slug: SlugSchema });
const tags = ["tests"];

const LabTestListSchema = z.array(LabTestSchema);
const AdminLabTestListSchema = z.array(AdminLabTestSchema);
const PackageNamesSchema = z.object({ packages: z.array(z.string()) });

export const labTestsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services: { labTests: tests, packages } },
) => {
  app.get(
    "/api/tests",
    {
      config: { access: "public" },
      schema: { tags, summary: "The test catalogue (tests on sale)", response: { 200: LabTestListSchema } },
    },
    async () => tests.list(),
  );

  app.get(
    "/api/tests/:slug",
    {
      config: { access: "public" },
      schema: { tags, summary: "One test (410 once retired)", params: SlugParams, response: { 200: LabTestSchema } },
    },
    async (request) => {
      const test = await tests.get(request.params.slug);
      if (test) return test;
      if (await tests.isRetired(request.params.slug)) throw refuse("TEST_RETIRED");
      throw refuse("TEST_NOT_FOUND");
    },
  );

  app.get(
    "/api/admin/tests",
    {
      config: { access: "edit-site" },
      schema: { tags, summary: "Every test, retired ones too", response: { 200: AdminLabTestListSchema } },
    },
    async () => tests.listForAdmin(),
  );

  app.post(
    "/api/tests",
    {
      config: { access: "edit-site" },
      schema: { tags, summary: "Add a test", body: LabTestContentSchema, response: { 201: AdminLabTestSchema } },
    },
    async (request, reply) => reply.status(201).send(await tests.create(request.body)),
  );

  app.put(
    "/api/tests/:slug",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: "Update a test (its address stays; without `hi`, its Hindi stays as stored)",
        params: SlugParams,
        body: LabTestUpdateSchema,
        response: { 200: AdminLabTestSchema },
      },
    },
    async (request) => tests.update(request.params.slug, request.body),
  );

  app.put(
    "/api/tests/:slug/prices",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: "Set only a test's price and original price",
        params: SlugParams,
        body: TestPricesSchema,
        response: { 200: AdminLabTestSchema },
      },
    },
    async (request) => tests.setPrices(request.params.slug, request.body),
  );

  app.get(
    "/api/admin/tests/:slug/packages",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: "The names of the packages that list this test (to warn before it is retired)",
        params: SlugParams,
        response: { 200: PackageNamesSchema },
      },
    },
    async (request) => {
      await tests.requireForAdmin(request.params.slug);
      return { packages: await packages.namesListingTest(request.params.slug) };
    },
  );

  app.delete(
    "/api/tests/:slug",
    {
      config: { access: "edit-site" },
      schema: { tags, summary: "Retire a test: its page answers 410 Gone", params: SlugParams },
    },
    async (request, reply) => {
      await tests.setRetired(request.params.slug, true);
      return reply.status(204).send();
    },
  );

  app.put(
    "/api/tests/:slug/restore",
    {
      config: { access: "edit-site" },
      schema: {
        tags,
        summary: "Offer a retired test again",
        params: SlugParams,
        response: { 200: AdminLabTestSchema },
      },
    },
    async (request) => tests.setRetired(request.params.slug, false),
  );
};
