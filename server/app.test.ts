import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

describe("server basics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("reports health after checking the database", async () => {
    const ok = await t.app.inject("/healthz");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: "ok" });
  });

  it("sends the security headers on every response", async () => {
    for (const url of ["/healthz", "/api/packages", "/api/nope"]) {
      const response = await t.app.inject(url);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["strict-transport-security"], url).toBeUndefined(); // served over http here
    }
  });

  it("answers unknown API paths with 404 JSON, for reads and writes alike", async () => {
    const get = await t.app.inject("/api/nope");
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ code: "NOT_FOUND", error: "Not found", issues: [] });
    expect((await t.app.inject({ method: "POST", url: "/api/nope/deeper", payload: {} })).statusCode).toBe(404);
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The request body is not valid JSON");
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await t.app.inject("/api/docs");
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/packages",
        "/api/packages/{id}",
        "/api/carousel/reorder",
        "/api/images/{id}",
        "/api/auth/login",
      ]),
    );
    const body = (path: string) => doc.paths[path].post.requestBody.content["application/json"].schema;
    expect(body("/api/packages").required).toEqual(expect.arrayContaining(["name", "price", "category", "imageId"]));
    // The desk's payments (payments.routes.test.ts): the document is the same on either database,
    // and making it costs a site 0.4 s of CPU, so it is read here once rather than per dialect there.
    expect(body("/api/admin/bookings/{id}/payments").required).toEqual(expect.arrayContaining(["amount", "mode"]));
    expect(body("/api/admin/bookings/{id}/payments").properties.amount.type).toBe("string");
    expect(body("/api/admin/bookings/{id}/refunds").required).toEqual(
      expect.arrayContaining(["amount", "mode", "reason"]),
    );
    expect(doc.paths["/api/admin/payments/day"].get).toBeDefined();
    expect(doc.paths["/api/admin/bookings/{id}/payments"].get).toBeDefined();
  });

  it("sends HSTS when the public origin is https", async () => {
    const https = await createTestApp("sqlite", { publicOrigin: "https://lab.example" });
    expect((await https.app.inject("/healthz")).headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    await https.close();
  });
});
