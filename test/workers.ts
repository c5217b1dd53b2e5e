import { availableParallelism } from "node:os";

/**
 * How many test files run at once. Vitest's default (one fewer than the cores) is a single
 * worker on the 2-core machines CI runs on, where half the suite's time is spent waiting on
 * Chromium, PostgreSQL and child processes; two workers keep both cores busy. Capped at 4:
 * each worker has its own browser-test server (e2e/global-setup.ts).
 */
export const TEST_WORKERS = Math.min(4, Math.max(2, availableParallelism()));
