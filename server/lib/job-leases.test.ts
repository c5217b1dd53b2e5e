import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwoSites, testDialects, type TwoSites } from "../../test/test-app.ts";
import { MAINTENANCE_LEASE_MS, runMaintenanceOnce } from "../jobs/maintenance.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects())("background jobs of two app processes on one %s database", (dialect) => {
  let sites: TwoSites;
  beforeAll(async () => {
    sites = await createTwoSites(dialect, { seed: true });
  });
  afterAll(() => sites?.close());
  const first = () => sites.first;
  const second = () => sites.second;

  it("runs the hourly housekeeping on one of them while the other is running it", async () => {
    // The second process starts its turn in the middle of the first's (on a busy machine two
    // calls "at once" may not overlap at all, so the test makes them overlap).
    let secondTurn: Awaited<ReturnType<typeof runMaintenanceOnce>> | undefined;
    const firstTurn = await first().services.jobLeases.run("maintenance", MAINTENANCE_LEASE_MS, async () => {
      secondTurn = await runMaintenanceOnce(second().services);
    });
    expect(firstTurn.ran).toBe(true);
    expect(secondTurn).toEqual({ ran: false });
    // Given back afterwards: the next hour either may run it.
    expect((await runMaintenanceOnce(second().services)).ran).toBe(true);
  });

  it("skips a job while another process holds its lease, and takes it once that lease has expired", async () => {
    let jobs = 0;
    const slowJob = async () => {
      jobs++;
      await pause(200);
    };
    const holding = first().services.jobLeases.run("test-job", 60_000, slowJob);
    await pause(50);
    expect(await second().services.jobLeases.run("test-job", 60_000, slowJob)).toEqual({ ran: false });
    await holding;
    expect(jobs).toBe(1);

    // A process that died holding the lease: it stops counting when it expires.
    const past = new Date(Date.now() - 1000).toISOString();
    await first()
      .db.insertInto("job_leases")
      .values({ name: "orphaned", holder: "a-process-gone", expires_at: past })
      .execute();
    expect(await second().services.jobLeases.run("orphaned", 60_000, async () => "done")).toEqual({
      ran: true,
      result: "done",
    });
    const future = new Date(Date.now() + 60_000).toISOString();
    await first()
      .db.insertInto("job_leases")
      .values({ name: "held", holder: "a-live-process", expires_at: future })
      .execute();
    expect(await second().services.jobLeases.run("held", 60_000, async () => "done")).toEqual({ ran: false });
  });
});
