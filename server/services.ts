import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SiteSettings } from "../domain/site-settings.ts";
import { type AuthService, createAuthService } from "./api/auth/auth.service.ts";
import { createLocalImageStorage } from "./api/images/image-storage.ts";
import { createImagesService, type ImagesService } from "./api/images/images.service.ts";
import { findSlides } from "./api/carousel/carousel.repository.ts";
import { findPackage, findPackages } from "./api/packages/packages.repository.ts";
import { findTestBySlug, findTests } from "./api/tests/tests.repository.ts";
import type { PackageListQuery } from "../domain/health-package.ts";

/**
 * Made once per process and shared by the API handlers and the React Router loaders
 * (through its load context), so a page and the API never disagree.
 */
export type Services = {
  db: Kysely<Database>;
  images: ImagesService;
  auth: AuthService;
  catalogue: Catalogue;
  site: SiteSettings;
};

/** The read side of the catalogue, for pages and API alike. */
export type Catalogue = ReturnType<typeof createCatalogue>;

function createCatalogue(db: Kysely<Database>) {
  return {
    tests: () => findTests(db),
    test: (slug: string) => findTestBySlug(db, slug),
    packages: (query: PackageListQuery = {}) => findPackages(db, query),
    package: (id: string) => findPackage(db, id),
    slides: (options?: { liveActiveOnly?: boolean }) => findSlides(db, options),
  };
}

export function createServices(options: {
  db: Kysely<Database>;
  dataDir: string;
  sessionSecret: string;
  site: SiteSettings;
}): Services {
  const storage = createLocalImageStorage(path.join(options.dataDir, "images"));
  return {
    db: options.db,
    images: createImagesService(options.db, storage),
    auth: createAuthService(options.db, options.sessionSecret),
    catalogue: createCatalogue(options.db),
    site: options.site,
  };
}
