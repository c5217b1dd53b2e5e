// Kept apart from search.ts, which runs in the browser: this module loads zod, and the
// browser only needs the type.
import { z } from "zod";
import { CITIES } from "./catalogue.ts";
import { DEFAULT_LOCALE, LOCALES } from "./locale.ts";

/** One searchable thing: a test or a package, as the search index and its results hold it. */
export const SearchDocSchema = z.object({
  id: z.string(),
  kind: z.enum(["test", "package"]),
  name: z.string(),
  description: z.string(),
  alternateNames: z.array(z.string()),
  category: z.string(),
  url: z.string(),
  /** Rupees, a number (formatted only where shown): the catalogue price… */
  price: z.number(),
  /** …and the cities where the price differs from it. */
  cityPrices: z.partialRecord(z.enum(CITIES), z.number()),
});
export type SearchDoc = z.infer<typeof SearchDocSchema>;

/** A search result: what the box shows (name, description, category, price) and where it leads. */
export const SearchResultSchema = SearchDocSchema.omit({ alternateNames: true });

/** The language of the page searching: its results show that language's names and lead to its pages. */
const SearchLanguageSchema = z.enum(LOCALES, { error: "SEARCH_LANGUAGE_CHOICE" }).default(DEFAULT_LOCALE);

/** GET /api/search: the words typed, how many results the box shows, and in which language. */
export const SearchQuerySchema = z.object({
  q: z.string().trim().max(100, "SEARCH_TOO_LONG").default(""),
  limit: z.coerce.number().int().min(1).max(50).default(5),
  lang: SearchLanguageSchema,
});

/** GET /api/search-index: which language's catalogue the box indexes. */
export const SearchIndexQuerySchema = z.object({ lang: SearchLanguageSchema });
