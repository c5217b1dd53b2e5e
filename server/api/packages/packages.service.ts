import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { HealthPackage, PackageCreate, PackageListQuery, PackageUpdate } from "../../../domain/health-package.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import { notFound } from "../../lib/http-error.ts";
import type { ImagesService } from "../images/images.service.ts";
import { deletePackage, findPackage, findPackages, insertPackage, updatePackage } from "./packages.repository.ts";

export type PackagesService = ReturnType<typeof createPackagesService>;

/** Health packages: every read and write, and the image each one lets go of. */
export function createPackagesService(db: Kysely<Database>, images: ImagesService, cache: CatalogueCache) {
  return {
    /** Oldest first, optionally filtered and paged; `total` counts the whole filter. */
    list: (query: PackageListQuery = {}): Promise<{ packages: HealthPackage[]; total: number }> =>
      cache.get(`packages:${JSON.stringify(query)}`, () => findPackages(db, query)),

    get: (id: string): Promise<HealthPackage | null> => cache.get(`package:${id}`, () => findPackage(db, id)),

    async create(input: PackageCreate): Promise<HealthPackage> {
      await images.assertUploaded(input.imageId);
      const created = await images.writeReferencing(() => insertPackage(db, input));
      cache.clearCatalogueReadsAndPages();
      return created;
    },

    async update(id: string, input: PackageUpdate): Promise<HealthPackage> {
      await images.assertUploaded(input.imageId);
      const before = await findPackage(db, id);
      if (!before) throw notFound("Package");
      const after = await images.writeReferencing(() => updatePackage(db, id, input));
      if (!after) throw notFound("Package");
      cache.clearCatalogueReadsAndPages();
      if (before.imageId !== after.imageId) await images.release(before.imageId);
      return after;
    },

    /** Deletes the package and its image (unless something else still shows it). */
    async delete(id: string): Promise<void> {
      const found = await findPackage(db, id);
      if (!found || !(await deletePackage(db, found.id))) throw notFound("Package");
      cache.clearCatalogueReadsAndPages();
      await images.release(found.imageId);
    },
  };
}
