/** Stands in for the site's origin while parsing: only the path, query and hash are kept. */
const SITE = "http://labfront.invalid";

/**
 * A path on this site to go back to, as the URL parser reads it (so "/\t/host", "/\\host"
 * or "/%0d/x" cannot turn into another site or a broken header); anything that leaves the
 * site becomes `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "//host" in a Location header is another site, whatever the parser made of it here.
  if (url.origin !== SITE || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
