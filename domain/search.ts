import MiniSearch from "minisearch";
import type { SearchDoc } from "./search-doc.ts";

type IndexableTest = { slug: string; name: string; description: string; alternateNames: string[]; category: string; price: number };
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
    })),
  ];
}

export type SearchResult = Pick<SearchDoc, "id" | "kind" | "name" | "description" | "category" | "url" | "price">;

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
    storeFields: ["kind", "name", "description", "category", "url", "price"],
    extractField: (doc, field) =>
      field === "alternateNames" ? doc.alternateNames.join(" ") : String(doc[field as keyof SearchDoc] ?? ""),
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
        }));
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
