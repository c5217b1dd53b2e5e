/**
 * Remembers the results of catalogue reads. This process clears it after every change
 * it makes; the time limit bounds how stale a reading can be when another process
 * (a second server on the same PostgreSQL) changed the data.
 */
export const READ_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export type ReadCache = ReturnType<typeof createReadCache>;

export function createReadCache(ttlMs = READ_CACHE_TTL_MS) {
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
    clear(): void {
      entries.clear();
    },
  };
}
