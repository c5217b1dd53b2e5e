import { z } from "zod";
import { CITIES, TEST_CATEGORIES } from "./catalogue.ts";
import { FASTING_RULES } from "./preparation.ts";
import { TestContainersSchema } from "./sample-containers.ts";
import {
  IdSchema,
  ImageIdSchema,
  isStorableText,
  RupeesSchema,
  requiredText,
  SlugSchema,
  TimestampSchema,
  translationOf,
} from "./schemas.ts";

export const TestCategorySchema = z.enum(TEST_CATEGORIES);
export const CitySchema = z.enum(CITIES);

export const CityPriceSchema = z.object({
  price: RupeesSchema,
  originalPrice: RupeesSchema,
});

export const FaqSchema = z.object({
  question: requiredText(300),
  answer: requiredText(3000),
});

export const FastingSchema = z.enum(FASTING_RULES, { error: "FASTING_CHOICE" });

/** How often to take the test for one purpose (screening, monitoring, diagnosis, travel…), in words written for that test. */
export const TestingFrequencySchema = z.object({
  purpose: requiredText(80, "FREQUENCY_PURPOSE_REQUIRED"),
  text: requiredText(400, "FREQUENCY_TEXT_REQUIRED"),
});

/** Who checked the page's medical content, and when. */
export const MedicalReviewSchema = z.object({
  reviewer: requiredText(120, "REVIEWER_REQUIRED"),
  qualification: requiredText(120, "REVIEWER_QUALIFICATION_REQUIRED"),
  reviewedOn: z.iso.date("REVIEW_DATE_FORMAT"),
});
export type MedicalReview = z.infer<typeof MedicalReviewSchema>;

export const ReferenceSchema = z.object({
  title: requiredText(300),
  url: z.url({ protocol: /^https$/ }).refine(isStorableText, "TEXT_UNSTORABLE"),
});

/** The fields of a test page a patient reads: each language has its own text for them. */
export const LabTestTextFields = z.object({
  name: requiredText(120),
  subtitle: requiredText(200),
  description: requiredText(600),
  longDescription: requiredText(5000),
  alternateNames: z.array(requiredText(60)).max(30),
  subTests: z.array(requiredText(120)).max(100),
  sampleType: requiredText(80),
  reportTime: requiredText(60),
  fastingInstructions: requiredText(300),
  /** Empty: the page shows no frequency block (better nothing than a generic rule). */
  testingFrequency: z.array(TestingFrequencySchema).max(6),
  /** Conditions the test helps diagnose (schema.org usedToDiagnose); empty leaves it out. */
  usedToDiagnose: z.array(requiredText(80)).max(20),
  testingMethod: requiredText(200),
  sampleVolume: requiredText(60),
  transportation: requiredText(200),
  stability: requiredText(100),
  labType: requiredText(60),
  preparation: z.array(requiredText(400)).max(20),
  whenToTake: z.array(requiredText(400)).max(20),
  benefits: z.array(requiredText(400)).max(20),
  faqs: z.array(FaqSchema).max(30),
  interpretation: requiredText(5000),
});
export const TRANSLATED_TEST_FIELDS = LabTestTextFields.keyof().options;
export type TranslatedTestField = (typeof TRANSLATED_TEST_FIELDS)[number];

/**
 * A test page's Hindi: any of the text fields (one left out shows in English, marked
 * lang="en"), and its own medical review: a clinician reviews each language's text, and it is
 * null until one has, never invented.
 */
export const LabTestHindiSchema = translationOf(
  LabTestTextFields.extend({ medicalReview: MedicalReviewSchema.nullable().default(null) }),
);
export type LabTestHindi = z.infer<typeof LabTestHindiSchema>;

/**
 * Everything a test page shows. Seed files in db/seed/tests/ and the admin tests
 * manager both go through this schema, so the two can never disagree.
 */
export const LabTestFields = LabTestTextFields.extend({
  slug: SlugSchema,
  category: TestCategorySchema,
  parametersCount: z.int().min(1).max(500),
  fasting: FastingSchema,
  /** Null until a named clinician has reviewed the page: never invented. */
  medicalReview: MedicalReviewSchema.nullable(),
  price: RupeesSchema,
  originalPrice: RupeesSchema,
  references: z.array(ReferenceSchema).max(20),
  relatedTestIds: z.array(SlugSchema).max(12),
  isPopular: z.boolean(),
  imageId: ImageIdSchema.nullable(),
  cityPrices: z.partialRecord(CitySchema, CityPriceSchema),
  /** The page in Hindi; pages saved before it existed have none yet. */
  hi: LabTestHindiSchema.default({ medicalReview: null }),
  /**
   * The sample containers the test needs (domain/sample-containers.ts): the lab's, for the
   * collector and the lab's day, never shown on the public page; null until set.
   */
  containers: TestContainersSchema.default(null),
});

/** The price a patient pays is never above the original (struck-through) price; equal means no offer. */
const priceNotAboveOriginal = (t: { price: number; originalPrice: number }) => t.price <= t.originalPrice;
const priceAboveOriginalIssue = { path: ["price"], message: "PRICE_ABOVE_ORIGINAL" };

export const LabTestContentSchema = LabTestFields.refine(priceNotAboveOriginal, priceAboveOriginalIssue);
export type LabTestContent = z.infer<typeof LabTestContentSchema>;

/**
 * A change to a test through the API: its content, where a body without `hi` keeps the Hindi
 * stored (a client that knows no Hindi cannot erase the Hindi page and its review), as for
 * packages and slides, and one without `containers` keeps the containers stored (a client
 * that only edits the page cannot unset what the collector carries).
 */
export const LabTestUpdateSchema = LabTestFields.extend({
  hi: LabTestHindiSchema.optional(),
  containers: TestContainersSchema.optional(),
}).refine(priceNotAboveOriginal, priceAboveOriginalIssue);
export type LabTestUpdate = z.infer<typeof LabTestUpdateSchema>;

/** A test's two prices alone, as the Tests Manager changes them in its list. */
export const TestPricesSchema = LabTestFields.pick({ price: true, originalPrice: true }).refine(
  priceNotAboveOriginal,
  priceAboveOriginalIssue,
);
export type TestPrices = z.infer<typeof TestPricesSchema>;

/** A test as the public API answers it: the lab's containers are not the patient's concern. */
export const LabTestSchema = LabTestFields.omit({ containers: true }).extend({
  id: IdSchema,
  imageUrl: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type LabTest = z.infer<typeof LabTestSchema>;

/** A test as the Tests Manager sees it: retired ones too, saying so, and its containers. */
export const AdminLabTestSchema = LabTestSchema.extend({
  isRetired: z.boolean(),
  containers: TestContainersSchema,
});
export type AdminLabTest = z.infer<typeof AdminLabTestSchema>;
