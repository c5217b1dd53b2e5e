import { z } from "zod";
import { CITIES, TEST_CATEGORIES } from "./catalogue.ts";

export const TestCategorySchema = z.enum(TEST_CATEGORIES);
export const CitySchema = z.enum(CITIES);

const text = (max: number) => z.string().trim().min(1).max(max);
const rupees = z.number().positive().max(1_000_000).multipleOf(0.01);

export const CityPriceSchema = z.object({
  price: rupees,
  originalPrice: rupees,
});

export const FaqSchema = z.object({
  question: text(300),
  answer: text(3000),
});

export const ReferenceSchema = z.object({
  title: text(300),
  url: z.url({ protocol: /^https$/ }),
});

export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens")
  .max(80);

/**
 * Everything a test page shows. Seed files in db/seed/tests/ and the admin tests
 * manager both go through this schema, so the two can never disagree.
 */
export const LabTestContentSchema = z
  .object({
    slug: SlugSchema,
    name: text(120),
    subtitle: text(200),
    description: text(600),
    longDescription: text(5000),
    alternateNames: z.array(text(60)).max(30),
    category: TestCategorySchema,
    subTests: z.array(text(120)).max(100),
    parametersCount: z.int().min(1).max(500),
    sampleType: text(80),
    reportTime: text(60),
    fastingRequired: z.boolean(),
    fastingInstructions: text(300),
    testingMethod: text(200),
    sampleVolume: text(60),
    transportation: text(200),
    stability: text(100),
    labType: text(60),
    price: rupees,
    originalPrice: rupees,
    preparation: z.array(text(400)).max(20),
    whenToTake: z.array(text(400)).max(20),
    benefits: z.array(text(400)).max(20),
    faqs: z.array(FaqSchema).max(30),
    interpretation: text(5000),
    references: z.array(ReferenceSchema).max(20),
    relatedTestIds: z.array(SlugSchema).max(12),
    isPopular: z.boolean(),
    imageId: z.string().nullable(),
    cityPrices: z.partialRecord(CitySchema, CityPriceSchema),
  })
  .refine((t) => t.price <= t.originalPrice, {
    path: ["price"],
    message: "Price must not be above the original price",
  });
export type LabTestContent = z.infer<typeof LabTestContentSchema>;

export type LabTest = LabTestContent & {
  id: string;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
};
