// Issue 31, items 4 and 5: how /healthz answers while heavy requests run. 40 clients download a
// 360-line receipt at once, three times over; then 20 clients upload a 19 MB report at once.
// The clients and the /healthz poll run in a worker thread (test/healthz-under-load.ts, shared
// with the load tests), the site in this thread, on SQLite. Figures: /healthz's worst and median
// answer during each load, as ratios to its median with no load in the same run, the answers by
// status, and how much the process grew.
import { randomBytes } from "node:crypto";
import { insertBookingRow, insertPaidVisit, largePdf } from "../test/report-fixtures.ts";
import { type LoadOutcome, loadWithHealthz, medianOf, quietHealthz, worstOf } from "../test/healthz-under-load.ts";
import { multipart } from "../test/test-app.ts";
import { startSite } from "./site.ts";

const ORIGIN = "http://127.0.0.1";
const QUIET_POLLS = 200;

export async function benchHeavyWork() {
  const password = randomBytes(16).toString("base64url");
  const site = await startSite({ withPages: false, env: { ADMIN_USERNAME: "bench", ADMIN_PASSWORD: password } });
  try {
    const quiet = await quietHealthz(site.url, QUIET_POLLS);
    const baseline = medianOf(quiet);
    const line = (name: string, outcome: LoadOutcome) => {
      const worst = worstOf(outcome.healthzMs);
      const median = medianOf(outcome.healthzMs);
      console.log(
        `  ${name.padEnd(44)} worst ${worst.toFixed(0).padStart(5)} ms (${(worst / baseline).toFixed(0)}×)  median ${median.toFixed(1).padStart(5)} ms (${(median / baseline).toFixed(1)}×)  ` +
          `grew ${outcome.peakGrowthMb} MB  in ${(outcome.durationMs / 1000).toFixed(1)} s  answers ${JSON.stringify(outcome.statuses)}`,
      );
    };

    // A server that has made a receipt before: its receipt worker is running.
    const earlier = await insertPaidVisit(site.db, { sequence: 1, lines: 3 });
    await site.app.inject(`/api/bookings/manage/${earlier.manageToken}/receipt`);
    const { manageToken } = await insertPaidVisit(site.db, { sequence: 2, lines: 360 });
    const receipts = await loadWithHealthz({
      origin: site.url,
      rounds: 3,
      concurrency: 40,
      request: { method: "GET", path: `/api/bookings/manage/${manageToken}/receipt` },
    });

    const login = await site.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "bench", password },
    });
    const session = login.cookies[0];
    const { id } = await insertBookingRow(site.db, { sequence: 3 });
    const form = multipart(await largePdf(19), "report.pdf", "file", "application/pdf");
    const uploads = await loadWithHealthz({
      origin: site.url,
      rounds: 1,
      concurrency: 20,
      request: {
        method: "POST",
        path: `/api/bookings/${id}/reports`,
        headers: { ...form.headers, cookie: `${session.name}=${session.value}`, origin: ORIGIN },
        body: form.payload,
      },
    });

    console.log(
      `\n/healthz under heavy requests (SQLite; ${QUIET_POLLS} polls with no load: median ${baseline.toFixed(1)} ms, worst ${worstOf(quiet).toFixed(0)} ms)`,
    );
    line("40 × 3 downloads of a 360-line receipt", receipts);
    line("20 uploads of a 19 MB report at once", uploads);
    console.log(
      "  aim (issue 31): worst under 100 ms on a quiet machine; the process must not grow by anything like 1.1 GB",
    );
  } finally {
    await site.stop();
  }
}
