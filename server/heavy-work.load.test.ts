import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBookingRow, insertPaidVisit, largePdf } from "../test/report-fixtures.ts";
import { type LoadOutcome, loadWithHealthz, medianOf, worstOf } from "../test/healthz-under-load.ts";
import { createTestApp, multipart, TEST_ORIGIN, type TestApp, testDialects } from "../test/test-app.ts";

// Issue 31, items 4 and 5: heavy requests held /healthz for seconds. These run the loads
// against a listening server and poll /healthz meanwhile. The aim is 100 ms on a quiet
// machine; the limit here is for a test machine running other suites beside this one (two cores
// at a load of 13-22, where the same receipt load held /healthz for 15 s before issue 31 and for
// 0.2-1.9 s after, with /healthz's median itself up to 220 ms: the process starved of CPU; on
// SQLite each allowed download's counts are also commits made on the event loop). The figures on
// a quieter machine: `npm run bench -- heavy-work`.

/** The slowest /healthz answer the load may cause on a busy machine: a fifth of what it was. */
const HEALTHZ_WORST_MS = 3_000;
/** How much the process may grow while twenty 19 MB uploads arrive (issue 31 measured 1.1 GB). */
const UPLOAD_GROWTH_MB = 500;

const figures = (outcome: LoadOutcome) =>
  `/healthz worst ${worstOf(outcome.healthzMs).toFixed(0)} ms, median ${medianOf(outcome.healthzMs).toFixed(0)} ms; answers ${JSON.stringify(outcome.statuses)}; grew ${outcome.peakGrowthMb} MB`;

describe.each(testDialects())("/healthz under heavy requests on %s", (dialect) => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    // A short queue keeps the test short: a few uploads stamped (one per worker slot, and two), the others refused at once.
    t = await createTestApp(dialect, { env: { WORK_QUEUE_LENGTH: "2" } });
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("answers quickly while 40 clients download a 360-line receipt at once, three times over", async () => {
    const { manageToken } = await insertPaidVisit(t.db, { sequence: 1, lines: 360 });
    // A server that has made a receipt before: its receipt worker is running.
    const earlier = await insertPaidVisit(t.db, { sequence: 2, lines: 3 });
    expect((await t.app.inject(`/api/bookings/manage/${earlier.manageToken}/receipt`)).statusCode).toBe(200);
    const outcome = await loadWithHealthz({
      origin,
      rounds: 3,
      concurrency: 40,
      request: { method: "GET", path: `/api/bookings/manage/${manageToken}/receipt` },
    });
    // Every answer is the receipt or a refusal to wait (the throttle), never a failure.
    expect(Object.keys(outcome.statuses).sort()).toEqual(["200", "429"]);
    expect(outcome.statuses[200]).toBeGreaterThanOrEqual(1);
    expect(outcome.healthzMs.length).toBeGreaterThan(3);
    expect(worstOf(outcome.healthzMs), figures(outcome)).toBeLessThan(HEALTHZ_WORST_MS);
  }, 60_000);

  it("answers quickly while 20 clients upload 19 MB reports at once, and the process does not hold them in memory", async () => {
    const { id } = await insertBookingRow(t.db, { sequence: 3 });
    const cookie = await t.login();
    const form = multipart(await largePdf(19), "report.pdf", "file", "application/pdf");
    const outcome = await loadWithHealthz({
      origin,
      rounds: 1,
      concurrency: 20,
      request: {
        method: "POST",
        path: `/api/bookings/${id}/reports`,
        headers: { ...form.headers, cookie, origin: TEST_ORIGIN },
        body: form.payload,
      },
    });
    // Stored, or refused beyond the queue with 503 (the rest).
    expect(Object.keys(outcome.statuses).filter((status) => status !== "201" && status !== "503")).toEqual([]);
    expect(outcome.statuses[201]).toBeGreaterThanOrEqual(1);
    expect(worstOf(outcome.healthzMs), figures(outcome)).toBeLessThan(HEALTHZ_WORST_MS);
    expect(outcome.peakGrowthMb, figures(outcome)).toBeLessThan(UPLOAD_GROWTH_MB);
  }, 90_000);
});
