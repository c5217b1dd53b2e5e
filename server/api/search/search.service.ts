import { DEFAULT_LOCALE, type Locale } from "../../../domain/locale.ts";
import type { SearchDoc } from "../../../domain/search-doc.ts";
import { BROWSER_INDEX_LIMIT, createSearchIndex, toSearchDocs, type SearchIndex } from "../../../domain/search.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import type { PackagesService } from "../packages/packages.service.ts";
import type { LabTestsService } from "../lab-tests/lab-tests.service.ts";

export type SearchService = ReturnType<typeof createSearchService>;

/** What the search box gets: the catalogue to index itself while it is small, else a pointer to the server. */
export type SearchCatalogue = { searchOn: "browser"; docs: SearchDoc[] } | { searchOn: "server" };

/**
 * Search over tests and packages (SPEC §5), one index per language; derived from their
 * services, rebuilt after a change.
 */
export function createSearchService(tests: LabTestsService, packages: PackagesService, cache: CatalogueCache) {
  const docs = (locale: Locale): Promise<SearchDoc[]> =>
    cache.get(`search-docs:${locale}`, async () =>
      toSearchDocs(await tests.list(), (await packages.list()).packages, locale),
    );
  return {
    /**
     * A language's tests and packages for the search box to index in the browser, while they
     * are few enough to download; past BROWSER_INDEX_LIMIT the box asks `search` instead.
     */
    async catalogue(locale: Locale = DEFAULT_LOCALE): Promise<SearchCatalogue> {
      const all = await docs(locale);
      return all.length <= BROWSER_INDEX_LIMIT ? { searchOn: "browser", docs: all } : { searchOn: "server" };
    },
    /** The same index, built once per language and catalogue change, for server-side search (/tests?q=, /api/search). */
    index: (locale: Locale = DEFAULT_LOCALE): Promise<SearchIndex> =>
      cache.get(`search-index:${locale}`, async () => createSearchIndex(await docs(locale))),
  };
}
