import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, PERMISSIONS, ROLES, type Role } from "../domain/staff-roles.ts";
import Fastify from "fastify";
import type { AuthService } from "./api/auth/auth.service.ts";
import { registerAdminGuard, type RouteAccess } from "./plugins/admin-guard.ts";
import { createTestApp, snapshot, type TestApp, testDialects } from "../test/test-app.ts";

/**
 * Every route of the API and who may use it (issue 34). A route added without a line here
 * fails this test; one registered without a declaration cannot start at all
 * (plugins/admin-guard.ts). Fastify's catch-all 404 for unknown /api/ paths is public.
 */
const EXPECTED: Record<string, RouteAccess> = {
  "GET /api/admin/access-log.csv": "read-access-log",
  "GET /api/admin/bookings": "read-bookings",
  "GET /api/admin/bookings/:id": "read-bookings",
  "POST /api/admin/bookings/:id/discounts": "manage-bookings",
  "POST /api/admin/bookings/:id/erase": "erase-patients",
  "GET /api/admin/bookings/:id/export": "export-patients",
  "GET /api/admin/bookings/:id/payments": "take-payments",
  "POST /api/admin/bookings/:id/payments": "take-payments",
  "POST /api/admin/bookings/:id/people/:personId/erase": "erase-patients",
  "GET /api/admin/bookings/:id/people/:personId/export": "export-patients",
  "GET /api/admin/bookings/:id/receipt": "take-payments",
  "GET /api/admin/bookings/:id/receipt/message": "take-payments",
  "POST /api/admin/bookings/:id/refunds": "refund-payments",
  "POST /api/admin/bookings/:id/removals": "manage-bookings",
  "POST /api/admin/bookings/:id/reschedule": "manage-bookings",
  "POST /api/admin/bookings/:id/status": "manage-bookings",
  "GET /api/admin/bookings/calendar": "read-bookings",
  "GET /api/admin/bookings/day": "read-bookings",
  "GET /api/admin/bookings/day/collectors": "read-bookings",
  "POST /api/admin/bookings/:id/collector": "manage-bookings",
  "DELETE /api/admin/bookings/:id/collector": "manage-bookings",
  "POST /api/admin/bookings/assign-area": "manage-bookings",
  // A collector's own visits: the service reads only those assigned to them (403 for another's).
  "GET /api/collect/visits": "work-own-visits",
  "POST /api/collect/visits/:bookingId/taps": "work-own-visits",
  "POST /api/collect/visits/:bookingId/cash": "work-own-visits",
  "POST /api/collect/visits/:bookingId/taps/:tapId/undo": "work-own-visits",
  "POST /api/collect/visits/:bookingId/labels": "work-own-visits",
  "POST /api/collect/visits/:bookingId/labels/:labelId/undo": "work-own-visits",
  "GET /api/admin/payments/day": "take-payments",
  "GET /api/admin/samples": "read-samples",
  "POST /api/admin/samples/received": "receive-samples",
  "POST /api/admin/samples/unlink": "receive-samples",
  "GET /api/admin/staff": "manage-staff",
  "POST /api/admin/staff": "manage-staff",
  "PUT /api/admin/staff/:id": "manage-staff",
  "POST /api/admin/staff/:id/disable": "manage-staff",
  "POST /api/admin/staff/:id/enable": "manage-staff",
  "POST /api/admin/staff/:id/end-sessions": "manage-staff",
  "POST /api/admin/staff/:id/password-link": "manage-staff",
  "POST /api/admin/staff/:id/second-factor/reset": "manage-staff",
  "GET /api/admin/tests": "edit-site",
  "GET /api/admin/tests/:slug/packages": "edit-site",
  // Signing in is how a session starts; signing out of none changes nothing.
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "GET /api/auth/me": "signed-in",
  "POST /api/auth/password": "signed-in",
  // The pending sign-in's token, made only by the right password, is the credential of the second step.
  "POST /api/auth/second-factor": "public",
  "POST /api/auth/second-factor/confirm": "signed-in",
  "POST /api/auth/second-factor/off": "signed-in",
  "POST /api/auth/second-factor/setup": "signed-in",
  // Patients book without an account (rate-limited per address); the manage link's token is their key.
  "POST /api/bookings": "public",
  "GET /api/bookings/:bookingId/reports": "read-reports",
  "POST /api/bookings/:bookingId/reports": "attach-reports",
  "GET /api/bookings/availability": "public",
  "GET /api/bookings/manage/:token": "public",
  "POST /api/bookings/manage/:token/cancel": "public",
  "POST /api/bookings/manage/:token/move": "public",
  "POST /api/bookings/manage/:token/updates/stop": "public",
  "GET /api/bookings/manage/:token/receipt": "public",
  "GET /api/carousel": "public",
  "POST /api/carousel": "edit-site",
  "PUT /api/carousel": "edit-site",
  "DELETE /api/carousel/:id": "edit-site",
  "PUT /api/carousel/:id": "edit-site",
  "PUT /api/carousel/:id/restore": "edit-site",
  "PUT /api/carousel/reorder": "edit-site",
  "GET /api/docs": "public",
  "POST /api/images": "edit-site",
  "DELETE /api/images/:id": "edit-site",
  "GET /api/images/:id": "public",
  "GET /api/packages": "public",
  "POST /api/packages": "edit-site",
  "PUT /api/packages": "edit-site",
  "DELETE /api/packages/:id": "edit-site",
  "GET /api/packages/:id": "public",
  "PUT /api/packages/:id": "edit-site",
  "PUT /api/packages/:id/restore": "edit-site",
  "GET /api/packages/deleted": "edit-site",
  "GET /api/receipts/:ticket": "public",
  "DELETE /api/reports/:id": "attach-reports",
  "POST /api/reports/:id/attach": "attach-reports",
  "GET /api/reports/:id/download": "public",
  "GET /api/reports/:id/file": "read-reports",
  "GET /api/reports/:id/preview": "attach-reports",
  "POST /api/reports/:id/shares": "send-reports",
  "POST /api/reports/:id/withdraw": "attach-reports",
  "GET /api/reports/shared/:token/file": "public",
  "POST /api/reports/shares/:shareId/revoke": "send-reports",
  "GET /api/search": "public",
  "GET /api/search-index": "public",
  "GET /api/settings": "edit-settings",
  "PUT /api/settings": "edit-settings",
  // The one-time link is the credential.
  "POST /api/staff/password": "public",
  "GET /api/tests": "public",
  "POST /api/tests": "edit-site",
  "DELETE /api/tests/:slug": "edit-site",
  "GET /api/tests/:slug": "public",
  "PUT /api/tests/:slug": "edit-site",
  "PUT /api/tests/:slug/prices": "edit-site",
  "PUT /api/tests/:slug/restore": "edit-site",
  // The provider's signature over the raw body (POST) and the verify token (GET) are the credentials.
  "GET /api/webhooks/whatsapp": "public",
  "POST /api/webhooks/whatsapp": "public",
  "POST /api/webhooks/msg91/:secret": "public",
  "GET /healthz": "public",
  "GET /readyz": "public",
};

