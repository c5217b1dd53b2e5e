/** SPEC §9: 10485760 bytes, checked in the browser and enforced by the server. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Anything larger is refused before it is decoded (a "decompression bomb"). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The only widths served, so variants on disk stay bounded; srcset uses these. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;
export const IMAGE_QUALITIES = [50, 60, 70, 75, 80, 85, 90] as const;
export const IMAGE_FORMATS = ["webp", "avif", "jpeg"] as const;

export const IMAGE_DEFAULTS = { w: 800, q: 80, fm: "webp" } as const;

export type ImageVariantQuery = {
  w: (typeof IMAGE_WIDTHS)[number];
  q: (typeof IMAGE_QUALITIES)[number];
  fm: (typeof IMAGE_FORMATS)[number];
};

export const imageUrlFor = (id: string): string => `/api/images/${id}`;
