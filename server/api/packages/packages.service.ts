import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { HealthPackage, PackageCreate, PackageListQuery, PackageUpdate } from "../../../domain/health-package.ts";
import { offerNotBelowSeparateIssue, separateTotals } from "../../../domain/package-pricing.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import { refuse } from "../../lib/http-error.ts";
import type { ImagesService } from "../images/images.service.ts";
import type { LabTestsService } from "../lab-tests/lab-tests.service.ts";
import { purgeBinned } from "../../lib/recently-deleted.ts";
import {
  deletePackageBinnedBefore,
  findBinnedPackages,
  findPackage,
  findPackages,
  findPackagesBinnedBefore,
  findTestsOfPackages,
  insertPackage,
  setPackageBinned,
  updatePackage,
} from "./packages.repository.ts";

export type PackagesService = ReturnType<typeof createPackagesService>;

/** Health packages: every read and write, and the image each one lets go of. */
export function createPackagesService(
  db: Kysely<Database>,
  images: ImagesService,
  tests: LabTestsService,
  cache: CatalogueCache,
) {
  /**
   * Links each test to the catalogue and holds the price to the rule that a package is a
   * real saving (docs/decisions/2026-11-22-honest-package-prices.md): a linked test takes
   * the catalogue's name; a free-text name that is exactly a catalogue test's name (or
   * address) is linked; an unknown address is refused; a price not below the linked tests
   * booked separately, in the city where they cost least, is refused.
   */
  async function linked<T extends PackageUpdate>(input: T, before?: HealthPackage): Promise<T> {
    const all = await tests.listForAdmin();
    const bySlug = new Map(all.map((t) => [t.slug, t]));
    const byName = new Map(all.map((t) => [t.name.toLowerCase(), t]));
    const links = input.tests.map((entry, i) => {
      if (entry.slug === null) {
        const match = byName.get(entry.name.toLowerCase()) ?? bySlug.get(entry.name);
        return match ? { name: match.name, slug: match.slug } : entry;
      }
      const match = bySlug.get(entry.slug);
      if (!match) throw refuse("PACKAGE_TEST_UNKNOWN", { field: ["tests", i, "slug"], values: { slug: entry.slug } });
      return { name: match.name, slug: match.slug };
    });
    const slugs = links.flatMap((t) => (t.slug ? [t.slug] : []));
    const twice = slugs.find((slug, i) => slugs.indexOf(slug) !== i);
    if (twice) throw refuse("LISTED_TWICE", { field: "tests", values: { name: bySlug.get(twice)!.name } });
    // A package saved before this rule keeps its price while staff change other things
    // (the featured toggle sends the whole package); its page then claims no saving.
    const isPriceAsBefore =
      before !== undefined &&
      before.price === input.price &&
      before.discountedPrice === input.discountedPrice &&
      JSON.stringify(before.tests) === JSON.stringify(links);
    const issue = isPriceAsBefore ? null : offerNotBelowSeparateIssue(input, separateTotals(links, await tests.list()));
    if (issue) throw refuse(issue.code, { field: issue.path, values: issue.values });
    return { ...input, tests: links };
  }

  return {
    /** The tests each of these packages lists, binned ones too, by id: what a booked package's tubes are. */
    testsOfPackages: (ids: readonly string[]) => findTestsOfPackages(db, ids),

    /** Oldest first, optionally filtered and paged; `total` counts the whole filter. */
    list: (query: PackageListQuery = {}): Promise<{ packages: HealthPackage[]; total: number }> =>
      cache.get(`packages:${JSON.stringify(query)}`, () => findPackages(db, query)),

    /**
     * The names of the packages on show that list this test (linked to it by its address),
     * so staff are warned before retiring it; packages taken off the site are not named.
     */
    async namesListingTest(slug: string): Promise<string[]> {
      const { packages } = await findPackages(db, {});
      return packages.filter((p) => p.tests.some((t) => t.slug === slug)).map((p) => p.name);
    },

    get: (id: string): Promise<HealthPackage | null> => cache.get(`package:${id}`, () => findPackage(db, id)),

    async create(input: PackageCreate): Promise<HealthPackage> {
      input = await linked(input);
      await images.assertUploaded(input.imageId);
      const created = await images.writeReferencing(() => insertPackage(db, input));
      await cache.clearCatalogueReadsAndPages();
      return created;
    },

    async update(id: string, input: PackageUpdate): Promise<HealthPackage> {
      const before = await findPackage(db, id);
      if (!before) throw refuse("PACKAGE_NOT_FOUND");
      input = await linked(input, before);
      await images.assertUploaded(input.imageId);
      const after = await images.writeReferencing(() => updatePackage(db, id, input));
      if (!after) throw refuse("PACKAGE_NOT_FOUND");
      await cache.clearCatalogueReadsAndPages();
      if (before.imageId !== after.imageId) await images.release(before.imageId);
      return after;
    },

    /** The Recently Deleted bin, most recently deleted first (staff only). */
    listDeleted: (): Promise<HealthPackage[]> => findBinnedPackages(db),

    /**
     * To Recently Deleted: gone from every page, search and new bookings at once; bookings
     * made before keep their own copy of its name and price. The image stays until the purge.
     */
    async softDelete(id: string): Promise<void> {
      if (!(await setPackageBinned(db, id, true))) throw refuse("PACKAGE_NOT_FOUND");
      await cache.clearCatalogueReadsAndPages();
    },

    /** Back from Recently Deleted, as it was. */
    async restore(id: string): Promise<HealthPackage> {
      if (!(await setPackageBinned(db, id, false))) throw refuse("PACKAGE_NOT_FOUND");
      await cache.clearCatalogueReadsAndPages();
      const restored = await findPackage(db, id);
      if (!restored) throw refuse("PACKAGE_NOT_FOUND");
      return restored;
    },

    /** Removes for good the packages deleted before `cutoff`, with their images; returns how many. */
    async purgeDeletedBefore(cutoff: string): Promise<number> {
      const binned = await findPackagesBinnedBefore(db, cutoff);
      const purged = await purgeBinned(
        binned,
        (id) => deletePackageBinnedBefore(db, id, cutoff),
        (imageId) => images.release(imageId),
      );
      if (purged > 0) await cache.clearCatalogueReadsAndPages();
      return purged;
    },
  };
}
