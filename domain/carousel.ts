import { z } from "zod";
import { ImageIdSchema } from "./health-package.ts";

/** A slide button may go to a page of ours, a web page, a phone number or WhatsApp. */
export const ButtonLinkSchema = z
  .string()
  .trim()
  .min(1, "Button link is required")
  .max(500)
  .refine(
    (link) =>
      (link.startsWith("/") && !link.startsWith("//")) || /^(https?:\/\/[^\s]+|tel:\+?[0-9-]+|mailto:[^\s]+)$/i.test(link),
    "Use a path like /packages, a web address, tel: or mailto:",
  );

const slideFields = {
  title: z.string().trim().min(1, "Title is required").max(120),
  description: z.string().trim().min(1, "Description is required").max(500),
  buttonText: z.string().trim().min(1, "Button text is required").max(40),
  buttonLink: ButtonLinkSchema,
  isActive: z.boolean().default(true),
  imageId: ImageIdSchema,
  /** Accepted for compatibility with the original client; the server derives it from imageId. */
  imageUrl: z.string().max(2000).optional(),
};

export const SlideCreateSchema = z.object(slideFields);
export type SlideCreate = z.infer<typeof SlideCreateSchema>;

export const SlideUpdateSchema = z.object({ ...slideFields, imageId: ImageIdSchema.optional() });
export type SlideUpdate = z.infer<typeof SlideUpdateSchema>;

export const IdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "Not an id");

export const SlideReorderSchema = z.object({
  slideIds: z.array(IdSchema).min(1).max(500),
});

export const SlideListQuerySchema = z.object({
  active: z.enum(["1", "0", "true", "false"]).optional(),
});

export type Slide = {
  id: string;
  title: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  isActive: boolean;
  isDeleted: boolean;
  imageId: string | null;
  imageUrl: string | null;
  position: number;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Deleted slides stay in Recently Deleted this long, then are purged with their image. */
export const SLIDE_PURGE_AFTER_DAYS = 30;
