import { describe, expect, it } from "vitest";
import { SHARED_PAGE } from "../../domain/page-cache.ts";
import { pageCacheClassifier } from "./page-routes.ts";

/** A server build's route manifest in miniature: the shapes of the real one (app/routes.ts). */
const route = (
  id: string,
  parentId: string | undefined,
  fields: { path?: string; index?: boolean; handle?: unknown },
) => ({
  id,
  parentId,
  path: fields.path,
  index: fields.index,
  caseSensitive: undefined,
  module: { handle: fields.handle } as never,
});
const build = {
  future: {} as never,
  routes: {
    root: route("root", undefined, { path: "" }),
    layout: route("layout", "root", {}),
    home: route("home", "layout", { index: true, handle: SHARED_PAGE }),
    test: route("test", "layout", { path: "tests/:slug", handle: SHARED_PAGE }),
    book: route("book", "layout", { path: "book" }),
    manage: route("manage", "layout", { path: "bookings/manage/:token" }),
    notFound: route("notFound", "layout", { path: "*", handle: SHARED_PAGE }),
    ics: route("ics", "root", { path: "bookings/manage/:token/calendar.ics" }),
    admin: route("admin", "root", { path: "admin" }),
    oddHandle: route("oddHandle", "layout", { path: "odd", handle: { sharedPage: "yes" } }),
  },
};

describe("the cache class of a request path", () => {
  const classOf = pageCacheClassifier(build);

  it.each(["/", "/tests/cbc", "/tests/cbc/", "/TESTS/CBC", "/tests/cbc.data", "/_root.data", "/no-such-page"])(
    "%s is shared",
    (path) => {
      expect(classOf(path)).toBe("shared");
    },
  );

  it.each([
    "/book",
    "/BOOK",
    "/Book/",
    "/b%6Fok",
    "/%42%4F%4F%4B",
    "/book.data",
    "/BOOK.data",
    "/Bookings/manage/abc",
    "/bookings/MANAGE/abc/",
    "/bookings/manage/abc.data",
    "/bookings/manage/abc/calendar.ics",
    "/Admin",
    "/admin.data",
    // A handle that is not exactly SHARED_PAGE declares nothing.
    "/odd",
  ])("%s is private", (path) => {
    expect(classOf(path)).toBe("private");
  });

  it("calls a path no route answers private", () => {
    const noCatchAll = pageCacheClassifier({
      ...build,
      routes: { root: build.routes.root, home: { ...build.routes.home, parentId: "root" } },
    });
    expect(noCatchAll("/")).toBe("shared");
    expect(noCatchAll("/elsewhere")).toBe("private");
  });

  it("reads data URLs the trailing-slash-aware way when the build says so (future.v8_trailingSlashAwareDataRequests)", () => {
    const aware = pageCacheClassifier({ ...build, future: { v8_trailingSlashAwareDataRequests: true } as never });
    expect(aware("/_.data")).toBe("shared");
    expect(aware("/tests/cbc/_.data")).toBe("shared");
    expect(aware("/tests/cbc.data")).toBe("shared");
    expect(aware("/book/_.data")).toBe("private");
    expect(aware("/Book.data")).toBe("private");
    expect(aware("/bookings/manage/abc/_.data")).toBe("private");
  });
});
