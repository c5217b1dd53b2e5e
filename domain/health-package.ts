import { z } from "zod";
import { PACKAGE_CATEGORIES, type PackageCategory } from "./catalogue.ts";

export const PackageCategorySchema = z.enum(PACKAGE_CATEGORIES);

/** Prices are rupees with at most two decimals; the form sends them as text. */
export const RupeesSchema = z.coerce
  .number({ error: "Enter a price in rupees" })
  .positive("Price must be more than 0")
  .max(1_000_000, "Price must be at most ₹10,00,000")
  .multipleOf(0.01, "Use at most two decimals");

/** Empty, 0 or null all mean "no offer price" (SPEC §6). */
const OfferPriceSchema = z.preprocess(
  (value) => (value === "" || value === 0 || value === "0" || value === undefined ? null : value),
  RupeesSchema.nullable(),
);

/** Tests are one per line in the form; blank lines are dropped. */
const TestListSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.split("\n") : value),
  z
    .array(z.string().trim().max(200))
    .transform((tests) => tests.filter((t) => t.length > 0))
    .pipe(z.array(z.string()).min(1, "Add at least one test").max(200)),
);

export const ImageIdSchema = z.string().regex(/^[a-z0-9]{16,40}$/, "Not an image id");

const packageFields = {
  name: z.string().trim().min(1, "Name is required").max(120),
  description: z.string().trim().min(1, "Description is required").max(2000),
  category: PackageCategorySchema,
  price: RupeesSchema,
  discountedPrice: OfferPriceSchema,
  tests: TestListSchema,
  isFeatured: z.boolean().default(false),
  imageId: ImageIdSchema,
  /** Accepted for compatibility with the original client; the server derives it from imageId. */
  imageUrl: z.string().max(2000).optional(),
};

const offerBelowPrice = (p: { price: number; discountedPrice: number | null }) =>
  p.discountedPrice === null || p.discountedPrice < p.price;
const offerBelowPriceIssue = {
  path: ["discountedPrice"],
  message: "Discounted price must be below the price",
};

export const PackageCreateSchema = z.object(packageFields).refine(offerBelowPrice, offerBelowPriceIssue);
export type PackageCreate = z.infer<typeof PackageCreateSchema>;

/** On update the image may stay as it is. */
export const PackageUpdateSchema = z
  .object({ ...packageFields, imageId: ImageIdSchema.optional() })
  .refine(offerBelowPrice, offerBelowPriceIssue);
export type PackageUpdate = z.infer<typeof PackageUpdateSchema>;

export const PackageListQuerySchema = z.object({
  category: PackageCategorySchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type PackageListQuery = z.infer<typeof PackageListQuerySchema>;

export type HealthPackage = {
  id: string;
  name: string;
  description: string;
  category: PackageCategory;
  price: number;
  discountedPrice: number | null;
  tests: string[];
  isFeatured: boolean;
  imageId: string | null;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

