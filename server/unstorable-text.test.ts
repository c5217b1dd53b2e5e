import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, snapshot, type TestApp, testDialects } from "../test/test-app.ts";

/**
 * PostgreSQL refuses a NUL byte in text and no database can store a lone UTF-16 surrogate
 * as UTF-8: every text a client sends is refused at the edge with a 400 naming the field,
 * before it reaches either database, and nothing changes.
 */
const UNSTORABLE = [
  ["a NUL byte", "a\u0000b"],
  ["a lone surrogate", "a\ud800b"],
] as const;

/** Sets the value at a dotted path ("faqs.0.question") of a copy of `body`. */
function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

describe.each(testDialects())("unstorable text on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let imageId: string;
  let packageId: string;
  let slideId: string;
  let testContent: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: true });
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
  });
  afterAll(() => t.close());

  const packageBody = () => ({
    name: "Thyroid Care",
    description: "Thyroid hormones and the tests that go with them.",
    category: "women",
    price: 1999,
    discountedPrice: 1499,
    tests: [
      { name: "Thyroid Profile", slug: null },
      { name: "CBC", slug: null },
    ],
    isFeatured: false,
    imageId,
    imageUrl: `/api/images/${imageId}`,
  });
  const slideBody = () => ({
    title: "Winter offer",
    description: "Full body checkup at a winter price.",
    buttonText: "See offer",
    buttonLink: "/packages",
    isActive: true,
    imageId,
    imageUrl: `/api/images/${imageId}`,
  });

  /** Each JSON body an admin sends, where it goes, and every text field in it. */
  type Body = {
    name: string;
    request: (body: object) => InjectOptions;
    valid: () => Promise<Record<string, unknown>>;
    fields: string[];
  };
  const bodies = (): Body[] => [
    {
      name: "POST /api/packages",
      request: (payload) => ({ method: "POST", url: "/api/packages", payload }),
      valid: async () => packageBody(),
      fields: ["name", "description", "tests.1.name", "imageUrl", "price", "discountedPrice", "category", "imageId"],
    },
    {
      name: "PUT /api/packages/:id",
      request: (payload) => ({ method: "PUT", url: `/api/packages/${packageId}`, payload }),
      valid: async () => packageBody(),
      fields: ["name", "description", "tests.0.name", "imageUrl", "price", "discountedPrice"],
    },
    {
      name: "POST /api/carousel",
      request: (payload) => ({ method: "POST", url: "/api/carousel", payload }),
      valid: async () => slideBody(),
      fields: ["title", "description", "buttonText", "buttonLink", "imageUrl", "imageId"],
    },
    {
      name: "PUT /api/carousel/:id",
      request: (payload) => ({ method: "PUT", url: `/api/carousel/${slideId}`, payload }),
      valid: async () => slideBody(),
      fields: ["title", "description", "buttonText", "buttonLink", "imageUrl"],
    },
    {
      name: "PUT /api/carousel/reorder",
      request: (payload) => ({ method: "PUT", url: "/api/carousel/reorder", payload }),
      valid: async () => ({
        slideIds: (await t.app.inject("/api/carousel?active=1")).json().map((s: { id: string }) => s.id),
      }),
      fields: ["slideIds.0"],
    },
    {
      name: "PUT /api/tests/:slug",
      request: (payload) => ({ method: "PUT", url: "/api/tests/cbc", payload }),
      valid: async () => testContent,
      fields: [
        "name",
        "subtitle",
        "description",
        "longDescription",
        "alternateNames.0",
        "subTests.0",
        "sampleType",
        "reportTime",
        "fastingInstructions",
        "testingMethod",
        "sampleVolume",
        "transportation",
        "stability",
        "labType",
        "preparation.0",
        "whenToTake.0",
        "benefits.0",
        "faqs.0.question",
        "faqs.0.answer",
        "interpretation",
        "references.0.title",
        "references.0.url",
        "relatedTestIds.0",
        "price",
        "originalPrice",
      ],
    },
    {
      name: "POST /api/tests",
      request: (payload) => ({ method: "POST", url: "/api/tests", payload }),
      valid: async () => ({ ...testContent, slug: "new-test", relatedTestIds: ["cbc"] }),
      fields: ["slug", "name", "description", "faqs.0.answer", "references.0.url", "category"],
    },
  ];

  /**
   * The rows as the last refusal left them: only the requests of a test write, one at a time,
   * so after a refusal the rows just read are the next one's before (reading every table twice a
   * request was most of this file's time). Forgotten when a test ends, or a check fails.
   */
  let lastSeen: string | undefined;
  beforeEach(() => {
    lastSeen = undefined;
  });
  const expectRefusedUnchanged = async (request: InjectOptions) => {
    const before = (lastSeen ??= await snapshot(t.db));
    lastSeen = undefined;
    const response = await t.app.inject({ ...request, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(400);
    expect(await snapshot(t.db)).toBe(before);
    lastSeen = before;
    return response;
  };
  const expectRefusedNaming = async (request: InjectOptions, field: string) => {
    const response = await expectRefusedUnchanged(request);
    const { error, issues } = response.json() as { error: string; issues: { path: (string | number)[] }[] };
    expect(issues.map((issue) => issue.path.join("."))).toContain(field);
    expect(error).toContain(field.split(".")[0]);
  };

  it("accepts each body as it is, so the refusals below are the text's doing", async () => {
    for (const { name, request, valid } of bodies()) {
      const response = await t.app.inject({ ...request(await valid()), headers: { cookie } });
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
    }
  });

  describe.each(UNSTORABLE)("with %s", (_label, text) => {
    it("in any field of a JSON body: 400 naming the field, nothing changed", async () => {
      for (const { request, valid, fields } of bodies()) {
        for (const field of fields) await expectRefusedNaming(request(withValue(await valid(), field, text)), field);
      }
    });

    it("in the package tests written one per line", async () => {
      await expectRefusedNaming(
        { method: "POST", url: "/api/packages", payload: { ...packageBody(), tests: `CBC\n${text}` } },
        "tests.1.name",
      );
    });
  });

  // A URL cannot carry a lone surrogate (its bytes decode to U+FFFD), but it can carry a NUL.
  describe("with a NUL byte in the address", () => {
    const NUL = "a\u0000b";

    it.each([
      ["q", "/api/packages?q="],
      ["category", "/api/packages?category="],
      ["page", "/api/packages?page="],
      ["active", "/api/carousel?active="],
      ["w", `/api/images/IMAGE?w=`],
    ])("in the query parameter %s: 400 naming it", async (field, url) => {
      await expectRefusedNaming({ method: "GET", url: url.replace("IMAGE", imageId) + encodeURIComponent(NUL) }, field);
    });

    it.each<["GET" | "PUT" | "DELETE", string, string]>([
      ["GET", "/api/packages/", ""],
      ["PUT", "/api/carousel/", "/restore"],
      ["DELETE", "/api/carousel/", ""],
      ["GET", "/api/tests/", ""],
      ["DELETE", "/api/tests/", ""],
      ["GET", "/api/images/", ""],
      ["DELETE", "/api/images/", ""],
    ])("in the path of %s %s…%s: 400, nothing changed", async (method, prefix, suffix) => {
      await expectRefusedUnchanged({ method, url: `${prefix}${encodeURIComponent(NUL)}${suffix}` });
    });
  });
});
