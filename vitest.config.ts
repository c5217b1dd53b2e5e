import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "./test/workers.ts";

// The smoke test of every page kind runs first, alone (groupOrder 0): a browser broken by an
// upgrade says so in a minute, by page. Then every other project runs in one group with the same
// workers: the browser files, the longest, start first (Vitest runs the slowest files first) and
// the server files fill the other core. The smoke test and the browser tests share their servers
// and Chromium (e2e/global-setup.ts).

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "smoke",
          include: ["e2e/**/*.smoke.test.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          maxWorkers: TEST_WORKERS,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "server",
          sequence: { groupOrder: 1 },
          maxWorkers: TEST_WORKERS,
          include: ["{server,db,domain,scripts,eslint}/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/global-setup.ts"],
          setupFiles: ["test/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "app",
          sequence: { groupOrder: 1 },
          maxWorkers: TEST_WORKERS,
          include: ["app/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["test/fail-on-console-error.ts", "test/testing-library.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          sequence: { groupOrder: 1 },
          include: ["e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          // A server per worker (global-setup.ts): files that run side by side share no data.
          maxWorkers: TEST_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a page shows after the server answers (a city chosen, a price saved) may take
          // seconds on a busy machine; Vitest's default wait of one second failed such a check.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
