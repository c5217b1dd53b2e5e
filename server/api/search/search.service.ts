import type { SearchDoc } from "../../../domain/search-doc.ts";
import { createSearchIndex, toSearchDocs, type SearchIndex } from "../../../domain/search.ts";
import type { CatalogueCache } from "../../lib/catalogue-cache.ts";
import type { PackagesService } from "../packages/packages.service.ts";
import type { TestsService } from "../tests/tests.service.ts";

export type SearchService = ReturnType<typeof createSearchService>;

/** Search over tests and packages (SPEC §5); derived from their services, rebuilt after a change. */
export function createSearchService(tests: TestsService, packages: PackagesService, cache: CatalogueCache) {
  const docs = (): Promise<SearchDoc[]> =>
    cache.get("search-docs", async () => toSearchDocs(await tests.list(), (await packages.list()).packages));
  return {
    /** Tests and packages as the search box indexes them in the browser. */
    docs,
    /** The same index, built once per catalogue change, for server-side search (/tests?q=). */
    index: (): Promise<SearchIndex> => cache.get("search-index", async () => createSearchIndex(await docs())),
  };
}
