import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwoSites, testDialects, type TwoSites } from "../../test/test-app.ts";
import { runMaintenanceOnce } from "../jobs/maintenance.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects())("background jobs of two app processes on one %s database", (dialect) => {
  let sites: TwoSites;
  beforeAll(async () => {
    sites = await createTwoSites(dialect, { seed: true });
  });
  afterAll(() => sites?.close());
  const first = () => sites.first;
  const second = () => sites.second;

  it("runs the hourly housekeeping on exactly one of them when both start it at once", async () => {
    const runs = await Promise.all([runMaintenanceOnce(first().services), runMaintenanceOnce(second().services)]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
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
    await first().db.insertInto("job_leases").values({ name: "orphaned", holder: "a-process-gone", expires_at: past }).execute();
    expect(await second().services.jobLeases.run("orphaned", 60_000, async () => "done")).toEqual({ ran: true, result: "done" });
    const future = new Date(Date.now() + 60_000).toISOString();
    await first().db.insertInto("job_leases").values({ name: "held", holder: "a-live-process", expires_at: future }).execute();
    expect(await second().services.jobLeases.run("held", 60_000, async () => "done")).toEqual({ ran: false });
  });
});
