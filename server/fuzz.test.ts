import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, multipart, snapshot, type TestApp } from "../test/test-app.ts";

/**
 * Thousands of random requests to every endpoint, signed in (so validation is what is
 * exercised, not only the session check): never a 5xx, and a rejected request
 * leaves the database exactly as it was.
 */
describe("fuzzing the API", () => {
  let t: TestApp;
  let cookie: string;
  let imageId: string;
  let packageId: string;
  let slideId: string;
  let testContent: Record<string, unknown>;
  let settings: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp("sqlite", { seed: true });
    cookie = await t.login();
    imageId = await t.uploadImage(cookie);
    packageId = (await t.app.inject("/api/packages")).json()[0].id;
    slideId = (await t.app.inject("/api/carousel")).json()[0].id;
    const {
      id: _id,
      imageUrl: _url,
      createdAt: _c,
      updatedAt: _u,
      ...content
    } = (await t.app.inject("/api/tests/cbc")).json();
    testContent = content;
    const {
      updatedAt: _at,
      updatedBy: _by,
      ...editable
    } = (await t.app.inject({ url: "/api/settings", headers: { cookie } })).json();
    settings = editable;
  });
  afterAll(() => t.close());

  /** Each field either valid, or anything at all; sometimes missing; sometimes extra keys. */
  const nearly = (valid: Record<string, unknown>) =>
    fc.oneof(
      fc.record(
        Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, fc.oneof(fc.constant(v), fc.anything())])),
        {
          requiredKeys: [],
        },
      ),
      fc.dictionary(fc.string(), fc.anything()),
      fc.anything(),
    );
  const someId = () =>
    fc.oneof(fc.constant(packageId), fc.constant(slideId), fc.constant(imageId), fc.string({ maxLength: 80 }));
  const path = (template: (id: string) => string) => someId().map((id) => template(encodeURIComponent(id)));
  const query = (keys: string[]) =>
    fc.dictionary(
      fc.constantFrom(...keys),
      fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom("1", "0", "-1", "1e9", "webp")),
    );

  const packageBody = () => ({
    id: packageId,
    name: "N",
    description: "D",
    category: "basic",
    price: 100,
    discountedPrice: 50,
    tests: ["CBC"],
    isFeatured: false,
    imageId,
  });
  const slideBody = () => ({
    id: slideId,
    title: "T",
    description: "D",
    buttonText: "B",
    buttonLink: "/",
    isActive: true,
    imageId,
  });

  const endpoints: Record<string, () => fc.Arbitrary<InjectOptions>> = {
    "GET /api/packages": () =>
      query(["category", "q", "page", "pageSize"]).map((q) => ({ method: "GET", url: "/api/packages", query: q })),
    "GET /api/packages/:id": () => path((id) => `/api/packages/${id}`).map((url) => ({ method: "GET", url })),
    "POST /api/packages": () =>
      nearly(packageBody()).map((payload) => ({ method: "POST", url: "/api/packages", payload: payload as object })),
    "PUT /api/packages": () =>
      nearly(packageBody()).map((payload) => ({ method: "PUT", url: "/api/packages", payload: payload as object })),
    "PUT /api/packages/:id": () =>
      fc
        .tuple(
          path((id) => `/api/packages/${id}`),
          nearly(packageBody()),
        )
        .map(([url, payload]) => ({ method: "PUT", url, payload: payload as object })),
    "DELETE /api/packages/:id": () =>
      fc.string({ maxLength: 40 }).map((id) => ({ method: "DELETE", url: `/api/packages/${encodeURIComponent(id)}` })),
    "GET /api/carousel": () => query(["active"]).map((q) => ({ method: "GET", url: "/api/carousel", query: q })),
    "POST /api/carousel": () =>
      nearly(slideBody()).map((payload) => ({ method: "POST", url: "/api/carousel", payload: payload as object })),
    "PUT /api/carousel": () =>
      nearly(slideBody()).map((payload) => ({ method: "PUT", url: "/api/carousel", payload: payload as object })),
    "PUT /api/carousel/:id": () =>
      fc
        .tuple(
          path((id) => `/api/carousel/${id}`),
          nearly(slideBody()),
        )
        .map(([url, payload]) => ({ method: "PUT", url, payload: payload as object })),
    "PUT /api/carousel/reorder": () =>
      nearly({ slideIds: [slideId] }).map((payload) => ({
        method: "PUT",
        url: "/api/carousel/reorder",
        payload: payload as object,
      })),
    "DELETE /api/carousel/:id": () =>
      fc.string({ maxLength: 40 }).map((id) => ({ method: "DELETE", url: `/api/carousel/${encodeURIComponent(id)}` })),
    "PUT /api/carousel/:id/restore": () =>
      path((id) => `/api/carousel/${id}/restore`).map((url) => ({ method: "PUT", url })),
    "POST /api/images": () =>
      fc
        .uint8Array({ maxLength: 2000 })
        .map((bytes) => ({ method: "POST", url: "/api/images", ...multipart(Buffer.from(bytes), "x.png") })),
    "GET /api/images/:id": () =>
      fc
        .tuple(
          path((id) => `/api/images/${id}`),
          query(["w", "q", "fm"]),
        )
        .map(([url, q]) => ({ method: "GET", url, query: q })),
    "DELETE /api/images/:id": () =>
      fc.string({ maxLength: 40 }).map((id) => ({ method: "DELETE", url: `/api/images/${encodeURIComponent(id)}` })),
    "POST /api/auth/login": () =>
      nearly({ username: "reception", password: "x", remember: true }).map((payload) => ({
        method: "POST",
        url: "/api/auth/login",
        payload: payload as object,
      })),
    "POST /api/tests": () =>
      nearly({ ...testContent, slug: "fuzz-test" }).map((payload) => ({
        method: "POST",
        url: "/api/tests",
        payload: payload as object,
      })),
    "PUT /api/tests/:slug": () =>
      fc
        .tuple(fc.constantFrom("cbc", "nope", "CBC"), nearly(testContent))
        .map(([slug, payload]) => ({ method: "PUT", url: `/api/tests/${slug}`, payload: payload as object })),
    "DELETE /api/tests/:slug": () =>
      fc.string({ maxLength: 40 }).map((slug) => ({ method: "DELETE", url: `/api/tests/${encodeURIComponent(slug)}` })),
    "GET /api/tests/:slug": () => path((id) => `/api/tests/${id}`).map((url) => ({ method: "GET", url })),
    "PUT /api/settings": () =>
      nearly(settings).map((payload) => ({ method: "PUT", url: "/api/settings", payload: payload as object })),
    "raw bodies": () =>
      fc
        .tuple(
          fc.constantFrom("POST", "PUT"),
          fc.constantFrom(
            "/api/packages",
            "/api/carousel",
            "/api/carousel/reorder",
            "/api/auth/login",
            "/api/settings",
          ),
          fc.string(),
        )
        .map(([method, url, raw]) => ({
          method: method as "POST",
          url,
          payload: raw,
          headers: { "content-type": "application/json" },
        })),
  };

  /**
   * The database as the last request left it. Only requests change it, one at a time: after a
   * rejected one it is what the check just read again, and after an accepted one that wrote no
   * row (a read) what it was before, so only an accepted write makes the next request read the
   * whole database first (reading every table twice a request was most of this file's time).
   */
  let lastSeen: string | undefined;
  /**
   * Rows the app's one SQLite connection has inserted, updated or deleted since it opened,
   * counting those of a transaction later rolled back. Unchanged over a request, it proves the
   * request wrote nothing without reading every table again; changed, the tables are compared.
   */
  const rowsWritten = async () => (await sql<{ n: number }>`select total_changes() as n`.execute(t.db)).rows[0].n;

  it.each(Object.keys(endpoints))(
    "%s: never a 5xx, and a rejection changes nothing",
    async (name) => {
      await fc.assert(
        fc.asyncProperty(endpoints[name](), async (request) => {
          const before = (lastSeen ??= await snapshot(t.db));
          lastSeen = undefined;
          const writtenBefore = await rowsWritten();
          const headers = { ...(request.headers as Record<string, string>), cookie };
          const response = await t.app.inject({ ...request, headers });
          expect(response.statusCode, `${request.method} ${request.url} → ${response.body}`).toBeLessThan(500);
          const isUnwritten = (await rowsWritten()) === writtenBefore;
          if (response.statusCode >= 400) {
            const after = isUnwritten ? before : await snapshot(t.db);
            expect(after).toBe(before);
            expect(response.json().error).toEqual(expect.any(String));
            lastSeen = after;
          } else if (isUnwritten) lastSeen = before;
        }),
        { numRuns: 150 },
      );
    },
    120_000,
  );
});