/** A request the route would take, with made-up ids: the guard answers before the params are read. */
function requestOf(route: string) {
  const [method, url] = route.split(" ") as [string, string];
  return { method: method as "GET", url: url.replace(/:[a-zA-Z]+/g, "x0000000000") };
}

const STAFF_ROUTES = Object.entries(EXPECTED).filter(
  (entry): entry is [string, Exclude<RouteAccess, "public">] => entry[1] !== "public",
);

describe.each(testDialects())("who may use each route, on %s", (dialect) => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const role of Object.keys(ROLES) as Role[]) cookies[role] = (await t.signInAs(role)).cookie;
  });
  afterAll(() => t?.close());

  it("declares every route's access, and no route goes undeclared", async () => {
    await t.app.ready();
    const declared = Object.fromEntries(
      [...t.app.routeAccess].filter(([route]) => !route.startsWith("HEAD ") && !route.includes("/api/*")),
    );
    expect(declared).toEqual(EXPECTED);
    // Every permission guards a route.
    expect(new Set(Object.values(EXPECTED).filter((a) => a !== "public" && a !== "signed-in"))).toEqual(
      new Set(PERMISSIONS),
    );
  });

  it("answers 401 without a session, and with a cookie no session stands for, on every staff route", async () => {
    for (const [route] of STAFF_ROUTES) {
      for (const cookie of [undefined, "labfront_session=made-up"]) {
        const response = await t.app.inject({ ...requestOf(route), headers: cookie ? { cookie } : {} });
        expect(response.statusCode, route).toBe(401);
        expect(response.json().code, route).toBe("SIGN_IN_REQUIRED");
      }
    }
  });

  it("answers 403 in words to every role without the route's permission, and changes nothing", async () => {
    const before = await snapshot(t.db);
    for (const [route, access] of STAFF_ROUTES) {
      for (const role of Object.keys(ROLES) as Role[]) {
        const response = await t.app.inject({ ...requestOf(route), headers: { cookie: cookies[role] } });
        const isAllowed = access === "signed-in" || can({ permissions: [...ROLES[role]] }, access);
        if (isAllowed) {
          expect([401, 403], `${role} ${route}`).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, `${role} ${route}`).toBe(403);
          expect(response.json(), `${role} ${route}`).toMatchObject({
            code: "PERMISSION_REQUIRED",
            error: expect.stringMatching(/^Your role \(.+\) may not .+\. Ask the lab's owner if you need to\.$/),
          });
        }
      }
    }
    // The allowed requests had made-up ids: they were refused further on, and nothing changed either.
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("says the missing permission in the request's language", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/bookings",
      headers: { cookie: cookies.content, "accept-language": "hi" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      "आपकी भूमिका (वेबसाइट कंटेंट) को इसकी इजाज़त नहीं है: बुकिंग और उनमें लोगों के नाम, पते और मोबाइल नंबर देखना। ज़रूरत हो तो लैब के मालिक से कहें।",
    );
  });
});

