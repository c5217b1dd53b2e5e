import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialects } from "../../test/test-app.ts";
import { down, up } from "./2026-11-28T0300-second-sign-in-step.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())("the migration of the second sign-in step on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("gives the accounts already there 14 days from the upgrade, however old they are, and later ones none", async () => {
    await down(t.db);
    // The owner, made a year before this release reached the lab.
    await t.db.updateTable("admin_users").set({ created_at: "2025-11-28T00:00:00.000Z" }).execute();
    const before = Date.now();
    await up(t.db);
    const [owner] = await t.db.selectFrom("admin_users").select("second_factor_due_at").execute();
    const due = Date.parse(owner!.second_factor_due_at!);
    expect(due).toBeGreaterThanOrEqual(before + 14 * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS);

    await t.services.staffAccounts.createWithPassword(
      { username: "newcomer", displayName: "Newcomer", role: "desk", grants: [] },
      "copper kettle under monsoon",
    );
    const newcomer = await t.db
      .selectFrom("admin_users")
      .select("second_factor_due_at")
      .where("username", "=", "newcomer")
      .executeTakeFirstOrThrow();
    expect(newcomer.second_factor_due_at).toBeNull();
  });
});
