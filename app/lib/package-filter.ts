import { PACKAGE_CATEGORIES, type PackageCategory } from "../../domain/catalogue.ts";

/** SPEC §9: packages are shown three to a page. */
export const PACKAGE_PAGE_SIZE = 3;

export const CATEGORY_LABELS: Record<PackageCategory | "all", string> = {
  all: "All",
  "full-body": "Full Body",
  basic: "Basic",
  women: "Women",
  cardiac: "Cardiac",
  diabetes: "Diabetes",
  senior: "Senior",
};

export type PackageFilter = { category: PackageCategory | undefined; page: number };

/** Reads ?category=&page= leniently: anything unknown means "all" and page 1. */
export function parsePackageFilter(params: URLSearchParams): PackageFilter {
  const category = params.get("category");
  const page = Number(params.get("page"));
  return {
    category: (PACKAGE_CATEGORIES as readonly string[]).includes(category ?? "")
      ? (category as PackageCategory)
      : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export const pageCount = (total: number, pageSize = PACKAGE_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

/** The query string for a filter; choosing a category always starts again at page 1. */
export function filterSearch({ category, page }: PackageFilter): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
