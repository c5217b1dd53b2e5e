import MiniSearch from "minisearch";
import { CITIES, type City } from "./catalogue.ts";
import { priceInCity } from "./pricing.ts";
import type { SearchDoc } from "./search-doc.ts";

type IndexableTest = {
  slug: string;
  name: string;
  description: string;
  alternateNames: string[];
  category: string;
  price: number;
  originalPrice: number;
  cityPrices: Partial<Record<string, { price: number; originalPrice: number }>>;
};

/** Only the cities whose price differs from the catalogue price, so 5,000 tests stay a small index. */
function differingCityPrices(test: IndexableTest): SearchDoc["cityPrices"] {
  const prices: SearchDoc["cityPrices"] = {};
  for (const city of CITIES) {
    const { price } = priceInCity(test, city);
    if (price !== test.price) prices[city] = price;
  }
  return prices;
}
type IndexablePackage = { id: string; name: string; description: string; category: string; price: number; discountedPrice: number | null };

export function toSearchDocs(tests: IndexableTest[], packages: IndexablePackage[]): SearchDoc[] {
  return [
    ...tests.map((t) => ({
      id: `test:${t.slug}`,
      kind: "test" as const,
      name: t.name,
      description: t.description,
      alternateNames: t.alternateNames,
      category: t.category,
      url: `/tests/${t.slug}`,
      price: t.price,
      cityPrices: differingCityPrices(t),
    })),
    ...packages.map((p) => ({
      id: `package:${p.id}`,
      kind: "package" as const,
      name: p.name,
      description: p.description,
      alternateNames: ["package", "checkup", "health checkup"],
      category: p.category,
      url: `/packages/${p.id}`,
      price: p.discountedPrice ?? p.price,
      // A package costs the same in every city.
      cityPrices: {},
    })),
  ];
}

export type SearchResult = Pick<SearchDoc, "id" | "kind" | "name" | "description" | "category" | "url" | "price" | "cityPrices">;

/** A result's price in the visitor's city, as the cards show it. */
export const resultPriceIn = (result: Pick<SearchResult, "price" | "cityPrices">, city: City): number => result.cityPrices[city] ?? result.price;

/** SPEC §5: desktop shows at most five results. */
export const DESKTOP_RESULT_LIMIT = 5;

/**
 * SPEC §5 matching: every word must match (prefix, case-insensitive) the name, an
 * alternate name, the description or the category; words of 4+ letters forgive a
 * couple of typos ('thyriod' finds thyroid). Names count most.
 */
export function createSearchIndex(docs: SearchDoc[]) {
  const index = new MiniSearch<SearchDoc>({
    fields: ["name", "alternateNames", "description", "category"],
    storeFields: ["kind", "name", "description", "category", "url", "price", "cityPrices"],
    // The stored fields keep their own types (a price stays a number, formatted only where
    // shown); only the indexed text is made a string, by stringifyField.
    extractField: (doc, field) => doc[field as keyof SearchDoc],
    stringifyField: (value, field) => (field === "alternateNames" ? (value as string[]).join(" ") : String(value ?? "")),
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 0.3 : false),
      combineWith: "AND",
      boost: { name: 4, alternateNames: 3, category: 1.5, description: 1 },
    },
  });
  index.addAll(docs);
  return {
    search(query: string, limit = Infinity): SearchResult[] {
      if (query.trim() === "") return [];
      return index
        .search(query)
        .slice(0, limit)
        .map((hit) => ({
          id: String(hit.id),
          kind: hit.kind as SearchDoc["kind"],
          name: hit.name as string,
          description: hit.description as string,
          category: hit.category as string,
          url: hit.url as string,
          price: hit.price as number,
          cityPrices: hit.cityPrices as SearchDoc["cityPrices"],
        }));
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
