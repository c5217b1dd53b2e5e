import { useCallback, useEffect, useMemo, useState } from "react";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locale.ts";
import type { SearchDoc } from "../../../domain/search-doc.ts";
import { createSearchIndex, type SearchIndex, type SearchResult } from "../../../domain/search.ts";

/** GET /api/search-index: the whole catalogue to index here while it is small, else 'ask the server'. */
export type SearchCatalogue = { searchOn: "browser"; docs: SearchDoc[] } | { searchOn: "server" };

/** Where the box's results come from, in the page's language; tests pass their own. */
export type SearchSource = {
  loadCatalogue: (locale: Locale) => Promise<SearchCatalogue>;
  askServer: (query: string, limit: number, signal: AbortSignal, locale: Locale) => Promise<SearchResult[]>;
};

async function json<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export const siteSearch: SearchSource = {
  loadCatalogue: (locale) => json<SearchCatalogue>(`/api/search-index?${new URLSearchParams({ lang: locale })}`),
  askServer: (query, limit, signal, locale) =>
    json<SearchResult[]>(
      `/api/search?${new URLSearchParams({ q: query, limit: String(limit), lang: locale })}`,
      signal,
    ),
};

/** Long enough to skip the letters of a word typed quickly, short enough to feel instant. */
const SERVER_DEBOUNCE_MS = 120;

type Searcher = { searchOn: "browser"; index: SearchIndex } | { searchOn: "server" };

// One catalogue per language per page load, shared by the desktop and mobile boxes.
const loaded = new WeakMap<SearchSource, Map<Locale, Promise<Searcher>>>();

export type SearchState = {
  results: SearchResult[];
  /** 'searching' until the results for this query are in; 'failed' when they cannot come. */
  status: "searching" | "ready" | "failed";
  /** Fetch the catalogue: called when someone starts to search, so it never delays the first paint. */
  load: () => void;
};

/**
 * Results for what is typed, in the page's language. A small catalogue is fetched once and
 * searched here as you type; a large one is searched by the server, one request per pause in
 * typing, each cancelled by the next keystroke so an old answer never replaces a newer one.
 */
export function useSearch(
  query: string,
  limit: number,
  source: SearchSource = siteSearch,
  locale: Locale = DEFAULT_LOCALE,
): SearchState {
  // Kept with the source and language it was loaded for: a box that stays on screen while the
  // visitor switches language must not show the other language's results.
  const [loadedFor, setLoadedFor] = useState<{ source: SearchSource; locale: Locale; searcher: Searcher } | null>(null);
  const [hasFailedToLoad, setHasFailedToLoad] = useState(false);
  const [answer, setAnswer] = useState<{ query: string; locale: Locale; results: SearchResult[] | null }>({
    query: "",
    locale,
    results: [],
  });
  const searcher = loadedFor?.source === source && loadedFor.locale === locale ? loadedFor.searcher : null;

  const load = useCallback(() => {
    if (searcher) return;
    let byLocale = loaded.get(source);
    if (!byLocale) loaded.set(source, (byLocale = new Map()));
    let pending = byLocale.get(locale);
    if (!pending) {
      pending = source
        .loadCatalogue(locale)
        .then((catalogue): Searcher =>
          catalogue.searchOn === "browser"
            ? { searchOn: "browser", index: createSearchIndex(catalogue.docs) }
            : catalogue,
        );
      byLocale.set(locale, pending);
      // A failed fetch can be retried by focusing again.
      const forLocale = byLocale;
      pending.catch(() => forLocale.delete(locale));
    }
    pending.then(
      (ready) => {
        setLoadedFor({ source, locale, searcher: ready });
        setHasFailedToLoad(false);
      },
      () => setHasFailedToLoad(true),
    );
  }, [searcher, source, locale]);

  // The language changed under a box already in use: fetch the new language's catalogue.
  const isStale = loadedFor !== null && searcher === null;
  useEffect(() => {
    if (isStale) load();
  }, [isStale, load]);

  const trimmed = query.trim();
  const local = useMemo(
    () => (searcher?.searchOn === "browser" ? searcher.index.search(trimmed, limit) : null),
    [searcher, trimmed, limit],
  );

  useEffect(() => {
    if (searcher?.searchOn !== "server" || trimmed === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source.askServer(trimmed, limit, controller.signal, locale).then(
        (results) => controller.signal.aborted || setAnswer({ query: trimmed, locale, results }),
        () => controller.signal.aborted || setAnswer({ query: trimmed, locale, results: null }),
      );
    }, SERVER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searcher, source, trimmed, limit, locale]);

  if (trimmed === "") return { results: [], status: "ready", load };
  if (local) return { results: local, status: "ready", load };
  if (searcher?.searchOn === "server") {
    if (answer.query !== trimmed || answer.locale !== locale) {
      // The last answer stays on screen until the next arrives, instead of flickering away
      // (not one in the other language).
      return { results: answer.locale === locale ? (answer.results ?? []) : [], status: "searching", load };
    }
    return answer.results
      ? { results: answer.results, status: "ready", load }
      : { results: [], status: "failed", load };
  }
  return { results: [], status: hasFailedToLoad ? "failed" : "searching", load };
}
