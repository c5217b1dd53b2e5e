import { availableParallelism } from "node:os";

/**
 * How many test files run at once. Vitest's default (one fewer than the cores) is a single
 * worker on the 2-core machines CI runs on, where half the suite's time is spent waiting on
 * Chromium, PostgreSQL and child processes; two workers keep both cores busy. Capped at 4:
 * each worker has its own browser-test server (e2e/global-setup.ts).
 *
 * Three for the browser files alone was tried (2026-11-28, docs/performance.md): eight browser
 * files took 540 s and 164 CPU-seconds on three workers (load average 19–26), against 503 s and
 * 146 CPU-seconds on two (load 15–19), and on three one file's tests ran out of time. The pages'
 * work is Chromium's and the servers', on the same two cores: a third worker only adds to the
 * queue. (Vitest also runs projects of one group on one worker count, so a separate count for the
 * browser files would stop them running beside the server tests.)
 */
export const TEST_WORKERS = Math.min(4, Math.max(2, availableParallelism()));