describe("a route that declares nothing", () => {
  it("keeps the server from starting, naming the route", async () => {
    const app = Fastify();
    registerAdminGuard(app, { getSession: async () => null } as unknown as AuthService, "http://localhost");
    app.get("/api/forgotten", async () => "open");
    await expect(app.ready()).rejects.toThrow("GET /api/forgotten declares no access");
  });
});

describe.each(testDialects())("attempts to reach beyond a role, on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const staffIdOf = async (username: string) =>
    (await t.db.selectFrom("admin_users").select("id").where("username", "=", username).executeTakeFirstOrThrow()).id;

  it("refuses a desk session making itself an account, and a content session reading bookings", async () => {
    const desk = await t.signInAs("desk");
    const content = await t.signInAs("content");
    const before = await snapshot(t.db);
    const made = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: { cookie: desk.cookie },
      payload: { username: "sneaky", displayName: "Sneaky", role: "owner" },
    });
    expect(made.statusCode).toBe(403);
    const raised = await t.app.inject({
      method: "PUT",
      url: `/api/admin/staff/${await staffIdOf(desk.username)}`,
      headers: { cookie: desk.cookie },
      payload: { role: "owner" },
    });
    expect(raised.statusCode).toBe(403);
    const read = await t.app.inject({ method: "GET", url: "/api/admin/bookings", headers: { cookie: content.cookie } });
    expect(read.statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("applies a lowered role and a disabled account on the very next request", async () => {
    const owner = await t.login();
    const colleague = await t.signInAs("owner");
    const id = await staffIdOf(colleague.username);
    const readBookings = () =>
      t.app.inject({ method: "GET", url: "/api/admin/bookings", headers: { cookie: colleague.cookie } });
    expect((await readBookings()).statusCode).toBe(200);

    const lowered = await t.app.inject({
      method: "PUT",
      url: `/api/admin/staff/${id}`,
      headers: { cookie: owner },
      payload: { role: "content" },
    });
    expect(lowered.statusCode).toBe(200);
    expect((await readBookings()).statusCode).toBe(403);

    const disabled = await t.app.inject({
      method: "POST",
      url: `/api/admin/staff/${id}/disable`,
      headers: { cookie: owner },
    });
    expect(disabled.json()).toMatchObject({ disabledAt: expect.any(String), sessionCount: 0 });
    expect((await readBookings()).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: colleague.username, password: "a-long-test-password-42" },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe("ACCOUNT_DISABLED");
  });
});
