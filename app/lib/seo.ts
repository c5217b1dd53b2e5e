import { IMAGE_WIDTHS } from "../../domain/images.ts";
import { citiesInWords } from "./city.ts";
import { LOCALES, LOCALE_TAG, pathIn, type Locale } from "../../domain/locale.ts";

/** A picture for link previews (WhatsApp, Facebook, X): an absolute address and its exact size. */
export type ShareImage = { url: string; width: number; height: number; alt: string; type: string };

/**
 * The lab's own share picture (public/share-card.png), for pages without a picture of their
 * own. Made by scripts/make-share-image.ts from these lines: run it again after changing them
 * or the cities. 1200×630 is the 1.91:1 size WhatsApp, Facebook and X show in full.
 */
export const SHARE_CARD = { path: "/share-card.png", width: 1200, height: 630, type: "image/png" } as const;
export const SHARE_CARD_LINES = [
  "Lab tests and health checkups",
  `Home sample collection in ${citiesInWords("and")}`,
  "Book online · Open your reports online",
] as const;

/** Search results and previews cut a description about here; cut it ourselves, at a word. */
export const MAX_DESCRIPTION_LENGTH = 160;

function clipped(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= MAX_DESCRIPTION_LENGTH) return clean;
  const cut = clean.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Previews are drawn up to about this wide; a narrower picture looks blurred. */
const SHARE_IMAGE_MIN_WIDTH = 1200;

export function shareCard(origin: string): ShareImage {
  return {
    url: absoluteUrl(origin, SHARE_CARD.path),
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    alt: `${SHARE_CARD_LINES[0]}. ${SHARE_CARD_LINES[1]}.`,
    type: SHARE_CARD.type,
  };
}

/**
 * An uploaded image (a test's or a package's) as a share picture: the first listed variant
 * at least 1200 px wide, or the whole original when it is narrower. JPEG, because not every
 * app previews WebP. The variant route never enlarges, so the size follows from the original's.
 */
export function uploadedShareImage(
  origin: string,
  imageUrl: string,
  original: { width: number; height: number },
  alt: string,
): ShareImage {
  const requested =
    IMAGE_WIDTHS.find((w) => w >= Math.min(SHARE_IMAGE_MIN_WIDTH, original.width)) ?? IMAGE_WIDTHS.at(-1)!;
  const width = Math.min(requested, original.width);
  return {
    url: absoluteUrl(origin, `${imageUrl}?w=${requested}&fm=jpeg`),
    width,
    height: Math.round((original.height * width) / original.width),
    alt,
    type: "image/jpeg",
  };
}

/** A test's or package's share picture: its own image when it has one, else the lab's card. */
export function shareImageOf(
  origin: string,
  {
    imageUrl,
    imageSize,
    alt,
  }: { imageUrl: string | null; imageSize: { width: number; height: number } | null; alt: string },
): ShareImage {
  return imageUrl && imageSize ? uploadedShareImage(origin, imageUrl, imageSize, alt) : shareCard(origin);
}

/**
 * The page's twins: one <link rel="alternate" hreflang> per language and x-default (the
 * English page), the same list on every twin so each names the others.
 */
function languageAlternates(origin: string, path: string) {
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LOCALE_TAG[locale],
      href: absoluteUrl(origin, pathIn(locale, path)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(origin, pathIn("en", path)) },
  ];
}

/**
 * Builds the <meta> list every public page carries: title, description (clipped at a word),
 * canonical (the page in its own language) and its language twins, Open Graph and the X
 * (Twitter) card, always with a picture (the lab's share card unless the page has its own).
 */
export function pageMeta({
  title,
  description,
  path,
  locale,
  origin,
  labName,
  image,
  isIndexed = true,
}: {
  title: string;
  description: string;
  /** The page's address in either language ("/tests/cbc" or "/hi/tests/cbc"). */
  path: string;
  locale: Locale;
  origin: string;
  labName: string;
  image?: ShareImage | null;
  /** False for pages worth sharing but not worth a search result (the booking form). */
  isIndexed?: boolean;
}) {
  const url = absoluteUrl(origin, pathIn(locale, path));
  const fullTitle = title.includes(labName) ? title : `${title} | ${labName}`;
  const picture = image ?? shareCard(origin);
  const summary = clipped(description);
  return [
    { title: fullTitle },
    { name: "description", content: summary },
    ...(isIndexed ? [] : [{ name: "robots", content: "noindex" }]),
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(origin, path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: labName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: summary },
    { property: "og:url", content: url },
    { property: "og:locale", content: LOCALE_TAG[locale].replace("-", "_") },
    { property: "og:image", content: picture.url },
    { property: "og:image:type", content: picture.type },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: picture.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: summary },
    { name: "twitter:image", content: picture.url },
    { name: "twitter:image:alt", content: picture.alt },
    // The page itself, saying which language it is in (the other JSON-LD blocks describe the lab, tests and offers).
    jsonLd({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: fullTitle,
      url,
      inLanguage: LOCALE_TAG[locale],
    }),
  ];
}

/**
 * The site's own address for a path. Joined, not resolved: a path such as
 * "//other.example/x" must stay a path on this site, never become another site.
 */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** A JSON-LD block for <Meta />; React Router renders it as a script of type ld+json. */
export function jsonLd(data: object) {
  return { "script:ld+json": data };
}

export function breadcrumbs(origin: string, trail: { name: string; path: string }[]) {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  });
}
