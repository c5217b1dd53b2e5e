import { useCallback, useState } from "react";
import type { SearchDoc } from "../../../domain/search-doc.ts";
import { createSearchIndex, type SearchIndex } from "../../../domain/search.ts";

export type LoadSearchDocs = () => Promise<SearchDoc[]>;

export const fetchSearchDocs: LoadSearchDocs = async () => {
  const response = await fetch("/api/search-index");
  if (!response.ok) throw new Error(`search index: ${response.status}`);
  return (await response.json()) as SearchDoc[];
};

// One index per page load, shared by the desktop and mobile boxes.
const built = new WeakMap<LoadSearchDocs, Promise<SearchIndex>>();

/**
 * The search index, fetched only when someone starts to search (focus or typing), so it
 * never delays the first paint. A failed fetch can be retried by focusing again.
 */
export function useSearchIndex(loadDocs: LoadSearchDocs = fetchSearchDocs) {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  const load = useCallback(() => {
    if (index) return;
    let pending = built.get(loadDocs);
    if (!pending) {
      pending = loadDocs().then(createSearchIndex);
      built.set(loadDocs, pending);
      pending.catch(() => built.delete(loadDocs));
    }
    pending.then(
      (ready) => {
        setIndex(ready);
        setHasFailed(false);
      },
      () => setHasFailed(true),
    );
  }, [index, loadDocs]);

  return { index, hasFailed, load };
}
