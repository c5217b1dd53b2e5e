import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { AdminLabTest, LabTest, LabTestContent, LabTestUpdate, TestPrices } from "../../../domain/lab-test.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import { isUniqueViolation } from "../../lib/database-errors.ts";
import { refuse } from "../../lib/http-error.ts";
import type { ImagesService } from "../images/images.service.ts";
import {
  findAllTestsForAdmin,
  findAnyTestBySlug,
  findTestBySlug,
  findTests,
  findTestSlugs,
  insertTest,
  isTestRetired,
  setTestRetired,
  updateTest,
  updateTestPrices,
} from "./lab-tests.repository.ts";

export type LabTestsService = ReturnType<typeof createLabTestsService>;

const addressTaken = () => refuse("TEST_ADDRESS_TAKEN", { field: "slug" });

/** The test catalogue: every read and write. A test is retired (410 Gone), never deleted. */
export function createLabTestsService(db: Kysely<Database>, images: ImagesService, cache: CatalogueCache) {
  /** A test may only point at tests and images that exist. */
  async function checkReferences(test: LabTestContent) {
    const slugs = await findTestSlugs(db);
    const unknown = test.relatedTestIds.filter((slug) => !slugs.has(slug) || slug === test.slug);
    if (unknown.length > 0)
      throw refuse("RELATED_TESTS_UNKNOWN", { field: "relatedTestIds", values: { slugs: unknown.join(", ") } });
    await images.assertUploaded(test.imageId);
  }

  async function requireAny(slug: string): Promise<AdminLabTest> {
    const test = await findAnyTestBySlug(db, slug);
    if (!test) throw refuse("TEST_NOT_FOUND");
    return test;
  }

  return {
    /** Tests on sale, popular first, then by name. */
    list: (): Promise<LabTest[]> => cache.get("tests", () => findTests(db)),

    /** A test on sale, or null (unknown or retired). */
    get: (slug: string): Promise<LabTest | null> => cache.get(`test:${slug}`, () => findTestBySlug(db, slug)),

    /** Whether a test at this address was retired (its page says so with 410 Gone). */
    isRetired: (slug: string): Promise<boolean> => cache.get(`retired:${slug}`, () => isTestRetired(db, slug)),

    /** Every test, retired ones too, always fresh: for the Tests Manager. */
    listForAdmin: (): Promise<AdminLabTest[]> => findAllTestsForAdmin(db),

    /** A test whether or not it is retired; 404 when there is none at this address. */
    requireForAdmin: requireAny,

    async create(input: LabTestContent): Promise<AdminLabTest> {
      if ((await findTestSlugs(db)).has(input.slug)) throw addressTaken();
      await checkReferences(input);
      try {
        await images.writeReferencing(() => insertTest(db, input));
      } catch (error) {
        // The same address, added by another request since the check above.
        if (isUniqueViolation(error)) throw addressTaken();
        throw error;
      }
      await cache.clearCatalogueReadsAndPages();
      return requireAny(input.slug);
    },

    /** Everything but the address, which links and bookmarks depend on. */
    async update(slug: string, change: LabTestUpdate): Promise<AdminLabTest> {
      if (change.slug !== slug) throw refuse("TEST_ADDRESS_FIXED", { field: "slug" });
      const before = await requireAny(slug);
      const input: LabTestContent = {
        ...change,
        hi: change.hi ?? before.hi,
        containers: change.containers === undefined ? before.containers : change.containers,
      };
      await checkReferences(input);
      await images.writeReferencing(() => updateTest(db, slug, input));
      await cache.clearCatalogueReadsAndPages();
      if (before.imageId !== input.imageId) await images.release(before.imageId);
      return requireAny(slug);
    },

    /** Only the two prices, as the Tests Manager's list changes them in place. */
    async setPrices(slug: string, prices: TestPrices): Promise<AdminLabTest> {
      if (!(await updateTestPrices(db, slug, prices))) throw refuse("TEST_NOT_FOUND");
      await cache.clearCatalogueReadsAndPages();
      return requireAny(slug);
    },

    /** Retires (true) or offers again (false) the test at this address. */
    async setRetired(slug: string, isRetired: boolean): Promise<AdminLabTest> {
      if (!(await setTestRetired(db, slug, isRetired))) throw refuse("TEST_NOT_FOUND");
      await cache.clearCatalogueReadsAndPages();
      return requireAny(slug);
    },
  };
}
