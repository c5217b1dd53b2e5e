import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminSession } from "../../domain/auth.ts";
import { permissionsOf } from "../../domain/staff-roles.ts";
import { ACCOUNT_PATH, requireStaff } from "./admin.server.ts";

/** A desk member's session as the server reads it, with their standing on two-step sign-in. */
const deskSession = (isSetupRequired: boolean): AdminSession => ({
  userId: "u1",
  username: "priya",
  displayName: "Priya Sharma",
  role: "desk",
  permissions: permissionsOf("desk"),
  loginAt: "2026-11-28T04:00:00.000Z",
  secondFactor: { isOn: false, dueAt: "2026-11-28T03:00:00.000Z", isSetupRequired, daysLeft: 0 },
});
const contextOf = (session: AdminSession) => ({ getAdmin: async () => session }) as unknown as AppLoadContext;
const outcomeOf = (call: Promise<unknown>) =>
  call.then(
    (admin) => admin,
    (thrown: unknown) => thrown,
  );

describe("admin pages and two-step sign-in (issue 34)", () => {
  it("lead an account that must set it up, and has not, to its account page, and only there", async () => {
    const context = contextOf(deskSession(true));
    const bookings = await outcomeOf(requireStaff(new URL("http://lab/admin/bookings"), context, "read-bookings"));
    expect(bookings).toBeInstanceOf(Response);
    expect((bookings as Response).headers.get("location")).toBe(ACCOUNT_PATH);
    const dashboard = await outcomeOf(requireStaff(new URL("http://lab/admin"), context, "signed-in"));
    expect((dashboard as Response).headers.get("location")).toBe(ACCOUNT_PATH);
    expect(await requireStaff(new URL(`http://lab${ACCOUNT_PATH}`), context, "signed-in")).toMatchObject({
      username: "priya",
    });
  });

  it("open every page of the role while the grace lasts", async () => {
    const context = contextOf(deskSession(false));
    expect(await requireStaff(new URL("http://lab/admin/bookings"), context, "read-bookings")).toMatchObject({
      username: "priya",
    });
  });
});
