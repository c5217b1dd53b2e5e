import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, snapshot, type TestApp } from "../../test/test-app.ts";
import { isMutation } from "./admin-guard.ts";

/** Routes that may change data without a session, each with the reason. */
const PUBLIC_MUTATIONS = new Map([
  ["POST /api/auth/login", "signing in is how a session starts"],
  ["POST /api/bookings", "patients book without an account (rate-limited per address)"],
  ["POST /api/bookings/manage/:token/cancel", "the manage link's token is the patient's key"],
  ["POST /api/bookings/manage/:token/move", "the manage link's token is the patient's key"],
  ["POST /api/*", "the catch-all 404 for unknown API paths"],
  ["PUT /api/*", "the catch-all 404 for unknown API paths"],
  ["DELETE /api/*", "the catch-all 404 for unknown API paths"],
  ["PATCH /api/*", "the catch-all 404 for unknown API paths"],
]);

describe("every mutating API route needs an admin session", () => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("lists the mutating routes from Fastify's route table and gets 401 from each without a session", async () => {
    // A second app over the same services, with an onRoute hook added before its
    // resource plugins load, reads the real route table.
    const { buildApp } = await import("../app.ts");
    const { app } = await buildApp({ services: t.services, publicOrigin: "http://localhost:3000", logLevel: "silent" });
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        if (route.url.startsWith("/api/") && isMutation(method)) routes.push({ method, url: route.url });
      }
    });
    await app.ready();
    const guarded = routes.filter((r) => !PUBLIC_MUTATIONS.has(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThanOrEqual(11);

    const before = await snapshot(t.db);
    for (const { method, url } of guarded) {
      const response = await app.inject({
        method: method as "POST",
        url: url.replace(/:(\w+)/g, "x$1"),
        payload: {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect(await snapshot(t.db)).toBe(before);
    await app.close();
  });
});
