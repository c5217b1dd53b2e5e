import { z } from "zod";
import { PACKAGE_CATEGORIES } from "./catalogue.ts";
import { IdSchema, ImageIdSchema, MoneySchema, RupeesSchema, requiredText, TextSchema, TimestampSchema } from "./schemas.ts";

export const PackageCategorySchema = z.enum(PACKAGE_CATEGORIES);

/** Empty, 0 or null all mean "no offer price" (SPEC §6). */
const OfferPriceSchema = z.codec(
  z.union([z.literal(""), z.literal(0), z.literal("0"), z.null(), RupeesSchema.in]),
  MoneySchema.nullable(),
  {
    decode: (value) => (value === "" || value === 0 || value === "0" || value === null ? null : Number(value)),
    encode: (rupees) => rupees,
  },
);

/** Tests are one per line in the form; blank lines are dropped. */
const TestListSchema = z.codec(
  z.union([z.string().max(20_000), z.array(z.string().max(200)).max(400)]),
  z.array(requiredText(200)).min(1, "Add at least one test").max(200),
  {
    decode: (value) => (typeof value === "string" ? value.split("\n") : value).map((t) => t.trim()).filter((t) => t.length > 0),
    encode: (tests) => tests,
  },
);

/** What an admin writes on a package: the form and the API body alike. */
const PackageFields = z.object({
  name: requiredText(120, "Name is required"),
  description: requiredText(2000, "Description is required"),
  category: PackageCategorySchema,
  price: RupeesSchema,
  discountedPrice: OfferPriceSchema,
  tests: TestListSchema,
  isFeatured: z.boolean().default(false),
  imageId: ImageIdSchema,
  /** Accepted for compatibility with the original client; the server derives it from imageId. */
  imageUrl: TextSchema.pipe(z.string().max(2000)).optional(),
});

const offerBelowPrice = (p: { price: number; discountedPrice: number | null }) =>
  p.discountedPrice === null || p.discountedPrice < p.price;
const offerBelowPriceIssue = {
  path: ["discountedPrice"],
  message: "Discounted price must be below the price",
};

export const PackageCreateSchema = PackageFields.refine(offerBelowPrice, offerBelowPriceIssue);
export type PackageCreate = z.infer<typeof PackageCreateSchema>;

/** On update the image may stay as it is. */
export const PackageUpdateSchema = PackageFields.extend({ imageId: ImageIdSchema.optional() }).refine(
  offerBelowPrice,
  offerBelowPriceIssue,
);
export type PackageUpdate = z.infer<typeof PackageUpdateSchema>;

/** The form checks everything but the image, which has an id only once it is uploaded. */
export const PackageFormSchema = PackageFields.omit({ imageId: true, imageUrl: true }).refine(
  offerBelowPrice,
  offerBelowPriceIssue,
);

/** A package as the API answers it. */
export const HealthPackageSchema = PackageFields.omit({ imageUrl: true }).extend({
  id: IdSchema,
  imageId: ImageIdSchema.nullable(),
  imageUrl: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type HealthPackage = z.infer<typeof HealthPackageSchema>;

export const PackageListQuerySchema = z.object({
  category: PackageCategorySchema.optional(),
  q: TextSchema.pipe(z.string().max(100)).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type PackageListQuery = z.infer<typeof PackageListQuerySchema>;
