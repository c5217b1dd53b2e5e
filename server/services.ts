import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SiteSettings } from "../domain/site-settings.ts";
import { type AuthService, createAuthService } from "./api/auth/auth.service.ts";
import { createLocalImageStorage } from "./api/images/image-storage.ts";
import { createImagesService, type ImagesService } from "./api/images/images.service.ts";
import { findSlides } from "./api/carousel/carousel.repository.ts";
import { findPackage, findPackages } from "./api/packages/packages.repository.ts";
import { findTestimonials } from "./api/testimonials/testimonials.repository.ts";
import { findAllTestsForAdmin, findTestBySlug, findTests, isTestRetired } from "./api/tests/tests.repository.ts";
import type { PackageListQuery } from "../domain/health-package.ts";
import { createReadCache, type ReadCache } from "./lib/read-cache.ts";
import { createSearchIndex, toSearchDocs } from "../domain/search.ts";

/**
 * Made once per process and shared by the API handlers and the React Router loaders
 * (through its load context), so a page and the API never disagree.
 */
export type Services = {
  db: Kysely<Database>;
  images: ImagesService;
  auth: AuthService;
  catalogue: Catalogue;
  /**
   * Everything derived from the catalogue: its reads and the rendered public pages.
   * Cleared as a whole after every change (see app.ts).
   */
  cache: ReadCache;
  site: SiteSettings;
};

/**
 * The read side of the catalogue, for pages and API alike. Reads are cached (they are
 * most of the traffic); `invalidate` runs after every change (see app.ts).
 * The cached objects are shared: callers must not modify them.
 */
export type Catalogue = ReturnType<typeof createCatalogue>;

function createCatalogue(db: Kysely<Database>, cache: ReadCache) {
  const searchDocs = () =>
    cache.get("search-docs", async () => toSearchDocs(await findTests(db), (await findPackages(db, {})).packages));
  return {
    tests: () => cache.get("tests", () => findTests(db)),
    test: (slug: string) => cache.get(`test:${slug}`, () => findTestBySlug(db, slug)),
    packages: (query: PackageListQuery = {}) => cache.get(`packages:${JSON.stringify(query)}`, () => findPackages(db, query)),
    package: (id: string) => cache.get(`package:${id}`, () => findPackage(db, id)),
    slides: (options: { liveActiveOnly?: boolean } = {}) =>
      cache.get(`slides:${options.liveActiveOnly === true}`, () => findSlides(db, options)),
    /** Tests and packages as the search box indexes them (SPEC §5). */
    searchDocs,
    /** The same index, built once per catalogue change, for server-side search (/tests?q=). */
    searchIndex: () => cache.get("search-index", async () => createSearchIndex(await searchDocs())),
    /** Every test, retired ones too, always fresh: for the tests manager. */
    testsForAdmin: () => findAllTestsForAdmin(db),
    /** Whether a test at this address was retired (its page says so with 410 Gone). */
    isRetired: (slug: string) => cache.get(`retired:${slug}`, () => isTestRetired(db, slug)),
    testimonials: () => cache.get("testimonials", () => findTestimonials(db)),
    invalidate: () => cache.clear(),
  };
}

export function createServices(options: {
  db: Kysely<Database>;
  dataDir: string;
  sessionSecret: string;
  site: SiteSettings;
}): Services {
  const storage = createLocalImageStorage(path.join(options.dataDir, "images"));
  const cache = createReadCache();
  return {
    db: options.db,
    images: createImagesService(options.db, storage),
    auth: createAuthService(options.db, options.sessionSecret),
    catalogue: createCatalogue(options.db, cache),
    cache,
    site: options.site,
  };
}
