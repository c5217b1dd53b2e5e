import { z } from "zod";
import {
  IdSchema,
  ImageIdSchema,
  requiredLine,
  requiredText,
  TextSchema,
  TimestampSchema,
  translationOf,
} from "./schemas.ts";
import { SLIDE_PLACEMENTS } from "./slide-placement.ts";

/** A slide button may go to a page of ours, a web page, a phone number or WhatsApp. */
export const ButtonLinkSchema = requiredText(500, "BUTTON_LINK_REQUIRED").refine(
  (link) =>
    (link.startsWith("/") && !link.startsWith("//")) ||
    /^(https?:\/\/[^\s]+|tel:\+?[0-9-]+|mailto:[^\s]+)$/i.test(link),
  "BUTTON_LINK_INVALID",
);

export const SlidePlacementSchema = z.enum(SLIDE_PLACEMENTS, {
  error: "PLACEMENT_CHOICE",
});

/** The words of a slide a patient reads: each language has its own (the link is the same page's). */
const SlideTextFields = z.object({
  title: requiredLine(120, "TITLE_REQUIRED"),
  description: requiredText(500, "DESCRIPTION_REQUIRED"),
  buttonText: requiredLine(40, "BUTTON_TEXT_REQUIRED"),
});

/** A slide's Hindi (/hi): each field optional; one left out or empty shows in English. */
export const SlideHindiSchema = translationOf(SlideTextFields);
export type SlideHindi = z.infer<typeof SlideHindiSchema>;
export const TRANSLATED_SLIDE_FIELDS = SlideTextFields.keyof().options;

/** What an admin writes on a slide: the add/edit form and the API body alike. */
export const SlideCreateSchema = SlideTextFields.extend({
  buttonLink: ButtonLinkSchema,
  isActive: z.boolean().default(true),
  placement: SlidePlacementSchema.default("hero"),
  imageId: ImageIdSchema,
  /** Accepted for compatibility with the original client; the server derives it from imageId. */
  imageUrl: TextSchema.pipe(z.string().max(2000)).optional(),
  /**
   * The slide in Hindi. Left out, a new slide has none yet and an update keeps what is stored
   * (the original client knows no Hindi).
   */
  hi: SlideHindiSchema.optional(),
});
export type SlideCreate = z.infer<typeof SlideCreateSchema>;

/** On update the image and the placement may stay as they are. */
export const SlideUpdateSchema = SlideCreateSchema.extend({
  imageId: ImageIdSchema.optional(),
  placement: SlidePlacementSchema.optional(),
});
export type SlideUpdate = z.infer<typeof SlideUpdateSchema>;

/** The form checks everything but the image, which has an id only once it is uploaded. */
export const SlideFormSchema = SlideCreateSchema.omit({ imageId: true, imageUrl: true });

/** A slide as the API answers it. */
export const SlideSchema = SlideCreateSchema.omit({ imageUrl: true }).extend({
  /** Always there: {} until some Hindi is written. */
  hi: SlideHindiSchema,
  id: IdSchema,
  placement: SlidePlacementSchema,
  imageId: ImageIdSchema.nullable(),
  imageUrl: z.string().nullable(),
  isDeleted: z.boolean(),
  position: z.int(),
  deletedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Slide = z.infer<typeof SlideSchema>;

export const SlideReorderSchema = z.object({
  slideIds: z.array(IdSchema).min(1).max(500),
});

export const SlideListQuerySchema = z.object({
  active: z.enum(["1", "0", "true", "false"]).optional(),
});
