import { IMAGE_WIDTHS } from "../../../domain/images.ts";

type Props = {
  /** `/api/images/<id>` as the API gives it. */
  src: string;
  alt: string;
  /** The intrinsic aspect, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Above the fold: load at once with high priority (its route names it with imagePreload); otherwise lazily. */
  isPriority?: boolean;
  className?: string;
  /** The widest variant worth offering for this slot. */
  maxWidth?: number;
  /** For images inside one layout only: the other layout downloads nothing for them. */
  layout?: "mobile" | "desktop";
};

// A 1×1 transparent GIF: what the hidden layout "loads" instead of the real image. It is
// given as 1 px wide, like the img's candidates, so the picture stays valid HTML.
const BLANK = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw== 1w";
const OTHER_LAYOUT = { mobile: "(min-width: 768px)", desktop: "(max-width: 767.98px)" } as const;
const OWN_LAYOUT = { mobile: "(max-width: 767.98px)", desktop: "(min-width: 768px)" } as const;

type Variants = Pick<Props, "src" | "sizes" | "maxWidth" | "layout">;

const srcSetOf = ({ src, maxWidth = 1920 }: Pick<Variants, "src" | "maxWidth">, fm: "avif" | "webp") =>
  IMAGE_WIDTHS.filter((w) => w <= maxWidth && w >= 320)
    .map((w) => `${src}?w=${w}&fm=${fm} ${w}w`)
    .join(", ");

/**
 * The page's largest image named in <head>, so the browser asks for it with the document's
 * first bytes, at the width it will draw, instead of after the layout is known. A route's
 * `meta` returns it for the image it shows with `isPriority`: <head> is then the same on the
 * server and in the browser (a preload hoisted by react-dom's `preload()` exists only in the
 * server's HTML, and the browser's hydration would take it for the page's own links). Put it
 * before the route's JSON-LD: React sends a head's <link>s ahead of its <script>s, and the
 * browser's first re-render would otherwise move them back into the order they were listed.
 */
export function imagePreload(image: Variants) {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    href: `${image.src}?w=800&fm=avif`,
    imageSrcSet: srcSetOf(image, "avif"),
    imageSizes: image.sizes,
    fetchPriority: "high",
    ...(image.layout ? { media: OWN_LAYOUT[image.layout] } : {}),
  } as const;
}

/** An image from our images API: AVIF with a WebP fallback, width-limited variants. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  isPriority = false,
  className,
  maxWidth = 1920,
  layout,
}: Props) {
  const srcSet = (fm: "avif" | "webp") => srcSetOf({ src, maxWidth }, fm);
  return (
    <picture>
      {layout && <source media={OTHER_LAYOUT[layout]} srcSet={BLANK} sizes="1px" />}
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={`${src}?w=800&fm=webp`}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={isPriority ? "eager" : "lazy"}
        decoding={isPriority ? "sync" : "async"}
        fetchPriority={isPriority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
