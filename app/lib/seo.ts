/** Builds the <meta> list every public page carries: title, description, canonical, Open Graph. */
export function pageMeta({
  title,
  description,
  path,
  origin,
  labName,
  image,
}: {
  title: string;
  description: string;
  path: string;
  origin: string;
  labName: string;
  image?: string | null;
}) {
  const url = absoluteUrl(origin, path);
  const fullTitle = title.includes(labName) ? title : `${title} | ${labName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: labName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
    ...(image ? [{ property: "og:image", content: absoluteUrl(origin, image) }] : []),
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
