import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../domain/locale.ts";
import type { SearchDoc } from "../../../domain/search-doc.ts";
import { createSearchIndex, toSearchDocs } from "../../../domain/search.ts";
import { SearchBox } from "./search-box.tsx";
import { type SearchSource, siteSearch, useSearch } from "./use-search.ts";

const CATALOGUE = [
  {
    slug: "cbc",
    name: "Complete Blood Count (CBC)",
    description: "Haemoglobin, blood cells and platelets.",
    alternateNames: ["CBC"],
    category: "Blood Test",
    price: 319,
    originalPrice: 450,
    cityPrices: {},
    hi: {
      name: "कम्प्लीट ब्लड काउंट (CBC)",
      description: "खून में हीमोग्लोबिन, खून की कोशिकाएं और प्लेटलेट्स।",
      // The words patients search by, data since issue 37 (the shipped CBC has them).
      alternateNames: ["खून", "khoon"],
    },
  },
];
const docsIn = (locale: Locale): SearchDoc[] => toSearchDocs(CATALOGUE, [], locale);

/** A small catalogue in each language, counting what it is asked for. */
function inBrowser() {
  const asked: Locale[] = [];
  const source: SearchSource = {
    loadCatalogue: (locale) => {
      asked.push(locale);
      return Promise.resolve({ searchOn: "browser", docs: docsIn(locale) });
    },
    askServer: () => Promise.reject(new Error("a small catalogue is searched in the browser")),
  };
  return { source, asked };
}

describe("useSearch asks for the page's language", () => {
  it("searches the Hindi catalogue on a Hindi page, with Hindi names and addresses", async () => {
    const { source, asked } = inBrowser();
    const { result } = renderHook(() => useSearch("khoon", 5, source, "hi"));
    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(asked).toEqual(["hi"]);
    expect(result.current.results).toEqual([
      expect.objectContaining({ name: "कम्प्लीट ब्लड काउंट (CBC)", url: "/hi/tests/cbc" }),
    ]);
  });

  it("searches in English unless told otherwise", async () => {
    const { source, asked } = inBrowser();
    const { result } = renderHook(() => useSearch("खून", 5, source));
    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(asked).toEqual(["en"]);
    expect(result.current.results).toEqual([
      expect.objectContaining({ name: "Complete Blood Count (CBC)", url: "/tests/cbc" }),
    ]);
  });

  it("switches catalogue with the language, never showing the other language's results", async () => {
    const { source, asked } = inBrowser();
    const { result, rerender } = renderHook(({ locale }) => useSearch("cbc", 5, source, locale), {
      initialProps: { locale: "en" as Locale },
    });
    act(() => result.current.load());
    await waitFor(() => expect(result.current.results[0]?.url).toBe("/tests/cbc"));
    rerender({ locale: "hi" });
    expect(result.current.results.every((hit) => hit.url.startsWith("/hi/"))).toBe(true);
    await waitFor(() => expect(result.current.results[0]?.url).toBe("/hi/tests/cbc"));
    expect(asked).toEqual(["en", "hi"]);
  });

  it("asks the server in the page's language when the catalogue is too large to download", async () => {
    const index = createSearchIndex(docsIn("hi"));
    const asked: [string, Locale][] = [];
    const source: SearchSource = {
      loadCatalogue: () => Promise.resolve({ searchOn: "server" }),
      askServer: (query, limit, _signal, locale) => {
        asked.push([query, locale]);
        return Promise.resolve(index.search(query, limit));
      },
    };
    const { result } = renderHook(() => useSearch("khoon", 5, source, "hi"));
    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(asked).toEqual([["khoon", "hi"]]);
    expect(result.current.results[0]).toMatchObject({ url: "/hi/tests/cbc" });
  });
});

describe("the search box on a page", () => {
  it.each([
    ["desktop", "/hi/tests", "hi", "कम्प्लीट ब्लड काउंट (CBC)"],
    ["mobile", "/hi", "hi", "कम्प्लीट ब्लड काउंट (CBC)"],
    ["desktop", "/tests", "en", "Complete Blood Count (CBC)"],
    ["mobile", "/", "en", "Complete Blood Count (CBC)"],
  ] as const)("%s at %s searches in the page's language", async (variant, path, locale, name) => {
    const { source, asked } = inBrowser();
    const Stub = createRoutesStub([
      { path: "*", Component: () => <SearchBox id="search-header" variant={variant} source={source} /> },
    ]);
    render(<Stub initialEntries={[path]} />);
    await userEvent.setup().type(screen.getByRole("combobox"), "khoon");
    expect((await screen.findByRole("option")).textContent).toContain(name);
    expect(asked).toEqual([locale]);
  });
});

describe("the site's search endpoints", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("name the language they ask for", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response("[]", { headers: { "content-type": "application/json" } }));
    });
    await siteSearch.loadCatalogue("hi");
    await siteSearch.askServer("खून की जांच", 5, new AbortController().signal, "hi");
    await siteSearch.askServer("khoon", 20, new AbortController().signal, "en");
    expect(urls).toEqual([
      "/api/search-index?lang=hi",
      `/api/search?${new URLSearchParams({ q: "खून की जांच", limit: "5", lang: "hi" })}`,
      "/api/search?q=khoon&limit=20&lang=en",
    ]);
  });
});
