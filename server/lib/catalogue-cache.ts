import { LRUCache } from "lru-cache";
import { type CachedPage, cachedPageSize } from "./cached-page.ts";
import type { SharedCatalogueVersion } from "./catalogue-version.ts";

/**
 * Remembers what is derived from the catalogue: its reads (tests, packages, slides, the
 * search index, the settings) and the public pages rendered from them. The service that
 * changes the catalogue clears it and raises the shared version in the database; every
 * process compares that version with the one it last saw at most once per
 * VERSION_CHECK_INTERVAL_MS before answering from memory, so a change made through one
 * app process shows on every other within a second. The time limit is the backstop
 * should raising the version fail. Both parts are bounded (reads by count, pages by bytes)
 * and evict the least recently used entry, so a flood of distinct addresses costs a fixed
 * amount of memory.
 */
export const CATALOGUE_CACHE_TTL_MS = 60_000;
export const VERSION_CHECK_INTERVAL_MS = 500;
export const MAX_CACHED_READS = 500;
export const MAX_CACHED_PAGE_BYTES = 32 * 1024 * 1024;

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

export function createCatalogueCache({
  ttlMs = CATALOGUE_CACHE_TTL_MS,
  maxReads = MAX_CACHED_READS,
  maxPageBytes = MAX_CACHED_PAGE_BYTES,
  shared,
  checkIntervalMs = VERSION_CHECK_INTERVAL_MS,
  now = Date.now,
  onError = () => {},
}: {
  ttlMs?: number;
  maxReads?: number;
  maxPageBytes?: number;
  /** The version in the database, when other processes may change the catalogue too. */
  shared?: SharedCatalogueVersion;
  checkIntervalMs?: number;
  now?: () => number;
  /** Told when the shared version could not be read or raised (the cache goes on). */
  onError?: (error: unknown) => void;
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
  /** The shared version this process's entries were read under, and when it was last compared. */
  let seenVersion: number | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;

  function clearLocal(): void {
    generation++;
    reads.clear();
    pages.clear();
    rendering.clear();
  }

  /**
   * Undefined when nothing need be awaited: no shared version, or compared less than
   * checkIntervalMs ago (the common case, which stays synchronous). Otherwise one
   * comparison shared by every caller asking meanwhile; when it cannot be read the cache
   * goes on as it is until the next interval.
   */
  function comparedWithShared(): Promise<void> | undefined {
    if (!shared || now() - checkedAt < checkIntervalMs) return undefined;
    checking ??= shared
      .read()
      .then((version) => {
        if (version !== seenVersion) clearLocal();
        seenVersion = version;
      }, onError)
      .finally(() => {
        checkedAt = now();
        checking = undefined;
      });
    return checking;
  }

  const cache = {
    /** The cached result for `key`, or `load()`'s; a failed load is not kept. */
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const comparing = comparedWithShared();
      if (comparing) return comparing.then(() => cache.get(key, load));
      const hit = reads.get(key);
      if (hit) return hit as Promise<T>;
      const value = load();
      reads.set(key, value);
      value.catch(() => {
        if (reads.get(key) === value) reads.delete(key);
      });
      return value;
    },

    /**
     * The page kept for `key` when it can be sent at once. While a comparison with the shared
     * version runs, what is kept was compared less than two intervals ago, within the second
     * promised above, and is sent without waiting; from then on, page() waits. Undefined when
     * nothing is kept or it must wait.
     */
    keptPage(key: string): CachedPage | undefined {
      if (comparedWithShared() && now() - checkedAt >= 2 * checkIntervalMs) return undefined;
      return pages.get(key);
    },

    /** The rendered page for `key`, or `render()`'s (kept unless it failed). */
    page(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
      const comparing = comparedWithShared();
      if (comparing) return comparing.then(() => cache.page(key, render));
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

    /**
     * The catalogue changed: forget every catalogue read and every rendered page, here and
     * (through the shared version) in every other process. Resolves once the others can see it.
     */
    async clearCatalogueReadsAndPages(): Promise<void> {
      clearLocal();
      if (!shared) return;
      try {
        const raised = await shared.raise();
        // Only this process's raise in between: what is cached now was read after it.
        if (seenVersion === raised - 1) seenVersion = raised;
      } catch (error) {
        onError(error);
      }
    },
  };
  return cache;
}
