import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { type PageCacheClass, pageCacheClassOf } from "../../domain/page-cache.ts";

type RouteTree = RouteObject & { handle?: unknown };

/**
 * The cache class of the page a request path asks for, decided the way React Router decides
 * which route answers it: the same matcher (case-insensitive, trailing slashes, percent-
 * decoding) on the same routes, after the same undoing of single-fetch data URLs
 * (`/book.data` is `/book`, `/_root.data` is `/`). The route that matched last (the page, not
 * the layouts around it) says whether its output is the same for everyone; a path no route
 * answers, or a route that says nothing, is private.
 */
export function pageCacheClassifier(
  build: Pick<ServerBuild, "routes" | "future">,
): (pathname: string) => PageCacheClass {
  const tree = routeTree(build.routes);
  const trailingSlashAware = Boolean(
    (build.future as { v8_trailingSlashAwareDataRequests?: boolean } | undefined)?.v8_trailingSlashAwareDataRequests,
  );
  // matchRoutes flattens and ranks every route on each call: with the Hindi twins that was most
  // of a cached page's serving time. The answer for a path never changes within a build, so the
  // last paths asked for keep theirs (bounded: the paths come from the visitors).
  const known = new LRUCache<string, PageCacheClass>({ max: PATHS_REMEMBERED });
  return (pathname) => {
    let cacheClass = known.get(pathname);
    if (cacheClass === undefined) {
      const matches = matchRoutes(tree, pageOfDataRequest(pathname, trailingSlashAware));
      const page = matches?.at(-1)?.route as RouteTree | undefined;
      cacheClass = page ? pageCacheClassOf(page.handle) : "private";
      known.set(pathname, cacheClass);
    }
    return cacheClass;
  };
}

/** Paths whose page's cache class is remembered: a few hundred pages in two languages. */
const PATHS_REMEMBERED = 2_000;

/** The page a single-fetch data request (`…/x.data`) loads, as React Router's server reads it. */
function pageOfDataRequest(pathname: string, trailingSlashAware: boolean): string {
  if (trailingSlashAware)
    return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}

/** The server build's flat route manifest as the nested routes the matcher takes. */
function routeTree(manifest: ServerBuild["routes"]): RouteTree[] {
  const childrenOf = (parentId: string | undefined): RouteTree[] =>
    Object.values(manifest)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route) => {
        const node = {
          id: route!.id,
          path: route!.path,
          caseSensitive: route!.caseSensitive,
          handle: route!.module.handle,
        };
        const children = childrenOf(route!.id);
        return route!.index ? { ...node, index: true as const } : { ...node, children };
      });
  return childrenOf(undefined);
}
