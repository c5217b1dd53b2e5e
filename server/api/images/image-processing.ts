import sharp, { type Metadata } from "sharp";
import { MAX_IMAGE_PIXELS, type ImageVariantQuery } from "../../../domain/images.ts";
import { refuse } from "../../lib/http-error.ts";

// sharp reports AVIF as "heif"; HEIC (HEVC) is not accepted, browsers cannot show it.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

sharp.cache(false);

export type ProcessedImage = { data: Buffer; format: string; width: number; height: number };

/**
 * Decides what an upload is from its bytes alone, refuses bombs before decoding them
 * (metadata reads only the header), and re-encodes it: the stored file carries no
 * EXIF, GPS or anything else the uploader's camera wrote.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw refuse("IMAGE_NOT_AN_IMAGE");
  }
  const isHevc = metadata.format === "heif" && metadata.compression !== "av1";
  if (!ACCEPTED_FORMATS.has(metadata.format) || isHevc) throw refuse("IMAGE_NOT_AN_IMAGE");
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS || width === 0 || height === 0) {
    throw refuse("IMAGE_UNPROCESSABLE");
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .rotate() // apply the EXIF orientation before the EXIF is dropped
      .webp({ quality: 90, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, format: "webp", width: info.width, height: info.height };
  } catch {
    throw refuse("IMAGE_UNPROCESSABLE");
  }
}

export async function renderVariant(original: Buffer, { w, q, fm }: ImageVariantQuery): Promise<Buffer> {
  return sharp(original)
    .resize({ width: w, withoutEnlargement: true })
    .toFormat(fm, fm === "avif" ? { quality: q, effort: 2 } : { quality: q })
    .toBuffer();
}
