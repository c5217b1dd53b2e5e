import { useCallback, useEffect, useMemo, useState } from "react";
import type { SearchDoc } from "../../../domain/search-doc.ts";
import { createSearchIndex, type SearchIndex, type SearchResult } from "../../../domain/search.ts";

/** GET /api/search-index: the whole catalogue to index here while it is small, else 'ask the server'. */
export type SearchCatalogue = { searchOn: "browser"; docs: SearchDoc[] } | { searchOn: "server" };

/** Where the box's results come from; tests pass their own. */
export type SearchSource = {
  loadCatalogue: () => Promise<SearchCatalogue>;
  askServer: (query: string, limit: number, signal: AbortSignal) => Promise<SearchResult[]>;
};

async function json<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export const siteSearch: SearchSource = {
  loadCatalogue: () => json<SearchCatalogue>("/api/search-index"),
  askServer: (query, limit, signal) => json<SearchResult[]>(`/api/search?${new URLSearchParams({ q: query, limit: String(limit) })}`, signal),
};

/** Long enough to skip the letters of a word typed quickly, short enough to feel instant. */
const SERVER_DEBOUNCE_MS = 120;

type Searcher = { searchOn: "browser"; index: SearchIndex } | { searchOn: "server" };

// One catalogue per page load, shared by the desktop and mobile boxes.
const loaded = new WeakMap<SearchSource, Promise<Searcher>>();

export type SearchState = {
  results: SearchResult[];
  /** 'searching' until the results for this query are in; 'failed' when they cannot come. */
  status: "searching" | "ready" | "failed";
  /** Fetch the catalogue: called when someone starts to search, so it never delays the first paint. */
  load: () => void;
};

/**
 * Results for what is typed. A small catalogue is fetched once and searched here as you
 * type; a large one is searched by the server, one request per pause in typing, each
 * cancelled by the next keystroke so an old answer never replaces a newer one.
 */
export function useSearch(query: string, limit: number, source: SearchSource = siteSearch): SearchState {
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [hasFailedToLoad, setHasFailedToLoad] = useState(false);
  const [answer, setAnswer] = useState<{ query: string; results: SearchResult[] | null }>({ query: "", results: [] });

  const load = useCallback(() => {
    if (searcher) return;
    let pending = loaded.get(source);
    if (!pending) {
      pending = source.loadCatalogue().then((catalogue): Searcher =>
        catalogue.searchOn === "browser" ? { searchOn: "browser", index: createSearchIndex(catalogue.docs) } : catalogue,
      );
      loaded.set(source, pending);
      // A failed fetch can be retried by focusing again.
      pending.catch(() => loaded.delete(source));
    }
    pending.then(
      (ready) => {
        setSearcher(ready);
        setHasFailedToLoad(false);
      },
      () => setHasFailedToLoad(true),
    );
  }, [searcher, source]);

  const trimmed = query.trim();
  const local = useMemo(
    () => (searcher?.searchOn === "browser" ? searcher.index.search(trimmed, limit) : null),
    [searcher, trimmed, limit],
  );

  useEffect(() => {
    if (searcher?.searchOn !== "server" || trimmed === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source.askServer(trimmed, limit, controller.signal).then(
        (results) => controller.signal.aborted || setAnswer({ query: trimmed, results }),
        () => controller.signal.aborted || setAnswer({ query: trimmed, results: null }),
      );
    }, SERVER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searcher, source, trimmed, limit]);

  if (trimmed === "") return { results: [], status: "ready", load };
  if (local) return { results: local, status: "ready", load };
  if (searcher?.searchOn === "server") {
    if (answer.query !== trimmed) {
      // The last answer stays on screen until the next arrives, instead of flickering away.
      return { results: answer.results ?? [], status: "searching", load };
    }
    return answer.results ? { results: answer.results, status: "ready", load } : { results: [], status: "failed", load };
  }
  return { results: [], status: hasFailedToLoad ? "failed" : "searching", load };
}
