// The catalogue's fixed vocabularies. Kept free of zod so browser code can import them
// without shipping the schema library; the schemas in lab-test.ts and
// health-package.ts are built from these lists.

/** Test categories of SPEC §4, in the order the tests page shows them. */
export const TEST_CATEGORIES = [
  "Organ Function",
  "Blood Test",
  "Urine Test",
  "Hormone Test",
  "Cardiac Risk",
  "Diabetes Test",
  "Vitamin Test",
  "Viral Test",
] as const;

/** Cities we collect samples in; a test may be priced differently in each. */
export const CITIES = ["Delhi", "Noida", "Gurgaon"] as const;
export type City = (typeof CITIES)[number];
/** Prices are shown for this city until the visitor chooses another. */
export const DEFAULT_CITY: City = "Delhi";
export const isCity = (value: unknown): value is City => (CITIES as readonly unknown[]).includes(value);
/** The visitor's city from the cookie's value: exactly one of CITIES, else the default. */
export const cityFromCookieValue = (value: string | undefined): City => (isCity(value) ? value : DEFAULT_CITY);
/** The cookie that remembers the visitor's city, so server-rendered prices are right. */
export const CITY_COOKIE = "labfront_city";

export const PACKAGE_CATEGORIES = ["full-body", "basic", "women", "cardiac", "diabetes", "senior"] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];
