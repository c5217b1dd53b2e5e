import { LRUCache } from "lru-cache";
import { type CachedPage, cachedPageSize } from "./cached-page.ts";

/**
 * Remembers what is derived from the catalogue: its reads (tests, packages, slides, the
 * search index) and the public pages rendered from them. The service that changes the
 * catalogue clears it; the time limit bounds how stale a reading can be when another
 * process (a second server on the same PostgreSQL) changed the data. Both parts are
 * bounded (reads by count, pages by bytes) and evict the least recently used entry, so
 * a flood of distinct addresses costs a fixed amount of memory.
 */
export const CATALOGUE_CACHE_TTL_MS = 5_000;
export const MAX_CACHED_READS = 500;
export const MAX_CACHED_PAGE_BYTES = 32 * 1024 * 1024;


export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

export function createCatalogueCache({
  ttlMs = CATALOGUE_CACHE_TTL_MS,
  maxReads = MAX_CACHED_READS,
  maxPageBytes = MAX_CACHED_PAGE_BYTES,
} = {}) {
  const reads = new LRUCache<string, Promise<unknown>>({ max: maxReads, ttl: ttlMs });
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxPageBytes,
    sizeCalculation: cachedPageSize,
    ttl: ttlMs,
  });
  /** Pages being rendered, so visitors asking at once share one render. */
  const rendering = new Map<string, Promise<CachedPage>>();
  /** Bumped on every clear, so a render begun before a change is not kept after it. */
  let generation = 0;

  return {
    /** The cached result for `key`, or `load()`'s; a failed load is not kept. */
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = reads.get(key);
      if (hit) return hit as Promise<T>;
      const value = load();
      reads.set(key, value);
      value.catch(() => {
        if (reads.get(key) === value) reads.delete(key);
      });
      return value;
    },

    /** The rendered page for `key`, or `render()`'s (kept unless it failed). */
    page(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
      const hit = pages.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = rendering.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const rendered = render()
        .then((page) => {
          if (generation === startedIn) pages.set(key, page);
          return page;
        })
        .finally(() => {
          if (rendering.get(key) === rendered) rendering.delete(key);
        });
      rendering.set(key, rendered);
      return rendered;
    },

    /** The catalogue changed: forget every catalogue read and every rendered page. */
    clearCatalogueReadsAndPages(): void {
      generation++;
      reads.clear();
      pages.clear();
      rendering.clear();
    },
  };
}
