/**
 * Whether the server may keep one rendering of a page and send it to every visitor.
 *
 * Pages are private by default: rendered per request, sent with `Cache-Control: no-store` and
 * never kept. A route module opts in with `export const handle = SHARED_PAGE` only when its
 * output is the same for every visitor without a staff session, given the path, the page's
 * query parameters and the visitor's city (the page cache's key). A page that draws anything
 * per visitor (an idempotency key, a booking, a report) must never say so.
 */
export const SHARED_PAGE = { sharedPage: true } as const;

/** The two classes a page can be in; the server decides on the route that matched the request. */
export type PageCacheClass = "shared" | "private";

/** The class a route module's `handle` export declares (anything but SHARED_PAGE is private). */
export function pageCacheClassOf(handle: unknown): PageCacheClass {
  return typeof handle === "object" && handle !== null && (handle as { sharedPage?: unknown }).sharedPage === true
    ? "shared"
    : "private";
}
