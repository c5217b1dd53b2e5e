import { z } from "zod";
import { PACKAGE_CATEGORIES } from "./catalogue.ts";
import {
  cleanLine,
  IdSchema,
  ImageIdSchema,
  LineSchema,
  MoneySchema,
  requiredLine,
  requiredText,
  rupeesOf,
  RupeesSchema,
  SlugSchema,
  TextSchema,
  TimestampSchema,
  translationOf,
} from "./schemas.ts";

export const PackageCategorySchema = z.enum(PACKAGE_CATEGORIES);

/** Empty, 0 or null all mean "no offer price" (SPEC §6). */
const OfferPriceSchema = z.codec(
  z.union([z.literal(""), z.literal(0), z.literal("0"), z.null(), RupeesSchema.in]),
  MoneySchema.nullable(),
  {
    decode: (value) => (value === "" || value === 0 || value === "0" || value === null ? null : rupeesOf(value)),
    encode: (rupees) => rupees,
  },
);

/**
 * A test in a package: linked to a catalogue test by its address (`slug`), or free text
 * (`slug: null`) for a test the catalogue does not have. The name is kept for display.
 * docs/decisions/2026-11-22-honest-package-prices.md
 */
export const PackageTestSchema = z.object({
  name: requiredLine(200, "PACKAGE_TEST_NAME_REQUIRED"),
  slug: SlugSchema.nullable(),
});
export type PackageTest = z.output<typeof PackageTestSchema>;

/** A free-text name alone (the original client, one per line) is a test without a link. */
const PackageTestInputSchema = z.union([
  z
    .string()
    .max(200)
    .transform((name) => ({ name, slug: null })),
  PackageTestSchema.extend({ slug: SlugSchema.nullable().optional() }),
]);

/** Tests may come as text, one per line (blank lines dropped), or as a list of names or linked tests. */
const TestListSchema = z
  .union([
    z
      .string()
      .max(20_000)
      .transform((text) => text.split("\n").map((name) => ({ name, slug: null }))),
    z.array(PackageTestInputSchema).max(400),
  ])
  .transform((tests) =>
    // Cleaned before the blank ones are dropped, so a line of only invisible characters is blank too.
    tests
      .map((t) => ({ name: cleanLine(t.name), slug: t.slug ?? null }))
      .filter((t) => t.name.length > 0 || t.slug !== null),
  )
  .pipe(
    z
      .array(PackageTestSchema)
      .min(1, "PACKAGE_TESTS_REQUIRED")
      .max(200, "PACKAGE_TESTS_TOO_MANY")
      .superRefine((tests, ctx) => {
        const seen = new Set<string>();
        tests.forEach((t, i) => {
          const key = t.slug ?? `name:${t.name.toLowerCase()}`;
          if (seen.has(key))
            ctx.addIssue({ code: "custom", path: [i], message: "LISTED_TWICE", params: { name: t.name } });
          seen.add(key);
        });
      }),
  );

/** The texts of a package a patient reads: each language has its own. */
const PackageTextFields = z.object({
  name: requiredLine(120, "NAME_REQUIRED"),
  description: requiredText(2000, "DESCRIPTION_REQUIRED"),
});

/**
 * A package's Hindi (/hi/packages): its name (with the English name beside it, as the
 * glossary asks) and description, each optional; one left out or empty shows in English.
 */
export const PackageHindiSchema = translationOf(PackageTextFields);
export type PackageHindi = z.infer<typeof PackageHindiSchema>;
export const TRANSLATED_PACKAGE_FIELDS = PackageTextFields.keyof().options;

/** What an admin writes on a package: the form and the API body alike. */
const PackageFields = PackageTextFields.extend({
  category: PackageCategorySchema,
  price: RupeesSchema,
  discountedPrice: OfferPriceSchema,
  tests: TestListSchema,
  isFeatured: z.boolean().default(false),
  imageId: ImageIdSchema,
  /** Accepted for compatibility with the original client; the server derives it from imageId. */
  imageUrl: TextSchema.pipe(z.string().max(2000)).optional(),
  /**
   * The package in Hindi. Left out, a new package has none yet and an update keeps what is
   * stored (the original client knows no Hindi).
   */
  hi: PackageHindiSchema.optional(),
});

const offerBelowPrice = (p: { price: number; discountedPrice: number | null }) =>
  p.discountedPrice === null || p.discountedPrice < p.price;
// The admin form says it in its own words, beside its "Original price" (package-price-fields.ts).
const offerBelowPriceIssue = { path: ["discountedPrice"], message: "OFFER_NOT_BELOW_PRICE" };

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
  tests: z.array(PackageTestSchema),
  /** Always there: {} until some Hindi is written. */
  hi: PackageHindiSchema,
  id: IdSchema,
  imageId: ImageIdSchema.nullable(),
  imageUrl: z.string().nullable(),
  /** In the Package Manager's Recently Deleted bin; only the bin's own list has these. */
  isDeleted: z.boolean(),
  deletedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type HealthPackage = z.infer<typeof HealthPackageSchema>;

export const PackageListQuerySchema = z.object({
  category: PackageCategorySchema.optional(),
  q: LineSchema.pipe(z.string().max(100)).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type PackageListQuery = z.infer<typeof PackageListQuerySchema>;
