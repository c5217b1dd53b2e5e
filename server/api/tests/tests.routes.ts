import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LabTestContentSchema, SlugSchema } from "../../../domain/lab-test.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { Services } from "../../services.ts";
import {
  findAnyTestBySlug,
  findTestSlugs,
  insertTest,
  setTestRetired,
  updateTest,
} from "./tests.repository.ts";

const SlugParams = z.object({ slug: SlugSchema });
const tags = ["tests"];
const invalid = (field: string, message: string) => new HttpError(400, `Invalid body: ${field}: ${message}`, [{ path: [field], message }]);

export const testsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { db, catalogue, images } = services;

  /** A test may only point at tests and images that exist. */
  async function checkReferences(test: z.infer<typeof LabTestContentSchema>) {
    const slugs = await findTestSlugs(db);
    const unknown = test.relatedTestIds.filter((slug) => !slugs.has(slug) || slug === test.slug);
    if (unknown.length > 0) throw invalid("relatedTestIds", `No other test has the address ${unknown.join(", ")}`);
    await images.assertUploaded(test.imageId ?? undefined);
  }

  app.get("/api/tests", { schema: { tags, summary: "The test catalogue (tests on sale)" } }, async () => catalogue.tests());

  app.get("/api/tests/:slug", { schema: { tags, summary: "One test (410 once retired)", params: SlugParams } }, async (request) => {
    const test = await catalogue.test(request.params.slug);
    if (test) return test;
    if (await catalogue.isRetired(request.params.slug)) throw new HttpError(410, "This test is no longer offered");
    throw notFound("Test");
  });

  app.get("/api/admin/tests", { config: { access: "admin" }, schema: { tags, summary: "Every test, retired ones too" } }, async () =>
    catalogue.testsForAdmin(),
  );

  app.post("/api/tests", { schema: { tags, summary: "Add a test", body: LabTestContentSchema } }, async (request, reply) => {
    if ((await findTestSlugs(db)).has(request.body.slug)) throw invalid("slug", "A test with this address already exists");
    await checkReferences(request.body);
    await insertTest(db, request.body);
    return reply.status(201).send(await findAnyTestBySlug(db, request.body.slug));
  });

  app.put("/api/tests/:slug", { schema: { tags, summary: "Update a test (its address stays)", params: SlugParams, body: LabTestContentSchema } }, async (request) => {
    const { slug } = request.params;
    if (request.body.slug !== slug) throw invalid("slug", "The address of a test cannot change");
    const before = await findAnyTestBySlug(db, slug);
    if (!before) throw notFound("Test");
    await checkReferences(request.body);
    await updateTest(db, slug, request.body);
    if (before.imageId !== request.body.imageId) await images.release(before.imageId);
    return findAnyTestBySlug(db, slug);
  });

  app.delete("/api/tests/:slug", { schema: { tags, summary: "Retire a test: its page answers 410 Gone", params: SlugParams } }, async (request, reply) => {
    if (!(await setTestRetired(db, request.params.slug, true))) throw notFound("Test");
    return reply.status(204).send();
  });

  app.put("/api/tests/:slug/restore", { schema: { tags, summary: "Offer a retired test again", params: SlugParams } }, async (request) => {
    if (!(await setTestRetired(db, request.params.slug, false))) throw notFound("Test");
    return findAnyTestBySlug(db, request.params.slug);
  });
};
