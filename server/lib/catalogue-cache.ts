/**
 * Remembers what is derived from the catalogue: its reads (tests, packages, slides, the
 * search index) and the public pages rendered from them. The service that changes the
 * catalogue clears it; the time limit bounds how stale a reading can be when another
 * process (a second server on the same PostgreSQL) changed the data.
 */
export const CATALOGUE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

export function createCatalogueCache(ttlMs = CATALOGUE_CACHE_TTL_MS) {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return {
    /** The cached result for `key`, or `load()`'s; a failed load is not kept. */
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      // Free-text searches make keys without end; starting over is simpler than LRU.
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      entries.set(key, { value, expiresAt: now + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** The catalogue changed: forget every catalogue read and every rendered page. */
    clearCatalogueReadsAndPages(): void {
      entries.clear();
    },
  };
}
